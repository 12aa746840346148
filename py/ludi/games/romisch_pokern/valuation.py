"""How much a score-sheet column is worth to its owner: written points plus prospects.

Bots compare columns after each possible write. A column's worth is the sum of its
numbers plus, for every run of empty rows between two written numbers, an estimate of
what those rows will still bring. The estimate weighs each number by how often a turn's
dice pass through it (XXXIX is rare, XI is common), so "write 22 in the top row, hope
for six numbers above 22" looks as risky as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import factorial
from typing import Any

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
WRITABLE_NUMBERS = tuple(sorted(REACH))  # 1..39 without 38 (RP-12)


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
    picks = _quantile_picks(numbers, used, mass)
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


# --- the strong bot's sheet value (issue 31): rows left, the race to the end, the cards ------
#
# ``column_worth`` above stays as it is: the normal and easy bots (and their golden games) are
# pinned to it. The strong bot values the end of its turn with ``SheetOutlook`` instead:
#
# * a gap's empty rows can only take the numbers strictly between its neighbours, and no more
#   rows than there are such numbers (a 23 in row 2 leaves rows 3..7 only 24..39, and 38 is
#   never spelled): rows beyond that are dead and count for nothing;
# * the game ends when someone fills their last row (RP-40) or fails without a card (RP-41),
#   so how many of its live rows a column will still fill depends on the race between its
#   owner and the fastest opponent (``race``), which the view shows in full;
# * a failed turn is then simply a turn of that race lost, and a card kept is its RP-42 bonus
#   plus what it is worth as a rescue later (``SheetWeights.card_use``).


@dataclass(frozen=True)
class SheetWeights:
    """The strong bot's tunable constants (benchmarks/pokern_tune.py prints how they fare)."""

    # Tuned with benchmarks/pokern_tune.py, 200 games per setting against the normal bot (see
    # its docstring): cards at 2 spent nearly all six (+4.8 %), at 10 too few (+2.7 %); the
    # rivalry term at 0.3, 0.6 and 1.0 gave +6.1, +10.0 and +10.6 %; a race success of 0.65
    # lost (+3.4 %), 0.45 helped; fewer chances for a gap (6 instead of 10) helped again.
    chances: float = 6.0  # how many turns' chances a gap's numbers get (as ``gap_prospect``)
    crowding: float = 0.5  # a gap with as many rows as numbers fills this much less
    success: float = 0.45  # chance that a turn writes a number, for the race (games last ~13 turns)
    rivalry: float = 0.6  # weight of the fastest opponent's expected score (a win is relative)
    card_use: tuple[tuple[str, float], ...] = (
        ("reroll_i", 5.0),
        ("reroll_v", 5.0),
        ("reroll_one", 5.0),
        ("drop_one", 5.0),
        ("twin", 5.0),
        ("joker", 8.0),
    )
    no_card_left: float = 4.0  # the last card gone: the next failure ends the game (RP-41)


DEFAULT_WEIGHTS = SheetWeights()
# A failure when no number fits any row: below any write the Twin still allows, so the game ends.
STALLING = 50.0


@dataclass(frozen=True)
class ColumnOutlook:
    written: int  # points on the sheet
    prospect: float  # what the live rows bring if all of them are filled
    live: int  # empty rows that can still take a number
    dead: int  # empty rows no number fits any more


def _quantile_picks(numbers: list[int], used: int, mass: float) -> list[int]:
    """The numbers at ``used`` evenly spaced quantiles of how often the dice reach them."""
    picks = []
    for j in range(used):
        target = (j + 0.5) / used * mass
        running = 0.0
        for n in numbers:
            running += REACH[n]
            if running >= target:
                picks.append(n)
                break
    return picks


@cache
def _gap_outlook(low: int, high: int, rows: int, chances: float, crowding: float) -> tuple[float, int]:
    """(prospect, live rows) of ``rows`` empty rows between ``low`` and ``high``.

    The rows take the numbers at evenly spaced quantiles of how often the dice reach them
    (``REACH``), each weighed by how easily the gap fills: a rarely reached or a crowded gap
    is a risk, whatever its numbers are worth.
    """
    numbers = [n for n in WRITABLE_NUMBERS if low < n < high]
    if rows <= 0 or not numbers:
        return 0.0, 0
    used = min(rows, len(numbers))
    mass = sum(REACH[n] for n in numbers)
    picks = sum(_quantile_picks(numbers, used, mass))
    ease = min(1.0, chances * mass / used) * (1.0 - crowding * used / len(numbers))
    return ease * picks, used


