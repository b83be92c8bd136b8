"""A learned correction to the judge: what self-play games say the judge's number misses.

``features`` describes a position by what the table can see: the judge's own number
(``judge.judge_only``), and the card flow and the island beside it (cards of each treasure in the
best hand and in the team's, live copies left, the piles' sizes, the water, tiles left, flooded
key tiles, distances). A logistic regression of "the game was won" on those features, fitted on
positions from the bot's own games (``tools/island_learn.py``: the position at the end of each
turn's actions, labelled by the game's end), gives a weight to each. With the judge's number one
of the features, the other weights say what the judge under- or over-counts; divided by the
judge's own weight they are in the judge's points: ``correction`` returns that sum, and
``judge.LEARN`` (0 by default, off) adds ``LEARN`` times it to every judgement.

Only sizes and make-ups of the piles are read (the same public view as ``knowledge``), never an
order: the bot stays honest with the term on.
"""

from __future__ import annotations

from ..core import GameState
from ..core.state import FLOODED, SUNK

NAMES = (
    "judge",           # judge.evaluate / 100
    "captured",        # treasures taken
    "best_held",       # over the treasures still to take: the most cards of it in one hand (at most 4), summed
    "team_held",       # the team's cards of them (at most 4 each), summed
    "ready",           # treasures with four cards in the team's hands
    "three_in_hand",   # treasures with three or more in one hand
    "spread",          # cards of a treasure not in its best hand (gives to come), summed
    "spare_copies",    # copies of each not in the discard beyond the four a capture needs, summed (at most 2 each)
    "dead",            # treasures blocked until the discard is reshuffled
    "junk",            # cards in hand of treasures already taken
    "held",            # cards in all hands
    "lifts",           # Helicopter Lifts in hand
    "bags",            # Sandbags in hand
    "tdeck",           # Treasure draw pile: cards / 10
    "waters_deck",     # Waters Rise! cards in it (public make-up)
    "water",           # the Water Meter's tick
    "flood_draws",     # Flood cards a phase
    "tiles",           # tiles in play / 10
    "flooded",         # flooded tiles / 10
    "fdeck",           # Flood draw pile / 10
    "landing_flooded",
    "key_flooded",     # tiles of a treasure still to take lying flooded
    "key_sunk",        # tiles of a treasure still to take gone (its last tile is the game)
    "turn",            # / 10
    "meet",            # the fewest steps between two pawns (their meeting), at most 6
    "to_landing",      # steps to Fools' Landing, summed over pawns (at most 6 each) / 10
    "collector_far",   # for each treasure with three or more in one hand: that hand's steps to its nearer tile, summed
)

# Fitted by `tools/island_learn.py fit` (ridge 5) on 18,386 positions of 800 two-player Novice
# games of the bot as it was (seeds 1001-1800, 49.9 % won; none of the training 101-300 or
# balance 1-100 seeds). Held-out log loss (every fifth seed): 0.554, the judge's number alone 0.668.
# Weights per standard deviation, in NAMES order; MEAN and SCALE the features' own.
WEIGHTS: tuple[float, ...] | None = (
    2.0537, 0.7814, 0.3359, -0.6892, -0.1344, 0.3286, -0.0311, 0.1816, -0.1665, -0.0404, 0.3305, -0.0871,
    -0.0923, 0.3763, -0.7092, -1.1726, 0.0102, 1.274, -0.1843, 0.0334, 0.1589, 0.035, -0.0929, -0.1256,
    -0.2344, -0.3628, -0.1076,
)
MEAN: tuple[float, ...] = (
    2.6973, 1.4278, 4.2755, 5.2335, 0.503, 0.5752, 1.0261, 1.7585, 0.3809, 1.0358, 7.2619, 0.5404, 0.3787,
    1.2566, 1.7381, 3.9741, 3.0115, 1.8043, 0.3977, 1.2148, 0.0297, 0.3878, 0.3261, 1.2349, 1.5063, 0.4187,
    0.5349,
)
SCALE: tuple[float, ...] = (
    2.3161, 1.2869, 2.1297, 2.658, 0.6727, 0.6331, 1.0454, 1.3808, 0.659, 1.5658, 2.0292, 0.655, 0.5575,
    0.6403, 1.0835, 2.0773, 0.8145, 0.5263, 0.2291, 0.571, 0.1697, 0.6426, 0.5877, 0.7128, 1.4189, 0.2145,
    1.1806,
)


