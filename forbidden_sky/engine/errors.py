"""The rules' one complaint: an action that the rulebook does not allow, told in words."""


class IllegalAction(Exception):
    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)
