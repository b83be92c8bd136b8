"""The game: the platform, the panels, direct manipulation, the storm and its animations.

Input becomes a candidate ``Action``. Legal ones go through the session (``core.apply``); the
events that come back are presented as animations. Highlights come from ``legal_actions``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Optional

import pygame

from ...core import Action, IllegalAction
from ..anim import Call, Effect, Parallel, PawnPath, Queue, Tween, Wait, bolt_points
from ..board_view import BoardView, draw_cable
from ..prompt import Prompt
from ..scene import Command, Push, Quit, Scene
from ..session import Session, Setup
from ..theme import Button
from ..words import card_name, ref_text
from . import panels

ANGLE = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}
MAX_TOASTS = 2   # banners shown at once at the top of the board: the newest ones


@dataclass
class Vis:
    """What the picture shows, which animations move towards the state."""
    pawn: dict = field(default_factory=dict)       # pid -> world (x, y)
    lift: dict = field(default_factory=dict)
    flash: dict = field(default_factory=dict)      # pid -> 0..1
    controlled: set = field(default_factory=set)
    health: dict = field(default_factory=dict)
    rope: dict = field(default_factory=dict)
    angle: float = 180.0
    tick: float = 0.0
    live: Optional[set] = None                     # cells glowing with charge
    live_k: float = 0.0
    card: Optional[str] = None                     # storm card on show
    card_k: float = 0.0
    card_dim: float = 0.0                          # the revealed card steps back while it acts
    shuffle_k: float = 0.0
    rocket: Optional[tuple] = None                 # (k, won) while launching


class GameScene(Scene):
    def __init__(self, app, setup: Setup, autoplay_turns: int = 0, state=None) -> None:
        super().__init__(app)
        self.setup = setup
        self.session = Session(setup, state=state)
        self.theme = app.theme
        self.cfg = app.cfg
        self.queue = Queue()
        self.vis = Vis()
        self.t = 0.0
        self.rng = random.Random(setup.seed)
        self.toasts: list[list] = []          # [text, time_left, colour]
        self.floats: list[list] = []          # [text, world x, world y, time_left, colour]
        self.drag: Optional[dict] = None
        self.press: Optional[dict] = None
        self.mode: Optional[dict] = None      # an equipment card waiting for its target
        self.prompt: Optional[Prompt] = None
        self.show_log = False
        self.log_scroll = 0
        self.discard_open = False
        self.hover_pos = (0, 0)
        self.hover_t = 0.0
        self.wire_pref: Optional[str] = None  # "short" / "long" chosen with 1 / 2
        self.auto_advance = self.saved_auto_advance()
        self.storm_wait = 0.0
        self.next_requested = False
        self.autoplay_turns = autoplay_turns
        self.autoplayer = None
        if autoplay_turns:
            from ..autoplay import AutoPlayer
            self.autoplayer = AutoPlayer(setup.seed)
            self.queue.speed = 50.0
            self.auto_advance = 0.0
        self.end_pushed = False
        self.hits: dict[str, Any] = {}
        self.buttons: list[Button] = []
        self.resized(app.screen.get_size())
        self.sync_vis()
        self.view.camera.fit(self.state.board.tiles)
        # long-lived data (game data, caches) out of the collector's way: fewer frame hitches
        import gc
        gc.collect()
        gc.freeze()

    # ---- basics -----------------------------------------------------------------------------

    @property
    def state(self):
        return self.session.state

    def resized(self, size) -> None:
        w, h = size
        L = self.cfg.layout
        # the hand bar runs the full width under the side panels: the hand, the equipment cards
        # and the buttons fit side by side even in a small window
        side_h = h - L.bottom_bar - 3 * L.margin
        self.left = pygame.Rect(L.margin, L.margin, L.left_panel, side_h)
        self.right = pygame.Rect(w - L.right_panel - L.margin, L.margin, L.right_panel, side_h)
        self.bottom = pygame.Rect(L.margin, h - L.bottom_bar - L.margin, w - 2 * L.margin, L.bottom_bar)
        self.board_rect = pygame.Rect(self.left.right, 0, self.right.left - self.left.right, self.bottom.top)
        if not hasattr(self, "view"):
            self.view = BoardView(self.theme, self.board_rect)
        else:
            self.view.camera.viewport = self.board_rect
            if not self.view.camera.manual:
                self.view.camera.fit(self.state.board.tiles)
        th = self.theme
        bx = self.bottom.right - 150
        self.btn_end = Button(th, "End turn", pygame.Rect(bx, self.bottom.top + 14, 136, 44), "end",
                              hotkey=pygame.K_RETURN, size="body")
        self.btn_undo = Button(th, "Undo", pygame.Rect(bx, self.bottom.top + 66, 66, 34), "undo", size="small")
        self.btn_log = Button(th, "Log", pygame.Rect(bx + 70, self.bottom.top + 66, 66, 34), "log", size="small",
                              hotkey=pygame.K_l)
        self.btn_rules = Button(th, "Rules", pygame.Rect(bx, self.bottom.top + 106, 66, 34), "rules", size="small",
                                hotkey=pygame.K_F1)
        self.btn_fit = Button(th, "Fit", pygame.Rect(bx + 70, self.bottom.top + 106, 66, 34), "fit", size="small",
                              hotkey=pygame.K_HOME)
        self.btn_next = Button(th, "Next card", pygame.Rect(0, 0, 150, 40), "next", size="body")
        self.btn_auto = Button(th, "Auto", pygame.Rect(0, 0, 90, 30), "auto", size="small")
        self.btn_pad = Button(th, "Turn pad", pygame.Rect(0, 0, 110, 30), "pad", size="small")
        self.buttons = [self.btn_end, self.btn_undo, self.btn_log, self.btn_rules, self.btn_fit]

    def saved_auto_advance(self) -> float:
        """Seconds between storm cards: the player's saved choice, else ui.yaml's."""
        saved = getattr(getattr(self.app, "settings", None), "auto_advance", None)
        return float(self.cfg.anim.auto_advance if saved is None else saved)

    def derived(self) -> dict:
        """Per-state facts drawn from legal_actions, computed once per state (not per frame)."""
        cache = getattr(self, "_derived", None)
        if cache is not None and cache[0] is self.state:
            return cache[1]
        s = self.state
        legal = self.session.legal()
        me = s.player(s.current)
        d = {
            "moves": {a.to for a in legal if a.type in ("move", "teleport")},
            "wire_from": {r for a in legal if a.type == "wire" for r in (a.a, a.b) if me.at in s.board.component_cells(r)},
            "explore_tiles": {a.tile for a in legal if a.type == "explore"},
            "playable": {(a.player, a.card) for a in legal if a.type == "play"},
            "givable": {},
            "care_targets": {a.target for a in legal if a.type in ("heal", "repair")},
            "scout": any(a.type == "scout" for a in legal),
            "rotate_pad": self._pad_turn(legal),
            # the Electrician's free wire, as the core lists it: never in the storm, on
            # another player's turn, once used, or where no wire can be added or removed
            "free_wire": any(a.type in ("wire", "unwire") and a.free for a in legal),
        }
        for a in legal:
            if a.type == "give_tile":
                d["givable"].setdefault(a.player, set()).add(a.tile)
        self._derived = (self.state, d)
        # warm the tile cache for every turn of the tiles in hand, so a drag never renders one
        px = self.view.camera.px
        for tid in me.tiles:
            for rot in (0, 90, 180, 270):
                self.view.art.image(s.tile_spec(tid), rot, px)
        return d

    def _pad_turn(self, legal) -> Optional[Action]:
        """The pad turn the "Turn pad" button makes: any player on one of the pad's tiles may
        turn it (free, at any time outside a card), so whoever legal_actions lists: the
        current player first, else the first other player on the pad."""
        turns = [a for a in legal if a.type == "rotate_pad"]
        mine = [a for a in turns if a.player in (None, self.state.current)]
        return (mine or turns or [None])[0]

    # ---- robustness (see guard.py) ----------------------------------------------------------

    def checkpoint(self) -> tuple:
        """The last good moment: the states are immutable, so keeping them is enough."""
        ses = self.session
        return (ses.state, len(ses.history), len(ses.log), self.end_pushed)

    def recover(self, cp: tuple) -> None:
        """Back to a checkpoint after a bug: the state as it was, no half-done gesture, and
        the picture snapped to the state."""
        state, n_history, n_log, end_pushed = cp
        ses = self.session
        if ses.state is not state:
            ses.state = state
            del ses.history[n_history:]
            del ses.log[n_log:]
        ses._legal = None
        self.end_pushed = end_pushed
        self.drag = self.press = self.mode = self.prompt = None
        self.queue.items.clear()
        self.queue.background.clear()
        self.vis.rocket = None
        self.vis.flash.clear()
        self.floats.clear()
        self.next_requested = False
        self._derived = None
        self._panel_cache = None
        self._candidate_memo = None
        self.sync_vis()

    def crash_context(self) -> str:
        """Enough to replay the game that met the bug (setup, seed and every action)."""
        ses = self.session
        acts = [step.action.to_dict() for step in ses.history]
        return (f"game: players={self.setup.players} level={self.setup.level} seed={self.setup.seed} "
                f"turn={self.state.turn} phase={self.state.phase}\nactions: {acts}")

    def toast(self, text: str, colour=None, kind: Optional[str] = None) -> None:
        """A banner at the top of the board. A toast of the same kind (the same text, or a
        named kind such as "phase" for the storm and turn announcements) replaces the one on
        show instead of stacking under it, and only the newest MAX_TOASTS are kept."""
        kind = kind or text
        self.toasts = [t for t in self.toasts if t[3] != kind]
        self.toasts.append([text, float(self.cfg.anim.toast), colour or self.theme.c.text, kind])
        del self.toasts[:-MAX_TOASTS]

    def float_text(self, text: str, cell, colour) -> None:
        self.floats.append([text, cell[0] + 0.5, cell[1] + 0.3, float(self.cfg.anim.float_text), colour])

    def pawn_colour(self, pid: str):
        return self.cfg.pawn_colours[self.state.data.adventurers[pid].colour]

    # ---- the picture and the state ----------------------------------------------------------

    def pawn_targets(self) -> dict:
        out = {}
        groups: dict = {}
        for p in self.state.players:
            groups.setdefault(p.at, []).append(p.id)
        board = self.state.board
        for cell, ids in groups.items():
            if board.symbol(cell) == "wind_compass":
                slots = self.view.compass_slots(len(ids), self.state.wind)
            else:
                slots = self.view.pawn_slots(len(ids))
            for pid, (sx, sy) in zip(ids, slots, strict=False):
                out[pid] = (cell[0] + sx, cell[1] + sy)
        return out

    def sync_vis(self) -> None:
        """Snap the picture to the state (the queue has drained)."""
        s = self.state
        self.vis.pawn.update(self.pawn_targets())
        for p in s.players:
            self.vis.health[p.id] = p.health
            self.vis.rope[p.id] = p.rope
        self.vis.angle = ANGLE[s.wind]
        self.vis.tick = float(s.storm_tick)
        self.vis.live = None
        self.vis.card = None
        self.vis.controlled.clear()

    def picture_matches_state(self) -> bool:
        """For tests: once the queue drains, the picture equals the state."""
        s = self.state
        t = self.pawn_targets()
        ok = all(math.dist(self.vis.pawn[p.id], t[p.id]) < 0.05 for p in s.players)
        ok = ok and all(self.vis.health[p.id] == p.health and self.vis.rope[p.id] == p.rope for p in s.players)
        return ok and abs(self.vis.angle % 360 - ANGLE[s.wind]) < 1e-6 and self.vis.tick == s.storm_tick

    # ---- applying actions -------------------------------------------------------------------

    def do(self, action: Action, quiet: bool = False) -> bool:
        """Apply through the core; on refusal show the reason. True when applied."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            if not quiet:
                self.refuse(exc.reason)
            return False
        self.mode = None
        self.present(events)
        return True

    def refuse(self, reason: str) -> None:
        self.toast(reason[0].upper() + reason[1:], self.theme.c.illegal, kind="refusal")
        self.app.sounds.play("refuse")

    def undo(self) -> None:
        if self.queue.busy:
            self.queue.skip(self)
        step = self.session.undo()
        if step is None:
            self.refuse("nothing to undo since the last revealed card")
            return
        self.mode = None
        self.sync_vis()
        self.toast("Undone", self.theme.c.text_dim)

    # ---- presenters: events -> animations ---------------------------------------------------

    def present(self, events) -> None:
        A = self.cfg.anim
        q = self.queue
        for e in events:
            d = e.data
            t = e.type
            if t in ("moved", "teleported"):
                pid = d["player"]
                pts = [(c[0] + 0.5, c[1] + 0.6) for c in d["path"]]
                final = self.pawn_targets().get(pid)
                if final and pts:
                    pts[-1] = final
                if t == "teleported" or d.get("flew"):
                    pts = [pts[0], pts[-1]]
                q.add(Call(lambda: self.app.sounds.play("click")))
                q.add(PawnPath(pid, pts, A.move * (1.6 if len(pts) == 2 and t != "moved" else 1.0)))
            elif t == "tile_placed":
                cell = tuple(d["at"])
                q.add(Call(lambda: self.app.sounds.play("place")))
                q.add(Effect(A.pop_in, lambda s, k, cell=cell: self._draw_drop(s, cell, k)))
                for comp in d.get("completions", []):
                    if comp.get("ref"):
                        cells = [tuple(c) for c in comp["cells"]]
                        q.add(Call(lambda: self.app.sounds.play("chime")))
                        q.add(Effect(A.pop_in, lambda s, k, cells=cells: self._draw_ring(s, cells, k)))
                        q.add(Call(lambda comp=comp: self.toast(
                            comp["kind"].replace("_", " ").capitalize() + " completed!", self.theme.c.good)))
                    else:
                        q.add(Call(lambda comp=comp: self.toast(
                            f"No {comp['kind'].replace('_', ' ')} left in the supply", self.theme.c.accent)))
            elif t == "tile_scouted":
                q.add(Call(lambda: self.app.sounds.play("flip")))
            elif t == "equipment_drawn":
                q.add(Call(lambda d=d: (self.app.sounds.play("chime"),
                                        self.toast(f"{self.session.name(d['player'])} finds {card_name(self.state, d['card'])}",
                                                   self.theme.c.accent))))
            elif t == "wire_added":
                q.add(Call(lambda: self.app.sounds.play("wire")))
            elif t == "wire_removed":
                q.add(Call(lambda: self.app.sounds.play("wire")))
            elif t in ("healed", "repaired"):
                pid = d.get("target") or d.get("player")
                stat = "health" if t == "healed" else "rope"
                amount = d.get("amount", 1)
                q.add(Call(lambda pid=pid, stat=stat, amount=amount: self._bump(pid, stat, amount)))
            elif t == "storm_phase_began":
                q.add(Call(lambda d=d: self.toast(f"The storm: {d['draws']} card{'s' if d['draws'] != 1 else ''}",
                                                  self.theme.c.accent, kind="phase")))
                self.storm_wait = 0.0
            elif t == "storm_card_drawn":
                card = d["card"]
                q.add(Call(lambda card=card: (setattr(self.vis, "card", card), setattr(self.vis, "card_dim", 0.0),
                                              self.app.sounds.play("flip"))))
                q.add(Tween(A.card_flip, lambda v: setattr(self.vis, "card_k", v), 0.0, 1.0))
                q.add(Wait(A.card_hold * 0.5))
                # then it turns see-through, so the bolts, the gust and the pawns show beneath it
                q.add(Tween(0.2, lambda v: setattr(self.vis, "card_dim", v), 0.0, 1.0))
            elif t == "lightning_struck":
                self._present_lightning(d)
            elif t == "winds_blew":
                self._present_winds(d)
            elif t == "wind_changed":
                a0 = ANGLE[d["from"]]
                a1 = a0 + (90 if d.get("turn") == "cw" else -90)
                q.add(Call(lambda: self.app.sounds.play("wind")))
                q.add(Tween(A.compass, lambda v: setattr(self.vis, "angle", v % 360), a0, a1, "out_back"))
            elif t == "storm_intensified":
                tick = d["tick"]
                q.add(Call(lambda: self.app.sounds.play("thunder")))
                q.add(Tween(A.meter, lambda v: setattr(self.vis, "tick", v), tick - 1, tick, "out_back"))
            elif t == "storm_deck_reshuffled":
                q.add(Call(lambda: self.app.sounds.play("flip")))
                q.add(Tween(A.shuffle, lambda v: setattr(self.vis, "shuffle_k", v), 0.0, 1.0))
                q.add(Call(lambda: setattr(self.vis, "shuffle_k", 0.0)))
            elif t == "turn_began":
                q.add(Call(lambda d=d: (setattr(self.vis, "card", None),
                                        self.toast(f"{self.session.name(d['player'])}'s turn", self.theme.c.copper_light,
                                                   kind="phase"))))
            elif t == "launched":
                won = bool(d.get("won"))
                q.add(Call(lambda: self.app.sounds.play("launch")))
                q.add(Tween(A.launch, lambda v, won=won: setattr(self.vis, "rocket", (v, won)), 0.0, 1.0, "linear"))
        q.add(Call(self.sync_vis))

    def _bump(self, pid: str, stat: str, amount: int) -> None:
        getattr(self.vis, stat)[pid] = getattr(self.state.player(pid), stat)
        self.float_text(f"+{amount} {stat}", self.state.player(pid).at, self.theme.c.good)
        self.app.sounds.play("chime")

    def _present_lightning(self, d: dict) -> None:
        A = self.cfg.anim
        q = self.queue
        rods = [tuple(r) for r in d.get("rods", [])]
        live = {tuple(c) for c in d.get("live", [])}
        seed = self.rng.random()
        q.add(Call(lambda: self.app.sounds.play("thunder")))
        q.add(Effect(A.bolt, lambda s, k: self._draw_bolts(s, rods, k, seed)))
        q.add(Call(lambda: (setattr(self.vis, "live", live), self.app.sounds.play("zap"))))
        q.add(Tween(A.charge, lambda v: setattr(self.vis, "live_k", v), 0.0, 1.0, "linear"))

        def jolt():
            for pid in d.get("jolted", []):
                self.vis.health[pid] = self.state.player(pid).health
                self.vis.flash[pid] = 1.0
                self.float_text("-1 health", self.state.player(pid).at, self.theme.c.health)
            for pid in d.get("protected", []):
                self.float_text("protected", self.state.player(pid).at, self.theme.c.live)
        q.add(Call(jolt))
        q.add(Wait(0.35))
        q.add(Call(lambda: setattr(self.vis, "live", None)))

    def _present_winds(self, d: dict) -> None:
        A = self.cfg.anim
        q = self.queue
        direction = d["direction"]
        moves = d["moves"]
        targets = self.pawn_targets()
        slides = []
        for m in moves:
            if tuple(m["to"]) != tuple(m["from"]):
                a = (m["from"][0] + 0.5, m["from"][1] + 0.6)
                slides.append(PawnPath(m["player"], [a, targets[m["player"]]], A.gust * 0.6, hop=False))
        q.add(Call(lambda: self.app.sounds.play("wind")))
        q.add(Parallel(Effect(A.gust, lambda s, k: self._draw_gust(s, direction, k)), *slides))

        def fray():
            for m in moves:
                if m.get("rope_lost"):
                    pid = m["player"]
                    self.vis.rope[pid] = self.state.player(pid).rope
                    self.vis.flash[pid] = 0.8
                    self.float_text("-1 rope", tuple(m["to"]), self.theme.c.rope)
                elif m.get("sheltered"):
                    self.float_text("sheltered", tuple(m["to"]), self.theme.c.live)
        q.add(Call(fray))
        q.add(Wait(0.3))

    # ---- drawing effects --------------------------------------------------------------------

    def _draw_drop(self, surface, cell, k) -> None:
        r = self.view.cell_rect(cell)
        a = int(200 * (1 - k))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        box.fill((255, 240, 200, a // 2))
        surface.blit(box, r)
        pygame.draw.rect(surface, self.theme.c.copper_light, r.inflate(int(20 * (1 - k)), int(20 * (1 - k))), 3,
                         border_radius=6)

    def _draw_ring(self, surface, cells, k) -> None:
        xs = [self.view.cell_rect(c).center for c in cells]
        cx = sum(p[0] for p in xs) / len(xs)
        cy = sum(p[1] for p in xs) / len(xs)
        rad = self.view.camera.px * (0.2 + 0.6 * k)
        pygame.draw.circle(surface, self.theme.c.good, (cx, cy), rad, max(1, int(6 * (1 - k)) + 1))

    def _draw_bolts(self, surface, rods, k, seed) -> None:
        rng = random.Random(seed + int(k * 6))
        c = self.theme.c
        if k < 0.7:
            for rod in rods:
                x, y = self.view.camera.to_screen(rod[0] + 0.5, rod[1] + 0.5)
                pts = bolt_points(rng, (x + rng.uniform(-60, 60), self.board_rect.top), (x, y), 16, 12)
                pygame.draw.lines(surface, c.live, False, pts, 7)
                pygame.draw.lines(surface, c.flash, False, pts, 3)
                pygame.draw.circle(surface, c.flash, (x, y), self.view.camera.px * 0.18 * (1 - k))
        if k < 0.3:
            g = int(90 * (1 - k / 0.3))
            surface.fill((g, g, g + 10), self.board_rect, special_flags=pygame.BLEND_RGB_ADD)

    def _draw_gust(self, surface, direction, k) -> None:
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[direction]
        r = self.board_rect
        rng = random.Random(11)
        c = self.theme.c
        for _ in range(42):
            along = (rng.random() + k * 1.6) % 1.6 - 0.3
            across = rng.random()
            ln = 60 + rng.random() * 120
            if dx:
                x = r.left + (along if dx > 0 else 1 - along) * r.width
                y = r.top + across * r.height
                a, b = (x, y), (x - dx * ln, y)
            else:
                x = r.left + across * r.width
                y = r.top + (along if dy > 0 else 1 - along) * r.height
                a, b = (x, y), (x, y - dy * ln)
            pygame.draw.line(surface, c.tile_cloud, a, b, 2)

    # ---- per frame --------------------------------------------------------------------------

    def update(self, dt: float) -> Command:
        self.t += dt
        held = pygame.key.get_pressed()[pygame.K_SPACE] if pygame.display.get_init() else False
        self.queue.speed = (50.0 if self.autoplayer else 1.0) * (self.cfg.anim.speed_fast if held else 1.0)
        self.queue.update(dt, self)
        # pawns not under an animation ease to where they stand
        if not self.queue.busy:
            targets = self.pawn_targets()
            for pid, tgt in targets.items():
                if pid in self.vis.controlled:
                    continue
                cur = self.vis.pawn.get(pid, tgt)
                f = min(1.0, dt * 14)
                self.vis.pawn[pid] = (cur[0] + (tgt[0] - cur[0]) * f, cur[1] + (tgt[1] - cur[1]) * f)
        for pid in list(self.vis.flash):
            self.vis.flash[pid] = max(0.0, self.vis.flash[pid] - dt * 1.5)
        for tst in self.toasts:   # autoplay runs the game at top speed: its banners too
            tst[1] -= dt * (self.queue.speed if self.autoplayer else 1.0)
        self.toasts = [t for t in self.toasts if t[1] > 0]
        for f in self.floats:
            f[3] -= dt * (self.queue.speed if self.autoplayer else 1.0)
            f[2] -= dt * 0.5
        self.floats = [f for f in self.floats if f[3] > 0]
        if self.drag and self.drag.get("kind") == "tile_back":
            self.drag["k"] += dt / max(1e-3, self.cfg.anim.tween_back)
            if self.drag["k"] >= 1:
                self.drag = None
        self._auto_fit(dt)
        # keyboard panning
        if pygame.display.get_init() and not self.prompt:
            keys = pygame.key.get_pressed()
            sp = self.cfg.board.pan_speed * dt
            dx = (keys[pygame.K_LEFT] - keys[pygame.K_RIGHT]) * sp
            dy = (keys[pygame.K_UP] - keys[pygame.K_DOWN]) * sp
            if dx or dy:
                self.view.camera.by_hand()
                self.view.camera.pan_pixels(dx, dy)
        leave = getattr(self, "_leave_to", None)
        if leave:
            self._leave_to = None
            if leave == "quit":
                return Quit(0)
            from .title import TitleScene
            self.app.stack[:] = []
            return Push(TitleScene(self.app))
        if self.queue.busy:
            return None
        s = self.state
        if s.over:
            if not self.end_pushed:
                self.end_pushed = True
                self.toasts.clear()   # the end screen says what happened: no stale banners over it
                from .end import EndScene
                return Push(EndScene(self.app, self))
            return None
        if s.pending is not None and self.prompt is None and self.autoplayer is None:
            self._ask_pending()
        if self.autoplayer is not None:
            return self._autoplay_step()
        if s.phase == "storm" and s.pending is None:
            self.storm_wait += dt
            if self.next_requested or (self.auto_advance > 0 and self.storm_wait >= self.auto_advance):
                self.next_requested = False
                self.storm_wait = 0.0
                self.do(Action("draw_storm"))
        return None

    def _auto_fit(self, dt: float) -> None:
        """When the platform grows beyond the view, glide to show it all (unless the player
        has taken the camera by hand; Home / Fit gives it back)."""
        cam = self.view.camera
        board = self.state.board
        if not cam.manual and getattr(self, "_fit_checked", None) is not board and not self.drag:
            self._fit_checked = board
            if not cam.shows_all(board.tiles):
                cam.glide_to_fit(board.tiles)
        cam.update(dt, float(self.cfg.anim.camera_glide))

    def _autoplay_step(self) -> Command:
        s = self.state
        if s.turn > self.autoplay_turns and s.phase == "actions" and s.pending is None:
            self.autoplayer = None
            self.auto_advance = self.saved_auto_advance()
            self.queue.speed = 1.0
            self.toast("Autoplay finished: your turn", self.theme.c.accent)
            return None
        action = self.autoplayer.choose(s, self.session.legal())
        if action is not None:
            self.do(action, quiet=True)
        return None

    def _ask_pending(self) -> None:
        p = self.state.pending
        opts = [(("Nobody" if o == "none" else self.session.name(o)) if isinstance(o, str) else str(o), o)
                for o in p.options]
        text = ("The Climber is blown across the clouds. Take someone along?"
                if p.kind == "climber_wind_carry" else "Choose.")
        self.prompt = Prompt(self.theme, self.session.name(p.player) + " decides", text, opts,
                             lambda o: self.do(Action("choose", player=p.player, option=o)), cancel=False)
        self.prompt.layout(self.board_rect)

    # ---- input ------------------------------------------------------------------------------

    def handle_event(self, event) -> Command:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.pos != self.hover_pos or event.type != pygame.MOUSEMOTION:
                self.hover_t = self.t   # the tooltip waits until the mouse rests
            self.hover_pos = event.pos
        if self.prompt is not None:
            if self.prompt.handle(event) == "done":
                self.prompt = None
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        for b in self.buttons + self._context_buttons():
            act = b.handle(event)
            if act:
                return self._button(act)
        if event.type == pygame.MOUSEWHEEL:
            if self.drag and self.drag["kind"] == "tile":
                self.drag["rot"] = (self.drag["rot"] + (90 if event.y < 0 else 270)) % 360
                return None
            if self.show_log:
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
                return None
            pos = self.hover_pos
            if self.board_rect.collidepoint(pos):
                self.view.camera.by_hand()
                self.view.camera.zoom_at(self.cfg.board.zoom_step ** event.y, pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_move(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._mouse_up(event)
        return None

    def _key(self, event) -> Command:
        k = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if k == pygame.K_z and ctrl:
            self.undo()
        elif k in (pygame.K_F1,) or (k == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT) or k == pygame.K_QUESTION:
            from .rules import RulesScene
            return Push(RulesScene(self.app))
        elif k == pygame.K_ESCAPE:
            if self.drag:
                self._cancel_drag("cancelled")
            elif self.mode:
                self.mode = None
                self.toast("Cancelled", self.theme.c.text_dim)
            elif self.show_log or self.discard_open:
                self.show_log = self.discard_open = False
            else:
                self.prompt = Prompt(self.theme, "Leave the game?", "The game in progress will be lost.",
                                     [("Back to title", "title"), ("Quit", "quit")], self._leave)
                self.prompt.layout(self.board_rect)
        elif k == pygame.K_SPACE:
            self.queue.skip(self)
            self.next_requested = self.state.phase == "storm"
        elif k in (pygame.K_r,) and self.drag and self.drag["kind"] == "tile":
            self.drag["rot"] = (self.drag["rot"] + 90) % 360
        elif k in (pygame.K_1, pygame.K_KP1):
            self.wire_pref = "short"
            self.toast("Wires: short", self.theme.c.text_dim, kind="wires")
        elif k in (pygame.K_2, pygame.K_KP2):
            self.wire_pref = "long"
            self.toast("Wires: long", self.theme.c.text_dim, kind="wires")
        elif k in (pygame.K_0, pygame.K_KP0):
            self.wire_pref = None
            self.toast("Wires: the shortest that fits", self.theme.c.text_dim, kind="wires")
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.view.camera.by_hand()
            self.view.camera.zoom_at(self.cfg.board.zoom_step)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.view.camera.by_hand()
            self.view.camera.zoom_at(1 / self.cfg.board.zoom_step)
        elif k == pygame.K_n and self.state.phase == "storm":
            self.next_requested = True
        else:
            for b in self.buttons + self._context_buttons():
                act = b.handle(event)
                if act:
                    return self._button(act)
        return None

    def _leave(self, what) -> None:
        self._leave_to = what

    def _context_buttons(self) -> list[Button]:
        out = []
        if self.state.phase == "storm" and not self.state.over:
            out += [self.btn_next, self.btn_auto]
        if self.derived()["rotate_pad"] is not None:
            out.append(self.btn_pad)
        return out

    def _button(self, act: str) -> Command:
        self.app.sounds.play("click")
        if act == "end":
            if self.state.phase == "actions":
                self.do(Action("end_actions"))
            elif self.state.phase == "storm":
                self.next_requested = True
        elif act == "undo":
            self.undo()
        elif act == "log":
            self.show_log = not self.show_log
            self.log_scroll = 0
        elif act == "rules":
            from .rules import RulesScene
            return Push(RulesScene(self.app))
        elif act == "fit":
            self.view.camera.fit(self.state.board.tiles)
        elif act == "next":
            self.next_requested = True
        elif act == "auto":
            steps = [0.0, 2.0, 1.0, 0.4]
            cur = min(range(len(steps)), key=lambda i: abs(steps[i] - self.auto_advance))
            self.auto_advance = steps[(cur + 1) % len(steps)]
            self.app.remember(auto_advance=self.auto_advance)
        elif act == "pad":
            turn = self.derived()["rotate_pad"]
            if turn is not None:
                self.do(turn)
            else:
                self.refuse(self.session.refusal(Action("rotate_pad")) or "the launch pad cannot be turned now")
        return None

    # ---- mouse ------------------------------------------------------------------------------

    def _hit(self, name: str, pos):
        for rect, value in self.hits.get(name, []):
            if rect.collidepoint(pos):
                return value
        return None

    def _mouse_down(self, event) -> Command:
        pos = event.pos
        s = self.state
        if event.button == 3:
            if self.drag and self.drag["kind"] == "tile":
                self.drag["rot"] = (self.drag["rot"] + 90) % 360
            elif self.mode:
                self.mode = None
            return None
        if event.button != 1:
            return None
        if self.show_log and self.hits.get("log_rect") and self.hits["log_rect"].collidepoint(pos):
            return None
        if self.discard_open:
            self.discard_open = False
            return None
        # panels
        tile = self._hit("hand", pos)
        if tile is not None:
            self.press = {"kind": "tile", "tile": tile[1], "owner": tile[0], "pos": pos}
            return None
        card = self._hit("cards", pos)
        if card is not None:
            self.press = {"kind": "card", "card": card[1], "owner": card[0], "pos": pos}
            return None
        if self._hit("pile", pos) is not None:
            self.do(Action("scout"))
            return None
        if self._hit("discard", pos) is not None:
            self.discard_open = True
            return None
        who = self._hit("portrait", pos)
        if who is not None:
            self._target_player(who)
            return None
        if self.left.collidepoint(pos) or self.right.collidepoint(pos) or self.bottom.collidepoint(pos):
            return None
        if not self.board_rect.collidepoint(pos):
            return None
        # the board
        board = s.board
        pid = self._pawn_at(pos)
        ref = self.view.component_at(board, pos)
        wire = self.view.wire_at(board, pos) if ref is None else None
        self.press = {"kind": "board", "pos": pos, "pawn": pid, "ref": ref, "wire": wire,
                      "cell": self.view.camera.cell_at(pos)}
        return None

    def _mouse_move(self, event) -> Command:
        pos = event.pos
        if self.press and not self.drag:
            if math.dist(pos, self.press["pos"]) >= self.cfg.board.drag_threshold:
                self._start_drag(self.press)
        if self.drag:
            self.drag["at"] = pos
            if self.drag["kind"] == "pan":
                # from positions, not event.rel: synthetic events carry no meaningful rel
                last = self.drag.get("last", pos)
                if pos != last:
                    self.view.camera.by_hand()
                    self.view.camera.pan_pixels(pos[0] - last[0], pos[1] - last[1])
                self.drag["last"] = pos
        return None

    def _start_drag(self, press: dict) -> None:
        k = press["kind"]
        if k == "tile":
            self.drag = {"kind": "tile", "tile": press["tile"], "owner": press["owner"], "rot": 0,
                         "from": press["pos"], "at": press["pos"]}
        elif k == "card":
            self.drag = {"kind": "card", "card": press["card"], "owner": press["owner"], "from": press["pos"],
                         "at": press["pos"]}
        elif k == "board":
            wireable = press["ref"] is not None and bool(self.wire_targets(press["ref"]))
            if press["pawn"] is not None and not wireable:
                self.drag = {"kind": "pawn", "pid": press["pawn"], "from": press["pos"], "at": press["pos"]}
            elif press["ref"] is not None:
                self.drag = {"kind": "wire", "ref": press["ref"], "from": press["pos"], "at": press["pos"]}
            else:
                self.drag = {"kind": "pan", "from": press["pos"], "at": press["pos"], "last": press["pos"]}
        self.press = None

    def _mouse_up(self, event) -> Command:
        if event.button != 1:
            return None
        pos = event.pos
        if self.drag is None:
            press, self.press = self.press, None
            if press is not None:
                self._click(press, pos)
            return None
        drag, self.drag = self.drag, None
        k = drag["kind"]
        if k == "tile":
            self._drop_tile(drag, pos)
        elif k == "card":
            self._drop_card(drag, pos)
        elif k == "pawn":
            self._drop_pawn(drag, pos)
        elif k == "wire":
            self._drop_wire(drag, pos)
        return None

    def _cancel_drag(self, reason: str) -> None:
        d = self.drag
        self.drag = None
        if d and d["kind"] == "tile":
            self.drag = {**d, "kind": "tile_back", "k": 0.0}

    def _pawn_at(self, pos) -> Optional[str]:
        p = self.view.camera.px
        r = self.cfg.board.pawn_radius * p + 3
        best = None
        for pl in reversed(self.state.players):
            x, y = self.view.camera.to_screen(*self.vis.pawn.get(pl.id, (0, 0)))
            if math.hypot(pos[0] - x, pos[1] - y) <= r:
                best = pl.id
                break
        return best

    # clicks -----------------------------------------------------------------------------------

    def _click(self, press: dict, pos) -> None:
        kind = press["kind"]
        if kind == "card":
            self._click_card(press["owner"], press["card"])
            return
        if kind == "tile":
            if press["owner"] != self.state.current:
                self.toast(f"Drag {self.session.name(press['owner'])}'s tile onto a glowing adventurer to give it",
                           self.theme.c.text_dim)
            else:
                self.toast("Drag the tile next to your pawn; R or right-click turns it", self.theme.c.text_dim)
            return
        if kind != "board":
            return
        cell = press["cell"]
        if self.mode:
            removing = any(a.option == "remove" for a in self.mode["acts"])
            if removing and press.get("wire") is not None and press.get("ref") is None:
                self._ask_unwire(press["wire"])
                return
            self._mode_cell(cell, press.get("pawn"))
            return
        if press.get("pawn") and press["pawn"] != self.state.current:
            if self._target_player(press["pawn"], quiet=True):
                return
        if press.get("wire") is not None and press.get("ref") is None:
            self._ask_unwire(press["wire"])
            return
        self._move_to(cell)

    def _move_to(self, cell, quiet: bool = False) -> bool:
        s = self.state
        acts = [a for a in self.session.legal() if a.type in ("move", "teleport") and a.to == cell]
        if not acts:
            if not quiet and s.phase == "actions" and cell in s.board.tiles and cell != s.player(s.current).at:
                r = self.session.refusal(Action("move", to=cell))
                self.refuse(r or "you cannot go there")
            return False
        plain = [a for a in acts if a.carry is None]
        if len(acts) > 1:
            opts = [("Go alone", plain[0] if plain else acts[0])] + [
                (f"Bring {self.session.name(a.carry)}", a) for a in acts if a.carry]
            self.prompt = Prompt(self.theme, "The Climber moves", "Take someone along?", opts, self.do)
            self.prompt.layout(self.board_rect)
            return True
        return self.do(acts[0])

    def _ask_unwire(self, wire) -> None:
        acts = [a for a in self.session.legal() if a.type == "unwire" and {a.a, a.b} == {wire.a, wire.b}]
        fuser = [a for a in self.session.legal() if a.type == "play" and a.option == "remove"
                 and {a.a, a.b} == {wire.a, wire.b}]
        if not acts and not fuser:
            r = self.session.refusal(Action("unwire", a=wire.a, b=wire.b))
            self.refuse(r or "you cannot remove that wire")
            return
        act = (acts or fuser)[0]
        free = " (free for the Electrician)" if act.free else "" if act.type == "play" else " (1 action)"
        self.prompt = Prompt(self.theme, "Remove this wire?",
                             f"The {wire.kind} wire between {ref_text(wire.a)} and {ref_text(wire.b)} "
                             f"goes back to the supply{free}.",
                             [("Remove", act)], self.do)
        self.prompt.layout(self.board_rect)

    def _target_player(self, pid: str, quiet: bool = False) -> bool:
        """A click on a portrait or pawn: a heal, a repair, or the armed card's target."""
        if self.mode:
            acts = [a for a in self.mode["acts"] if a.target == pid]
            if acts:
                return self.do(acts[0])
            if not quiet:
                self.refuse(f"{card_name(self.state, self.mode['card'])} cannot target {self.session.name(pid)}")
            return False
        acts = [a for a in self.session.legal() if a.type in ("heal", "repair") and a.target == pid]
        if acts:
            return self.do(acts[0])
        s = self.state
        me = s.current
        if not quiet and me in ("medic", "knotsmith") and s.phase == "actions":
            kind = "heal" if me == "medic" else "repair"
            self.refuse(self.session.refusal(Action(kind, target=pid)) or "not possible")
        return False

    def _click_card(self, owner: str, card: str) -> None:
        acts = [a for a in self.session.legal() if a.type == "play" and a.card == card and a.player == owner]
        name = card_name(self.state, card)
        if not acts:
            self.refuse(self.session.refusal(Action("play", player=owner, card=card)) or f"{name} cannot be played now")
            return
        if len(acts) == 1 and acts[0].to is None and acts[0].target is None and acts[0].at is None \
                and acts[0].a is None:   # a card with nothing to aim: just confirm
            self.prompt = Prompt(self.theme, f"Play {name}?", self.state.data.equipment[card].text,
                                 [("Play", acts[0])], self.do)
            self.prompt.layout(self.board_rect)
            return
        if all(a.to is None and a.target is None and a.at is None and a.a is None for a in acts):
            opts = []
            for a in acts:
                o = a.option
                label = {"cw": "Clockwise", "ccw": "Counter-clockwise"}.get(o, None) if isinstance(o, str) else None
                if label is None and isinstance(o, tuple):
                    label = " > ".join(card_name(self.state, c) for c in o)
                opts.append((label or str(o), a))
            self.prompt = Prompt(self.theme, f"Play {name}", self.state.data.equipment[card].text, opts[:12], self.do)
            self.prompt.layout(self.board_rect)
            return
        self.mode = {"card": card, "owner": owner, "acts": acts}
        hint = {"jet_pack": "click the tile to fly to", "med_kit": "click who to heal",
                "defrayer": "click whose rope to mend", "platform_clamp": "drag a tile from your hand onto a glowing cell",
                "remote_fuser": "drag between two components, or click a wire to remove it"}
        effect = self.state.data.equipment[card].effect
        self.toast(f"{name}: {hint.get(effect, 'choose a target')} (Esc cancels)", self.theme.c.accent)

    def _mode_cell(self, cell, pawn) -> None:
        m = self.mode
        if pawn is not None and any(a.target == pawn for a in m["acts"]) and not any(a.to for a in m["acts"]):
            self._target_player(pawn)
            return
        acts = [a for a in m["acts"] if a.to == cell]
        if not acts:
            self.refuse(f"{card_name(self.state, m['card'])} cannot go there")
            return
        if len(acts) > 1:
            opts = [("Alone" if a.target is None else f"With {self.session.name(a.target)}", a) for a in acts]
            self.prompt = Prompt(self.theme, card_name(self.state, m["card"]), "Take someone along?", opts, self.do)
            self.prompt.layout(self.board_rect)
            return
        self.do(acts[0])

    # drops ------------------------------------------------------------------------------------

    def tile_candidate(self, drag: dict, pos) -> tuple[Optional[Action], Optional[str], Any]:
        """The action a tile dropped here would be, and why not when it is not legal.
        Asked every frame while dragging: remembered per (state, mode, tile, turn, cell)."""
        cell = self.view.camera.cell_at(pos)
        key = (id(self.state), id(self.mode), drag["tile"], drag["owner"], drag["rot"], cell,
               self.board_rect.collidepoint(pos))
        memo = getattr(self, "_candidate_memo", None)
        if memo is not None and memo[0] == key and memo[1] is self.state:
            return memo[2]
        out = self._tile_candidate(drag, pos, cell)
        self._candidate_memo = (key, self.state, out)
        return out

    def _tile_candidate(self, drag: dict, pos, cell) -> tuple[Optional[Action], Optional[str], Any]:
        if not self.board_rect.collidepoint(pos):
            return None, None, cell
        tile, owner, rot = drag["tile"], drag["owner"], drag["rot"]
        if self.mode and self.mode["card"] and self.state.data.equipment[self.mode["card"]].effect == "platform_clamp":
            act = Action("play", player=self.mode["owner"], card=self.mode["card"], tile=tile, at=cell, rot=rot)
        else:
            if owner != self.state.current:
                if owner in self.derived()["givable"]:
                    return None, "drop it on a glowing adventurer's panel to give it", cell
                return None, f"it is {self.session.name(self.state.current)}'s turn: only their tiles can be placed", cell
            act = Action("explore", tile=tile, at=cell, rot=rot)
        return act, self.session.refusal(act), cell

    def _drop_tile(self, drag: dict, pos) -> None:
        who = self._hit("portrait", pos)
        if who is None and self.board_rect.collidepoint(pos) and drag["owner"] != self.state.current:
            who = self._pawn_at(pos)
        if who is not None and who != drag["owner"]:
            act = Action("give_tile", player=drag["owner"], to=who, tile=drag["tile"])
            if self.do(act):
                return
            self.drag = {**drag, "kind": "tile_back", "k": 0.0, "at": pos}
            return
        act, reason, cell = self.tile_candidate(drag, pos)
        if act is not None and reason is None and self.do(act):
            return
        if act is None and reason is None:
            reason = "drop the tile on the platform, next to your pawn"
        self.refuse(reason or "that tile cannot go there")
        self.drag = {**drag, "kind": "tile_back", "k": 0.0, "at": pos}

    def _drop_card(self, drag: dict, pos) -> None:
        who = self._hit("portrait", pos) or self._pawn_at(pos)
        if who is not None and who != drag["owner"]:
            self.do(Action("give_equipment", player=drag["owner"], to=who, card=drag["card"]))
            return
        self._click_card(drag["owner"], drag["card"])

    def _drop_pawn(self, drag: dict, pos) -> None:
        pid = drag["pid"]
        cell = self.view.camera.cell_at(pos)
        s = self.state
        if self.mode:
            self._mode_cell(cell, None)
            return
        if pid == s.current:
            if cell == s.player(pid).at:
                return
            self._move_to(cell)
            return
        acts = [a for a in self.session.legal() if a.type == "navigate" and a.target == pid and a.path[-1] == cell]
        if acts:
            acts.sort(key=lambda a: (len(a.path), a.carry is not None))
            plain = [a for a in acts if a.carry is None]
            if len(acts) > 1 and any(a.carry for a in acts):
                opts = [("Alone", plain[0])] + [(f"With {self.session.name(a.carry)}", a) for a in acts if a.carry]
                self.prompt = Prompt(self.theme, "Navigator", "The Climber may bring someone along.", opts, self.do)
                self.prompt.layout(self.board_rect)
                return
            self.do(acts[0])
            return
        if s.current == "navigator":
            self.refuse(self.session.refusal(Action("navigate", target=pid, path=(cell,)))
                        or f"{self.session.name(pid)} cannot be guided there")
        else:
            self.refuse(f"it is {self.session.name(s.current)}'s turn: only their pawn moves")

    def wire_candidates(self, ref: str, other: str) -> list[Action]:
        legal = self.session.legal()
        pair = {ref, other}
        acts = [a for a in legal if a.type == "wire" and {a.a, a.b} == pair]
        if self.mode and self.state.data.equipment[self.mode["card"]].effect == "remote_fuser":
            acts = [a for a in self.mode["acts"] if a.a is not None and a.option is None and {a.a, a.b} == pair]
        if self.wire_pref:
            acts = [a for a in acts if a.kind == self.wire_pref]
        order = {"short": 0, "long": 1}
        acts.sort(key=lambda a: (order.get(a.kind, 2), not a.free))
        return acts

    def wire_targets(self, ref: str) -> set[str]:
        out = set()
        src = self.session.legal()
        if self.mode and self.state.data.equipment[self.mode["card"]].effect == "remote_fuser":
            src = [a for a in self.mode["acts"] if a.a is not None and a.option is None]
        for a in src:
            if (a.type == "wire" or a.type == "play") and a.a is not None and ref in (a.a, a.b):
                if self.wire_pref and a.kind != self.wire_pref:
                    continue
                out.add(a.b if a.a == ref else a.a)
        return out

    def _drop_wire(self, drag: dict, pos) -> None:
        ref = drag["ref"]
        other = self.view.component_at(self.state.board, pos)
        if other == ref:
            return
        if other is None:
            # dropped on bare platform or sky: say what a wire needs instead of doing nothing
            self.toast("A wire runs between two components: drop it on a glowing rod, capacitor or "
                       "launch pad side", self.theme.c.text_dim)
            return
        acts = self.wire_candidates(ref, other)
        if not acts:
            kinds = [self.wire_pref] if self.wire_pref else ["short", "long"]
            reasons = [self.session.refusal(Action("wire", kind=k, a=ref, b=other)) for k in kinds]
            reason = next((r for r in reasons if r and "supply" not in r and "reach" not in r), None) or \
                next((r for r in reasons if r), "that wire cannot go there")
            self.refuse(reason)
            return
        act = acts[0]
        # a wire that launches the rocket with someone off the pad asks first
        try:
            _, events = self.session.try_apply(act)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return
        launch = next((e for e in events if e.type == "launched"), None)
        if launch is not None and not launch.data.get("won"):
            left = ", ".join(self.session.name(p) for p in launch.data.get("left_behind", []))
            self.prompt = Prompt(self.theme, "Launch without everyone?",
                                 f"This wire closes the circuit and the rocket leaves now. Not on the launch pad: {left}. "
                                 "Everyone will lose.", [("Launch anyway", act)], self.do)
            self.prompt.layout(self.board_rect)
            return
        self.do(act)

    # ---- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.app.sky.draw(surface)
        s = self.state
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.view.draw_board(surface, s.board)
        self.view.draw_compass_arrow(surface, s.board, self.vis.angle)
        self._draw_charge(surface)
        self._draw_highlights(surface)
        self._draw_pawns(surface)
        self._draw_receivers(surface)
        self._draw_wire_sources(surface)
        if self.vis.rocket is not None:
            self._draw_launch(surface)
        self.queue.draw(surface, self)
        self._draw_drag(surface, on_board=True)
        for text, wx, wy, left, col in self.floats:
            x, y = self.view.camera.to_screen(wx, wy)
            a = max(0.0, min(1.0, left / 0.4))
            img = self.theme.text(text, "bold", "large", col)
            img.set_alpha(int(255 * a))
            surface.blit(self.theme.text(text, "bold", "large", (0, 0, 0)), img.get_rect(center=(x + 1, y + 2)))
            surface.blit(img, img.get_rect(center=(x, y)))
            img.set_alpha(255)   # cached and shared with other texts: leave it opaque
        surface.set_clip(clip)
        panels.draw_all(self, surface)
        if self.vis.card is not None:
            panels.draw_storm_card(self, surface)
        # what is carried over the panels (a tile from the hand, a card, a tile flying back)
        # is drawn above them, unclipped
        self._draw_drag(surface, on_board=False)
        self._draw_toasts(surface)
        if self.show_log:
            panels.draw_log(self, surface)
        if self.discard_open:
            panels.draw_discard(self, surface)
        self._draw_tooltip(surface)
        if self.prompt is not None:
            self.prompt.draw(surface)

    def _draw_charge(self, surface) -> None:
        live = self.vis.live
        if not live:
            return
        k = self.vis.live_k
        p = self.view.camera.px
        pulse = 0.5 + 0.5 * math.sin(self.t * 30)
        glow = self.view.tint(p, (*self.theme.c.live, int(70 + 60 * pulse) // 6 * 6))
        for cell in live:
            r = self.view.cell_rect(cell)
            surface.blit(glow, r, special_flags=0)
        # sparks running along the wires
        board = self.state.board
        for w in board.wires:
            a, b = self.view.wire_segment(board, w)
            cells_a = set(board.component_cells(w.a))
            if not (cells_a & live):
                continue
            sa = self.view.camera.to_screen(*a)
            sb = self.view.camera.to_screen(*b)
            draw_cable(surface, sa, sb, p, w.kind, self.theme, self.theme.c.live)
            f = (k * 3) % 1.0
            pygame.draw.circle(surface, self.theme.c.flash, (sa[0] + (sb[0] - sa[0]) * f, sa[1] + (sb[1] - sa[1]) * f),
                               max(3, p * 0.05))

    def _draw_highlights(self, surface) -> None:
        s = self.state
        if self.queue.busy or s.over:
            return
        legal = self.session.legal()
        if self.mode:
            cells = {a.to for a in self.mode["acts"] if isinstance(a.to, tuple)}
            cells |= {a.at for a in self.mode["acts"] if a.at is not None}
            self.view.highlight_cells(surface, cells, self.theme.c.accent, self.t)
            return
        if self.drag and self.drag["kind"] == "pawn" and self.drag["pid"] != s.current:
            cells = {a.path[-1] for a in legal if a.type == "navigate" and a.target == self.drag["pid"]}
            self.view.highlight_cells(surface, cells, self.theme.c.legal, self.t)
            return
        if self.drag and self.drag["kind"] == "tile":
            cells = {a.at for a in legal if a.type == "explore" and a.tile == self.drag["tile"]}
            self.view.highlight_cells(surface, cells, self.theme.c.legal, self.t, fill_alpha=25)
            return
        if s.phase == "actions":
            cells = self.derived()["moves"]
            self.view.highlight_cells(surface, cells, self.theme.c.legal, self.t, fill_alpha=35)

    def _draw_receivers(self, surface) -> None:
        """While a tile or an equipment card is carried to be given, the pawns that may take it
        glow on the board as well as on their panels."""
        receivers = panels.drop_receivers(self)
        if not receivers:
            return
        r = self.cfg.board.pawn_radius * self.view.camera.px
        pulse = 2 * math.sin(self.t * 6)
        for pid in receivers:
            x, y = self.view.camera.to_screen(*self.vis.pawn.get(pid, (0, 0)))
            pygame.draw.circle(surface, (0, 0, 0), (x, y), r + 8 + pulse, 5)
            pygame.draw.circle(surface, self.theme.c.legal, (x, y), r + 7 + pulse, 3)

    def _draw_wire_sources(self, surface) -> None:
        """Components the current player can wire from: drawn over the pawns, so a rod under
        a pawn still shows where a wire can start."""
        s = self.state
        if self.queue.busy or s.over or self.mode or self.drag or s.phase != "actions":
            return
        for ref in self.derived()["wire_from"]:
            c = self.view.camera.to_screen(*s.board.component_centre(ref, self.view.components))
            r = s.board.component_radius(ref, self.view.components) * self.view.camera.px
            pygame.draw.circle(surface, (0, 0, 0), c, r + 6 + 2 * math.sin(self.t * 5), 4)
            pygame.draw.circle(surface, self.theme.c.legal, c, r + 5 + 2 * math.sin(self.t * 5), 2)

    def _draw_pawns(self, surface) -> None:
        s = self.state
        order = sorted(s.players, key=lambda p: self.vis.pawn.get(p.id, (0, 0))[1])
        for p in order:
            if self.drag and self.drag["kind"] == "pawn" and self.drag["pid"] == p.id:
                continue
            name = s.data.adventurers[p.id].name
            self.view.draw_pawn(surface, self.vis.pawn.get(p.id, (0, 0)), self.pawn_colour(p.id), name[0],
                                current=(p.id == s.current and s.phase == "actions"),
                                flash=self.vis.flash.get(p.id, 0.0), lift=self.vis.lift.get(p.id, 0.0))

    def _draw_launch(self, surface) -> None:
        k, won = self.vis.rocket
        board = self.state.board
        if board.pad is None:
            return
        x, y = self.view.camera.to_screen(*board.pad)
        from ..art import draw_rocket
        rise = (k ** 2) * (y - self.board_rect.top + 200)
        for _ in range(12):
            a = self.rng.random() * math.pi * 2
            rr = self.view.camera.px * 0.3 * k * self.rng.random()
            pygame.draw.circle(surface, (200, 200, 210), (x + math.cos(a) * rr, y + math.sin(a) * rr * 0.5),
                               self.view.camera.px * 0.12 * k)
        draw_rocket(surface, (x, y - rise), self.view.camera.px * 0.9, self.theme, flame=min(1.0, k * 3))

    def _draw_drag(self, surface, on_board: bool) -> None:
        d = self.drag
        if not d:
            return
        th = self.theme
        kind = d["kind"]
        if kind == "tile":
            act, _, _ = self.tile_candidate(d, d["at"])
            if (act is not None) != on_board:
                return
        elif (kind in ("pawn", "wire")) != on_board:
            return
        if d["kind"] == "tile":
            spec = self.state.tile_spec(d["tile"])
            act, reason, cell = self.tile_candidate(d, d["at"])
            p = self.view.camera.px
            img = self.view.art.image(spec, d["rot"], p)
            if act is not None:
                r = self.view.cell_rect(cell)
                surface.blit(self._ghost(spec, d["rot"], p, img), r)
                col = th.c.legal if reason is None else th.c.illegal
                pygame.draw.rect(surface, col, r, 4, border_radius=4)
                if reason:
                    # the reason under the ghost, kept inside the board (never under a panel)
                    br = self.board_rect
                    lines = th.wrap(reason[0].upper() + reason[1:], min(300, br.width - 40), "bold", "small")[:3]
                    labs = [th.text(ln, "bold", "small", th.c.text) for ln in lines]
                    bw = max(lab.get_width() for lab in labs) + 16
                    bh = sum(lab.get_height() + 4 for lab in labs) + 6
                    box = pygame.Rect(0, 0, bw, bh)
                    box.midtop = (r.centerx, r.bottom + 6)
                    if box.bottom > br.bottom - 6:
                        box.midbottom = (r.centerx, r.top - 6)
                    box.clamp_ip(br.inflate(-12, -12))
                    pygame.draw.rect(surface, th.c.illegal, box, border_radius=5)
                    y = box.top + 4
                    for lab in labs:
                        surface.blit(lab, lab.get_rect(midtop=(box.centerx, y)))
                        y += lab.get_height() + 4
            else:
                small = self.view.art.image(spec, d["rot"], self.cfg.layout.hand_tile)
                surface.blit(small, small.get_rect(center=d["at"]))
        elif d["kind"] == "tile_back":
            spec = self.state.tile_spec(d["tile"])
            small = self.view.art.image(spec, d["rot"], self.cfg.layout.hand_tile)
            from ..config import ease
            k = ease("out_cubic", d["k"])
            x = d["at"][0] + (d["from"][0] - d["at"][0]) * k
            y = d["at"][1] + (d["from"][1] - d["at"][1]) * k
            surface.blit(small, small.get_rect(center=(x, y)))
        elif d["kind"] == "pawn":
            pid = d["pid"]
            w = self.view.camera.to_world(*d["at"])
            self.view.draw_pawn(surface, w, self.pawn_colour(pid), self.state.data.adventurers[pid].name[0],
                                lift=8)
        elif d["kind"] == "wire":
            board = self.state.board
            a = self.view.camera.to_screen(*board.component_centre(d["ref"], self.view.components))
            targets = self.wire_targets(d["ref"])
            for ref in targets:
                c = self.view.camera.to_screen(*board.component_centre(ref, self.view.components))
                r = board.component_radius(ref, self.view.components) * self.view.camera.px
                pygame.draw.circle(surface, th.c.legal, c, r + 6 + 3 * math.sin(self.t * 6), 3)
            other = self.view.component_at(board, d["at"])
            ok = other is not None and other in targets
            col = th.c.legal if ok else (th.c.illegal if other is not None and other != d["ref"] else th.c.copper_light)
            pygame.draw.line(surface, (0, 0, 0), a, d["at"], 7)
            pygame.draw.line(surface, col, a, d["at"], 4)
            if ok:
                acts = self.wire_candidates(d["ref"], other)
                if acts:
                    th.blit_text(surface, f"{acts[0].kind} wire" + (" (free)" if acts[0].free else ""),
                                 (d["at"][0] + 14, d["at"][1] - 22), "bold", "small", th.c.legal, shadow=True)
        elif d["kind"] == "card":
            img = th.text(card_name(self.state, d["card"]), "bold", "small", th.c.text)
            r = img.get_rect(center=d["at"]).inflate(16, 12)
            pygame.draw.rect(surface, th.c.button_hover, r, border_radius=6)
            pygame.draw.rect(surface, th.c.accent, r, 2, border_radius=6)
            surface.blit(img, img.get_rect(center=d["at"]))

    def _ghost(self, spec, rot: int, px: int, img) -> pygame.Surface:
        """The translucent tile under the cursor, made once per tile, turn and zoom."""
        key = (spec.id, rot, px)
        g = getattr(self, "_ghost_cache", None)
        if g is None or g[0] != key:
            ghost = img.copy()
            ghost.set_alpha(190)
            self._ghost_cache = g = (key, ghost)
        return g[1]

    def _draw_toasts(self, surface) -> None:
        th = self.theme
        y = self.board_rect.top + 16
        width = max(200, self.board_rect.width - 60)   # long reasons wrap inside the board
        for text, left, col, _kind in self.toasts[-MAX_TOASTS:]:
            a = min(1.0, left / 0.4)
            imgs = [th.text(ln, "bold", "body", col) for ln in th.wrap(text, width, "bold", "body")]
            w = max(i.get_width() for i in imgs)
            lh = imgs[0].get_height()
            r = pygame.Rect(0, 0, w + 28, lh * len(imgs) + 14)
            r.midtop = (self.board_rect.centerx, y)
            bg = self._toast_bg(r.size)
            bg.set_alpha(int(255 * a))
            surface.blit(bg, r)
            pygame.draw.rect(surface, (*th.c.panel_edge, int(255 * a)), r, 1, border_radius=6)
            for i, img in enumerate(imgs):
                img.set_alpha(int(255 * a))
                surface.blit(img, img.get_rect(midtop=(r.centerx, r.top + 7 + i * lh)))
                img.set_alpha(255)   # the image is cached and shared: leave it opaque
            y += r.height + 6

    def _toast_bg(self, size) -> pygame.Surface:
        cache = self.__dict__.setdefault("_toast_bgs", {})
        bg = cache.get(size)
        if bg is None:
            if len(cache) > 40:
                cache.clear()
            bg = pygame.Surface(size, pygame.SRCALPHA)
            bg.fill((16, 18, 28, 220))
            cache[size] = bg
        return bg

    def _draw_tooltip(self, surface) -> None:
        if self.drag or self.prompt or self.t - self.hover_t < float(self.cfg.anim.tooltip_delay):
            return
        text = panels.tooltip_for(self, self.hover_pos)
        if not text:
            return
        th = self.theme
        lines = th.wrap(text, 300, "regular", "small")
        w = max(th.font("regular", "small").size(ln)[0] for ln in lines) + 16
        h = len(lines) * 17 + 10
        x, y = self.hover_pos[0] + 16, self.hover_pos[1] + 18
        sw, sh = surface.get_size()
        x = min(x, sw - w - 4)
        y = min(y, sh - h - 4)
        r = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, (14, 16, 24), r, border_radius=6)
        pygame.draw.rect(surface, th.c.panel_edge, r, 1, border_radius=6)
        for i, ln in enumerate(lines):
            surface.blit(th.text(ln, "regular", "small"), (x + 8, y + 5 + i * 17))
