"""Le Havre (港都情浓): component catalogs (data/buildings.toml, data/ships.toml); the move-tracking engine comes later."""
