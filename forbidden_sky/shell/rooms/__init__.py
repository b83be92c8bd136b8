"""The game screen's shared rooms (issue 19: one set of rooms for both games): the input order
(routing), the pointer (gestures), the panel view and its hit map, toasts, the tooltip, the
pace of chance steps and the record. Game-free: each game supplies its pictures, intents and
presenters through the small protocols here (docs/architecture.md, "The game screen")."""
