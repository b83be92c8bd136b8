"""Where records live: ``user_data_dir()/games/<id>.json``, one file a game, never beside the app.

Writing is atomic and durable (write a temporary file in the same folder, flush, fsync, then
``os.replace``): a crash or a kill at any moment leaves either the previous record or the new
one whole, never half of each. A record read from a file is written back to that file and no
other (``Record.file``), whatever its name or the id inside. Reading goes through the guarded
reader with a size and depth bound; a bad file is reported in words and left where it is
(nothing is deleted but on the player's word, and Delete only ever says why it could not).

Listing is cheap however many games there are: each file's summary (what the Games list and
Continue show, and whether it replays to its stated outcome, which the statistics need) is
kept in a small index (``games/.index``), keyed by the file's name, size, modification
time and inode (every save is a new file); only a file that is new or changed is read and replayed again. The index is a cache:
a damaged or missing one is rebuilt, never trusted over a changed file.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Optional

from ..engine.errors import Reason
from ..i18n import N_
from ..safeio import ReadError, read_json, short_repr
from .replay import replay
from .format import MAX_TURNS, SOURCES, Branch, Record, RecordError, bare_result, parse_record, valid_id

FOLDER = "games"
# 5,000 actions of ~80 bytes: well under 1 MiB; anything bigger is not a real record.
MAX_BYTES = 1 << 20
TMP_PREFIX = ".writing-"
_BROKEN_LINK = N_("a link to a file that is not there")


def _problem_to_index(problem: Optional[str]) -> Any:
    """A bad file's problem as the index keeps it: the reason as data, so the list says it in
    whatever language it is shown in later; its English bounded as before."""
    if problem is None:
        return None
    if isinstance(problem, Reason):
        doc = problem.to_json()
        if len(json.dumps(doc)) <= 2000:
            return doc
    return str(problem)[:300]


def _problem_from_index(doc: Any) -> Optional[str]:
    # an index written before the reasons were data holds an English text: None reads the
    # file again, once, for its reason
    return Reason.from_json(doc)
STALE_S = 600.0
INDEX = ".index"
INDEX_FORMAT = "forbidden-sky games index"
INDEX_VERSION = 1
INDEX_MAX_BYTES = 16 << 20     # ~400 bytes a game: room for 40,000 games


@dataclass(frozen=True)
class Summary:
    """What the Games list, Continue and the statistics need of a record, without its actions."""
    id: str
    game: str
    players: tuple[str, ...]
    level: str
    seed: int
    created: str
    updated: str
    outcome: Optional[str]
    turns: int
    source: str
    branch: Optional[Branch]
    # the record replays to the outcome and the turn it states (only such games are counted);
    # None: a finished game not replayed yet (a listing for Continue does not need to know)
    counted: Optional[bool] = False

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    @staticmethod
    def of(record: Record, counted: Optional[bool]) -> Summary:
        return Summary(record.id, record.game, record.players, record.level, record.seed, record.created,
                       record.updated, record.outcome, record.turns, record.source, record.branch, counted)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game, "players": list(self.players), "level": self.level,
                "seed": self.seed, "created": self.created, "updated": self.updated, "outcome": self.outcome,
                "turns": self.turns, "source": self.source, "counted": self.counted,
                "branch": None if self.branch is None else [self.branch.game, self.branch.actions, self.branch.turn]}

    @staticmethod
    def from_json(d: Any) -> Optional[Summary]:
        """None for anything that is not a summary this module wrote (the index is rebuilt)."""
        try:
            b = d["branch"]
            s = Summary(d["id"], d["game"], tuple(d["players"]), d["level"], d["seed"], d["created"], d["updated"],
                        d["outcome"], d["turns"], d["source"], None if b is None else Branch(*b), d["counted"])
        except (KeyError, TypeError, ValueError):
            return None
        texts = [s.game, s.level, s.created, s.updated, *s.players]
        ok = (valid_id(s.id) and all(isinstance(t, str) and len(t) <= 40 for t in texts) and len(s.players) <= 8
              and isinstance(s.seed, int) and isinstance(s.turns, int) and 1 <= s.turns <= MAX_TURNS
              and (s.outcome is None or isinstance(s.outcome, str) and len(s.outcome) <= 40)
              and s.source in SOURCES and (s.counted is None or isinstance(s.counted, bool))
              and (s.branch is None or valid_id(s.branch.game) and isinstance(s.branch.actions, int)
                   and isinstance(s.branch.turn, int)))
        return s if ok else None


@dataclass
class Entry:
    """One file of the Games list: its summary, or why it was refused. ``record`` reads the
    whole record (once) when a game is opened; the list itself draws from ``summary``."""
    path: Path
    summary: Optional[Summary] = None
    problem: Optional[str] = None     # a bad file's reason (an engine.errors.Reason: i18n.say words it)
    mtime: float = 0.0
    _load: Optional[Callable[[Path], Record]] = field(default=None, repr=False, compare=False)
    _record: Optional[Record] = field(default=None, repr=False, compare=False)

    @property
    def record(self) -> Optional[Record]:
        if self._record is None and self.summary is not None and self.problem is None and self._load is not None:
            try:
                self._record = self._load(self.path)
            except RecordError as exc:
                self.problem = exc.reason
        return self._record if self.problem is None else None


class Store:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, rid: str) -> Path:
        return self.folder / f"{rid}.json"

    def target(self, record: Record) -> Path:
        """The file ``record`` is saved to: the one it was read from, else ``<id>.json``."""
        if record.file is not None:
            if Path(record.file).name != record.file or record.file in (".", ".."):
                raise OSError(f"not a file name: {short_repr(record.file)}")
            return self.folder / record.file
        return self.path(record.id)

    def save(self, record: Record) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        final = self.target(record)
        text = record.dumps().encode("utf-8")
        fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".json", dir=self.folder)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, final)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return final

    def load(self, path: Path) -> Record:
        try:
            doc = read_json(path, label=_shown(path.name), max_bytes=MAX_BYTES)
        except ReadError as exc:
            raise RecordError(exc.template, "unreadable", **exc.params) from None
        except OSError as exc:
            raise RecordError(N_("{file}: cannot be read ({why})"), "unreadable", file=_shown(path.name),
                              why=exc.strerror or str(exc)) from None
        # the file it came from is where it goes on being saved (never another file); a file
        # renamed to another valid id (by the one rule) is known by that name
        rec = parse_record(doc)
        stem = path.name[:-len(".json")] if path.name.endswith(".json") else path.name
        rec = replace(rec, id=stem if valid_id(stem) else rec.id, file=path.name)
        if bare_result(rec.rules(), rec.outcome):
            rec = self._complete_outcome(rec)
        return rec

    def _complete_outcome(self, rec: Record) -> Record:
        """A record that states its result without the cause (``lost``, format.bare_result):
        the cause its replay reaches, written back to its file (best effort: a read-only
        folder keeps the old file, and the record is read the same way next time)."""
        try:
            reached = replay(rec, check_outcome=False).outcome()
        except RecordError:
            return rec          # its actions do not replay: the listing says why, as for any record
        if reached is None or reached.partition(":")[0] != rec.outcome:
            return rec          # it does not end as it says: the listing's check refuses it
        fixed = replace(rec, outcome=reached)
        try:
            self.save(fixed)
        except OSError:
            pass
        return fixed

    def entries(self, verify: bool = True) -> list[Entry]:
        """Every record file, newest first; a bad one carries its problem instead. With
        ``verify``, every finished game's summary knows whether it replays to what it states
        (``counted``: the statistics need it); without, a new finished game is not replayed
        (Continue only looks for an unfinished one), and a later listing replays it."""
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return []
        index = self._read_index()
        fresh: dict[str, Any] = {}
        out = []
        for name in names:
            if not name.endswith(".json"):
                continue
            p = self.folder / name
            if name.startswith(TMP_PREFIX):
                _sweep(p)   # a write a kill interrupted: the record beside it is whole
                continue
            try:
                st = os.stat(p)
            except OSError:
                try:
                    st = os.lstat(p)
                except OSError:
                    continue          # gone since the listing
                out.append(Entry(p, problem=Reason("broken_link", {}, _BROKEN_LINK), mtime=st.st_mtime))
                continue
            key = [st.st_size, st.st_mtime_ns, st.st_ino]   # a save is a new file (os.replace)
            known = index.get(name)
            summary, problem = None, None
            if isinstance(known, dict) and known.get("key") == key:
                summary = Summary.from_json(known.get("summary")) if known.get("summary") is not None else None
                problem = _problem_from_index(known.get("problem"))
                if summary is None and problem is None:
                    known = None
            else:
                known = None
            if known is None:
                summary, problem = self._summarise(p, st, verify)
            elif verify and summary is not None and summary.counted is None:
                try:
                    summary = replace(summary, counted=_counts(self.load(p)))
                except RecordError as exc:
                    summary, problem = None, exc.reason
            if _storable(name):
                fresh[name] = {"key": key, "summary": None if summary is None else summary.to_json(),
                               "problem": _problem_to_index(problem)}
            out.append(Entry(p, summary, problem, st.st_mtime, self.load))
        if fresh != index:
            self._write_index(fresh)
        out.sort(key=lambda e: (e.summary.updated if e.summary else "", e.mtime), reverse=True)
        return out

    def _summarise(self, p: Path, st: os.stat_result, verify: bool) -> tuple[Optional[Summary], Optional[str]]:
        if not stat.S_ISREG(st.st_mode):
            why = N_("{file}: cannot be read (it is a folder)") if stat.S_ISDIR(st.st_mode) \
                else N_("{file}: cannot be read (it is not a file)")
            return None, RecordError(why, "not_a_file", file=_shown(p.name)).reason
        try:
            rec = self.load(p)
        except RecordError as exc:
            return None, exc.reason
        return Summary.of(rec, _counts(rec) if verify or not rec.finished else None), None

    def unfinished(self, game: Optional[str] = None) -> Optional[Record]:
        """The latest game (of ``game``, when given) not yet over: the one Continue resumes."""
        for e in self.entries(verify=False):
            if e.summary is None or e.summary.finished or (game is not None and e.summary.game != game):
                continue
            if e.record is not None:
                return e.record
        return None

    def delete(self, path: Path) -> Optional[str]:
        """Only on the player's word (the Games list asks first). None when the file is gone,
        else why it could not be removed, in words (never an exception)."""
        path = Path(path)
        try:
            if path.parent.resolve() != self.folder.resolve() or not path.name.endswith(".json"):
                return "only a game's file in the games folder can be deleted"
            st = os.lstat(path)
            if stat.S_ISDIR(st.st_mode):
                return f"{_shown(path.name)} is a folder, not a game: remove it with the file manager if you wish"
            path.unlink()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return f"{_shown(path.name)} could not be deleted ({exc.strerror or type(exc).__name__})"
        return None

    # ---- the index --------------------------------------------------------------------------

    def _read_index(self) -> dict[str, Any]:
        try:
            doc = read_json(self.folder / INDEX, label=INDEX, max_bytes=INDEX_MAX_BYTES)
        except (ReadError, OSError):
            return {}
        if not (isinstance(doc, dict) and doc.get("format") == INDEX_FORMAT and doc.get("version") == INDEX_VERSION
                and doc.get("data") == _data_key() and isinstance(doc.get("files"), dict)):
            return {}
        files: dict[str, Any] = doc["files"]
        return files

    def _write_index(self, files: dict[str, Any]) -> None:
        """Best effort: a read-only folder or a full disk only costs the next listing time."""
        doc = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "data": _data_key(), "files": files}
        try:
            fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".json", dir=self.folder)
        except OSError:
            return
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(doc, f, separators=(",", ":"))
            os.replace(tmp, self.folder / INDEX)
        except OSError:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _counts(rec: Record) -> bool:
    """A finished game the statistics may count: its actions reach the outcome and the turn
    it states (a forged "won" or "turns": 10000 is not counted)."""
    if not rec.finished:
        return False
    try:
        replay(rec)
    except RecordError:
        return False
    return True


def _data_key() -> str:
    """Summaries depend on the data of every game they replay with: another data version
    (an update of the game) rebuilds the index."""
    from ..engine import registry
    out = []
    for gid in registry.game_ids():
        try:
            out.append(f"{gid}:{registry.get(gid).data_version()}")
        except Exception:  # noqa: BLE001 - a game that cannot load yet has no records to summarise
            out.append(f"{gid}:-")
    return " ".join(out)


def _storable(name: str) -> bool:
    """A name the index (UTF-8 JSON) can hold: one that is not valid text is read every time."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(name: str) -> str:
    """A file name fit for a message: a name that is not UTF-8 keeps its readable part."""
    return name.encode("utf-8", "replace").decode("utf-8")[:80]


def _sweep(tmp: Path) -> None:
    """Remove a temporary file a killed write left behind, once it is surely not being
    written any more (another copy of the game may be saving right now)."""
    try:
        if time.time() - tmp.stat().st_mtime > STALE_S:
            tmp.unlink()
    except OSError:
        pass


def default_store() -> Optional[Store]:
    """The player's records folder, or None when there is no user folder to speak of."""
    try:
        from ..resources import user_data_dir
        return Store(user_data_dir() / FOLDER)
    except (RuntimeError, OSError, KeyError):
        return None
