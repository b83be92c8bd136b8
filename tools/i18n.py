"""The message catalogs, in one command (docs/translating.md):

    python tools/i18n.py            # extract, update every language, compile, check
    python tools/i18n.py --check    # check only (what the tests run): exit 1 on any problem
    python tools/i18n.py --add LANG # start a new language from the template

Extraction reads the Python sources (``tr``, ``ntr``, ``ctr`` and ``N_`` calls; see
forbidden_sky/i18n.py) and the player-facing texts of the games' data files (``name``, ``text``,
``title``, ``power`` ... of each entry). The check: every message has a translation in every
language, with the same ``{named}`` parameters, every plural form filled, nothing fuzzy, and
each compiled ``.mo`` says what its ``.po`` says. Needs Babel (in the ``test`` extra).
"""

from __future__ import annotations

import argparse
import datetime
import io
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from forbidden_sky.i18n import DOMAIN  # noqa: E402
from forbidden_sky.island.data.wording import IN_SENTENCE, IN_SENTENCE_FILES  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"tr": None, "ntr": (1, 2), "ctr": ((1, "c"), 2), "N_": None}
# The data files' keys a player reads, per folder (ids, numbers and effect kinds are not words).
DATA_FOLDERS = [ROOT / "assets" / "data", ROOT / "assets" / "island", ROOT / "assets" / "puzzles" / "sky",
                ROOT / "assets" / "puzzles" / "island", ROOT / "assets" / "tutorial"]
DATA_TEXT_KEYS = {"name", "text", "title", "power_text", "description", "label", "short", "help", "rule", "hint"}
DATA_SKIP_FILES = {"ui.yaml"}
# The rules cores' tables of English templates (refusals, outcome causes): the message ids of
# i18n.say. The cores never import the catalogs; the tool reads their tables.
CODE_TABLES = [("forbidden_sky.sky.core.codes", "TEMPLATES"), ("forbidden_sky.sky.core.codes", "CAUSES"),
               ("forbidden_sky.sky.core.codes", "QUESTIONS"), ("forbidden_sky.sky.core.geometry", "HUMAN_NAMES"),
               ("forbidden_sky.sky.core.codes", "PARAM_WORDS"),
               ("forbidden_sky.island.core.refusals", "TEMPLATES")]


def _data_messages() -> Iterator[tuple[str, int, str, str]]:
    """(file, line, message, comment) for every player-facing text of the data files."""
    import yaml

    for folder in DATA_FOLDERS:
        for path in sorted(folder.glob("*.yaml")):
            if path.name in DATA_SKIP_FILES:
                continue
            root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
            if root is None:
                continue
            yield from _walk(root, path.relative_to(ROOT).as_posix(), "")


def _walk(node: Any, file: str, where: str) -> Iterator[tuple[str, int, str, str]]:
    import yaml

    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            name = key.value if isinstance(key, yaml.ScalarNode) else ""
            if name in DATA_TEXT_KEYS and isinstance(value, yaml.ScalarNode) and value.tag.endswith(":str"):
                text = str(value.value)   # exactly as the loader reads it: the screen asks tr(spec.text)
                if text.strip():
                    yield file, value.start_mark.line + 1, text, f"{file}: {where}{name}".strip()
            else:
                yield from _walk(value, file, f"{where}{name}: " if name else where)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _walk(item, file, where)


def _in_sentence_names() -> Iterator[tuple[str, int, str, str]]:
    """Island's tile and adventurer names as they read inside a sentence (with the article a
    language gives them: forbidden_sky/island/data/wording.py's IN_SENTENCE)."""
    import yaml

    for name in IN_SENTENCE_FILES:
        path = ROOT / "assets" / "island" / name
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
        for file, line, message, comment in _walk(root, path.relative_to(ROOT).as_posix(), ""):
            if comment.endswith(": name"):
                yield file, line, message, "inside a sentence, with its article where the language has one: " + comment


