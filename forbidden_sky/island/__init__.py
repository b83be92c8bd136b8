"""Forbidden Island: its rules (core/), its data (data/) and its door (game.py)."""
