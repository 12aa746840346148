"""Which numbers a handful of Roman dice spells (RP-10..RP-13, RP-52).

Everything is derived from the standard numerals 1..39 once, at import: a multiset of
symbols is a count triple (I, V, X), and a table maps each triple to the numbers it can
spell. The rule texts' special cases (14 or 16, XXXX pending, 38 impossible) then follow
from the table instead of being listed by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

I, V, X = "I", "V", "X"  # noqa: E741 - the symbols on the dice
SYMBOLS = (I, V, X)
DIE_FACES = (I, I, I, V, X, X)  # RP-2
DICE = 6
MAX_NUMBER = 39

Counts = tuple[int, int, int]


def roman(number: int) -> str:
    """Standard Roman numeral for 1..39: at most three I in a row, IV and IX only."""
    if not 1 <= number <= MAX_NUMBER:
        raise ValueError(f"{number} is outside 1..{MAX_NUMBER}")
    tens, units = divmod(number, 10)
    unit_forms = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
    return "X" * tens + unit_forms[units]


def counts_of(symbols: Iterable[str]) -> Counts:
    symbols = list(symbols)
    return (symbols.count(I), symbols.count(V), symbols.count(X))


def _build_table() -> dict[Counts, tuple[int, ...]]:
    table: dict[Counts, list[int]] = {}
    for number in range(1, MAX_NUMBER + 1):
        counts = counts_of(roman(number))
        if sum(counts) <= DICE:  # XXXVIII needs seven dice (RP-12)
            table.setdefault(counts, []).append(number)
    return {k: tuple(sorted(v)) for k, v in table.items()}


SPELLS: dict[Counts, tuple[int, ...]] = _build_table()


def numbers_spelled(symbols: Iterable[str]) -> tuple[int, ...]:
    """Every number the multiset spells (RP-10/RP-11); empty when it is not valid."""
    return SPELLS.get(counts_of(symbols), ())


@cache
def can_still_become_valid(counts: Counts, dice_left: int) -> bool:
    """True when adding at most ``dice_left`` more symbols can reach a valid multiset."""
    i, v, x = counts
    for (ti, tv, tx), _numbers in SPELLS.items():
        if ti >= i and tv >= v and tx >= x and (ti - i) + (tv - v) + (tx - x) <= dice_left:
            return True
    return False


def _is_subtractive(number: int) -> bool:
    """The numeral has an I in front of a larger symbol (…IV, …IX)."""
    form = roman(number)
    return "IV" in form or "IX" in form


def ordered_reading(sequence: Sequence[str]) -> tuple[int, ...]:
    """The one number a roll order fixes under RP-52 (order matters), or () if invalid.

    A single I subtracts only when it was rolled before the die it stands in front of (the
    V when there is one, else an X): as at the table, the I "lands in front of" it. Any
    other I adds. Order thus picks the subtractive or the additive reading of the multiset,
    and when the multiset has only the other one there is no number: XXXXI is not XXXIX,
    because that I came after every X (RP-13 with RP-52).
    """
    numbers = numbers_spelled(sequence)
    if not numbers:
        return ()
    subtracts = False
    if sequence.count(I) == 1:
        target = V if V in sequence else X
        subtracts = target in sequence[sequence.index(I) + 1 :]
    return tuple(n for n in numbers if _is_subtractive(n) == subtracts)


def readings(rolled: Sequence[str], order_matters: bool) -> tuple[int, ...]:
    """What a turn's rolled dice spell now: every RP-11 reading, or the ordered one (RP-52)."""
    return ordered_reading(tuple(rolled)) if order_matters else numbers_spelled(rolled)


@cache
def _order_can_become_valid(sequence: tuple[str, ...], dice_left: int) -> bool:
    """Some continuation of the roll order by at most ``dice_left`` dice reads a number."""
    if ordered_reading(sequence):
        return True
    if not dice_left or not can_still_become_valid(counts_of(sequence), dice_left):
        return False
    return any(_order_can_become_valid(sequence + (face,), dice_left - 1) for face in SYMBOLS)


def is_pending(rolled: Sequence[str], dice_left: int, order_matters: bool, strict_xxxx: bool = False) -> bool:
    """RP-13: not valid now, yet more dice can still make it valid, so the turn goes on.

    Computed, not listed: without order only XXXX qualifies (waiting for XXXIX); with
    RP-52 nothing does, since the I would be rolled after the X's; RP-53 rules it out.
    """
    if not rolled or strict_xxxx or readings(rolled, order_matters):
        return False
    if order_matters:
        return _order_can_become_valid(tuple(rolled), dice_left)
    return can_still_become_valid(counts_of(rolled), dice_left)
