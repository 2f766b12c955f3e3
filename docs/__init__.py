"""The project's documents, shipped as package data so `referee rulings` and `check --explain` can
quote docs/rulings/general.md from an installed copy (each game's rulings are in its package)."""
