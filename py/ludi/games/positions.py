"""Reading position JSON (``GameState.from_position``): typed fields with errors that name them.

A position comes from tests, bug reports and record files, so anything may be in it: every
reader here checks the JSON type strictly (``true`` is no whole number, ``1.0`` neither) and
raises ``RulesError`` naming the key and showing the value through ``short_repr``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any, TypeVar

from ludi.games.protocol import RulesError, short_repr

T = TypeVar("T")


def fail(what: str, problem: str) -> RulesError:
    return RulesError(f"position: {what} {problem}")


class Fields:
    """One position object: unknown keys refused, values read by the functions below."""

    def __init__(self, data: Any, known: Collection[str], what: str = "position") -> None:
        if not isinstance(data, dict):
            raise RulesError(f"{what} must be a JSON object, not {short_repr(data)}")
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise RulesError(f"{what}: unknown keys {short_repr(unknown)}; known: {sorted(known)}")
        self.data = data

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def has(self, key: str) -> bool:
        return key in self.data


def whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """An int (not a bool) in ``low..high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise fail(what, f"must be a whole number, not {short_repr(value)}")
    if value < low or (high is not None and value > high):
        bound = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise fail(what, f"must be {bound}, not {short_repr(value)}")
    return value


def flag(value: Any, what: str) -> bool:
    if value is not True and value is not False:
        raise fail(what, f"must be true or false, not {short_repr(value)}")
    return value


def seat(value: Any, what: str, n: int) -> int:
    return whole(value, what, 0, n - 1)


def optional_seat(value: Any, what: str, n: int) -> int | None:
    return None if value is None else seat(value, what, n)


def choice(value: Any, what: str, options: Iterable[str]) -> str:
    options = tuple(options)
    if not isinstance(value, str) or value not in options:
        raise fail(what, f"must be one of {options}, not {short_repr(value)}")
    return value


def items(value: Any, what: str, length: int | None = None) -> list[Any]:
    """A JSON list (a tuple from Python too), of ``length`` entries if given."""
    if not isinstance(value, (list, tuple)):
        raise fail(what, f"must be a list, not {short_repr(value)}")
    if length is not None and len(value) != length:
        raise fail(what, f"needs {length} entries (one per seat), not {len(value)}")
    return list(value)


def each(value: Any, what: str, read: Callable[[Any, str], T], length: int | None = None) -> list[T]:
    """A list read entry by entry; errors name the entry (``hands[2][5]``)."""
    return [read(v, f"{what}[{i}]") for i, v in enumerate(items(value, what, length))]


def card(value: Any, what: str, parse: Callable[[str], int]) -> int:
    """One card code parsed with the game's ``parse``."""
    if not isinstance(value, str):
        raise fail(what, f"must be a card code, not {short_repr(value)}")
    try:
        return parse(value)
    except ValueError:
        raise fail(what, f"is not a card: {short_repr(value)}") from None


def codes(value: Any, what: str, parse: Callable[[str], int]) -> list[int]:
    """A list of card codes parsed with the game's ``parse``; anything else names the entry."""
    return each(value, what, lambda code, where: card(code, where, parse))
