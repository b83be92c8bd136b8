"""The strong team bot: every seat, every decision, only through the rules' door.

- The turn's actions: a beam search over the turn's (up to three) actions, each step asked
  of ``legal_actions`` and played by ``apply``, every position judged (``judge.evaluate``) with
  the exact chance of each tile coming up in the flood phase that follows, from the public
  make-up of the piles (``knowledge``). The plan is kept for the turn and played action by
  action while the game goes as planned (it always does: actions draw no cards), so a turn
  costs one search.
- The team's next turn (``PAIR_K``): the best ends of the turn are each followed by the next
  player's turn, searched from the same hands and tiles without the draws between, and a turn
  scores its own judgement plus ``PAIR_W`` of what that next turn gains: plans that span two
  players' turns (gives that pay off when the other player gives back).
- Opt-in (``StrongBot(ahead=(k, m, b))``, off by default: measured, not kept, bench/BALANCE.md):
  the ``k`` best turns each played on in ``m`` sampled worlds (the piles' make-up and known
  layers in a random order, a seed of its own for the shuffles to come), through the draws and
  the flood phase, and the next player's turn searched (``b`` positions).
- A capture the rules allow is played at once (``CAPTURE_FIRST``), the rest of the turn searched
  from there.
- A give to a full hand: the search settles the discard it forces and goes on from there.
- A decision asked in the middle of play (a discard on the hand limit, a swim): each answer
  (and each Special Action card that could be played instead) judged one step ahead.
- The flood phase: before each Flood card, a Sandbags card is played on a flooded tile only
  when waiting through the rest of the phase puts more at stake than the card is worth kept
  (``BAG_RESERVE``, ``BAG_PHASE``: in practice Fools' Landing or a treasure's last tiles late in
  a short pile); Helicopter Lifts are kept for captures, rescues,
  meetings (``MEET_LIFT``) and the flight home, and the winning lift-off is taken the moment the
  rules allow it.

A node budget bounds each search (``BUDGET`` positions), so a seed plays the same game on any
machine. The bot never reads the order of a pile: it sees only what ``FloodKnowledge`` and the
public make-up give it.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ...engine.values import evolve
from ..core import Action, GameState, PendingKind, Phase, apply, legal_actions, next_turn
from ..core.state import FLOODED, MAX_SEED, SUNK
from .forecast import forecast
from .judge import LOSS, Chances, chances, evaluate, sink_stakes
from .knowledge import FloodKnowledge, draw_chances

BEAM = 8
BUDGET = 3000          # positions judged per search at most
TURN_TYPES = frozenset({"move", "fly", "shore_up", "give", "capture", "navigate"})
MOVES = frozenset({"move", "fly", "navigate", "play"})
ROLL_LOSS = 3 * LOSS   # a sampled world lost in the lookahead (any position judges above it)
# a Sandbags card's worth kept, against what waiting through the flood phase puts at stake
# (``BAG_PHASE``; None: the judge's before-and-after, which spent them on any flooded treasure tile:
# bench/BALANCE.md). 150 until 2026-12-06, when the next card alone was weighed; with the rest of
# the phase weighed, 100 won 1,506 of 2,000 two-player Novice games against 1,485 (bench/BALANCE.md)
BAG_RESERVE: float | None = 100.0
# the lookahead past the turn for a bot made without one (None: off; tools/island_tune.py sets it)
AHEAD: tuple[int, int, int] | None = None
# how a candidate turn is scored from its sampled worlds: "plus" (its judgement plus the worlds'
# mean) or "exact" (the coming phase's exact loss odds from the forecast, the worlds that
# survive it for the rest)
AHEAD_MODE = "plus"
AHEAD_LOSS = ROLL_LOSS       # a lost game on the lookahead's scale ("exact")
# the team's next turn, searched without its draws (0: off): the PAIR_K best turns of the beam
# are each followed by the next player's turn searched from the same hands and tiles
# (PAIR_BUDGET positions), and a turn scores its own judgement plus PAIR_W of what that next
# turn can gain. A plan that spans two players' turns ("I give you these two now, you give me
# that one next") is one the single-turn beam cannot see (bench/BALANCE.md, 2026-12-03 later:
# it won more at two, three and four players; PAIR_W 1.0 won less than 0.5)
PAIR_K = 4
PAIR_BUDGET = 600
PAIR_W = 0.5
# the positions a whole choice may judge with the pair search on (the turn's beam first, the
# next turns share what it leaves, none more than PAIR_BUDGET): the slowest choice stays bounded
PAIR_TOTAL = 3600
# a treasure is taken the moment the rules allow it: later in the turn it gains nothing, and the
# judge, which charges the walk home only once every treasure is taken, ranked the last capture
# below walking away from it (bench/BALANCE.md, 2026-12-04 night)
CAPTURE_FIRST = True
# a Helicopter Lift that brings pawns to another pawn's tile, the two holding a treasure's cards
# between them, is searched too (before 2026-12-06 only lifts to a key tile, home, or off a sinking
# tile were: two halves of the last treasure cut apart by the water stayed apart for eight turns
# with two or three Lifts in hand, seed 501; 1,479 of 2,000 two-player Novice games against 1,461)
MEET_LIFT = True
# the Sandbags card weighed against the rest of the flood phase, not the next card alone: waiting
# costs each coming card's chance of being that tile's (given the cards before it were not),
# the card played at the best later moment. Before 2026-12-06 the next card alone was weighed:
# with four cards to draw from a pile of nine, a flooded Fools' Landing's card one of them, each
# card's one in nine (111 points at stake) stayed under the 150 kept, and the team drew all four
# holding the Sandbags, a 44 % chance of losing the game then (seed 9, turn 23)
BAG_PHASE = True


# a searched position: (its judgement, the order it was found in, the position, the actions to it)
Node = tuple[float, int, GameState, list[Action]]


class Beam(NamedTuple):
    """What a beam search found."""
    value: float            # the best position's judgement
    best: list[Action]      # the actions to it
    cands: list[Node]       # every position judged, the root first
    base: float             # the root's own judgement
    judged: int             # positions judged (against the budget)


class StrongBot:
    name = "strong"

    def __init__(self, seed: int = 0, beam: int | None = None, budget: int | None = None,
                 ahead: tuple[int, int, int] | None = None) -> None:
        self.seed = seed
        # None: the module's constants when the bot is made (tools/island_tune.py sets them)
        self.beam = BEAM if beam is None else beam
        self.budget = BUDGET if budget is None else budget
        # the lookahead past the turn (off by default: measured, not kept; bench/BALANCE.md):
        # (candidate turns, sampled worlds, positions for the next player's turn)
        self.ahead = ahead if ahead is not None else AHEAD
        self.know = FloodKnowledge()
        self._plan: list[tuple[Action, GameState]] = []

    def pick(self, state: GameState) -> Action:
        self.know.observe(state)
        acts = legal_actions(state)
        if not acts:
            raise ValueError("no legal action: the game is over")
        for a in acts:
            if a.lift_off:
                return a
        if state.pending:
            self._plan = []
            return self._one_step(state, [a for a in acts if _worth_judging(state, a)])
        if state.phase is Phase.ACTIONS:
            return self._turn_action(state, acts)
        if state.phase is Phase.FLOOD:
            return self._before_flood_card(state, acts)
        return next(a for a in acts if a.type == "draw_treasure")

    def then(self) -> list[tuple[Action, GameState]]:
        """The rest of the turn the bot has planned after its last pick: (action, the position
        it is planned for), in order (the hint's whole turn, ai/advice.py)."""
        return list(self._plan)

    # ---- the turn -------------------------------------------------------------------------------

    def _turn_action(self, state: GameState, acts: list[Action]) -> Action:
        take = next((a for a in acts if a.type == "capture"), None) if CAPTURE_FIRST else None
        if take is not None or not (self._plan and self._plan[0][1] == state):
            if take is None:
                path = self._search(state)
            else:
                # the capture first, then the rest of the turn searched from there
                after = apply(state, take)[0]
                path = [take] + (self._search(after) if _actions_left(after) else [])
            # keep (action, the state it is played in) to follow the plan while the game matches
            self._plan = []
            s = state
            for a in path:
                self._plan.append((a, s))
                s, _ = apply(s, a)
                if s.pending:
                    break
            if not s.over and s.phase is Phase.ACTIONS and not s.pending:
                self._plan.append((Action("end_actions"), s))
        return self._plan.pop(0)[0]

    def _search(self, root: GameState) -> list[Action]:
        ch = chances(root, self.know)
        found = self._beam(root, ch, self.beam, self.budget)
        best, cands = found.best, found.cands
        if PAIR_K > 1 and self.ahead is None and len(cands) > 1:
            return self._pair(cands, PAIR_TOTAL - found.judged)
        if self.ahead is None:
            return best
        k, m, b = self.ahead
        if k <= 1 or m <= 0 or len(cands) <= 1:
            return best
        cands.sort(key=lambda x: (-x[0], x[1]))
        top = cands[:k]
        rnd = random.Random(f"island-bot:{self.seed}:{root.turn}:{root.water}:{len(root.treasure_deck)}")
        samples = [self._sample(root, rnd) for _ in range(m)]
        scored = []
        for v, order, s, path in top:
            if AHEAD_MODE == "exact":
                scored.append((self._exact_score(s, v, samples, b), -order, path))
                continue
            total = 0.0
            for deck, flood, seed in samples:
                total += self._rollout(evolve(s, treasure_deck=deck, flood_deck=flood, seed=seed), b)
            # the sampled future, plus this turn's judgement (its flood risk is exact, the
            # samples' only a few draws)
            scored.append((total / m + v, -order, path))
        return max(scored, key=lambda x: (x[0], x[1]))[2]

    def _pair(self, cands: list[Node], left: int) -> list[Action]:
        """The best of the beam's ``PAIR_K`` best turns once the next player's turn is searched
        from where each leaves the team (the draws and the flood phase between are the judge's
        exact risk in the turn's own judgement, not played); the next turns share ``left``
        positions."""
        cands = sorted(cands, key=lambda x: (-x[0], x[1]))
        top = []
        seen: set[tuple] = set()
        for c in cands:
            if c[2].pending or c[2].over:
                continue
            k = _key(c[2])
            if k not in seen:
                seen.add(k)
                top.append(c)
            if len(top) >= PAIR_K:
                break
        if not top:
            return cands[0][3]
        scored = []
        left = max(0, left)
        for i, (v, order, s, path) in enumerate(top):
            nxt = next_turn(s)
            share = min(PAIR_BUDGET, left // (len(top) - i))
            then = self._beam(nxt, chances(nxt, self.know), max(2, self.beam // 2), share)
            left -= then.judged
            scored.append((v + PAIR_W * (then.value - then.base), -order, path))
        return max(scored, key=lambda x: (x[0], x[1]))[2]

    def _exact_score(self, s: GameState, v: float, samples: list[tuple[tuple[str, ...], tuple[str, ...], int]],
                     b: int) -> float:
        """A candidate end of turn: the chance the coming draws lose the game, exactly (the
        forecast, from what the table knows), and the mean of the sampled worlds that come
        through them, judged after the next player's turn."""
        lost = forecast(s, self.know).loss
        vals = []
        for deck, flood, seed in samples:
            r = self._rollout(evolve(s, treasure_deck=deck, flood_deck=flood, seed=seed), b)
            if r > -ROLL_LOSS:
                vals.append(r)
        rest = sum(vals) / len(vals) if vals else v
        return (1.0 - lost) * rest - lost * AHEAD_LOSS

    def _sample(self, root: GameState, rnd: random.Random) -> tuple[tuple[str, ...], tuple[str, ...], int]:
        """One hidden order drawn from what the table knows: the Treasure pile's make-up in any
        order, the Flood pile's known layers each in any order above the rest in any order, and
        an unknown seed for the shuffles to come. Built from sorted sets only, so the true order
        of the piles cannot leak in."""
        deck = sorted(root.treasure_deck)
        rnd.shuffle(deck)
        flood: list[str] = []
        for lay in [*self.know.layers, self.know.rest(root)]:
            part = sorted(lay & frozenset(root.flood_deck))
            rnd.shuffle(part)
            flood += part
        return tuple(deck), tuple(flood), rnd.randrange(MAX_SEED)

    def _rollout(self, s: GameState, budget: int) -> float:
        """A candidate end of turn played on in one sampled world: the draws and the flood
        phase (the bot's own answers to discards, swims and Sandbags), then the next player's
        turn searched; its best position judged from what the table would then know."""
        know = FloodKnowledge(list(self.know.layers), s)
        start = s.turn
        if s.phase is Phase.ACTIONS and not s.pending and not s.over:
            s, _ = apply(s, Action("end_actions"))
        for _ in range(60):
            if s.over or (s.turn != start and s.phase is Phase.ACTIONS and not s.pending):
                break
            know.observe(s)
            acts = legal_actions(s)
            if s.pending:
                a = self._one_step(s, [x for x in acts if _worth_judging(s, x)], know)
            elif s.phase is Phase.FLOOD:
                a = self._before_flood_card(s, acts, know)
            else:
                a = next(x for x in acts if x.type == "draw_treasure")
            s, _ = apply(s, a)
        if s.over:
            return evaluate(s, Chances({}, 0.0)) if s.outcome == "won" else -ROLL_LOSS
        know.observe(s)
        return self._beam(s, chances(s, know), max(2, self.beam // 2), budget).value

    def _beam(self, root: GameState, ch: Chances, beam: int, budget: int) -> Beam:
        base = best_v = evaluate(root, ch)
        best: list[Action] = []
        cands: list[Node] = [(best_v, 0, root, [])]
        frontier: list[Node] = [(best_v, 0, root, [])]
        seen = {_key(root)}
        judged = 0
        order = 0
        while frontier and judged < budget:
            children: list[Node] = []
            for _, _, s, path in frontier:
                for a in legal_actions(s):
                    if not _turn_candidate(s, a):
                        continue
                    if judged >= budget:
                        break
                    s2, _ = apply(s, a)
                    leaf = bool(s2.pending)
                    if leaf:
                        # judged after the discard it forces (the one the bot would make), and
                        # searched on from there (a second give to a full hand); the plan played
                        # stops at the discard, and the turn is searched again after it
                        s2, settled = self._settle(s2, ch)
                        judged += settled     # the discards it judged count in the budget: a choice stays bounded
                        leaf = bool(s2.pending)
                    k = _key(s2)
                    if k in seen:
                        continue
                    seen.add(k)
                    judged += 1
                    v = evaluate(s2, ch)
                    order += 1
                    node = (v, order, s2, path + [a])
                    cands.append(node)
                    if not leaf:
                        children.append(node)
                    if v > best_v:
                        best_v, best = v, path + [a]
            children.sort(key=lambda x: (-x[0], x[1]))
            open_ = [c for c in children if _actions_left(c[2])]
            # a move is worth only what it leads to: keep some of the best moves however they
            # judge now, so that "fly there, then shore it up" is found
            frontier = open_[: beam]
            frontier += [c for c in open_[beam:] if c[3][-1].type in MOVES][: beam // 2]
        return Beam(best_v, best, cands, base, judged)

    def _settle(self, state: GameState, ch: Chances) -> tuple[GameState, int]:
        """A search position waiting on a discard: the discard the bot would make, and how
        many positions it judged to find it."""
        judged = 0
        for _ in range(4):
            if not state.pending or state.over:
                break
            options = [a for a in legal_actions(state) if a.type in ("discard", "swim")]
            if not options:
                break
            judged += len(options)
            state = max(((apply(state, a)[0], i) for i, a in enumerate(options)),
                        key=lambda x: (evaluate(x[0], ch), -x[1]))[0]
        return state, judged

    # ---- decisions in the middle of play ----------------------------------------------------------

    def _one_step(self, state: GameState, acts: list[Action], know: FloodKnowledge | None = None) -> Action:
        ch = chances(state, know or self.know)
        best, best_v = acts[0], float("-inf")
        for a in acts:
            s2, _ = apply(state, a)
            if s2.pending and s2.pending != state.pending[1:] and not s2.over:
                s2, _ = self._settle(s2, ch)
            v = evaluate(s2, ch)
            if v > best_v:
                best, best_v = a, v
        return best

    def _before_flood_card(self, state: GameState, acts: list[Action], know: FloodKnowledge | None = None) -> Action:
        draw = next(a for a in acts if a.type == "draw_flood")
        bags = [a for a in acts if a.type == "play" and a.tile is not None]
        if not bags:
            return draw
        # only the next card matters now: another chance to play comes before each card
        ch = chances(state, know or self.know, draws=1)
        if BAG_RESERVE is not None:
            # a Sandbags card is kept (for Fools' Landing, late in the game) unless the next card
            # alone puts more at stake than it is worth kept: a tile an action can shore up next
            # turn is not worth it (it was spent on any flooded treasure tile from turn 1)
            card = state.data.card_of_kind("sandbags")
            n_bags = sum(h.count(card) for h in state.hands)
            keep = BAG_RESERVE * (1.0 if n_bags <= 1 else 0.5)
            if BAG_PHASE:
                look = know or self.know
                gain, _, a = max(((_wait_cost(state, look, a.tile, keep), -i, a)
                                  for i, a in enumerate(bags) if a.tile is not None), key=lambda x: (x[0], x[1]))
            else:
                gain, _, a = max(((ch.tile.get(a.tile, 0.0) * sink_stakes(state, a.tile), -i, a)
                                  for i, a in enumerate(bags) if a.tile is not None), key=lambda x: (x[0], x[1]))
            return a if gain >= keep else draw
        best, best_v = draw, evaluate(state, ch)
        for a in bags:
            v = evaluate(apply(state, a)[0], ch)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best


def _wait_cost(state: GameState, know: FloodKnowledge, tile: str, keep: float) -> float:
    """What keeping the Sandbags card now costs for the flooded ``tile``, through the rest of the
    flood phase: the chance the next card is its card times what its sinking costs, and, if not,
    the cheaper of playing the card before a later one (``keep``) or waiting again. Each card's
    chance is the one given that the cards before it were not that tile's, from what the table
    knows of the pile (``draw_chances``: the known layers, the rest, a reshuffle mid-phase)."""
    stake = sink_stakes(state, tile)
    draws = max(1, state.draws_left)
    layers, rest, discard = know.layers, know.rest(state), frozenset(state.flood_discard)
    among = [0.0] + [draw_chances(layers, rest, discard, j).get(tile, 0.0) for j in range(1, draws + 1)]
    hazard = [max(0.0, among[j] - among[j - 1]) / max(1e-9, 1.0 - among[j - 1]) for j in range(draws + 1)]
    later = 0.0     # from the card after the next one on, the card played at the best moment
    for j in range(draws, 1, -1):
        later = min(keep, hazard[j] * stake + (1.0 - hazard[j]) * later)
    return hazard[1] * stake + (1.0 - hazard[1]) * later


def _actions_left(s: GameState) -> bool:
    """The current player can still act in this turn (nothing pending, the game not over)."""
    return s.phase is Phase.ACTIONS and s.actions_left > 0 and not s.pending and not s.over


def _key(s: GameState) -> tuple:
    return (s.pawns, s.status, s.hands, s.captured, s.flight_used)


def _turn_candidate(s: GameState, a: Action) -> bool:
    if a.type in TURN_TYPES:
        return True
    if a.type != "play" or a.card is None or a.pawns is None:
        return False
    return _useful_lift(s, a)


def _worth_judging(s: GameState, a: Action) -> bool:
    """At a discard or swim: every answer, Sandbags, and the lifts that could matter."""
    if a.type != "play":
        return True
    if a.pawns is None:
        return True
    head = s.pending[0]
    return (head.kind is PendingKind.SWIM and head.player in a.pawns) or _useful_lift(s, a)


def _useful_lift(s: GameState, a: Action) -> bool:
    """A Helicopter Lift worth thinking about: home to Fools' Landing once every treasure is
    taken, a collector with four cards to a tile of its treasure, a pawn off a sinking tile, the
    player whose turn it is to a key tile, and (``MEET_LIFT``) pawns to a tile where, with the
    pawns already there, they hold a treasure's four cards."""
    data = s.data
    dest = s.cell(a.to) if isinstance(a.to, str) else None
    if dest is None or a.pawns is None:
        return False
    if len(s.captured) == len(data.treasures):
        return a.to == data.landing
    if s.status[s.at(a.pawns[0])] == SUNK:
        return True
    spec = data.tiles[a.to]
    t = spec.treasure
    if s.phase is Phase.ACTIONS and s.current in a.pawns and (spec.landing or (t is not None and t not in s.captured)):
        return True     # the actor flown to a key tile: a capture, or an emergency shore-up
    if MEET_LIFT:
        # pawns flown to another pawn's tile, the two holding a treasure's capture cards between
        # them: the gives that follow need no walk (two halves of a set kept apart by the water)
        here = [p for p, c in zip(s.players, s.pawns, strict=True) if c == dest and p not in a.pawns]
        if here:
            need = data.rules.capture_cards
            for card, tt in data.treasure_of_card.items():
                if tt in s.captured:
                    continue
                if sum(s.hand(p).count(card) for p in (*a.pawns, *here)) >= need:
                    return True
    if t is None or t in s.captured:
        return False
    card = next(c for c, tt in data.treasure_of_card.items() if tt == t)
    return any(s.hand(p).count(card) >= data.rules.capture_cards for p in a.pawns) and s.status[dest] in (0, FLOODED)
