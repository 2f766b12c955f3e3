"""The test kit every game gets by being registered (issue 11, items 10 and 13).

A new engine needs nothing here: its package's name in `referee.registry.PACKAGES` (so that
`tracked_games()` lists it) puts it into every test below, parametrized over `games.GAMES` (the
tracked games and the test games Stones and Market). What the kit demands of it:

- `test_playouts.py`: random playouts to the end at every player count, every move legal, read
  back from its text and from its declaration; an outcome and a score sheet; moves out of turn and
  at once where the flow table allows them; states that hash and survive the state-cache codec;
  save → load at sampled steps, from the state cache and by replay.
- `test_undo_redo.py`: the hypothesis machine of play (any declarer), `table: adjust`, refused
  moves, undo, redo and reload.
- `test_fuzz.py`: random and mutated strings, every kind of declarer prefix and the table's moves
  with bad arguments: a syntax error or violations, never a traceback, nothing changed.
- `test_crash_safety.py`, `test_concurrent_writers.py`: `referee move` killed at random moments and
  at every OS call of a write; two writers at once.
- `test_citations.py`: every rule cited by its flow table, its info, its violations and its
  effects resolves to a seed line and quotes it verbatim.
- `test_flow_table.py`: the flow table is the control flow (each legal move accepted by an open
  step for its declarer; a move kind taken from a step is refused there with `wrong_step`).

`playouts.py` records each playout once for all of them; `support.py` holds the sizes (CI, and
`REFEREE_STRESS` and the other variables) and the subprocess helpers; `program.py` is `referee`
with the test games registered, for the tests that run it in a subprocess.
"""
