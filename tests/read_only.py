"""A scene as a router may see it, for the tests that a router only reads (tests/ui/test_routed_values.py,
tests/island/ui/test_island_routed_values.py): any attribute read, none set."""

from __future__ import annotations


class ReadOnly:
    """The scene as the router may see it: any attribute read, none set."""

    def __init__(self, scene) -> None:
        object.__setattr__(self, "_scene", scene)

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_scene"), name)

    def __setattr__(self, name, value):
        raise AssertionError(f"the router set scene.{name}")
