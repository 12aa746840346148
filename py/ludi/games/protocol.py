"""The one engine protocol every Ludi game follows.

A game is a validated rules config, a tuple of seats and a seed. All randomness comes
from the state's own ``random.Random(seed)``, so a *game record* (rules + seats + seed +
actions) replays exactly: that single fact gives save/resume, undo, export, bug reports
and golden tests. Engines draw only through ``GameState.rng_below``/``rng_shuffle``/
``rng_choice``, which use nothing but ``rng.random()`` (see ``RECORD_FORMAT``), so a record
made by the browser's Python replays the same in any other.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import json
import math
import random
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, TypeVar

#: Format 2: every random choice of a game (deals, reshuffles, dice, who starts) is drawn
#: with ``randbelow``/``shuffle`` below, built on ``rng.random()`` alone. Python promises the
#: same ``random()`` sequence per seed in every version, but not the algorithms of
#: ``shuffle``, ``randrange`` or ``choice``; records travel between the browser's Python and
#: the CPython of tests and the CLI, and saved games must outlive Python upgrades.
RECORD_FORMAT = 2
#: Format 1 drew with the standard library's ``shuffle``/``randrange``/``choice`` (as Python
#: 3.11 to 3.14 implement them). Its records, games saved before format 2 among them, still
#: replay with those calls: a state knows its format (``GameState.record_format``).
LEGACY_RECORD_FORMAT = 1
RECORD_FORMATS = (LEGACY_RECORD_FORMAT, RECORD_FORMAT)
#: Seeds are whole numbers of at most 64 bits: enough for any table, and a record holding a
#: 5,000-digit number cannot make ``int``/``str`` conversions blow up later.
SEED_LIMIT = 2**64
_T = TypeVar("_T")
_TWO_53 = 2**53


def randbelow(rng: random.Random, n: int) -> int:
    """A whole number in ``range(n)``, every one exactly equally likely, from ``rng.random()``
    alone (the one part of ``random`` that Python keeps the same across versions).

    ``random()`` is a multiple of 2**-53, so ``random() * 2**53`` is an exact 53-bit whole
    number k; k % n is uniform once the last, incomplete block of n values is redrawn (for
    a pack of 110 cards, once in about 10**14 draws). Integer arithmetic only after the one
    exact multiplication: nothing depends on how a platform rounds.
    """
    if not 0 < n <= _TWO_53:
        raise ValueError(f"randbelow needs 0 < n <= 2**53, not {_short(n)}")
    limit = _TWO_53 - _TWO_53 % n
    while True:
        k = int(rng.random() * _TWO_53)
        if k < limit:
            return k % n


def shuffle(rng: random.Random, items: MutableSequence[Any]) -> None:
    """Shuffle ``items`` in place: Fisher–Yates from the end, each swap drawn by ``randbelow``,
    so every order is equally likely and the same seed gives the same order in every Python."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def check_record_format(fmt: Any) -> int:
    """``fmt`` when it is a record format this version replays (``RECORD_FORMATS``), else RulesError."""
    if type(fmt) is not int or fmt not in RECORD_FORMATS:
        raise RulesError(f"unsupported record format {_short(fmt)}", "record.format", {"format": _short(fmt)})
    return fmt