def features(state: GameState, judged: float, dists: list[tuple[int, ...]], cards: dict[str, str]) -> list[float]:
    """The position's features (``NAMES``): ``judged`` is the judge's number, ``dists`` each
    pawn's steps to every cell and ``cards`` each treasure's card (the judge's own tables:
    ``judge.learned_features`` passes them, so this module needs nothing of the judge)."""
    data = state.data
    status = state.status
    captured = state.captured
    need = data.rules.capture_cards
    v = judged
    best_held = team_held = ready = three = spread = spare = dead = junk = 0
    for t in data.treasures:
        card = cards[t]
        counts = [h.count(card) for h in state.hands]
        total = sum(counts)
        if t in captured:
            junk += total
            continue
        left = data.cards[card].copies - state.treasure_discard.count(card)
        if left < need:
            dead += 1
        spare += min(2, max(0, left - need))
        best = max(counts)
        best_held += min(best, need)
        team_held += min(total, need)
        spread += total - best
        ready += total >= need
        three += best >= need - 1
    lift, bags = data.card_of_kind("helicopter_lift"), data.card_of_kind("sandbags")
    waters = data.card_of_kind("waters_rise")
    n_lifts = sum(h.count(lift) for h in state.hands)
    n_bags = sum(h.count(bags) for h in state.hands)
    in_play = [c for c, s in enumerate(status) if s != SUNK]
    flooded = sum(1 for s in status if s == FLOODED)
    key_flooded = key_sunk = 0
    for t in data.treasures:
        if t in captured:
            continue
        for x in data.treasures[t].tiles:
            s = state.tile_status(x)
            key_flooded += s == FLOODED
            key_sunk += s == SUNK
    landing_flooded = state.tile_status(data.landing) == FLOODED
    pawns = state.pawns
    meet = 6
    for i in range(len(pawns)):
        for j in range(i + 1, len(pawns)):
            meet = min(meet, min(dists[i][m] + dists[j][m] for m in in_play) if in_play else 6)
    landing = state.cell(data.landing)
    to_landing = sum(min(6, d[landing]) for d in dists) if landing is not None else 6 * len(dists)
    far = 0
    for t in data.treasures:
        if t in captured:
            continue
        counts = [h.count(cards[t]) for h in state.hands]
        best = max(counts)
        if best >= need - 1:
            who = counts.index(best)
            tiles = [c for c in (state.cell(x) for x in data.treasures[t].tiles) if c is not None and status[c] != SUNK]
            far += min(6, min(dists[who][c] for c in tiles)) if tiles else 6
    return [
        v / 100.0, float(len(captured)), float(best_held), float(team_held), float(ready), float(three),
        float(spread), float(spare), float(dead), float(junk), float(sum(len(h) for h in state.hands)),
        float(n_lifts), float(n_bags), len(state.treasure_deck) / 10.0,
        float(data.cards[waters].copies - state.treasure_discard.count(waters)), float(state.water),
        float(state.flood_count), len(in_play) / 10.0, flooded / 10.0, len(state.flood_deck) / 10.0,
        float(landing_flooded), float(key_flooded), float(key_sunk), state.turn / 10.0, float(min(meet, 6)),
        to_landing / 10.0, float(far),
    ]


# the features the correction adds (the others only steady the fit); None: all of them
USE: frozenset[str] | None = None


def correction(x: list[float]) -> float:
    """The fitted weights of every feature but the judge's (``x`` from ``features``), in the
    judge's points (divided by the judge's own weight per point): what the games say the judge
    misses here."""
    if WEIGHTS is None:
        return 0.0
    w0 = WEIGHTS[0] / SCALE[0] / 100.0          # log-odds per judge point
    if w0 <= 0:
        return 0.0
    use = range(1, len(x)) if USE is None else [i for i in range(1, len(x)) if NAMES[i] in USE]
    z = sum(WEIGHTS[i] * (x[i] - MEAN[i]) / SCALE[i] for i in use)
    return z / w0
