"""Forbidden Island's screens on the shell (issue 19): the game screen is ``scene.IslandScene``."""
