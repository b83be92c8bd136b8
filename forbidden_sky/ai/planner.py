"""A heuristic cooperative bot that really tries to win: the balance instrument of GAME-MODEL
section 14 (`forbidden-sky simulate`).

It uses only the core's public door. Every candidate action is tried with ``apply`` (which is
pure) and the resulting state is scored by ``evaluate``; the bot takes the best action while it
improves the score, then ends its actions. Nothing here re-implements a rule: where the bot
needs to know what the storm would do (which tiles lightning reaches, who the wind would fray),
it asks the door about a hypothetical card (``_probe``) instead of computing it.

It never looks at hidden information: the order of the tile pile, the equipment deck and the
storm pile is never read (only their sizes and the public storm discard).

The score, roughly in order of weight: the outcome; the launch pad and the blueprint's
components on the platform; the components already wired on chains hanging from a pad side; the
pad quarters and capacitor halves that could still meet; tiles in hand; health and rope (worth
more as they run low); the expected harm of this turn's storm on each pawn; and for the player
to act, the walking distance to where the next useful action is (the frontier when holding
tiles, the wiring chain's end, and the pad's tiles once only the last wire is missing).
"""

from __future__ import annotations

import random
from collections import Counter, deque
from dataclasses import replace

from ..core import Action, GameState, IllegalAction, apply, legal_actions
from .lookahead import abandons_someone, try_action

_CORNER_VERTEX = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}
_DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_CAP_KINDS = ("small_capacitor", "large_capacitor")
WON, LOST = 1e6, -1e6
_CARD_VALUE = 4.0


def _step(c, e):
    d = _DIRS[e]
    return (c[0] + d[0], c[1] + d[1])


def _life(v: int) -> float:
    """What a health or rope level is worth: losing the last point loses the game."""
    return -120.0 if v <= 0 else -24.0 / v


class _Cache:
    """Per-board facts, keyed by the board object (boards are immutable values)."""

    def __init__(self) -> None:
        self.live: dict[int, tuple[object, frozenset]] = {}

    def get(self, store: dict, board, make):
        hit = store.get(id(board))
        if hit is not None and hit[0] is board:
            return hit[1]
        val = make()
        if len(store) > 256:
            store.clear()
        store[id(board)] = (board, val)
        return val


