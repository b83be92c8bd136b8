"""The shared panel view holding a panel in parts (Island's table: the Water Meter, the piles
and the treasures lie on it): a part is drawn over its panel's picture, again whenever the panel
is, and alone when only it changes; the hit map answers the area drawn on top; the cached
picture paints an opaque part alone where it covers what changed."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from forbidden_sky.shell.damage import Composite, Part, paint_all  # noqa: E402
from forbidden_sky.shell.rooms.hitmap import HitMap  # noqa: E402
from forbidden_sky.shell.rooms.panels import PanelView  # noqa: E402

BOARD, SPOT = pygame.Rect(0, 0, 100, 100), pygame.Rect(20, 20, 40, 40)


class BoardAndSpot:
    """A panel (grey) and a part lying on it (a white dot, its colour the key)."""
    names = ("board", "spot")

    def __init__(self) -> None:
        self.drawn: list[int] = []

    def screen(self, shown: dict[str, int]) -> tuple[int, int]:
        return (100, 100)

    def rects(self, shown: dict[str, int]) -> list[pygame.Rect]:
        return [BOARD, SPOT]

    def keys(self, shown: dict[str, int]) -> list[int]:
        return [shown["board"], shown["spot"]]

    def draw(self, i: int, shown: dict[str, int], surface: pygame.Surface, hits: HitMap) -> None:
        self.drawn.append(i)
        if i == 0:
            surface.fill((shown["board"], 60, 60), BOARD)
            hits.add("thing", BOARD, "board")
        else:
            pygame.draw.circle(surface, (255, 255, shown["spot"]), SPOT.center, 8)
            hits.add("thing", pygame.Rect(30, 30, 20, 20), "dot")


def test_a_part_is_drawn_over_its_panel_and_again_whenever_the_panel_is():
    panels = BoardAndSpot()
    view = PanelView(panels, lies_on={1: 0}, topmost=True)
    shown = {"board": 60, "spot": 1}
    surface = pygame.Surface((100, 100))
    view.blit(1, shown, surface)
    assert panels.drawn == [0, 1]
    assert surface.get_at((22, 22))[:3] == (60, 60, 60), "the part's corner shows the panel under it"
    assert view.opaque(1) and not view.opaque(0)
    view.blit(1, {"board": 60, "spot": 2}, surface)
    assert panels.drawn == [0, 1, 1], "only the part changed: drawn alone"
    view.blit(1, {"board": 90, "spot": 2}, surface)
    assert panels.drawn == [0, 1, 1, 0, 1], "the panel changed: the part on it is drawn again"
    assert surface.get_at((22, 22))[:3] == (90, 60, 60)
    assert view.hits.first(("thing",), (40, 40)) == "dot", "the area drawn on top answers"
    assert view.hits.rect_of("thing", "board") == BOARD and view.hits.rect_of("thing", "nothing") is None


def test_an_opaque_part_over_a_change_is_painted_alone_and_the_picture_stays_true():
    painted: list[str] = []

    def paint(name: str, colour: tuple[int, int, int], rect: pygame.Rect):
        return lambda s: (painted.append(name), s.fill(colour, rect))

    def parts(k: int) -> list[Part]:
        return [Part("board", BOARD, 0, paint("board", (60, 60, 60), BOARD)),
                Part("spot", SPOT, k, paint("spot", (255, 255, k), SPOT), opaque=True)]

    pic = Composite()
    pic.update((100, 100), (0, 0, 0), parts(1))
    painted.clear()
    assert pic.update((100, 100), (0, 0, 0), parts(2)) == [SPOT]
    assert painted == ["spot"], "the board under the opaque spot is not painted again"
    whole = pygame.Surface((100, 100))
    paint_all(whole, (0, 0, 0), parts(2))
    assert pic.surface is not None
    assert pygame.image.tobytes(pic.surface, "RGB") == pygame.image.tobytes(whole, "RGB")
