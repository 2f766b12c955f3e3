"""Game-agnostic engine pieces shared by every game package.

Each game package (`referee/looot`, ...) has the same file roles: state.py, moves.py, rules/ (with
the same role modules in every game), flow.py and data/*.toml; its `__init__` exposes a `GAME`
object satisfying `core.game.GameRules` (docs/architecture.md, tests/kit/test_package_roles.py).
"""
