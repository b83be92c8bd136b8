"""The game screen, as a wing of small rooms (docs/architecture.md, "The game screen").

Data flows one way: input (keys.py, the scene's routing) -> gesture (gestures.py) -> intent
(intents.py) -> the session (core.apply) -> events -> animations (presenters.py, effects.py)
-> the picture (picture.py) -> the views (overlays.py, panels.py and its panel_* rooms,
toasts.py). The scene (scene.py) is the hub that owns them and routes input topmost first.
"""

from .scene import GameScene

__all__ = ["GameScene"]
