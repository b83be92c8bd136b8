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
