"""End-of-game score sheets, independent of move tracking: the parts every game shares (the sheet,
its fields, files and formats). Each game's own sheet is its package's `score_sheet.py`
(referee/core/declared.py), found through the registry."""
