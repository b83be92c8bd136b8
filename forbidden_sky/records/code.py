"""Game codes and the Daily Storm: a setup and a seed another table can type in.

A code is Crockford base32 (no I, L, O, U: nothing to misread aloud) of a few bytes: the
level, the adventurers in turn order and the seed, with a check character so a typo is
refused rather than starting some other game. The Daily Storm is computed from the date alone,
so every copy of the game offers the same storm on the same day without a network.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import random
from dataclasses import dataclass
from typing import Optional

from ..sky.data import game_data

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_VERSION = 1
MAX_CODE_SEED = 2**40          # a code stays short: seeds the setup screen makes are far smaller


@dataclass(frozen=True)
class Shared:
    players: tuple[str, ...]
    level: str
    seed: int


class CodeError(ValueError):
    """A code that does not name a game, in words."""


def _check(body: str) -> str:
    return ALPHABET[int(hashlib.sha256(body.encode()).hexdigest(), 16) % 32]


def encode(players: list[str] | tuple[str, ...], level: str, seed: int) -> Optional[str]:
    """The code for a setup, or None when it cannot carry it (a seed out of range)."""
    gd = game_data()
    ids, levels = list(gd.adventurers), list(gd.levels)
    if not 0 <= seed < MAX_CODE_SEED or level not in levels or any(p not in ids for p in players):
        return None
    n = CODE_VERSION
    for p in players:              # each adventurer as a digit 1..len(ids), in turn order
        n = n * (len(ids) + 1) + ids.index(p) + 1
    n = n * (len(ids) + 1)         # 0 ends the list
    n = n * len(levels) + levels.index(level)
    n = n * MAX_CODE_SEED + seed
    body = ""
    while n:
        n, d = divmod(n, 32)
        body = ALPHABET[d] + body
    body += _check(body)
    return "-".join(body[i:i + 4] for i in range(0, len(body), 4))


def decode(code: str) -> Shared:
    gd = game_data()
    ids, levels = list(gd.adventurers), list(gd.levels)
    text = "".join(code.split()).replace("-", "").upper().translate(str.maketrans("OIL", "011"))
    if not 4 <= len(text) <= 32 or any(c not in ALPHABET for c in text):
        raise CodeError("a game code is letters and digits, like 1A2B-3C4D-5E6F")
    body, check = text[:-1], text[-1]
    if _check(body) != check:
        raise CodeError("this code has a typo (its check letter does not match)")
    n = 0
    for c in body:
        n = n * 32 + ALPHABET.index(c)
    n, seed = divmod(n, MAX_CODE_SEED)
    n, li = divmod(n, len(levels))
    n, end = divmod(n, len(ids) + 1)
    players: list[str] = []
    while n >= len(ids) + 1 and len(players) < 6:
        n, d = divmod(n, len(ids) + 1)
        if d == 0:
            raise CodeError("this code names no adventurer")
        players.insert(0, ids[d - 1])
    if n != CODE_VERSION or end != 0:
        raise CodeError("this code is from another version of the game")
    if not 2 <= len(players) <= 5 or len(set(players)) != len(players):
        raise CodeError("this code does not name 2 to 5 different adventurers")
    return Shared(tuple(players), levels[li], seed)


def daily(date: Optional[_dt.date] = None) -> Shared:
    """The Daily Storm: the same adventurers, level and seed for everyone on ``date`` (UTC)."""
    day = date or _dt.datetime.now(_dt.timezone.utc).date()
    h = int(hashlib.sha256(f"forbidden-sky daily {day.isoformat()}".encode()).hexdigest(), 16)
    gd = game_data()
    rng = random.Random(h)
    ids = list(gd.adventurers)
    count = 2 + h % 3                          # 2 to 4 adventurers: a table of any usual size
    levels = list(gd.levels)
    level = levels[min(len(levels) - 1, day.weekday() // 3)]   # gentler early in the week
    return Shared(tuple(rng.sample(ids, count)), level, h % 1_000_000)
