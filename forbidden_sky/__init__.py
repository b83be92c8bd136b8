"""Forbidden Sky: a digital version of the cooperative board game."""

__version__ = "0.1.0"
