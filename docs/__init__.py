"""The project's documents, shipped as package data so `referee rulings` and `check --explain` can
quote docs/rulings/ from an installed copy."""