class IllegalAction(Exception):
    """Raised for any action the rules forbid; the state is left exactly as it was."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RulesError(ValueError):
    """Raised when a rules config, seating, record or position cannot hold (e.g. knocking with
    two players).

    ``str(exc)`` is an English sentence for the command line and logs; a UI shows ``code`` (a
    stable id such as ``"romme.knocking_players"``) with ``params`` (JSON-able values named
    like the catalogs' placeholders, ``where`` for a position's field path) in the player's
    language (``ludi.ui.i18n.errors``), so rewording the English never changes what a player
    reads.
    """

    def __init__(self, message: str, code: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Any] = dict(params or {})

    def __reduce__(self) -> tuple[Any, ...]:
        # Exceptions pickle their args only; benchmark workers send errors between processes.
        return (type(self), (str(self), self.code, self.params))


SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Seat:
    """Who sits at a place: shown in the UI, stored in the record; engines only count seats."""

    name: str
    kind: str = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise RulesError(
                f"seat kind must be one of {SEAT_KINDS}, not {self.kind!r}",
                "seat.kind",
                {"kind": _short(self.kind)},
            )
        if self.kind == "bot" and not self.level:
            raise RulesError("a bot seat needs a level", "seat.level")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        """A seat from its JSON object; wrong field types are a RulesError."""
        name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level")
        if not isinstance(name, str):
            raise RulesError(
                f"a seat's name must be a string, not {_short(name)}", "seat.field", {"field": "name"}
            )
        if not isinstance(kind, str):
            raise RulesError(
                f"a seat's kind must be a string, not {_short(kind)}", "seat.field", {"field": "kind"}
            )
        if level is not None and not isinstance(level, str):
            raise RulesError(
                f"a seat's level must be a string, not {_short(level)}", "seat.field", {"field": "level"}
            )
        return cls(name=name, kind=kind, level=level)


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _to_jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _copy_json(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy_json(v) if isinstance(v, (list, dict)) else v for v in value]
    if isinstance(value, dict):
        return {k: _copy_json(v) if isinstance(v, (list, dict)) else v for k, v in value.items()}
    return value


def _from_jsonable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


def _short(value: Any) -> str:
    """A repr cut to one short line, for error messages about untrusted input.

    ``repr`` itself can fail on such input (an int of 5,000 digits, anywhere inside a tuple,
    is a ValueError; very deep nesting a RecursionError): then the type names it.
    """
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too large to show"
    return text if len(text) <= 60 else text[:57] + "..."


#: The public name of ``_short``, for other modules' messages about untrusted input.
short_repr = _short


def _describe(tp: Any) -> str:
    """Words for a field annotation, as error messages show it."""
    if tp is type(None):
        return "null"
    names = {int: "a whole number", bool: "true or false", str: "a string", float: "a number"}
    if tp in names:
        return names[tp]
    args = typing.get_args(tp)
    if typing.get_origin(tp) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list of {_describe(args[0]).removeprefix('a ').removeprefix('an ')}s"
        return f"a list of {len(args)} values"
    if typing.get_origin(tp) is typing.Literal:
        return " or ".join(repr(a) for a in args)
    if args:
        return " or ".join(_describe(a) for a in args)
    return getattr(tp, "__name__", str(tp))


class _Mismatch(Exception):
    """A value that does not fit an annotation (turned into IllegalAction with the field name)."""


def _conform(value: Any, tp: Any) -> Any:
    """``value`` checked against annotation ``tp``; lists become tuples. Raises _Mismatch.

    Strict on purpose: ``True`` is no int, ``0.0`` no int, ``"1"`` no int, so actions that
    compare equal are the same move (``0.0 == 0`` would let a float die index through).
    """
    if tp is Any:
        return value
    if tp is type(None):
        if value is None:
            return None
        raise _Mismatch
    if tp is bool:
        if value is True or value is False:
            return value
        raise _Mismatch
    if tp is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise _Mismatch
    if tp is str:
        if isinstance(value, str):
            return value
        raise _Mismatch
    if tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
            return value
        raise _Mismatch
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is tuple:
        if not isinstance(value, (tuple, list)):
            raise _Mismatch
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_conform(v, args[0]) for v in value)
        if len(args) != len(value):
            raise _Mismatch
        return tuple(_conform(v, a) for v, a in zip(value, args))
    if origin is typing.Literal:
        for option in args:
            if value == option and type(value) is type(option):
                return value
        raise _Mismatch
    if origin in (typing.Union, types.UnionType):
        for option in args:
            try:
                return _conform(value, option)
            except _Mismatch:
                continue
        raise _Mismatch
    raise TypeError(f"action fields cannot be typed {tp!r} (use int, bool, str, float, tuples, X | None)")


_FIELD_TYPES: dict[type, tuple[tuple[str, Any], ...]] = {}


def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, annotation) of an action class's fields, resolved once per class."""
    known = _FIELD_TYPES.get(cls)
    if known is None:
        hints = typing.get_type_hints(cls)
        known = _FIELD_TYPES[cls] = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
    return known


