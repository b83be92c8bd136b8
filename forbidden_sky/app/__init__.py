"""The app: one window for every game (the title, the scene stack, the table of scenes).

It sits on top, like ``cli``: it may import every game's screens; no game imports it, except
a game's command-line benchmark that drives a whole App.
"""
