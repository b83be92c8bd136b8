"""How good a position looks to the team: one number, from what the players can see.

The scale: a lost game is -LOSS, a treasure taken +CAPTURE. The parts:

- the cards in hand, planned for captures: for each treasure still on the island, the most
  any one player holds counts on a steep curve (four in one hand is what captures), the others
  a little (they can be given); Helicopter Lifts and Sandbags kept for emergencies;
- the risk of the next flood phase, exactly from the public make-up (``Chances``): for each
  tile the chance its card comes up, times what it would cost (a flooded tile sinks: the game
  if it is Fools' Landing or the last tile of a treasure still to take, a treasure made fragile,
  an island cut; a dry one floods); a Sandbags card in hand covers the worst of those risks;
- what the next turns need: the nearest pawn's distance to a flooded tile that matters, the
  collector's distance to its treasure's tiles, the holders of one treasure's cards apart, and
  at the end everyone's distance to Fools' Landing.

Nothing here is a rule: where a pawn may go comes from the data's neighbour tables (the same
ones the rules use), and the search asks the rules (``legal_actions``/``apply``) for every step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import add

from ..core import GameState, Phase
from ..core.state import FLOODED, SUNK
from . import learned
from .knowledge import FloodKnowledge, draw_chances, treasure_pile, twice_chances, waters_rise_chance

LOSS = 1000.0
STAKE = 0.0                                # a lost game costs this much more for each treasure taken
WIN = 1_000_000.0
CAPTURE = 160.0
TEAM = (0.0, 9.0, 22.0, 40.0, 70.0)       # the team's cards of one treasure still to take, 0..4
SPREAD = 4.0                               # each of those not yet in the collector's hand (a give to come)
ACTION = 25.0                              # each action a capture still needs (14 left full hands stuck)
READY = 140.0                              # the four cards of a treasure, the capture one action away
FLOOR = 30.0                               # four cards, however far: so much more than three
FAR_SLOPE = 5.0                            # past the floor, each action a ready treasure's capture still needs
FAR_MIN = 10.0                             # a ready treasure however far: so much more than three cards
LIFTS = (30.0, 16.0, 8.0)                  # the first, second, third Helicopter Lift in the team's hands
BAGS = (15.0, 10.0)
LIFT_NEEDED = 220.0                        # once every treasure is taken: the one that flies home
BAGS_KEPT = BAGS[0]
DEAD = 3.0                                 # a card of a treasure blocked until the discard is reshuffled
SLACK = 10.0
GUARD = 6.0                                # each step beyond two from the nearest pawn to a critical tile
OVERFLOW = 8.0                             # each card the coming draw will push over the hand limit
STAND = 0.08                               # of a key tile's sinking cost, for lying flooded (was 0.12: BALANCE.md)
REACH = 0.012                              # of it, for each step the nearest pawn is away
NEAR_KEY = 0.4                             # each step from a pawn to the key tiles, on average
UNREACHABLE = {"landing": 150.0, "treasure": 20.0}
SINK_PAIR = 140.0                          # a flooded treasure tile sinking, its partner dry
SINK_PAIR_FLOODED = 380.0                  # the same, its partner flooded too
STAND_PLAIN = 2.0                          # an ordinary tile lying flooded
TWICE = 0.0                                # a dry key tile drawn twice in one phase (the pile runs out): of its sinking cost
DILUTE = 0.0                               # an ordinary tile's costs grow as (tiles at the start / tiles left) ** DILUTE
DRY_CRIT, DRY_PAIR, DRY_PLAIN = 30.0, 7.0, 1.5   # a dry tile's card coming up: critical, treasure, ordinary
HOME = 28.0                                # each step to Fools' Landing once every treasure is taken (14 until
                                           # 2026-12-05: the endgame lab won more walking home sooner, BALANCE.md)
STRANDED = 150.0                           # each pawn that can no longer walk to Fools' Landing before every
                                           # treasure is taken (it will need a Helicopter Lift of its own: seed 35)
FINAL = 0.0                                # every treasure taken (so the walk home never outweighs the last capture)
HELD_TWO = 4.0                             # each card in the team's hands: it shortens the Treasure cycle,
HELD_MANY = 9.0                            # the more so the more hands hold (three players)
HELD_FOUR = 9.0                            # four players
BLOCKED = 0.0                              # a treasure blocked (too many of its cards discarded), for each 10 cards
                                           # the Treasure pile must still give before the discard comes back
CAPACITY = 0.0                             # each useful card the collector's full hand must drop to take
                                           # the gives a capture still needs (two full hands stay stuck)
LIFT_GROW = 0.0                            # the first Helicopter Lift worth so much more for each treasure
                                           # taken (the flight home needs one; the pile may not give it)
NEXT_GUARD = 0.0                           # a key tile flooded (or its chance of flooding) the next player
                                           # cannot shore in their turn (the one who must, before their draw)
SECOND_CAP: float | None = None            # a ready treasure after the nearest one, its cards split between
                                           # hands: at most so much more than three cards (None: off; two
                                           # full hands kept two split sets for turns: bench/BALANCE.md)
ALMOST = 2.0                               # each step from the best holder of three cards to the treasure's tile
LIFT_LAST = 100.0                          # the first Helicopter Lift with one treasure left: the one that flies
                                           # home (0 until 2026-12-05: a third of the games took the last treasure
                                           # with no Lift and lost three in ten of those, BALANCE.md)
LATE_DEAD = 30.0                           # from LATE_MIN treasures taken, a treasure still to take blocked by its
                                           # discards: for each 10 cards the Treasure pile holds before the reshuffle
                                           # (0 until 2026-12-05: a discard blocked the fourth treasure for a Lift, seed 4)
LATE_MIN = 2
PLAIN_BASE = 10.0                          # an ordinary tile sinking
PLAIN_NEIGH = 3.0                          # ... and for each neighbour still in play
LEARN = 0.0                                # of the learned correction (ai/learned.py); 0: off, the judge alone


@dataclass(frozen=True)
class Chances:
    """The chance each Flood card (a tile) is drawn in the coming flood phase, and the chance
    that phase ends the game at the skull."""

    tile: dict[str, float]
    skull: float
    twice: dict[str, float] = field(default_factory=dict)    # its card comes up twice (the pile runs out)


def chances(state: GameState, know: FloodKnowledge, draws: int | None = None) -> Chances:
    """From the public make-up: in the action or treasure phase, a Waters Rise! among the
    Treasure cards still to draw puts the discard on top and draws one more card; in the flood
    phase, the cards still to draw (or ``draws``)."""
    layers, rest = know.layers, know.rest(state)
    discard = frozenset(state.flood_discard)
    if state.phase is Phase.FLOOD:
        k = state.draws_left if draws is None else draws
        return Chances(draw_chances(layers, rest, discard, k), 0.0, _twice(layers, rest, discard, k))
    t_draws = state.data.rules.treasure_draws if state.phase is Phase.ACTIONS else state.draws_left
    p_wr = waters_rise_chance(state, t_draws)
    calm = draw_chances(layers, rest, discard, state.flood_count)
    calm2 = _twice(layers, rest, discard, state.flood_count)
    if p_wr <= 0.0:
        return Chances(calm, 0.0, calm2)
    skull = state.data.water.skull
    if state.water + 1 >= skull:
        return Chances({c: (1 - p_wr) * p for c, p in calm.items()}, p_wr, {c: (1 - p_wr) * p for c, p in calm2.items()})
    top = [discard, *layers] if discard else layers
    k2 = state.data.water.draws(state.water + 1)
    rough = draw_chances(top, rest, frozenset(), k2)
    out = {c: (1 - p_wr) * p for c, p in calm.items()}
    for c, p in rough.items():
        out[c] = out.get(c, 0.0) + p_wr * p
    two = {c: (1 - p_wr) * p for c, p in calm2.items()}
    for c, p in _twice(top, rest, frozenset(), k2).items():
        two[c] = two.get(c, 0.0) + p_wr * p
    return Chances(out, 0.0, two)


def _twice(layers: list[frozenset[str]], rest: frozenset[str], discard: frozenset[str], draws: int) -> dict[str, float]:
    return twice_chances(layers, rest, discard, draws) if TWICE else {}


# ---- distances -------------------------------------------------------------------------------

_DIST_CACHE: dict[tuple, tuple[int, ...]] = {}
FAR = 9


def distances(state: GameState, player: str) -> tuple[int, ...]:
    """Actions a pawn needs to reach each cell by its own movement (FAR where it cannot)."""
    data = state.data
    adv = data.adventurers[player]
    here = state.at(player)
    sunk = tuple(s == SUNK for s in state.status)
    kind = "dive" if adv.dives else adv.moves
    key = (id(data), here, kind, adv.flies, sunk)
    got = _DIST_CACHE.get(key)
    if got is not None:
        return got
    table = data.diagonal if kind == "diagonal" else data.orthogonal
    n = len(sunk)
    dist = [-1] * n
    dist[here] = 0
    frontier = [here]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for c in frontier:
            for m in table[c]:
                if dist[m] < 0 and (not sunk[m] or kind == "dive"):
                    dist[m] = d
                    nxt.append(m)
        frontier = nxt
    # FAR only where the pawn cannot walk: a long walk is FAR - 1 (when a walk of nine steps
    # was FAR too, a pawn nine steps from Fools' Landing counted as cut off from it, STRANDED,
    # and would not take the step that led to its treasure: seed 118, turn 11)
    dist = [FAR if dv < 0 else min(dv, FAR - 1) for dv in dist]
    if adv.flies:
        dist = [0 if c == here else min(dv, 1) for c, dv in enumerate(dist)]
    for c in range(n):
        if sunk[c]:
            dist[c] = FAR
    out = tuple(dist)
    if len(_DIST_CACHE) > 50_000:
        _DIST_CACHE.clear()
    _DIST_CACHE[key] = out
    return out


# ---- the judgement ------------------------------------------------------------------------------

def evaluate(state: GameState, ch: Chances) -> float:
    """The judge's number for ``state``; with ``LEARN`` on, plus that much of the learned
    correction (ai/learned.py: what self-play games say this number misses)."""
    v = judge_only(state, ch)
    if LEARN and state.outcome is None:
        v += LEARN * learned.correction(learned_features(state, ch, v))
    return v


def learned_features(state: GameState, ch: Chances, judged: float | None = None) -> list[float]:
    """``learned.features`` of ``state``, with the judge's number and tables."""
    v = judge_only(state, ch) if judged is None else judged
    return learned.features(state, v, [distances(state, p) for p in state.players], _cards(state.data))