def extract() -> Catalog:
    # a fixed date: running the tool twice must not change the files
    cat = Catalog(project="Forbidden Sky", domain=DOMAIN, charset="utf-8",
                  creation_date=datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc),
                  revision_date=datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc),
                  copyright_holder="the Forbidden Sky authors", msgid_bugs_address="")
    method_map = [("forbidden_sky/**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map=method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        cat.add(message, locations=[(filename, lineno)], auto_comments=comments, context=context)
    for file, line, message, comment in _data_messages():
        cat.add(message, locations=[(file, line)], auto_comments=[comment])
    for file, line, message, comment in _in_sentence_names():
        cat.add(message, locations=[(file, line)], auto_comments=[comment], context=IN_SENTENCE)
    import importlib
    for module, table in CODE_TABLES:
        path = module.replace(".", "/") + ".py"
        for code, template in getattr(importlib.import_module(module), table).items():
            cat.add(template, locations=[(path, 0)], auto_comments=[f"{table} {code}"])
    return cat


def po_path(lang: str) -> Path:
    return LOCALE / f"{lang}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def translated_languages() -> list[str]:
    return sorted(p.stem for p in LOCALE.glob("*.po"))


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def write(cat: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=False, omit_header=False, include_previous=False)
    path.write_bytes(buf.getvalue())


def compile_mo(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    return buf.getvalue()


def _shown(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:      # a copy elsewhere (the tests work on one)
        return path.name


def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<broken braces>"}


def problems(lang: str, template: Catalog | None = None) -> list[str]:
    """Everything wrong with one language's catalog, one line each."""
    out: list[str] = []
    cat = read(po_path(lang), lang)
    where = _shown(po_path(lang))
    if template is not None:
        have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in cat if m.id}
        for m in template:
            if not m.id:
                continue
            key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
            if key not in have:
                out.append(f"{where}: missing {key[1]!r} (run python tools/i18n.py)")
    for m in cat:
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strs = [m.string] if isinstance(m.string, str) else list(m.string)
        label = repr(ids[0][:60])
        if m.fuzzy:
            out.append(f"{where}: {label} is marked fuzzy (check the translation, then remove the flag)")
        if any(not s for s in strs):
            out.append(f"{where}: {label} has no translation")
            continue
        wanted = set().union(*(_fields(i) for i in ids))
        if isinstance(m.id, tuple):
            wanted.discard("n")
        for s in strs:
            got = _fields(s)
            if isinstance(m.id, tuple):
                got.discard("n")
            if got != wanted:
                out.append(f"{where}: {label}: parameters {sorted(got)} but the English has {sorted(wanted)}")
    if mo_path(lang).is_file():
        import gettext
        with mo_path(lang).open("rb") as f:
            shipped = gettext.GNUTranslations(f)._catalog  # type: ignore[attr-defined]
        fresh = gettext.GNUTranslations(io.BytesIO(compile_mo(cat)))._catalog  # type: ignore[attr-defined]
        if {k: v for k, v in shipped.items() if k} != {k: v for k, v in fresh.items() if k}:
            out.append(f"{_shown(mo_path(lang))}: out of date (run python tools/i18n.py)")
    else:
        out.append(f"{where}: not compiled (run python tools/i18n.py)")
    return out


def update_all() -> None:
    template = extract()
    write(template, TEMPLATE)
    for lang in translated_languages():
        cat = read(po_path(lang), lang)
        cat.update(template, no_fuzzy_matching=True)
        # messages no longer in the sources are dropped, not kept as obsolete clutter
        cat.obsolete.clear()
        cat.fuzzy = False
        write(cat, po_path(lang))
        mo_path(lang).write_bytes(compile_mo(cat))


def resolve_merge() -> list[str]:
    """After a git merge that conflicts in the catalogs: each language's catalog becomes the
    union of both sides' translations (where both changed one, ours), then the template is extracted afresh and
    the binaries compiled, as ``update`` does. The catalogs are generated files, so a merge of
    two branches that each added messages is resolved by taking every translation of both."""
    import subprocess
    done = []
    for lang in translated_languages():
        rel = po_path(lang).relative_to(ROOT).as_posix()
        sides: dict[int, Catalog] = {}
        for stage in (1, 2, 3):   # 1: the common base, 2: ours, 3: theirs (git's index stages)
            r = subprocess.run(["git", "show", f":{stage}:{rel}"], cwd=ROOT, capture_output=True)
            if r.returncode == 0:
                sides[stage] = read_po(io.BytesIO(r.stdout), locale=lang, domain=DOMAIN)
        if 2 not in sides or 3 not in sides:
            continue
        ours, theirs = sides[2], sides[3]
        base = sides.get(1)
        for m in theirs:
            if not m.id or not m.string:
                continue
            mine = ours.get(m.id, m.context)
            if mine is None or not mine.string:
                ours[m.id] = m
                continue
            # both have it: theirs wins only where it changed the base's translation and ours did not
            was = base.get(m.id, m.context) if base is not None else None
            if was is not None and mine.string == was.string and m.string != was.string:
                mine.string = m.string
        write(ours, po_path(lang))
        done.append(rel)
    update_all()
    return done


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python tools/i18n.py", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check only; exit 1 on any problem")
    parser.add_argument("--add", metavar="LANG", help="start a catalog for a new language (e.g. fr)")
    parser.add_argument("--resolve-merge", action="store_true",
                        help="after a git merge conflicting in the catalogs: keep both sides' translations, then update")
    args = parser.parse_args(argv)
    if args.resolve_merge:
        for rel in resolve_merge():
            print(f"merged both sides of {rel}")
    if args.add:
        if po_path(args.add).exists():
            parser.error(f"{po_path(args.add)} exists already")
        cat = read(TEMPLATE, args.add) if TEMPLATE.exists() else extract()
        cat.locale = args.add  # type: ignore[assignment]
        cat.fuzzy = False
        write(cat, po_path(args.add))
        print(f"wrote {_shown(po_path(args.add))}: translate every msgstr, then run python tools/i18n.py")
        return 0
    if not args.check and not args.resolve_merge:
        update_all()
    template = extract()
    lines = [line for lang in translated_languages() for line in problems(lang, template)]
    for line in lines[:200]:
        print(line)
    if len(lines) > 200:
        print(f"... and {len(lines) - 200} more")
    total = sum(1 for m in template if m.id)
    print(f"{total} messages; languages: en, {', '.join(translated_languages())}; {len(lines)} problem(s)")
    return 1 if lines else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