class Action:
    """Base for actions: small frozen dataclasses with a stable JSON form.

    Subclasses are frozen dataclasses whose fields are typed ``int``, ``bool``, ``str``,
    ``float``, ``X | None``, ``Literal[...]`` or tuples of those (``tuple[str, ...]``). The
    JSON form is ``{"type": ClassName, **fields}``.

    Every field is checked against its annotation at construction (``__post_init__``), so
    an action object always holds exactly the declared types: ``Roll(1.0)``, ``Roll(True)``
    or ``Discard(7)`` raise ``IllegalAction`` naming the field, before any engine sees them.
    A list given for a tuple field is stored as a tuple, so a caller that mutates its list
    afterwards cannot rewrite history. Games add shape checks (card codes, ...) in
    ``validate``; a subclass needing its own ``__post_init__`` must call ``super().__post_init__()``.
    """

    def __post_init__(self) -> None:
        for name, tp in _field_types(type(self)):
            value = getattr(self, name)
            try:
                conformed = _conform(value, tp)
            except _Mismatch:
                raise IllegalAction(
                    f"{type(self).__name__}.{name} must be {_describe(tp)}, not {_short(value)}"
                ) from None
            if conformed is not value:
                object.__setattr__(self, name, conformed)
        self.validate()

    def validate(self) -> None:
        """Game-specific checks of the field values once their types hold; raise IllegalAction."""

    def to_json(self) -> dict[str, Any]:
        """A fresh dict each call (callers may change theirs). Every move of a game is written
        again at each autosave, so equal actions share one worked-out form: validated fields
        make equal actions equal in type too (``Roll(1)`` never equals ``Roll(True)``)."""
        try:
            known = _ACTION_JSON.get(self)
        except TypeError:  # an unhashable field value: worked out each time
            return self._json()
        if known is None:
            if len(_ACTION_JSON) >= _ACTION_JSON_LIMIT:
                _ACTION_JSON.clear()
            known = _ACTION_JSON[self] = self._json()
        copied: dict[str, Any] = _copy_json(known)
        return copied

    def _json(self) -> dict[str, Any]:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]  # every Action and Rules subclass is a dataclass, the base class is not
            data[f.name] = _to_jsonable(getattr(self, f.name))
        return data


_ACTION_JSON: dict[Action, dict[str, Any]] = {}
_ACTION_JSON_LIMIT = 20_000  # distinct actions remembered (a game uses a few hundred)


class ActionCodec:
    """Decodes one game's action JSON back into its action classes.

    Anything malformed (unknown type, missing or extra fields, wrong field types, values a
    game's ``validate`` refuses) is an ``IllegalAction``, never another exception.
    """

    def __init__(self, classes: Sequence[type[Action]]) -> None:
        self._classes = {cls.__name__: cls for cls in classes}

    def decode(self, data: dict[str, Any]) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise IllegalAction(f"not an action: {_short(data)}")
        cls = self._classes.get(data["type"])
        if cls is None:
            raise IllegalAction(f"unknown action {_short(data['type'])}")
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]  # every Action and Rules subclass is a dataclass, the base class is not
        kwargs = {k: _from_jsonable(v) for k, v in data.items() if k != "type"}
        if set(kwargs) - names:
            unexpected = sorted(str(k) for k in set(kwargs) - names)
            raise IllegalAction(f"unexpected fields {_short(unexpected)} in {data['type']}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise IllegalAction(f"malformed {data['type']}: {exc}") from None


class Rules:
    """Base for rules configs: frozen dataclasses validated in ``__post_init__``."""

    #: The game these rules are for: its facts (``ludi.games.facts``) give the seats.
    game_id: ClassVar[str] = ""

    @property
    def seat_range(self) -> tuple[int, int]:
        """The seats these rules allow: the game's facts, narrowed by a rules class if need be."""
        from ludi.games.facts import facts

        return facts(self.game_id).seats

    def check_players(self, players: int) -> None:
        """RulesError unless a table of ``players`` seats is allowed."""
        from ludi.games.facts import facts

        low, high = self.seat_range
        if not low <= players <= high:
            rule = facts(self.game_id).seat_rule
            raise RulesError(
                f"{self.game_id} seats {low} to {high} players, not {players} ({rule})",
                "rules.players",
                {"low": low, "high": high, "players": players},
            )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _to_jsonable(self)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rules:
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]  # every Action and Rules subclass is a dataclass, the base class is not
        unknown = set(data) - names
        if unknown:
            listed = sorted(str(k) for k in unknown)
            raise RulesError(
                f"unknown rule settings: {listed}", "rules.unknown_settings", {"names": _short(listed)}
            )
        return cls(**{k: _from_jsonable(v) for k, v in data.items()})