def judge_only(state: GameState, ch: Chances) -> float:
    """The hand-made judgement alone (the learned correction's first feature)."""
    if state.outcome == "won":
        return WIN
    if state.outcome is not None:
        return -WIN
    data = state.data
    place, status = state.place, state.status
    captured = state.captured
    lift, bags = data.card_of_kind("helicopter_lift"), data.card_of_kind("sandbags")
    everything = len(captured) == len(data.treasures)
    # a lost game costs more the more the team has to lose: late in the game the same risk
    # throws away more (a flooded Landing weighs more with three treasures taken than with none)
    loss = LOSS + STAKE * len(captured)
    v = CAPTURE * len(captured) - ch.skull * loss

    # ---- cards: a Helicopter Lift for the flight home, the others and Sandbags for emergencies
    lifts = sum(h.count(lift) for h in state.hands)
    n_bags = sum(h.count(bags) for h in state.hands)
    v += sum(LIFTS[: lifts]) + sum(BAGS[: n_bags])
    # every card held is a card out of the Treasure pile's cycle: the fewer the team holds, the
    # longer between reshuffles, the rarer the Waters Rise! cards that come back (the skull)
    held = sum(len(h) for h in state.hands)
    n_players = len(state.players)
    v -= (HELD_TWO if n_players == 2 else HELD_MANY if n_players == 3 else HELD_FOUR) * held
    if everything and lifts:
        v += LIFT_NEEDED
    elif lifts and LIFT_LAST and len(captured) == len(data.treasures) - 1:
        # the Lift in hand with one treasure left is the one that will fly home: flown to the
        # last treasure, it leaves the team waiting for a Lift on a sinking island
        v += LIFT_LAST
    elif lifts and LIFT_GROW:
        v += LIFT_GROW * len(captured)
    ready: list[tuple[str, list[int]]] = []      # treasures the team holds enough cards for
    almost: list[tuple[str, int]] = []           # one card short: its best holder
    need = data.rules.capture_cards
    for t in data.treasures:
        if t in captured:
            v += SLACK          # as if spare: taking a treasure never looks like losing its slack
            continue
        card = _cards(data)[t]
        counts = [h.count(card) for h in state.hands]
        total = sum(counts)
        # while too many of its cards are in the discard, a treasure waits for a reshuffle
        live = data.cards[card].copies - state.treasure_discard.count(card) >= need
        if not live:
            v += DEAD * min(total, need)
            if LATE_DEAD and len(captured) >= LATE_MIN:
                # late in the game the treasure is one the team cannot do without: the wait for
                # the reshuffle is the game's length (a discard traded the fourth treasure's card
                # for a Helicopter Lift at a tie of the judge, seed 4, turn 15)
                v -= LATE_DEAD * len(state.treasure_deck) / 10.0
            if BLOCKED:
                # it waits for the reshuffle: the longer the pile, the longer the wait (the game's
                # length is what loses: bench/BALANCE.md)
                v -= BLOCKED * len(state.treasure_deck) / 10.0
        elif total >= need:
            ready.append((t, counts))
        else:
            v += TEAM[total] - SPREAD * (total - max(counts))
            if total == need - 1:
                almost.append((t, counts.index(max(counts))))
        if data.cards[card].copies - state.treasure_discard.count(card) > need:
            v += SLACK      # a copy to spare: one more discard of it would not block it

    dists = [distances(state, p) for p in state.players]
    nearest = tuple(map(min, *dists)) if len(dists) > 1 else dists[0]   # the nearest pawn's steps to each cell

    # ---- the tiles: standing risk, next-phase risk, reach
    cuts = _cuts(state)
    # the fewer tiles left, the more often each Flood card comes up: an ordinary tile lost
    # costs more on a small island (the key tiles' cards come up sooner)
    plain = (len(place) / max(1, sum(1 for x in status if x != SUNK))) ** DILUTE if DILUTE else 1.0
    risks: list[tuple[float, float]] = []
    tile_p = ch.tile
    for c, (tile, is_landing, tr, partner) in enumerate(_layout(state)):
        s = status[c]
        if s == SUNK:
            continue
        p = tile_p.get(tile, 0.0)
        if is_landing:
            crit, pair, partner_flooded = True, False, False
        elif tr is not None and tr not in captured:
            os_ = SUNK if partner is None else status[partner]
            crit, pair, partner_flooded = os_ == SUNK, os_ != SUNK, os_ == FLOODED
        else:
            crit = pair = partner_flooded = False
        if s == FLOODED:
            if crit:
                sink = loss
            elif pair:
                sink = SINK_PAIR_FLOODED if partner_flooded else SINK_PAIR
            else:
                sink = plain * _plain_sink(data, status, c) + cuts.get(c, 0.0)
            # a flooded tile's card waits in the discard for the next Waters Rise!: the risk
            # lasts every turn until someone shores it, not only the next flood phase
            stand = STAND * sink if (crit or pair) else STAND_PLAIN * plain
            reach_w = REACH * sink if (crit or pair) else 0.0
            sink += _swim_cost(state, c, lifts, loss)
            risks.append((p * sink, p))
            v -= stand
            if reach_w:
                near = nearest[c]
                v -= reach_w * max(0, near - 1)
        elif p:
            v -= p * (DRY_CRIT if crit else DRY_PAIR if pair else DRY_PLAIN * plain)
            q = ch.twice.get(tile, 0.0)
            if q and (crit or pair):
                # the pile runs out in the phase: drawn again after the reshuffle, it sinks
                sink = loss if crit else SINK_PAIR_FLOODED if partner_flooded else SINK_PAIR
                risks.append((TWICE * q * (sink + _swim_cost(state, c, lifts, loss)), q))
        if crit and NEXT_GUARD and state.phase is Phase.ACTIONS:
            # the next player is the one who must shore it before their own draw (a Waters Rise!
            # there puts its card back on top): out of their turn's reach, the risk stands
            nxt = (state.current_index + 1) % n_players
            if dists[nxt][c] > state.data.rules.actions_per_turn:
                v -= NEXT_GUARD * (1.0 if s == FLOODED else p)
        if crit and s != FLOODED:
            # someone within a turn's reach of every tile the game hangs on, flooded or not yet
            v -= GUARD * max(0, nearest[c] - 2)
        if (crit or pair) and nearest[c] >= FAR:
            # no pawn can walk there any more: a flood there would find nobody to shore it
            v -= UNREACHABLE["landing" if is_landing else "treasure"] * (2.0 if crit else 1.0)
    if risks:
        risks.sort(reverse=True)
        for i, (r, p) in enumerate(risks):
            # a Sandbags card in hand saves one of the worst tiles at the last moment, for the card
            v -= min(r, p * (BAGS_KEPT + 5.0)) if i < n_bags else r

    # ---- the draw to come: cards over the hand limit will be discarded (give them first)
    if state.phase is Phase.ACTIONS and not state.over:
        n, w = treasure_pile(state)
        share = (n - w) / n if n else 1.0
        hand = state.hand(state.current)
        spare = sum(1 for c in hand if data.treasure_of_card.get(c) in captured)   # a discard that costs nothing
        over = len(hand) + state.data.rules.treasure_draws * share - state.data.rules.hand_limit - spare
        if over > 0:
            v -= OVERFLOW * over

    # ---- the plan: collectors to their tiles, cards to their collectors, everyone home at the end
    landing = state.cell(data.landing)
    if everything:
        v += FINAL
        if landing is not None:
            v -= HOME * sum(d[landing] for d in dists)
    plans = [(_capture_plan(state, t, counts, dists), i, counts) for i, (t, counts) in enumerate(ready)]
    if SECOND_CAP is not None:
        plans.sort()            # the nearest capture first: the cap is for the ones after it
    for k, ((cost, forced), _i, counts) in enumerate(plans):
        # worth nearly a capture when one action away, less for each action still to take
        value = ready_value(cost, need)
        if SECOND_CAP is not None and k and max(counts) < need:
            # a second ready treasure still split between hands: the hands cannot hold both sets
            # gathered (two full hands kept two split sets for turns, every give breaking the other)
            value = min(value, TEAM[need - 1] + SECOND_CAP)
        v += value - CAPACITY * forced
    keys: list[int] = []
    for t, who in almost:
        tiles = [c for c in (state.cell(x) for x in data.treasures[t].tiles) if c is not None and status[c] != SUNK]
        keys += tiles
        if tiles:
            v -= ALMOST * min(dists[who][x] for x in tiles)
    if not everything:
        if STRANDED and landing is not None:
            v -= STRANDED * sum(1 for d in dists if d[landing] >= FAR)
        for t in data.treasures:
            if t not in captured:
                keys += [c for c in (state.cell(x) for x in data.treasures[t].tiles) if c is not None and status[c] != SUNK]
        if landing is not None:
            keys.append(landing)
        if keys:
            v -= NEAR_KEY * sum(min(d[k], 6) for d in dists for k in keys) / len(keys)
    return v


