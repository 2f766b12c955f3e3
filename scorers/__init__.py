"""End-of-game score sheets, one module per game, independent of move tracking."""