def column_outlook(column: Column, weights: SheetWeights = DEFAULT_WEIGHTS) -> ColumnOutlook:
    written = 0
    prospect = 0.0
    live = dead = 0
    low = 0
    empty = 0
    for value in (*column, 40):
        if value is None:
            empty += 1
            continue
        gap, used = _gap_outlook(low, value, empty, weights.chances, weights.crowding)
        prospect += gap
        live += used
        dead += empty - used
        if value != 40:
            written += value
        low = value
        empty = 0
    return ColumnOutlook(written, prospect, live, dead)


@cache
def race(
    mine: int, theirs: int, my_move: bool, final: bool, i_start: bool, success: float, fills_end: bool = True
) -> tuple[float, float]:
    """Expected rows (mine, theirs) still written before the game ends, two players racing.

    ``mine``/``theirs``: live rows left. Each turn writes with chance ``success``; the player
    who writes their last row starts the final round (RP-40), which ends before the start
    player's next turn. ``fills_end``: my column fills up when my live rows do (no dead rows).
    A round in which neither writes comes back to the same state, so each state is solved in
    closed form from the states one write further on.
    """
    me_start = i_start
    if final:
        # Only the players before the start player's next turn still move, once.
        if my_move:
            return (0.0 if me_start else success * (mine > 0), 0.0)
        if not me_start:
            return 0.0, 0.0
        return 0.0, success * (theirs > 0)
    p_me = success if mine else 0.0
    p_them = success if theirs else 0.0
    if mine:
        ahead = race(mine - 1, theirs, False, fills_end and mine == 1, i_start, success, fills_end)
        mine_hit = (p_me * (1 + ahead[0]), p_me * ahead[1])
    else:
        mine_hit = (0.0, 0.0)
    if theirs:
        ahead = race(mine, theirs - 1, True, theirs == 1, i_start, success, fills_end)
        their_hit = (p_them * ahead[0], p_them * (1 + ahead[1]))
    else:
        their_hit = (0.0, 0.0)
    stay = 1.0 - (1.0 - p_me) * (1.0 - p_them)
    if stay == 0.0:
        return 0.0, 0.0  # nobody can write any more: every column is closed
    if my_move:
        return (
            (mine_hit[0] + (1 - p_me) * their_hit[0]) / stay,
            (mine_hit[1] + (1 - p_me) * their_hit[1]) / stay,
        )
    return (
        (their_hit[0] + (1 - p_them) * mine_hit[0]) / stay,
        (their_hit[1] + (1 - p_them) * mine_hit[1]) / stay,
    )


class SheetOutlook:
    """The strong bot's ``solver.Leaves``: what the end of its turn is worth, from the view."""

    def __init__(self, view: Any, weights: SheetWeights = DEFAULT_WEIGHTS) -> None:
        seat = view.current
        assert seat is not None
        self.weights = weights
        self.column = view.columns[seat]
        self.card_bonus = view.rules.card_bonus
        self.final_round = view.final_round
        self.i_start = view.start_player == seat
        # The fastest opponent sets the pace; the rivalry term weighs their expected score.
        others = [s for s in range(len(view.columns)) if s != seat]
        outlooks = {s: column_outlook(view.columns[s], weights) for s in others}
        rival = min(others, key=lambda s: (outlooks[s].live + 99 * bool(outlooks[s].dead), s))
        self.rival = outlooks[rival]
        self.use = dict(weights.card_use)

    def _worth(self, outlook: ColumnOutlook, final: bool) -> float:
        w = self.weights
        mine, theirs = race(
            outlook.live, self.rival.live, False, final, self.i_start, w.success, not outlook.dead
        )
        my_part = outlook.prospect * (mine / outlook.live) if outlook.live else 0.0
        their_part = self.rival.prospect * (theirs / self.rival.live) if self.rival.live else 0.0
        return outlook.written + my_part - w.rivalry * (self.rival.written + their_part)

    def write(self, number: int, row: int) -> float:
        after = list(self.column)
        after[row] = number
        outlook = column_outlook(after, self.weights)
        full = None not in after
        return self._worth(outlook, self.final_round or full)

    def fail(self, game_ends: bool) -> float:
        outlook = column_outlook(self.column, self.weights)
        worth = self._worth(outlook, self.final_round or game_ends)
        if not outlook.live:
            # Only the Twin can still write (RP-34): keeping it and failing would be worth its
            # card forever, and two such bots would never end the game (RP-34 decision).
            worth -= STALLING
        return worth

    def hand(self, cards: tuple[str, ...]) -> float:
        if not cards:
            return -self.weights.no_card_left
        return float(sum(self.card_bonus + self.use.get(card, 0.0) for card in cards))