class GameState(ABC):
    """One game in progress. Subclasses implement the ``_``-prefixed hooks.

    ``apply`` validates first and mutates only after validation succeeded, so an
    ``IllegalAction`` always leaves the state untouched.

    Positions: ``from_position`` builds a state from explicit, validated JSON data (hands,
    piles, dice to come...) instead of a deal, ``position_json`` writes the current one back,
    and a game started from a position records it as the ``setup`` of its ``GameRecord``, so
    tests and bug reports reach any situation without touching private fields.
    """

    game_id: ClassVar[str]
    codec: ClassVar[ActionCodec]
    #: The position this game started from (``from_position``), None for a dealt game.
    setup: dict[str, Any] | None = None
    #: How this game draws its randomness (``RECORD_FORMAT``); its record keeps the format.
    record_format: int = RECORD_FORMAT

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``view`` refuses a seat that is not at the table (see ``check_seat``)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("view")
        if own is not None and not getattr(own, "_checks_seat", False):
            setattr(cls, "view", _seat_checked(own))  # noqa: B010 - a method replaced on the class

    def __init__(
        self, rules: Rules, seats: Sequence[Seat], seed: int, *, record_format: int = RECORD_FORMAT
    ) -> None:
        self.rules = rules
        self.seats = tuple(seats)
        self.seed = check_seed(seed)
        self.record_format = check_record_format(record_format)
        self.rng = random.Random(self.seed)
        self.history: list[Action] = []
        #: (seat that acted, whether it may be taken back) for every action in ``history``:
        #: beside the history, not in the record, so a replay rebuilds it and records,
        #: positions and saves stay as they were.
        self.takebacks: list[tuple[int | None, bool]] = []

    # --- randomness: the one place where the record format decides how to draw --------------
    def rng_below(self, n: int) -> int:
        """A whole number in ``range(n)`` from the game's generator (a die, a first seat)."""
        if self.record_format == LEGACY_RECORD_FORMAT:
            return self.rng.randrange(n)
        return randbelow(self.rng, n)

    def rng_shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place with the game's generator (a deal, a reshuffled pile)."""
        if self.record_format == LEGACY_RECORD_FORMAT:
            self.rng.shuffle(items)
        else:
            shuffle(self.rng, items)

    def rng_choice(self, options: Sequence[_T]) -> _T:
        """One of ``options`` with the game's generator (the face a die shows)."""
        if self.record_format == LEGACY_RECORD_FORMAT:
            return self.rng.choice(options)
        return options[randbelow(self.rng, len(options))]

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
        """Exactly what ``seat`` may know (None: a spectator, who sees only public facts).

        Implementations may assume ``seat`` is None or a seat at the table: the base class
        wraps every override with ``check_seat``.
        """

    def check_seat(self, seat: int | None) -> None:
        """ValueError unless ``seat`` is None (a spectator) or the index of a seat at the table.

        ``view(-1)`` would otherwise show the last hand through Python's negative indexing, and
        ``view(7)`` at a four-seat table fail deep inside an engine.
        """
        if seat is None:
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise ValueError(f"no seat {_short(seat)} at this table of {len(self.seats)}")

    # --- positions -------------------------------------------------------------------
    @classmethod
    def at_record_start(cls, rules: Rules, record: GameRecord) -> Self:
        """Where ``record`` starts: its ``setup`` position if it has one, else its seeded deal,
        drawing randomness as the record's format did."""
        if record.setup is not None:
            setup, seed = record.setup, record.seed
            return cls.from_position(rules, record.seats, setup, seed, record_format=record.format)
        return cls(rules, record.seats, record.seed, record_format=record.format)

    @classmethod
    def from_position(
        cls,
        rules: Rules,
        seats: Sequence[Seat],
        position: dict[str, Any],
        seed: int = 0,
        *,
        record_format: int = RECORD_FORMAT,
    ) -> Self:
        """A state at ``position`` (the game's JSON form), validated: RulesError if it cannot hold.

        The state is built as usual, then every round field is replaced by the position's
        (``_load_position``) and the generator restarts from ``seed``, so what happens after
        the position (shuffles, dice beyond a script) depends on the seed alone, not on the
        deal that was thrown away.
        """
        state = cls(rules, seats, seed, record_format=record_format)
        if not isinstance(position, dict):
            raise RulesError("a position must be a JSON object", "position.not_object", {"where": "position"})
        state._load_position(position)
        state.rng = random.Random(state.seed)
        state.setup = state.position_json()
        return state

    def _load_position(self, data: dict[str, Any]) -> None:
        """Validate ``data`` and set every round field from it; RulesError when it cannot hold."""
        raise RulesError(f"{self.game_id} has no positions", "position.unsupported", {"game": self.game_id})

    def position_json(self) -> dict[str, Any]:
        """The current position in the form ``from_position`` reads (everything, unredacted)."""
        raise RulesError(f"{self.game_id} has no positions", "position.unsupported", {"game": self.game_id})

    def clone(self) -> Self:
        """An independent copy (history included), cheap enough for searches and soak tests.

        Copies every list, dict and set of the state (nested ones too) and the generator's
        state, and shares everything else: engines keep mutable data only in those
        containers, with immutable leaves (ints, strings, tuples, frozen dataclasses). The
        ``setup`` position is shared too: it is written once by ``from_position`` and never
        changed (records already share it), and copying it was a third of a Römer clone.
        """
        other = object.__new__(type(self))
        other.__dict__.update({k: v if k == "setup" else _fresh(v) for k, v in self.__dict__.items()})
        return other

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
        seat = self.current_seat
        self._perform(action)
        self.history.append(action)
        self.takebacks.append((seat, self._revocable(action, seat)))

    # --- taking moves back -----------------------------------------------------------
    def _revocable(self, action: Action, seat: int | None) -> bool:
        """Whether ``action``, just performed by ``seat``, may be taken back later.

        Games say yes only for a move that showed nobody anything hidden from its mover and
        drew nothing random (Rommé's melds this turn, a card led before anyone answered). The
        default, no, suits a game without take-backs.
        """
        return False

    def undo_point(self) -> UndoPoint | None:
        """What a human may take back now, decided here for every game.

        The latest human mover's own trailing moves that may be taken back, together with
        the bots' moves made since (which may be taken back too: they are made again), as
        long as no other human has acted since. None when there is nothing to take back.
        """
        marks = self.takebacks
        if len(marks) != len(self.history):
            return None  # a state built without ``apply`` (a search copy): no take-backs
        end = len(marks)
        while end and self._is_bot(marks[end - 1][0]) and marks[end - 1][1]:
            end -= 1
        seat = marks[end - 1][0] if end else None
        if seat is None or self._is_bot(seat):
            return None
        start = end
        while start and marks[start - 1] == (seat, True):
            start -= 1
        if start == end:
            return None
        return UndoPoint(seat=seat, upto=start, own=end - start, after=len(marks) - end)

    def _is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "bot"

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
            format=self.record_format,
            setup=self.setup,
        )


