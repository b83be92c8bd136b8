"""Forbidden Sky: its rules (``core``), data (``data``), bots (``ai``) and screens (``ui``),
behind the engine's one door (``game.py``)."""