def ready_value(cost: int, need: int = 4) -> float:
    """A treasure the team holds the ``need`` cards of, its capture ``cost`` actions away (the
    capture itself included): nearly a capture when one action away, ``ACTION`` less for each
    action more down to the floor (one card fewer and ``FLOOR``), and past that ``FAR_SLOPE``
    less for each action still, so that every action towards the capture counts (never below
    one card fewer and ``FAR_MIN``)."""
    three = TEAM[need - 1]
    v = max(three + FLOOR, READY - ACTION * (cost - 1))
    if FAR_SLOPE:
        knee = 1.0 + (READY - three - FLOOR) / ACTION
        v = max(three + FAR_MIN, v - FAR_SLOPE * max(0.0, cost - knee))
    return v


_LAYOUTS: dict[tuple, tuple[tuple[str, bool, str | None, int | None], ...]] = {}


def _layout(state: GameState) -> tuple[tuple[str, bool, str | None, int | None], ...]:
    """For each cell of this island: its tile, whether it is Fools' Landing, its treasure, and
    the cell of that treasure's other tile (fixed for a game: the judge's tile loop asked the
    data for them at every position)."""
    data, place = state.data, state.place
    key = (id(data), place)
    got = _LAYOUTS.get(key)
    if got is None:
        out = []
        for tile in place:
            spec = data.tiles[tile]
            tr = spec.treasure
            partner = None
            if tr is not None:
                partner = state.cell(next(x for x in data.treasures[tr].tiles if x != tile))
            out.append((tile, spec.landing, tr, partner))
        got = tuple(out)
        if len(_LAYOUTS) > 1000:
            _LAYOUTS.clear()
        _LAYOUTS[key] = got
    return got


