"""The game-free shell of the app: scene machinery, theme, animation queue, sound, settings,
the UI scale, focus rings, prompts, the guard, and the game screen's shared rooms (rooms/).
Imports no game (tests/test_architecture.py)."""
