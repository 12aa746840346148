"""How much a score-sheet column is worth to its owner: written points plus prospects.

Bots compare columns after each possible write. A column's worth is the sum of its
numbers plus, for every run of empty rows between two written numbers, an estimate of
what those rows will still bring. The estimate weighs each number by how often a turn's
dice pass through it (XXXIX is rare, XI is common), so "write 22 in the top row, hope
for six numbers above 22" looks as risky as it is.
"""

from __future__ import annotations

from functools import cache
from math import factorial

from ludi.games.romisch_pokern.numerals import SPELLS
from ludi.games.romisch_pokern.sheet import Column

FACE_ODDS = (3 / 6, 1 / 6, 2 / 6)  # I, V, X on one die (RP-2)
# Tuned by simulation (benchmarks/pokern_bots.py): how many turns' worth of chances a
# gap gets before the game ends, and how much a row still to be filled is worth.
CHANCES = 10.0
FILL = 1.0


def _multiset_odds(counts: tuple[int, int, int]) -> float:
    """Probability that the first sum(counts) dice of a turn show exactly these symbols."""
    total = factorial(sum(counts))
    for c in counts:
        total //= factorial(c)
    p = float(total)
    for c, q in zip(counts, FACE_ODDS):
        p *= q**c
    return p


def _reach_odds() -> dict[int, float]:
    odds: dict[int, float] = {}
    for counts, numbers in SPELLS.items():
        for n in numbers:
            odds[n] = odds.get(n, 0.0) + _multiset_odds(counts)
    return odds


REACH = _reach_odds()  # number -> chance that a turn's dice spell it at some point


@cache
def gap_prospect(low: int, high: int, rows: int) -> float:
    """Expected points from ``rows`` empty rows that must hold numbers strictly in (low, high).

    Spread the gap's rows over its numbers at evenly spaced quantiles of how often the
    dice reach them, then discount for rows that will never be filled: a crowded gap
    (few numbers per row) and a rarely reached one fill less often.
    """
    numbers = sorted(n for n in REACH if low < n < high)
    if rows <= 0 or not numbers:
        return 0.0
    used = min(rows, len(numbers))
    mass = sum(REACH[n] for n in numbers)
    picks = []
    for j in range(used):
        target = (j + 0.5) / used * mass
        running = 0.0
        for n in numbers:
            running += REACH[n]
            if running >= target:
                picks.append(n)
                break
    crowding = used / len(numbers)
    reach = min(1.0, CHANCES * mass / used)
    return FILL * reach * (1.0 - 0.5 * crowding) * sum(picks)


def column_worth(column: Column) -> float:
    worth = 0.0
    low = 0
    empty = 0
    for value in column:
        if value is None:
            empty += 1
            continue
        worth += value + gap_prospect(low, value, empty)
        low = value
        empty = 0
    return worth + gap_prospect(low, 40, empty)


def write_gain(column: Column, number: int, row: int) -> float:
    """Change of worth when ``number`` goes into ``row`` (may be negative: a wasted row)."""
    after = list(column)
    after[row] = number
    return column_worth(after) - column_worth(column)
