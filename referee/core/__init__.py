"""Game-agnostic engine pieces shared by every game package.

Each game package (`referee/looot`, ...) has the same file roles: state.py, moves.py, rules.py,
flow.py and data/*.toml; its `__init__` exposes a `GAME` object satisfying `core.game.GameRules`.
"""
