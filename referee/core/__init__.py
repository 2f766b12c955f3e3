"""Game-agnostic engine pieces shared by every game package.

Each game package (`referee/looot`, ...) has the same file roles: state.py, moves.py, rules.py,
flow.py and data/*.toml; its `__init__` declares the game (`core.declared.Declared`) and gives the
`GAME` object of its engine.py, satisfying `core.game.GameRules`.
"""