@dataclass(frozen=True)
class UndoPoint:
    """Moves a human may take back: the record is replayed up to ``upto`` actions.

    ``own`` of the moves taken back are the human's (``seat``), the ``after`` last ones the
    bots' moves made since, which the bots make again.
    """

    seat: int
    upto: int
    own: int
    after: int


#: The seed of the bot a hint runs: fixed, so the same view always gives the same hint.
HINT_SEED = 0


@dataclass(frozen=True)
class Hint:
    """What the normal bot would do from one seat's own view, and why.

    ``reason`` is a code from the game's documented set (``<game>.hints.REASONS``) and
    ``params`` its JSON-able values (card codes, numbers, lists of them), named like the
    placeholders of the UI's catalogs: the engine never writes the sentence, so a player
    reads it in their own language. Every reason is derived from the view and the action,
    so it is true of the action hinted.
    """

    action: Action
    reason: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action.to_json(), "reason": self.reason, "params": _to_jsonable(self.params)}


def with_result(steps: Generator[None, None, _T], into: list[_T]) -> Generator[None, None, None]:
    """``steps`` for a plain ``for`` loop (a step per turn, in slices or at once): what they
    work out is appended to ``into`` after the last."""
    into.append((yield from steps))


def run_steps(steps: Generator[None, None, _T]) -> _T:
    """A computation made of steps (a bot's ``steps``, a hint's), done at once."""
    result: list[_T] = []
    for _ in with_result(steps, result):
        pass
    return result[0]


