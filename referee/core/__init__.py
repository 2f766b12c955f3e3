"""Game-agnostic engine pieces shared by every game package.

Each game package (`referee/looot`, ...) has the same file roles: state.py, moves.py, rules/ (with
the same role modules in every game), flow.py, engine.py and data/*.toml; its `__init__` declares
the game (`core.declared.Declared`) and gives the `GAME` object of its engine.py, satisfying
`core.game.GameRules` (docs/architecture.md, tests/kit/test_package_roles.py, test_game_package.py).
"""