def sink_stakes(state: GameState, tile: str) -> float:
    """What the flooded ``tile`` (in play) sinking would cost (the same scale as ``evaluate``'s
    flood risk, the swims of its pawns included): the game for Fools' Landing and a treasure's
    last tile, a treasure made fragile, an ordinary tile by its neighbours and what it cuts off."""
    data, status = state.data, state.status
    c = state.place.index(tile)
    tspec = data.tiles[tile]
    tr = tspec.treasure
    loss = LOSS + STAKE * len(state.captured)
    if tspec.landing:
        sink = loss
    elif tr is not None and tr not in state.captured:
        other = state.tile_status(next(x for x in data.treasures[tr].tiles if x != tile))
        sink = loss if other == SUNK else SINK_PAIR_FLOODED if other == FLOODED else SINK_PAIR
    else:
        sink = _plain_sink(data, status, c) + _cuts(state).get(c, 0.0)
    lift = data.card_of_kind("helicopter_lift")
    return sink + _swim_cost(state, c, sum(h.count(lift) for h in state.hands), loss)


def _plain_sink(data, status: tuple[int, ...], c: int) -> float:
    """An ordinary tile at cell ``c`` sinking, by its neighbours still in play (before what its
    sinking cuts off, ``_cuts``): the one price the judge and ``sink_stakes`` share."""
    return PLAIN_BASE + PLAIN_NEIGH * sum(1 for m in data.orthogonal[c] if status[m] != SUNK)


