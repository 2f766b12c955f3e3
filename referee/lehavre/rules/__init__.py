"""Le Havre rules: assembled in this package (the building handlers are in rules/buildings)."""
