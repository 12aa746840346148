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


def fail(what: str, problem: str, rule: str | None = None) -> RulesError:
    """A game's own check failed at field ``what``; ``rule``: the rule IDs it breaks, if any.

    Codes ``position.breaks_rule`` (``where``, ``rule``) or ``position.invalid`` (``where``):
    what exactly is wrong stays in the English text, for bug reports and tests.
    """
    if rule is None:
        return RulesError(f"position: {what} {problem}", "position.invalid", {"where": what})
    return RulesError(
        f"position: {what} {problem} ({rule})", "position.breaks_rule", {"where": what, "rule": rule}
    )


class Fields:
    """One position object: unknown keys refused, values read by the functions below.

    ``what`` names the object: ``"position"`` itself or a field path (``"table[2]"``).
    """

    def __init__(self, data: Any, known: Collection[str], what: str = "position") -> None:
        text = what if what == "position" else f"position: {what}"
        if not isinstance(data, dict):
            raise RulesError(
                f"{text} must be a JSON object, not {short_repr(data)}",
                "position.not_object",
                {"where": what},
            )
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise RulesError(
                f"{text}: unknown keys {short_repr(unknown)}; known: {sorted(known)}",
                "position.unknown_keys",
                {"where": what, "keys": ", ".join(short_repr(k) for k in unknown[:6])},
            )
        self.data = data

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def has(self, key: str) -> bool:
        return key in self.data


def whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """An int (not a bool) in ``low..high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} must be a whole number, not {shown}",
            "position.not_whole",
            {"where": what, "value": shown},
        )
    if value < low or (high is not None and value > high):
        shown = short_repr(value)
        if high is None:
            raise RulesError(
                f"position: {what} must be at least {low}, not {shown}",
                "position.too_small",
                {"where": what, "value": shown, "low": low},
            )
        raise RulesError(
            f"position: {what} must be between {low} and {high}, not {shown}",
            "position.out_of_range",
            {"where": what, "value": shown, "low": low, "high": high},
        )
    return value


def flag(value: Any, what: str) -> bool:
    if value is not True and value is not False:
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} must be true or false, not {shown}",
            "position.not_flag",
            {"where": what, "value": shown},
        )
    return value


def seat(value: Any, what: str, n: int) -> int:
    return whole(value, what, 0, n - 1)


def optional_seat(value: Any, what: str, n: int) -> int | None:
    return None if value is None else seat(value, what, n)


def choice(value: Any, what: str, options: Iterable[str]) -> str:
    options = tuple(options)
    if not isinstance(value, str) or value not in options:
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} must be one of {options}, not {shown}",
            "position.not_one_of",
            {"where": what, "value": shown, "options": ", ".join(options)},
        )
    return value


def items(value: Any, what: str, length: int | None = None) -> list[Any]:
    """A JSON list (a tuple from Python too), of ``length`` entries if given."""
    if not isinstance(value, (list, tuple)):
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} must be a list, not {shown}",
            "position.not_list",
            {"where": what, "value": shown},
        )
    if length is not None and len(value) != length:
        raise RulesError(
            f"position: {what} needs {length} entries (one per seat), not {len(value)}",
            "position.length",
            {"where": what, "length": len(value), "expected": length},
        )
    return list(value)


def each(value: Any, what: str, read: Callable[[Any, str], T], length: int | None = None) -> list[T]:
    """A list read entry by entry; errors name the entry (``hands[2][5]``)."""
    return [read(v, f"{what}[{i}]") for i, v in enumerate(items(value, what, length))]


def card(value: Any, what: str, parse: Callable[[str], int]) -> int:
    """One card code parsed with the game's ``parse``."""
    if not isinstance(value, str):
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} must be a card code, not {shown}",
            "position.not_card_code",
            {"where": what, "value": shown},
        )
    try:
        return parse(value)
    except ValueError:
        shown = short_repr(value)
        raise RulesError(
            f"position: {what} is not a card: {shown}", "position.not_a_card", {"where": what, "value": shown}
        ) from None


def codes(value: Any, what: str, parse: Callable[[str], int]) -> list[int]:
    """A list of card codes parsed with the game's ``parse``; anything else names the entry."""
    return each(value, what, lambda code, where: card(code, where, parse))
