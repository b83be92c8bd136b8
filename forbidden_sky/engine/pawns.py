"""The pawn colours every game's adventurers may name: a game's data picks one per
adventurer, and ui.yaml says how each one looks (with a shape for colour-blind mode)."""

PAWN_COLOURS = ("white", "green", "blue", "yellow", "orange", "red")