class Planner:
    def __init__(self, seed: int = 0) -> None:
        self.rnd = random.Random(seed)
        self.cache = _Cache()
        self._dist: dict[int, tuple[object, dict]] = {}
        self._clamp_turn = -1
        self._fuser_turn = -1

    # ---- probes through the door ---------------------------------------------------------

    def _card(self, state: GameState, effect: str) -> str | None:
        for cid, spec in state.data.storm_cards.items():
            if spec.effect == effect:
                return cid
        return None

    def _probe(self, state: GameState, effect: str):
        """The events of a hypothetical storm card of this kind, drawn now (nobody can die)."""
        card = self._card(state, effect)
        if card is None:
            return []
        hyp = replace(state, phase="storm", pending=None, storm_pile=(card,), storm_discard=(),
                      storm_draws_left=1, outcome=None,
                      players=tuple(replace(p, health=99, rope=99) for p in state.players))
        try:
            _, ev = apply(hyp, Action("draw_storm"))
        except IllegalAction:
            return []
        return ev

    def live_cells(self, state: GameState) -> frozenset:
        def make():
            for e in self._probe(state, "lightning"):
                if e.type == "lightning_struck":
                    return frozenset(tuple(c) for c in e.data["live"])
            return frozenset()
        return self.cache.get(self.cache.live, state.board, make)

    def wind_frayed(self, state: GameState) -> set[str]:
        out = set()
        for e in self._probe(state, "high_winds"):
            if e.type == "winds_blew":
                out = {m["player"] for m in e.data["moves"] if m.get("rope_lost")}
        return out

    # ---- storm odds from public information ---------------------------------------------

    def storm_odds(self, state: GameState) -> tuple[float, float, int]:
        """Chance that this turn's storm brings at least one lightning / high winds, and the
        number of draws."""
        deck = Counter(state.data.storm_deck())
        seen = Counter(state.storm_discard)
        left = deck - seen
        n = max(1, sum(left.values()))
        by = Counter()
        for cid, k in left.items():
            by[state.data.storm_cards[cid].effect] += k
        draws = state.storm_draws_left if state.phase == "storm" else state.intensity
        draws = max(1, draws or 1)

        def at_least_one(k: int) -> float:
            p_none = 1.0
            for i in range(min(draws, n)):
                p_none *= max(0.0, (n - k - i) / (n - i))
            return 1.0 - p_none
        return at_least_one(by["lightning"]), at_least_one(by["high_winds"]), draws

    # ---- the board as the bot reads it -------------------------------------------------------

    @staticmethod
    def chains(board) -> tuple[list[list[str]], dict[str, list[str]]]:
        at: dict[str, list[str]] = {}
        for w in board.wires:
            at.setdefault(w.a, []).append(w.b)
            at.setdefault(w.b, []).append(w.a)
        out = []
        for side in ("pad:A", "pad:B"):
            chain = [side]
            prev, cur = side, (at[side][0] if side in at else None)
            while cur is not None and cur not in chain:
                chain.append(cur)
                if cur.startswith("pad:"):
                    break
                nxt = [n for n in at.get(cur, []) if n != prev]
                prev, cur = cur, (nxt[0] if nxt else None)
            out.append(chain)
        return out, at

    @staticmethod
    def pad_vertices(board) -> tuple[int, list]:
        """The most pad quarters meeting around one still-open vertex, and those vertices."""
        verts = set()
        for cell, placed in board.tiles.items():
            for corner in placed.tile.pads:
                dx, dy = _CORNER_VERTEX[corner]
                verts.add((cell[0] + dx, cell[1] + dy))
        best, where = 0, []
        for (vx, vy) in sorted(verts):
            q = 0
            for corner, (dx, dy) in _CORNER_VERTEX.items():
                t = board.at((vx - dx, vy - dy))
                if t is None:
                    continue
                if corner in t.pads:
                    q += 1
                else:
                    q = -9
            if q > best:
                best, where = q, [(vx, vy)]
            elif q == best and q > 0:
                where.append((vx, vy))
        return best, where

    def pad_potential(self, board) -> float:
        best, _ = self.pad_vertices(board)
        return {0: 0.0, 1: 4.0, 2: 15.0, 3: 38.0}.get(best, 0.0)

    @staticmethod
    def open_halves(board, needs: dict[str, int], have: Counter) -> float:
        v = 0.0
        for cell, placed in board.tiles.items():
            for e, kind in placed.tile.ports.items():
                if kind in _CAP_KINDS and _step(cell, e) not in board.tiles:
                    v += 1.2 if have[kind] < needs.get(kind, 0) else 0.2
        return min(v, 16.0)

    def _targets(self, state: GameState, board, mode: str) -> set:
        if mode == "pad":
            return set(board.pad_cells())
        if mode == "wire":
            (ca, cb), _ = self.chains(board)
            chained = set(ca) | set(cb)
            refs = [ca[-1]] if len(ca) > 1 or len(cb) == 1 else [cb[-1]]
            refs += [r for r in board.component_refs() if r not in chained]
            return {c for r in refs for c in board.component_cells(r)}
        out = set()
        spots = set()
        if mode == "padspot":
            _, where = self.pad_vertices(board)
            for (vx, vy) in where:
                for (dx, dy) in _CORNER_VERTEX.values():
                    c = (vx - dx, vy - dy)
                    if c not in board.tiles:
                        spots.add(c)
        for cell, placed in board.tiles.items():
            for e in placed.tile.ports:
                n = _step(cell, e)
                if n not in board.tiles and (mode != "padspot" or n in spots):
                    out.add(cell)
                    break
        return out

    def distances(self, state: GameState, mode: str, climber: bool) -> dict:
        board = state.board
        key = (id(board), mode, climber)
        hit = self._dist.get(key)
        if hit is not None and hit[0] is board:
            return hit[1]
        targets = self._targets(state, board, mode)
        dist = {c: 0 for c in targets}
        q = deque(targets)
        teleporters = board.teleporters()
        while q:
            c = q.popleft()
            nbrs = list(board.walk_neighbours(c, cross_clouds=climber))
            if board.symbol(c) == "teleporter":
                nbrs += [t for t in teleporters if t != c]
            for n in nbrs:   # walking is symmetric: distance from n to a target
                if n not in dist:
                    dist[n] = dist[c] + 1
                    q.append(n)
        if len(self._dist) > 256:
            self._dist.clear()
        self._dist[key] = (board, dist)
        return dist

    # ---- the score -------------------------------------------------------------------------

    def evaluate(self, state: GameState) -> float:
        if state.outcome == "won":
            return WON
        if state.outcome is not None:
            return LOST
        b = state.board
        needs = state.data.blueprints[state.level].needs()
        have = Counter(b.capacitors.values())
        have["lightning_rod"] = len(b.rods)
        v = 0.0
        for k, n in needs.items():
            v += 30.0 * min(have[k], n) + 5.0 * min(max(have[k] - n, 0), 2)
        v += self.open_halves(b, needs, have)
        v += 3.5 * len(b.tiles)
        ready = False
        if b.pad is not None:
            v += 90.0
            (ca, cb), _ = self.chains(b)
            on = Counter()
            for r in ca[1:] + cb[1:]:
                if not r.startswith("pad:"):
                    on[b.component_kind(r)] += 1
            for k, n in needs.items():
                v += 20.0 * min(on[k], n) + 3.0 * max(on[k] - n, 0)
            v += 2.0 * (len(ca) + len(cb))
            if len(ca) > 1 and len(cb) > 1:
                v -= 12.0   # the last wire must then join two chain ends: harder than a pad side
            ready = all(on[k] >= n for k, n in needs.items())
            if ready:
                v += 30.0
        else:
            v += self.pad_potential(b)
        for p in state.players:
            v += 2.5 * len(p.tiles)
            if b.pad is None:
                v += 3.0 * sum(1 for t in p.tiles if state.tile_spec(t).pads)
            v += _CARD_VALUE * len(p.equipment)
            v += _life(p.health) + _life(p.rope)
        # the storm about to come
        p_light, p_wind, _ = self.storm_odds(state)
        live = self.live_cells(state)
        frayed = self.wind_frayed(state) if p_wind > 0 else set()
        for p in state.players:
            if (p.at in live and b.symbol(p.at) != "faraday_cage"
                    and not state.protected(p.id, "strike_shield")):
                v -= p_light * (_life(p.health) - _life(p.health - 1))
            if p.id in frayed:
                v -= p_wind * (_life(p.rope) - _life(p.rope - 1))
        # where the players should be going
        if ready:
            for p in state.players:
                d = self.distances(state, "pad", p.id == "climber").get(p.at, 12)
                v -= 9.0 * d
        elif state.phase == "actions":
            me = state.player(state.current)
            climber = me.id == "climber"
            if b.pad is not None and len(b.wires) < 16 and b.supply.get("short_wire", 0) + b.supply.get("long_wire", 0):
                d = self.distances(state, "wire", climber).get(me.at, 12)
                v -= 2.5 * min(d, 8)
            else:
                mode = "frontier"
                if b.pad is None and any(state.tile_spec(t).pads for t in me.tiles):
                    mode = "padspot" if self._targets(state, b, "padspot") else "frontier"
                d = self.distances(state, mode, climber).get(me.at, 12)
                v -= 2.0 * min(d, 8)
        return v

    # ---- choosing ----------------------------------------------------------------------------

    def _candidates(self, state: GameState, acts: list[Action]) -> list[Action]:
        b = state.board
        me = state.player(state.current)
        gather = False
        if b.pad is not None:
            (ca, cb), _ = self.chains(b)
            needs = state.data.blueprints[state.level].needs()
            on = Counter(b.component_kind(r) for r in ca[1:] + cb[1:] if not r.startswith("pad:"))
            gather = all(on[k] >= n for k, n in needs.items())
        free_wires = {(a.kind, a.a, a.b) for a in acts if a.type == "wire" and a.free}
        out = []
        for a in acts:
            t = a.type
            if t in ("move", "teleport"):
                if a.carry is None or gather:
                    out.append(a)
            elif t in ("scout", "explore", "heal", "repair"):
                out.append(a)
            elif t == "wire":
                if a.free or (a.kind, a.a, a.b) not in free_wires:
                    out.append(a)
            elif t == "navigate":
                if gather:
                    out.append(a)
            elif t == "play":
                card = state.data.equipment[a.card].effect
                if card in ("med_kit", "defrayer"):
                    out.append(a)
                elif card == "jet_pack" and gather:
                    out.append(a)
                elif card == "remote_fuser" and b.pad is not None and a.option != "remove" \
                        and self._fuser_turn != state.turn:
                    out.append(a)
                elif card == "platform_clamp" and me.tiles and self._clamp_turn != state.turn \
                        and a.player == me.id and self._clamp_useful(state, a):
                    out.append(a)
        return out

    @staticmethod
    def _clamp_useful(state: GameState, a: Action) -> bool:
        b = state.board
        cell = a.at
        for e in _DIRS:
            n = b.at(_step(cell, e))
            if n is not None and n.ports.get({"N": "S", "S": "N", "E": "W", "W": "E"}[e]) in _CAP_KINDS:
                return True
            if n is not None and n.pads:
                return True
        return False

    def _best(self, state: GameState, cands: list[Action]) -> tuple[Action | None, float]:
        best, best_v = None, -float("inf")
        for a in cands:
            after = try_action(state, a)
            if after is None or abandons_someone(after[1]):
                continue
            s2 = after[0]
            v = self.evaluate(s2)
            if a.type == "scout":
                v -= 0.5   # a reveal: prefer a known gain when it is as good
            if v > best_v:
                best, best_v = a, v
        return best, best_v

    def pick(self, state: GameState, acts: list[Action] | None = None) -> Action:
        acts = legal_actions(state) if acts is None else acts
        if not acts:
            raise ValueError("no legal action: the game is over")
        if state.pending is not None:
            a, _ = self._best(state, acts)
            return a or acts[-1]
        if state.phase == "storm":
            return self._storm_pick(state, acts)
        me = state.current
        # Time Throttle: two more actions, as early in the turn as possible
        for a in acts:
            if a.type == "play" and a.player == me and state.data.equipment[a.card].effect == "time_throttle":
                return a
        base = self.evaluate(state)
        cands = self._candidates(state, acts)
        a, v = self._best(state, cands)
        if a is not None and a.type == "play":
            effect = state.data.equipment[a.card].effect
            if effect == "remote_fuser":
                self._fuser_turn = state.turn if v <= base + 0.5 else self._fuser_turn
            if effect == "platform_clamp":
                self._clamp_turn = state.turn if v <= base + 0.5 else self._clamp_turn
        if a is not None and v > base + 0.5:
            return a
        if state.actions_left > 0:
            # nothing improves: keep the platform growing rather than waste the actions
            grow = [x for x in cands if x.type in ("explore", "scout")]
            g, gv = self._best(state, grow)
            if g is not None and gv > base - 3.0:
                return g
        self._fuser_turn = self._clamp_turn = state.turn
        return Action("end_actions", me)

    def _storm_pick(self, state: GameState, acts: list[Action]) -> Action:
        # protective equipment, before the cards come
        plays = [a for a in acts if a.type == "play" and state.data.equipment[a.card].effect in
                 ("strike_shield", "gravity_hook", "aerometer", "med_kit", "defrayer")]
        if plays:
            base = self.evaluate(state)
            a, v = self._best(state, plays)
            if a is not None and v > base + 1.0:
                return a
        for a in acts:
            if a.type == "play" and state.data.equipment[a.card].effect == "stratoscope" \
                    and state.storm_draws_left >= 2:
                return self._scope_order(state, [x for x in acts if x.type == "play" and x.card == a.card])
        return Action("draw_storm")

    @staticmethod
    def _scope_order(state: GameState, options: list[Action]) -> Action:
        bad = {"storm_intensifies": 3.0, "lightning": 2.0, "high_winds": 1.0}
        draws = state.storm_draws_left

        def cost(a: Action) -> float:
            return sum(bad.get(state.data.storm_cards[c].effect, 0.0) * (1.0 if i < draws else 0.1)
                       for i, c in enumerate(a.option))
        return min(options, key=cost)


def play_game(players: list[str], level: str, seed: int, data=None, max_steps: int = 3000):
    """Play one game to its end with the planner; returns (final state, number of actions)."""
    from ..core import new_game
    bot = Planner(seed)
    state = new_game(players, level, seed, data=data)
    steps = 0
    while not state.over and steps < max_steps:
        a = bot.pick(state)
        state, _ = apply(state, a)
        steps += 1
    return state, steps
