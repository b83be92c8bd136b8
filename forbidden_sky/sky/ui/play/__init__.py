"""Sky's game screen, as a wing of small rooms on the shared ones of shell/rooms/
(docs/architecture.md, "The game screen").

Data flows one way: input (keys.py, routing.py on the shared input order) -> gesture
(gestures.py, kept by the shared pointer) -> intent (intents.py) -> the session (core.apply)
-> events -> animations (presenters.py, effects.py) -> the picture (picture.py) -> the views
(overlays.py, the shared panel view with panel_set.py and its panel_* rooms, the shared
toasts). The scene (scene.py) is the hub that owns them and carries out what they return.
"""

from .scene import GameScene

__all__ = ["GameScene"]
