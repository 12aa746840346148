"""The one engine protocol every Ludi game follows.

A game is a validated rules config, a tuple of seats and a seed. All randomness comes
from the state's own ``random.Random(seed)``, so a *game record* (rules + seats + seed +
actions) replays exactly: that single fact gives save/resume, undo, export, bug reports
and golden tests.
"""

from __future__ import annotations

import dataclasses
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

RECORD_FORMAT = 1


class IllegalAction(Exception):
    """Raised for any action the rules forbid; the state is left exactly as it was."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RulesError(ValueError):
    """Raised when a rules config or seating cannot hold (e.g. knocking with two players)."""


SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Seat:
    """Who sits at a place: shown in the UI, stored in the record; engines only count seats."""

    name: str
    kind: str = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise RulesError(f"seat kind must be one of {SEAT_KINDS}, not {self.kind!r}")
        if self.kind == "bot" and not self.level:
            raise RulesError("a bot seat needs a level")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(name=str(data["name"]), kind=data.get("kind", "human"), level=data.get("level"))


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _to_jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _from_jsonable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


class Action:
    """Base for actions: small frozen dataclasses with a stable JSON form.

    Subclasses are frozen dataclasses whose fields are ints, strs, bools, None or
    (nested) tuples of those. The JSON form is ``{"type": ClassName, **fields}``.
    """

    def to_json(self) -> dict[str, Any]:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            data[f.name] = _to_jsonable(getattr(self, f.name))
        return data


class ActionCodec:
    """Decodes one game's action JSON back into its action classes."""

    def __init__(self, classes: Sequence[type[Action]]) -> None:
        self._classes = {cls.__name__: cls for cls in classes}

    def decode(self, data: dict[str, Any]) -> Action:
        try:
            cls = self._classes[data["type"]]
        except (KeyError, TypeError):
            raise IllegalAction(f"unknown action {data!r}") from None
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        kwargs = {k: _from_jsonable(v) for k, v in data.items() if k != "type"}
        if set(kwargs) - names:
            raise IllegalAction(f"unexpected fields {sorted(set(kwargs) - names)} in {data['type']}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise IllegalAction(f"malformed action {data!r}: {exc}") from None


class Rules:
    """Base for rules configs: frozen dataclasses validated in ``__post_init__``."""

    def to_json(self) -> dict[str, Any]:
        return _to_jsonable(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rules:
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        unknown = set(data) - names
        if unknown:
            raise RulesError(f"unknown rule settings: {sorted(unknown)}")
        return cls(**{k: _from_jsonable(v) for k, v in data.items()})  # type: ignore[call-arg]


class GameState(ABC):
    """One game in progress. Subclasses implement the ``_``-prefixed hooks.

    ``apply`` validates first and mutates only after validation succeeded, so an
    ``IllegalAction`` always leaves the state untouched.
    """

    game_id: ClassVar[str]
    codec: ClassVar[ActionCodec]

    def __init__(self, rules: Rules, seats: Sequence[Seat], seed: int) -> None:
        self.rules = rules
        self.seats = tuple(seats)
        self.seed = int(seed)
        self.rng = random.Random(self.seed)
        self.history: list[Action] = []

    # --- to implement -------------------------------------------------------------
    @property
    @abstractmethod
    def current_seat(self) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current seat may take now (empty when the game is over)."""

    @abstractmethod
    def _perform(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Current (or final) score per seat."""

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """Exactly what ``seat`` may know (None: a spectator, who sees only public facts)."""

    # --- shared behaviour ------------------------------------------------------------
    def check(self, action: Action) -> None:
        """Raise IllegalAction when ``action`` is not allowed now. Override for huge action spaces."""
        if self.is_over:
            raise IllegalAction("the game is over")
        if action not in self.legal_actions():
            raise IllegalAction(self.explain_illegal(action))

    def explain_illegal(self, action: Action) -> str:
        """A human-readable reason why ``action`` is not legal; games refine this."""
        return f"{type(action).__name__} is not allowed now"

    def apply(self, action: Action) -> None:
        self.check(action)
        self._perform(action)
        self.history.append(action)

    def winners(self) -> list[int]:
        """Seats sharing the best score (several on a tie)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def record(self) -> GameRecord:
        return GameRecord(
            game=self.game_id,
            rules=self.rules.to_json(),
            seats=tuple(self.seats),
            seed=self.seed,
            actions=tuple(a.to_json() for a in self.history),
        )


@dataclass(frozen=True)
class GameRecord:
    """Rules + seats + seed + actions: replays a game exactly."""

    game: str
    rules: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[dict[str, Any], ...] = field(default=())
    format: int = RECORD_FORMAT

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "game": self.game,
            "rules": self.rules,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": list(self.actions),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        if not isinstance(data, dict):
            raise RulesError("a game record must be a JSON object")
        if data.get("format", RECORD_FORMAT) != RECORD_FORMAT:
            raise RulesError(f"unsupported record format {data.get('format')!r}")
        try:
            return cls(
                game=str(data["game"]),
                rules=dict(data.get("rules") or {}),
                seats=tuple(Seat.from_json(s) for s in data["seats"]),
                seed=int(data["seed"]),
                actions=tuple(data.get("actions") or ()),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RulesError(f"malformed game record: {exc}") from None

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RulesError(f"not valid JSON: {exc}") from None
        return cls.from_json(data)


class ReplayError(Exception):
    """A record whose action number ``index`` (0-based) is illegal."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index + 1}: {reason}")
        self.index = index
        self.reason = reason


class Bot(ABC):
    """A computer player. It sees only ``view(seat)`` and the legal actions, never the state.

    ``steps`` is a generator that yields (None) between slices of thinking and returns
    the chosen action; the browser resumes it across event-loop turns so the page never
    freezes, while CPython simply runs it to the end with ``choose``.
    """

    level: ClassVar[str]

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    @abstractmethod
    def steps(self, view: Any, legal: Sequence[Action]) -> Generator[None, None, Action]:
        """Think in slices; ``return`` the chosen action (one of ``legal``)."""

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        gen = self.steps(view, legal)
        while True:
            try:
                next(gen)
            except StopIteration as done:
                return done.value
