"""The score sheet column (RP-4, RP-22, RP-23, RP-34): where a number may be written.

Shared by the engine, the bots (which only see a view) and the UI (which highlights the
rows), so the placement rule exists once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ludi.games.romisch_pokern.numerals import SPELLS

ROWS = 7
Column = Sequence["int | None"]
# Every number some multiset of six dice spells: 1..39 without 38 (RP-12).
WRITABLE = tuple(sorted({n for numbers in SPELLS.values() for n in numbers}))


def _bounds(column: Column, row: int) -> tuple[int, int]:
    above = [n for n in column[:row] if n is not None]
    below = [n for n in column[row + 1 :] if n is not None]
    return (max(above) if above else 0), (min(below) if below else 40)


def fits(column: Column, number: int, row: int) -> bool:
    """RP-22/RP-23: an empty row, the column strictly increasing, the number new."""
    if column[row] is not None or number in column:
        return False
    low, high = _bounds(column, row)
    return low < number < high


def fits_as_twin(column: Column, number: int, row: int) -> bool:
    """RP-34: the number is already in a row directly above or below ``row``."""
    if column[row] is not None or number not in column:
        return False
    neighbours = [column[r] for r in (row - 1, row + 1) if 0 <= r < len(column)]
    if number not in neighbours:
        return False
    low, high = _bounds(column, row)
    return low <= number <= high


def placements(column: Column, numbers: Iterable[int], twin: bool = False) -> list[tuple[int, int]]:
    """Every (number, row) the sheet accepts, in number then row order.

    The same test as ``fits``/``fits_as_twin``, with each empty row's bounds worked out once:
    the engine asks this for all 38 writable numbers at every turn's end (is a column closed?).
    """
    present = {n for n in column if n is not None}
    empty = []
    for row, value in enumerate(column):
        if value is None:
            low, high = _bounds(column, row)
            neighbours = {column[r] for r in (row - 1, row + 1) if 0 <= r < len(column)}
            empty.append((row, low, high, neighbours))
    found = []
    for number in sorted(set(numbers)):
        new = number not in present
        for row, low, high, neighbours in empty:
            if (new and low < number < high) or (
                twin and not new and number in neighbours and low <= number <= high
            ):
                found.append((number, row))
    return found


def twin_placements(column: Column, numbers: Iterable[int]) -> list[tuple[int, int]]:
    return [(n, r) for n in sorted(set(numbers)) for r in range(len(column)) if fits_as_twin(column, n, r)]


def is_closed(column: Column, twin: bool = False) -> bool:
    """No empty row can take any number any more (full, or boxed in by its neighbours).

    ``twin``: the owner still holds a card that can act as the twin (RP-34/RP-35), which
    writes a number next to its equal even in a row no new number fits.
    """
    return not placements(column, WRITABLE, twin=twin)


def column_total(column: Column) -> int:
    return sum(n for n in column if n is not None)