_CUT_CACHE: dict[tuple, dict[int, float]] = {}
CUT = 60.0                                   # each key tile a sinking would cut off from Fools' Landing
                                             # on foot (120 until 2026-12-05: a Lift, a swim or a
                                             # diagonal step still reaches it; 1,096 of 1,500 against 1,070)


def _cuts(state: GameState) -> dict[int, float]:
    """For each ordinary tile in play, what its sinking would cut: the key tiles (the tiles of
    the treasures still to take) it would part from Fools' Landing, walking orthogonally.
    Depends only on which tiles have sunk, so it is computed once per island."""
    data = state.data
    sunk = tuple(x == SUNK for x in state.status)
    # the island's layout is in the key: the same sunk cells cut other tiles on another island
    # (without it a game's judgement depended on the games played before it in the process)
    key = (id(data), state.place, sunk, state.captured)
    got = _CUT_CACHE.get(key)
    if got is not None:
        return got
    landing = state.cell(data.landing)
    keys = {c for t in data.treasures if t not in state.captured
            for c in (state.cell(x) for x in data.treasures[t].tiles) if c is not None and not sunk[c]}
    out: dict[int, float] = {}
    if landing is not None and not sunk[landing]:
        base = _reach(data.orthogonal, sunk, landing, -1) & keys
        for c in range(len(sunk)):
            if sunk[c] or c == landing or c in keys:
                continue
            lost = len(base - _reach(data.orthogonal, sunk, landing, c))
            if lost:
                out[c] = CUT * lost
    if len(_CUT_CACHE) > 5000:
        _CUT_CACHE.clear()
    _CUT_CACHE[key] = out
    return out


