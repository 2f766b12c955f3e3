"""referee: a command-line table referee for four board games."""

__version__ = "0.1.0"
