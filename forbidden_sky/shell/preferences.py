"""Carrying out a change made on the settings screen: apply it to the running App at once,
save it in the user folder, and tell the scenes (``settings_changed``) that read it."""

from __future__ import annotations

from typing import Any


def apply_setting(app: Any, name: str, value: Any) -> None:
    if name == "fullscreen":
        if bool(value) != bool(app.fullscreen):
            app.toggle_fullscreen()              # saves the choice itself
        return
    if name == "muted":
        if bool(value) != bool(app.sounds.muted):
            app.sounds.toggle_mute()
        app.remember(muted=app.sounds.muted)
        return
    from .settings import FORESIGHT_PREFIX, save_settings, set_foresight_switch
    if name.startswith(FORESIGHT_PREFIX):        # issue 13's switches, under "foresight"
        set_foresight_switch(app.settings, name[len(FORESIGHT_PREFIX):], bool(value))
        if app.settings_path is not None:
            save_settings(app.settings, app.settings_path)
    else:
        app.remember(**{name: value})
    if name == "ui_scale":
        app.ui_scale_flag = None                 # chosen now, on screen: it beats --ui-scale
        app.relayout()
    elif name == "motion":
        app.sky.quiet = value == "reduced"
    elif name == "language":
        from ..i18n import set_language, system_language
        set_language(value or system_language())
        app.relayout()                           # every text is drawn anew, in the new words
    elif name == "volume":
        app.sounds.set_volume(float(app.cfg.sound.volume) * float(value))
    for scene in app.stack:
        hook = getattr(scene, "settings_changed", None)
        if hook is not None:
            hook()