def bot_hint(
    bot: Callable[[int, int], Bot],
    view: Any,
    legal: Sequence[Action],
    explain: Callable[[Any, Action], tuple[str, dict[str, Any]]],
) -> Hint:
    """The hint a game's ``hints.hint`` gives: ``bot``'s choice from ``view`` (its seat's own),
    seeded with ``HINT_SEED``, and the reason ``explain`` reads off the view and that action."""
    if view.seat is None:
        raise ValueError("a hint is for a seat, not a spectator")
    action = bot(view.seat, HINT_SEED).choose(view, legal)
    reason, params = explain(view, action)
    return Hint(action, reason, params)


class PublicQuestions:
    """What a table may ask of a game beyond its view and legal actions: public facts only.

    The shell hands a game's UI one of these instead of the state, so the UI can never read
    a hidden card; each engine package extends it with its own questions (the registry
    names the class). Every answer is the engine's own, so no rule is written twice.
    """

    #: The module whose ``hint(view, legal) -> Hint`` answers ``hint`` (None: no hints).
    #: Imported on the first hint, not with the game: a table opens in slices, one module
    #: per step, and need not compile the hint's reasoning to open.
    hints_module: ClassVar[str | None] = None

    def __init__(self, state: GameState) -> None:
        self._state = state
        # The last hint worked out, and one being worked out in steps, each for a (seat, view).
        self._known: tuple[Any, Hint | None] | None = None
        self._working: tuple[Any, Generator[None, None, Hint]] | None = None
        #: A hint whose steps failed: worked out in one go when asked for again (at a tap, where
        #: a fault is the app's to contain), never stepped again in the background.
        self._failed: Any = None

    def hint(self, seat: int | None) -> Hint | None:
        """What the normal bot would do in ``seat``'s place, from that seat's view alone.

        Only the seat to move gets an answer (None otherwise, and when the game is over): a
        hint for anyone else would be advice on a decision that is not theirs to make. The
        same view always gives the same hint (the bot plays with a fixed seed), so hidden
        cards dealt differently can never change it. A hint worked out beforehand in steps
        (``hint_steps``) is answered at once, one half worked out is finished.
        """
        key = self._hint_key(seat)
        if key is None:
            return None
        if self._known is not None and self._known[0] == key:
            return self._known[1]
        steps = self.hint_steps(seat)
        if steps is not None:
            run_steps(steps)
            return self.hint(seat)
        assert self.hints_module is not None and seat is not None
        module = importlib.import_module(self.hints_module)
        hint: Hint = module.hint(self._state.view(seat), self._state.legal_actions())
        return hint

    def hint_steps(self, seat: int | None) -> Generator[None, None, None] | None:
        """The hint for ``seat`` worked out in steps, for a game whose hint can take long
        (its hints module has ``hint_steps``): the table runs them between the player's taps,
        in slices, so that the Hint button answers at once. Progress is kept here: steps taken
        up again, by a new run or by ``hint``, go on where they stopped. None when there is
        nothing to work out (no hint due, known already, or its steps failed)."""
        key = self._hint_key(seat)
        if key is None or key == self._failed or (self._known is not None and self._known[0] == key):
            return None
        assert self.hints_module is not None and seat is not None
        module = importlib.import_module(self.hints_module)
        if not hasattr(module, "hint_steps"):
            return None
        if self._working is None or self._working[0] != key:
            self._working = (key, module.hint_steps(key[1], self._state.legal_actions()))
        return self._advance(key, self._working[1])

    def hint_pending(self, seat: int | None) -> bool:
        """A hint is due for ``seat`` and still being worked out in steps."""
        return self.hint_steps(seat) is not None

    def _advance(self, key: Any, steps: Generator[None, None, Hint]) -> Generator[None, None, None]:
        while self._known is None or self._known[0] != key:
            try:
                next(steps)
            except StopIteration as done:
                self._known, self._working = (key, done.value), None
                return
            except Exception:
                self._working, self._failed = None, key
                raise
            yield

    def _hint_key(self, seat: int | None) -> tuple[int, Any] | None:
        """What a hint for ``seat`` is worked out from (None when no hint is due)."""
        state = self._state
        if self.hints_module is None or seat is None or state.is_over or seat != state.current_seat:
            return None
        return seat, state.view(seat)

    def is_legal(self, action: Action) -> bool:
        """The engine's check, for an action its legal list leaves out on purpose."""
        try:
            self._state.check(action)
        except IllegalAction:
            return False
        return True

    def undo_point(self) -> UndoPoint | None:
        return self._state.undo_point()

    def public_history(self) -> Generator[Any, None, None]:
        """The spectator's view at the start and after every action so far, by replaying the
        record (for a story the engine no longer keeps, or a replay)."""
        state = self._state
        record = state.record()
        replay = type(state).at_record_start(state.rules, record)
        yield replay.view(None)
        for data in record.actions:
            replay.apply(replay.codec.decode(data))
            yield replay.view(None)


