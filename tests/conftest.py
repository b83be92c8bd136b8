import os

# Headless everywhere: tests never open a real window or sound device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_unless_a_test_says_otherwise():
    """Each test starts in English and leaves English behind: a test that switches to Spanish
    (or starts the real app, which takes the system's language) must not change the words the
    next test reads."""
    from forbidden_sky.i18n import set_language
    set_language("en")
    yield
    set_language("en")
