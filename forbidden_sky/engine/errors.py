"""Why the rules refuse an action: a stable code and its parameters (ids and numbers), which the
catalogs turn into words; the English sentence rides along for logs, tests and scenario files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Reason(str):
    """A refusal as data: ``code`` (stable: tests and catalogs key on it), ``params`` (ids and
    numbers, never words) and, as the string itself, the English sentence. A ``str`` so that
    every caller that shows or compares a reason keeps working, whatever the language."""

    code: str
    params: Mapping[str, Any]
    template: str

    def __new__(cls, code: str, params: Mapping[str, Any], english: str, template: str | None = None) -> Reason:
        self = super().__new__(cls, english)
        self.code = code
        self.params = dict(params)
        # the English template with its {named} holes: the catalogs' message id, so a screen
        # says the refusal in any language (i18n.say) without knowing the game's table
        self.template = template if template is not None else english
        return self

    def __reduce__(self) -> Any:   # pickles (the simulate workers) keep the code
        return (Reason, (self.code, dict(self.params), str(self), self.template))

    def to_json(self) -> dict[str, Any]:
        """A JSON form (the records' index keeps a bad file's problem so): a parameter that is
        itself a Reason (a refusal inside a record's problem) nests."""
        return _said_json(self)

    @staticmethod
    def from_json(doc: Any) -> Reason | None:
        """The Reason ``to_json`` wrote, or None for anything else (a hand-edited index)."""
        if not (isinstance(doc, dict) and isinstance(doc.get("code"), str) and isinstance(doc.get("english"), str)
                and isinstance(doc.get("template"), str) and isinstance(doc.get("params"), dict)):
            return None
        params: dict[str, Any] = {}
        for k, v in doc["params"].items():
            nested = Reason.from_json(v) if isinstance(v, dict) else None
            if isinstance(v, dict) and nested is None:
                return None
            params[str(k)] = nested if nested is not None else v
        return Reason(doc["code"], params, doc["english"], doc["template"])


def _said_json(said: Any) -> dict[str, Any]:
    # any value with a template and params (a Reason, safeio.Words) nests, so it stays
    # translatable when read back
    params = getattr(said, "params", {}) or {}
    return {"code": str(getattr(said, "code", "words")), "english": str(said), "template": str(said.template),
            "params": {k: _said_json(v) if getattr(v, "template", None) is not None else v for k, v in params.items()}}


class IllegalAction(Exception):
    """The rules' one complaint: ``code``, ``params`` and ``reason`` (the English sentence)."""

    def __init__(self, reason: str, code: str | None = None, params: Mapping[str, Any] | None = None,
                 template: str | None = None):
        self.reason = str(reason)
        self.template: str = template or getattr(reason, "template", None) or getattr(self, "template", None) \
            or self.reason
        # a subclass may have set its own code and params before calling this
        self.code: str = code or getattr(reason, "code", None) or getattr(self, "code", None) or "refused"
        if params is None:
            params = getattr(reason, "params", None) or getattr(self, "params", None) or {}
        self.params: dict[str, Any] = dict(params)

    def why(self) -> Reason:
        """The refusal as a value (what ``why_illegal`` returns)."""
        return Reason(self.code, self.params, self.reason, self.template)
        super().__init__(self.reason)
