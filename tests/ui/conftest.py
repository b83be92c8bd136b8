"""UI tests run headless: dummy video and audio drivers."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# bugs must raise in tests: the App's guard (log, toast, go on) is off unless a test asks for it
os.environ.setdefault("FORBIDDEN_SKY_STRICT", "1")

import pytest  # noqa: E402

from forbidden_sky.records import Store  # noqa: E402
from forbidden_sky.app.app import App  # noqa: E402


@pytest.fixture
def app():
    a = App(size=(1280, 800), mute=True, strict=True)
    yield a
    a.close()


@pytest.fixture(autouse=True)
def _own_user_folder(tmp_path_factory, monkeypatch):
    """Whatever a test starts, the player's real settings and crash log stay untouched."""
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("APPDATA", str(home))

# An App that keeps its game records in a temporary store (the records and foresight tests).
@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "games")


@pytest.fixture
def rapp(store):
    a = App(size=(1280, 800), mute=True, strict=True, records=store)
    yield a
    a.close()
