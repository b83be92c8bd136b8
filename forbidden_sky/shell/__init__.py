"""The game-free shell of the app: scene machinery, theme, animation queue, sound, settings,
the UI scale, focus rings, prompts and the guard. Imports no game (tests/test_architecture.py)."""
