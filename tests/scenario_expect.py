"""How a scenario file's expectations are checked, for every game's scenario tests
(docs/scenario-format.md): `expect` (a subset of the output), `expect_events` (partial events in
this order), `expect_error` (part of the refusal's sentence) and `expect_refusal` (its code)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from forbidden_sky.engine.scenario import run_file


def subset(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Differences between what a scenario expects and what happened."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected a mapping, got {actual!r}"]
        out = []
        for k, v in expected.items():
            out += [f"{where}.{k}: missing"] if k not in actual else subset(v, actual[k], f"{where}.{k}")
        return out
    return [] if expected == actual else [f"{where}: expected {expected!r}, got {actual!r}"]


def events_in_order(expected: list[dict], events: list[dict]) -> list[str]:
    i = 0
    for want in expected:
        while i < len(events) and subset(want, events[i]):
            i += 1
        if i == len(events):
            return [f"event {want} not found in order among {[e['type'] for e in events]}"]
        i += 1
    return []


def check_scenario(path: Path) -> tuple[dict, list[str], str]:
    """Run the file through the real runner: (its document, what differs from its expectations,
    the events for the failure message)."""
    doc = yaml.safe_load(path.read_text())
    out, msg, code = run_file(path)
    assert out is not None, msg
    problems = []
    if "expect_error" in doc or "expect_refusal" in doc:
        if code != 3:
            problems.append(f"expected an illegal action, exit {code} ({msg})")
        else:
            if "expect_error" in doc and doc["expect_error"] not in (msg or ""):
                problems.append(f"expected error containing {doc['expect_error']!r}, got {msg!r}")
            if "expect_refusal" in doc and out["refused"]["code"] != doc["expect_refusal"]:
                problems.append(f"expected refusal {doc['expect_refusal']!r}, got {out['refused']!r}")
    elif code != 0:
        problems.append(f"unexpected: {msg}")
    problems += subset(doc.get("expect", {}), out, "output")
    problems += events_in_order(doc.get("expect_events", []), out["events"])
    assert doc.get("expect") or doc.get("expect_events") or "expect_error" in doc or "expect_refusal" in doc, \
        "a scenario must expect something"
    return doc, problems, json.dumps(out["events"])[:3000]
