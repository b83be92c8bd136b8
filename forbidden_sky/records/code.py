"""Game codes and the Daily Storm: a game, a setup and a seed another table can type in.

A code is Crockford base32 (no I, L, O, U: nothing to misread aloud) of one number: a code
version, the adventurers in turn order, the level, the seed and (from version 2) the game,
with a check character so a typo is refused rather than starting some other game. The
roles and levels are the named game's (``Game.setup``), so codes are game-free. The Daily
Storm is computed from the date alone, so every copy of the game offers the same storm on
the same day without a network.

Version 1 codes (before there were two games) name no game: they are Sky's
(``registry.DEFAULT``) and decode exactly as they always did. A version 2 code's check
character is never the one version 1 would compute for the same body, so no code reads as
both.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import random
from dataclasses import dataclass
from typing import Optional

from ..engine import registry
from ..engine.game import SetupChoices


def N_(message: str) -> str:
    """Marks a refusal's English template for the catalog (tools/i18n.py extracts every ``N_``
    call); the screens say it with ``i18n.say``. Local: records import nothing but the engine."""
    return message

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_VERSION = 2
MAX_CODE_SEED = 2**40          # a code stays short: seeds the setup screen makes are far smaller
# A code's game number: its place here. Append only (a number, once given, is a game's for
# ever); a test checks that every game of the registry has one.
CODE_GAMES = ("sky", "island")
GAME_SLOTS = 16


@dataclass(frozen=True)
class Shared:
    players: tuple[str, ...]
    level: str
    seed: int
    game: str = registry.DEFAULT


class CodeError(ValueError):
    """A code that does not name a game, in words: an English ``template`` with named
    ``params`` (``i18n.say`` says it in the player's language); ``str()`` is the English."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


def _check(body: str) -> str:
    """Version 1's check character."""
    return ALPHABET[int(hashlib.sha256(body.encode()).hexdigest(), 16) % 32]


def _check2(body: str) -> str:
    """Version 2's: never version 1's for the same body."""
    v1 = ALPHABET.index(_check(body))
    h = int(hashlib.sha256(f"v2:{body}".encode()).hexdigest(), 16) % 31
    return ALPHABET[(v1 + 1 + h) % 32]


def _choices(game: str) -> SetupChoices:
    return registry.get(game).setup


def encode(players: list[str] | tuple[str, ...], level: str, seed: int,
           game: str = registry.DEFAULT) -> Optional[str]:
    """The code for a setup, or None when it cannot carry it (a seed out of range)."""
    if game not in CODE_GAMES:
        return None
    ch = _choices(game)
    ids, levels = list(ch.roles), list(ch.levels)
    if not 0 <= seed < MAX_CODE_SEED or level not in levels or any(p not in ids for p in players):
        return None
    n = CODE_VERSION
    for p in players:              # each adventurer as a digit 1..len(ids), in turn order
        n = n * (len(ids) + 1) + ids.index(p) + 1
    n = n * (len(ids) + 1)         # 0 ends the list
    n = n * len(levels) + levels.index(level)
    n = n * MAX_CODE_SEED + seed
    n = n * GAME_SLOTS + CODE_GAMES.index(game)   # lowest: the game is read first
    body = ""
    while n:
        n, d = divmod(n, 32)
        body = ALPHABET[d] + body
    body += _check2(body)
    return "-".join(body[i:i + 4] for i in range(0, len(body), 4))


def decode(code: str) -> Shared:
    text = "".join(code.split()).replace("-", "").upper().translate(str.maketrans("OIL", "011"))
    if not 4 <= len(text) <= 32 or any(c not in ALPHABET for c in text):
        raise CodeError(N_("a game code is letters and digits, like 1A2B-3C4D-5E6F"))
    body, check = text[:-1], text[-1]
    if check == _check(body):
        version = 1
    elif check == _check2(body):
        version = 2
    else:
        raise CodeError(N_("this code has a typo (its check letter does not match)"))
    n = 0
    for c in body:
        n = n * 32 + ALPHABET.index(c)
    game = registry.DEFAULT
    if version == 2:
        n, g = divmod(n, GAME_SLOTS)
        if g >= len(CODE_GAMES):
            raise CodeError(N_("this code is for a game this version does not know"))
        game = CODE_GAMES[g]
    try:
        ch = _choices(game)
    except (registry.UnknownGame, ImportError):
        raise CodeError(N_("this code is for a game this version cannot play yet")) from None
    ids, levels = list(ch.roles), list(ch.levels)
    n, seed = divmod(n, MAX_CODE_SEED)
    n, li = divmod(n, len(levels))
    n, end = divmod(n, len(ids) + 1)
    players: list[str] = []
    while n >= len(ids) + 1 and len(players) <= ch.max_players:
        n, d = divmod(n, len(ids) + 1)
        if d == 0:
            raise CodeError(N_("this code names no adventurer"))
        players.insert(0, ids[d - 1])
    if n != version or end != 0:
        raise CodeError(N_("this code is from another version of the game"))
    if not ch.min_players <= len(players) <= ch.max_players or len(set(players)) != len(players):
        raise CodeError(N_("this code does not name {low} to {high} different adventurers"), low=ch.min_players,
                        high=ch.max_players)
    return Shared(tuple(players), levels[li], seed, game)


def daily(date: Optional[_dt.date] = None, game: str = registry.DEFAULT) -> Shared:
    """The Daily Storm: the same adventurers, level and seed for everyone on ``date`` (UTC)."""
    day = date or _dt.datetime.now(_dt.timezone.utc).date()
    salt = "" if game == registry.DEFAULT else f" {game}"   # Sky's storms stay the ones they were
    h = int(hashlib.sha256(f"forbidden-sky daily{salt} {day.isoformat()}".encode()).hexdigest(), 16)
    ch = _choices(game)
    rng = random.Random(h)
    ids = list(ch.roles)
    low, high = ch.min_players, min(ch.max_players, 4)
    count = low + h % (high - low + 1)          # 2 to 4 adventurers: a table of any usual size
    levels = list(ch.levels)
    level = levels[min(len(levels) - 1, day.weekday() // 3)]   # gentler early in the week
    return Shared(tuple(rng.sample(ids, count)), level, h % 1_000_000, game)
