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


def is_pending(counts: Counts) -> bool:
    """XXXX (RP-13): not valid, but one more I makes XXXIX."""
    return counts not in SPELLS and sum(counts) > 0


def ordered_reading(sequence: Sequence[str]) -> tuple[int, ...]:
    """The one number a roll order fixes under RP-52 (order matters), or () if invalid.

    Only multisets with a single I read two ways. The subtractive reading puts that I
    before the V (when there is one, IV) or before an X (IX); it applies only when the I
    was rolled before such a die, as at the table: the I "lands in front of" it.
    """
    numbers = numbers_spelled(sequence)
    if len(numbers) < 2:
        return numbers
    low, high = numbers  # subtractive (…IV, …IX) is the lower reading
    i_at = sequence.index(I)
    target = V if V in sequence else X
    later = sequence[i_at + 1 :]
    return (low,) if target in later else (high,)
