"""The test kit every game gets by being registered (issue 11, items 10 and 13): see games.py."""