def _reach(table, sunk: tuple[bool, ...], start: int, without: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for m in table[c]:
            if m not in seen and not sunk[m] and m != without:
                seen.add(m)
                todo.append(m)
    return seen


def _capture_cost(state: GameState, t: str, counts: list[int], dists: list[tuple[int, ...]]) -> int:
    """Actions the team needs to take treasure ``t`` with the cards it holds: the best
    collector's meetings and gives (none to meet for a giver who gives anywhere), its walk to
    the nearer tile of the treasure still in play, the capture."""
    return _capture_plan(state, t, counts, dists)[0]


def _capture_plan(state: GameState, t: str, counts: list[int], dists: list[tuple[int, ...]]) -> tuple[int, int]:
    """``_capture_cost``, and how many useful cards (not of a treasure taken) the collector's
    hand must drop to make room for the gives; with ``CAPACITY`` on, the collector is the one
    whose actions and drops cost the least together."""
    data, status = state.data, state.status
    need = data.rules.capture_cards
    tiles = [c for c in (state.cell(x) for x in data.treasures[t].tiles) if c is not None and status[c] != SUNK]
    if not tiles:
        return FAR * 3, 0
    n = len(counts)
    best = FAR * 6
    best_forced = 0
    best_key = ACTION * best
    limit = data.rules.hand_limit
    for c in range(n):
        dc = dists[c]
        missing = need - counts[c]
        cost = 0
        meets = []
        for q in range(n):
            if q == c or not counts[q] or missing <= 0:
                continue
            if data.adventurers[state.players[q]].gives_anywhere:
                meet = 0
            else:
                # the nearest meeting cell: map(add) is the same sum as a generator, in C (this line
                # was a third of a four-player choice)
                meet = min(map(add, dc, dists[q]))
            meets.append((meet, -counts[q], q))
        for meet, neg, _q in sorted(meets):
            if missing <= 0:
                break
            give = min(-neg, missing)
            cost += meet + give
            missing -= give
        cost += min(dc[x] for x in tiles) + 1
        forced = 0
        if CAPACITY:
            hand = state.hands[c]
            junk = sum(1 for x in hand if data.treasure_of_card.get(x) in state.captured)
            forced = max(0, (need - counts[c]) - (limit - len(hand)) - junk)
        key = ACTION * cost + CAPACITY * forced
        if key < best_key:
            best, best_forced, best_key = cost, forced, key
    return best, best_forced


def _swim_cost(state: GameState, c: int, lifts: int, loss: float = LOSS) -> float:
    """What the pawns on a sinking tile pay: a swim, or the game if none can reach land."""
    data, status = state.data, state.status
    cost = 0.0
    for p, at in zip(state.players, state.pawns, strict=False):
        if at != c:
            continue
        adv = data.adventurers[p]
        if adv.swims in ("anywhere", "nearest"):
            ok = any(s != SUNK for i, s in enumerate(status) if i != c)
        else:
            table = data.diagonal if adv.swims == "diagonal" else data.orthogonal
            ok = any(status[m] != SUNK for m in table[c])
        cost += 3.0 if ok else (60.0 if lifts else loss)
    return cost


_CARD_OF: dict[int, dict[str, str]] = {}


def _cards(data) -> dict[str, str]:
    got = _CARD_OF.get(id(data))
    if got is None:
        got = {t: c for c, t in data.treasure_of_card.items()}
        _CARD_OF[id(data)] = got
    return got
