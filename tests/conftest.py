import os

# Headless everywhere: tests never open a real window or sound device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_between_tests():
    """The language is the process's (i18n.set_language): a test that changes it (the settings
    screen, a monkey's random keys on its Language line) must not leave the next test speaking
    Spanish."""
    yield
    from forbidden_sky import i18n
    i18n.set_language("en")
