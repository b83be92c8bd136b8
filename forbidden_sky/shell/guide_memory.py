"""What the player's folder remembers of a game's guided first game: whether it was offered
(on the first start) and whether it was played to the end. Kept in settings.json under
``guide``: ``{"sky": {"offered": true, "finished": false}}``; anything else there is ignored."""

from __future__ import annotations

from typing import Any


def flags(settings: Any, game: str) -> dict[str, bool]:
    doc = getattr(settings, "extra", {}).get("guide")
    mine = doc.get(game) if isinstance(doc, dict) else None
    mine = mine if isinstance(mine, dict) else {}
    return {k: mine.get(k) is True for k in ("offered", "finished")}


def remember(app: Any, game: str, **changes: bool) -> None:
    """Set ``offered`` / ``finished`` for ``game`` and save the settings (when the App has a file)."""
    settings = app.settings
    doc = settings.extra.get("guide")
    doc = dict(doc) if isinstance(doc, dict) else {}
    mine = flags(settings, game)
    mine.update({k: bool(v) for k, v in changes.items() if k in ("offered", "finished")})
    doc[game] = mine
    settings.extra["guide"] = doc
    path = getattr(app, "settings_path", None)
    if path is not None:
        from .settings import save_settings
        save_settings(settings, path)


def should_offer(app: Any, game: str) -> bool:
    """The first start of the real game: a settings file to remember the answer in, and no
    offer made yet (tests and tools run without one, so they never meet the question)."""
    return getattr(app, "settings_path", None) is not None and not flags(app.settings, game)["offered"]