def _seat_checked(view: Callable[[Any, int | None], Any]) -> Callable[[Any, int | None], Any]:
    @functools.wraps(view)
    def checked(self: GameState, seat: int | None) -> Any:
        self.check_seat(seat)
        return view(self, seat)

    checked._checks_seat = True  # type: ignore[attr-defined]  # a marker on the wrapped view function, read by the registry checks
    return checked


_CONTAINERS = (list, dict, set)


def _fresh(value: Any) -> Any:
    """``value`` with every list, dict and set copied (recursively) and a Random re-created."""
    kind = type(value)
    if kind is list:
        return [_fresh(v) if type(v) in _CONTAINERS else v for v in value]
    if kind is dict:
        return {k: _fresh(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if kind is set:
        return set(value)
    if isinstance(value, random.Random):
        # Not type(value)(): seeding from the OS first cost 14 us of a 60 us Römer clone.
        other = type(value).__new__(type(value))
        other.__dict__.update(value.__dict__)
        other.setstate(value.getstate())
        return other
    return value


def check_seed(seed: Any) -> int:
    """The seed as given when it is a whole number of at most 64 bits, else RulesError.

    A float (``1.5``, ``1e400`` = infinity), a bool or a string is a broken record, not a
    seed to round: replaying it would silently deal another game.
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RulesError(f"the seed must be a whole number, not {_short(seed)}", "record.seed")
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        raise RulesError("the seed must be a whole number of at most 64 bits", "record.seed")
    return seed


@dataclass(frozen=True)
class GameRecord:
    """Rules + seats + seed + actions (+ the starting position, if any): replays a game exactly.

    ``setup`` is the position the game started from (``GameState.from_position``); a record
    without one starts from the seeded deal.
    """

    game: str
    rules: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[dict[str, Any], ...] = field(default=())
    format: int = RECORD_FORMAT
    setup: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": self.format,
            "game": self.game,
            "rules": self.rules,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.setup is not None:
            data["setup"] = self.setup
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """Check every field's type; any defect is one RulesError line, never a traceback.

        Accepts every record ``to_json`` ever wrote (formats 1 and 2, which replay with their
        own randomness; ``rules`` and ``actions`` may be missing, a seat's ``kind`` and
        ``level`` too; a record without ``format`` is today's). Actions are only checked to be
        JSON objects here: their content is judged by the game's codec at replay.
        """
        if not isinstance(data, dict):
            raise RulesError("a game record must be a JSON object", "record.not_object")
        fmt = check_record_format(data.get("format", RECORD_FORMAT))
        game = data.get("game")
        if not isinstance(game, str):
            raise RulesError(
                f"the record's game must be a game id, not {_short(game)}", "record.field", {"field": "game"}
            )
        rules = data.get("rules") or {}
        if not isinstance(rules, dict):
            raise RulesError("the record's rules must be a JSON object", "record.field", {"field": "rules"})
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise RulesError(
                "the record's seats must be a list of objects", "record.field", {"field": "seats"}
            )
        if "seed" not in data:
            raise RulesError("the record has no seed", "record.seed")
        actions = data.get("actions") or []
        if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
            raise RulesError(
                "the record's actions must be a list of objects", "record.field", {"field": "actions"}
            )
        setup = data.get("setup")
        if setup is not None and not isinstance(setup, dict):
            raise RulesError(
                "the record's setup must be a position object", "record.field", {"field": "setup"}
            )
        return cls(
            game=game,
            rules=dict(rules),
            seats=tuple(Seat.from_json(s) for s in seats),
            seed=check_seed(data["seed"]),
            actions=tuple(actions),
            format=fmt,
            setup=setup,
        )

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            # JSONDecodeError, and ValueError for integers too long to convert (5,000 digits).
            reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise RulesError(f"not valid JSON: {reason}", "record.json") from None
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
                chosen: Action = done.value  # the generator's return value
                return chosen
