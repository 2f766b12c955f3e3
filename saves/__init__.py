"""TOML save files: schema, atomic writes, load by replay, undo/redo, and where saves live."""
