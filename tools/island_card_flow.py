"""How soon could Forbidden Island's treasures be taken if the cards alone mattered?

    python tools/island_card_flow.py                       # the table of bench/BALANCE.md
    python tools/island_card_flow.py --pool 10 --delay 2 --keep 2 --games 5000

A model of the Treasure deck's card flow with everything else idealized, to bound what better
card play could gain (bench/BALANCE.md, "2026-12-04 (night)"). The deck, the copies, the cards
a capture needs, the deal and the draws a turn come from the game's data (assets/island/); the
rest is the model's:

- the team's hands are one pool of ``--pool`` cards (two hands of the hand limit is 10): a card
  goes to whoever needs it at no cost, as if the pawns always stood together and gives were free;
- a treasure is taken ``--delay`` player turns after the pool first holds its cards (0: at once;
  2: the drawer's own next turn, the soonest a real capture can follow a draw), with no walk;
- over the pool's size, the Special Action cards go first, beyond ``--keep`` of them, then a card
  of the treasure the pool holds fewest of (never one of a treasure ready to take);
- a Waters Rise! only goes to the discard; the pile is rebuilt from its shuffled discard when it
  runs out; cards of a treasure taken leave the pool at once.

Nothing floods and nothing is lost: the turn of each capture is the card flow's bound. The strong
bot's own captures (``tools/island_tune.py``, ``forbidden-sky simulate --game island``) sit
against it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import dataclass
from typing import Any

from forbidden_sky.island.data import island_data

SPECIAL = "*"      # a Special Action card in the model (its kind does not matter here)
RISE = "!"         # a Waters Rise! card


@dataclass(frozen=True)
class Deck:
    treasures: tuple[str, ...]
    cards: tuple[str, ...]          # the whole Treasure deck, one entry a copy
    need: int                       # cards a capture takes
    deal: int                       # cards dealt to the team at the start
    draws: int                      # cards drawn a turn


def deck_from_data(players: int = 2) -> Deck:
    data = island_data()
    cards: list[str] = []
    for spec in data.cards.values():
        mark = spec.treasure if spec.treasure is not None else SPECIAL if spec.special else RISE
        cards += [mark] * spec.copies
    return Deck(tuple(data.treasures), tuple(cards), data.rules.capture_cards, data.rules.deal * players,
                data.rules.treasure_draws)


@dataclass(frozen=True)
class Flow:
    captures: tuple[int, ...]       # the turn of each capture, in order
    live_discards: int              # cards of a treasure still to take thrown away


def play(deck: Deck, seed: int, pool_size: int, delay: int, keep: int, turns: int = 80) -> Flow:
    rnd = random.Random(seed)
    pile = list(deck.cards)
    rnd.shuffle(pile)
    discard: list[str] = []
    pool: list[str] = []
    while len(pool) < deck.deal:            # the deal: a Waters Rise! goes back and is shuffled in
        c = pile.pop()
        if c == RISE:
            pile.insert(0, c)
            rnd.shuffle(pile)
        else:
            pool.append(c)
    taken: list[str] = []
    captures: list[int] = []
    ready_since: dict[str, int] = {}
    live = 0
    for turn in range(1, turns + 1):
        for _ in range(deck.draws):
            if not pile:
                pile, discard = discard, []
                rnd.shuffle(pile)
            c = pile.pop()
            (discard if c == RISE else pool).append(c)
        for t in deck.treasures:
            if t in taken or pool.count(t) < deck.need:
                continue
            since = ready_since.setdefault(t, turn)
            # one capture a turn: it takes the collector's action
            if turn - since >= delay and not (captures and captures[-1] == turn):
                for _ in range(deck.need):
                    pool.remove(t)
                    discard.append(t)
                taken.append(t)
                captures.append(turn)
        for c in [c for c in pool if c in taken]:
            pool.remove(c)
            discard.append(c)
        while len(pool) > pool_size:
            specials = [c for c in pool if c == SPECIAL]
            if len(specials) > keep:
                c = SPECIAL
            else:
                held = [t for t in deck.treasures if t in pool and t not in taken]
                c = min(held, key=lambda t: (pool.count(t) == deck.need, pool.count(t), deck.treasures.index(t)))
                live += 1
            pool.remove(c)
            discard.append(c)
        if len(taken) == len(deck.treasures):
            break
    return Flow(tuple(captures), live)


def summary(deck: Deck, games: int, pool_size: int, delay: int, keep: int) -> dict[str, Any]:
    flows = [play(deck, seed, pool_size, delay, keep) for seed in range(1, games + 1)]
    n = len(deck.treasures)
    mean_turn = [statistics.mean(f.captures[i] for f in flows if len(f.captures) > i) for i in range(n)]
    return {"pool": pool_size, "delay": delay, "keep": keep, "capture_turns": [round(x, 1) for x in mean_turn],
            "all_taken": sum(len(f.captures) == n for f in flows) / games,
            "live_discards": round(statistics.mean(f.live_discards for f in flows), 1)}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="island_card_flow", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--pool", type=int, nargs="*", default=None,
                    help="pool sizes (default: the hand limit times the players, and 2 less)")
    ap.add_argument("--delay", type=int, nargs="*", default=[0, 1, 2, 3])
    ap.add_argument("--keep", type=int, nargs="*", default=[0, 2])
    ap.add_argument("--games", type=int, default=3000)
    args = ap.parse_args(argv)
    deck = deck_from_data(args.players)
    full = island_data().rules.hand_limit * args.players
    pools = args.pool or [full, full - 2]
    print("pool delay keep | mean turn of each capture | all taken | live cards discarded a game")
    for pool_size in pools:
        for delay in args.delay:
            for keep in args.keep:
                s = summary(deck, args.games, pool_size, delay, keep)
                turns = " ".join(f"T{x}" for x in s["capture_turns"])
                print(f"{pool_size:4} {delay:5} {keep:4} | {turns} | {100 * s['all_taken']:.0f} % | {s['live_discards']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
