"""The one error a bad data file raises: every problem on its own line."""

from __future__ import annotations


class DataError(Exception):
    """Raised when assets/data is missing, unreadable or fails validation.

    ``problems`` holds one line per problem, each ``FILE: ENTRY: KEY: what is wrong``.
    """

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))
