"""Game-free engine: the door every game stands behind (``game.py``), the registry of games,
seeded randomness, frozen-value helpers and the data files' error reporting. Never imports
pygame, and never imports a game."""
