"""Explicit Römisch Pokern positions: a game from JSON data, validated, and written back.

The form (lists in seat order; ``null`` is an empty row)::

    {"start_player": 0, "current": 1,
     "columns": [[3, null, 12, 12, null, null, 30], [null, null, null, null, null, null, null]],
     "cards": [["reroll_i", "drop_one"], ["reroll_i", "reroll_v", "reroll_one", "drop_one",
               "twin", "joker"]],                     # unused action cards (RP-30)
     "turns_taken": [1, 0],
     "final_round": false, "end_reason": null,        # RP-40 / RP-41 / all columns closed
     "phase": "rolling",                              # rolling | scoring | failed
     "rolled": ["X", "I"], "dropped": [],             # this turn's dice, in roll order
     "failure": null,                                 # failed: impossible | stopped_on_xxxx | no_row
     "card_window": false, "twin_active": false, "started_without_cards": false,
     "dice": ["V", "I", "X"]}                         # the next rolls' faces, before the RNG

``dice`` scripts the coming rolls: each die rolled takes the next face from it, and only
when it is used up does the seeded generator roll. Only ``columns`` may be needed; the rest
default to the first turn of the start player with every card in hand. A column must be
legal (RP-22/RP-23: increasing, each number once; RP-34: a twin next to its equal, paid by
a used twin or joker card), the turn counts must follow the seating from ``start_player``,
and the dice must lead to the phase given (RP-13, RP-24).
"""

from __future__ import annotations

from typing import Any

from ludi.games.positions import Fields, choice, each, fail, flag, items, seat, whole
from ludi.games.protocol import short_repr
from ludi.games.romisch_pokern import numerals, sheet
from ludi.games.romisch_pokern.actions import CARDS, JOKER, TWIN
from ludi.games.romisch_pokern.views import (
    END_ALL_CLOSED,
    END_NO_CARDS,
    END_SEVEN,
    FAILED,
    IMPOSSIBLE,
    NO_ROW,
    ROLLING,
    SCORING,
    STOPPED_ON_XXXX,
)

KEYS = (
    "start_player",
    "current",
    "columns",
    "cards",
    "turns_taken",
    "final_round",
    "end_reason",
    "phase",
    "rolled",
    "dropped",
    "failure",
    "card_window",
    "twin_active",
    "started_without_cards",
    "dice",
)


def _symbol(value: Any, what: str) -> str:
    return choice(value, what, numerals.SYMBOLS)


def _symbols(value: Any, what: str) -> list[str]:
    return each(value, what, _symbol)


def _cell(value: Any, what: str) -> int | None:
    if value is None:
        return None
    number = whole(value, what, 1, numerals.MAX_NUMBER)
    if number not in sheet.WRITABLE:
        raise fail(what, f"is {number}, which no dice spell", "RP-12")
    return number


def _column(value: Any, what: str, cards: list[str]) -> list[int | None]:
    column = each(value, what, _cell, sheet.ROWS)
    filled = [(row, number) for row, number in enumerate(column) if number is not None]
    twins = 0
    for (row_a, a), (row_b, b) in zip(filled, filled[1:]):
        if a == b and row_b == row_a + 1:
            twins += 1
        elif a >= b:
            raise fail(what, f"must increase downwards, each number once: {a} above {b}", "RP-22, RP-23")
    used = sum(1 for card in (TWIN, JOKER) if card not in cards)
    if twins > used:
        raise fail(what, f"holds {twins} twin(s) but only {used} twin or joker card(s) were used", "RP-34")
    return column


def _hand(value: Any, what: str) -> list[str]:
    hand = each(value, what, lambda v, w: choice(v, w, CARDS))
    if len(set(hand)) != len(hand):
        raise fail(what, "holds a card twice: each player has one of each", "RP-30")
    return sorted(hand, key=CARDS.index)


def load(state: Any, data: Any) -> None:
    """Validate ``data`` and set every game field of ``state`` (a ``PokernState``); RulesError if bad."""
    f = Fields(data, KEYS)
    n = len(state.seats)
    start = seat(f.get("start_player", 0), "start_player", n)
    current = seat(f.get("current", start), "current", n)
    cards = each(f.get("cards", [list(CARDS)] * n), "cards", _hand, n)
    raw_columns = items(f.get("columns", [[None] * sheet.ROWS] * n), "columns", n)
    columns = [_column(c, f"columns[{s}]", cards[s]) for s, c in enumerate(raw_columns)]
    ahead = {(start + k) % n for k in range((current - start) % n)}  # played this round already
    default_turns = [1 if s in ahead else 0 for s in range(n)]
    turns = each(f.get("turns_taken", default_turns), "turns_taken", whole, n)
    if turns != [turns[current] + (s in ahead) for s in range(n)]:
        raise fail("turns_taken", f"must follow the seating from seat {start}: {turns}")
    for s in range(n):
        if sum(x is not None for x in columns[s]) > turns[s]:
            raise fail(f"columns[{s}]", f"holds more numbers than its {turns[s]} turn(s)")
    final_round = flag(f.get("final_round", False), "final_round")
    reasons = (END_SEVEN, END_NO_CARDS, END_ALL_CLOSED)
    end_reason = None if not final_round else choice(f.get("end_reason"), "end_reason", reasons)
    if not final_round and f.get("end_reason") is not None:
        raise fail("end_reason", "belongs to the final round")
    if final_round and current == start:
        raise fail("final_round", "has come round to the start player: the game is over", "RP-40")
    full = [s for s in range(n) if None not in columns[s]]
    if full and not final_round:
        raise fail(f"columns[{full[0]}]", "is full: the final round has begun", "RP-40")

    phase = choice(f.get("phase", ROLLING), "phase", (ROLLING, SCORING, FAILED))
    rolled = _symbols(f.get("rolled", []), "rolled")
    dropped = _symbols(f.get("dropped", []), "dropped")
    if len(rolled) + len(dropped) > numerals.DICE:
        raise fail("rolled", f"and dropped hold more than the {numerals.DICE} dice", "RP-2")
    if phase != FAILED and f.get("failure") is not None:
        raise fail("failure", "belongs to phase 'failed'")

    state.start_player, state._current = start, current
    state.columns, state.cards, state.turns_taken = columns, cards, turns
    state.final_round, state.end_reason, state.over = final_round, end_reason, False
    state.events, state.event_count, state.last_actor = [], 0, None
    state.phase, state.rolled, state.dropped, state.failure = phase, rolled, dropped, f.get("failure")
    state.twin_active = flag(f.get("twin_active", False), "twin_active")
    state.card_window = flag(f.get("card_window", phase == FAILED), "card_window")
    state.started_without_cards = flag(
        f.get("started_without_cards", not cards[current]), "started_without_cards"
    )
    state.dice_script = _symbols(f.get("dice", []), "dice")
    _check_phase(state)


def _check_phase(state: Any) -> None:
    """The phase (and failure) must be where the dice lead (``PokernState._settle``, RP-13, RP-24)."""
    readings, pending = state.readings(), state._pending()
    if state.phase == ROLLING:
        if not state.unrolled:
            raise fail("phase", "is 'rolling' but every die has been rolled", "RP-20")
        if state.rolled and not readings and not pending:
            raise fail("phase", f"is 'rolling' but {''.join(state.rolled)} spells nothing", "RP-13")
        return
    if not state.rolled:
        raise fail("phase", f"is {state.phase!r} but no die has been rolled")
    if state.phase == SCORING:
        if not state._placements():
            raise fail("phase", "is 'scoring' but no reading fits a row", "RP-22, RP-24")
        return
    expected = NO_ROW if readings else (STOPPED_ON_XXXX if pending else IMPOSSIBLE)
    if state.failure != expected:
        raise fail(
            "failure", f"is {short_repr(state.failure)}, but the dice say {expected!r}", "RP-13, RP-24"
        )
    if expected == NO_ROW and state._placements():
        raise fail("failure", "is 'no_row', but a reading fits a row", "RP-24")


def dump(state: Any) -> dict[str, Any]:
    """The game in progress as position JSON, dice still scripted included."""
    return {
        "start_player": state.start_player,
        "current": state._current,
        "columns": [list(c) for c in state.columns],
        "cards": [list(c) for c in state.cards],
        "turns_taken": list(state.turns_taken),
        "final_round": state.final_round,
        "end_reason": state.end_reason,
        "phase": state.phase,
        "rolled": list(state.rolled),
        "dropped": list(state.dropped),
        "failure": state.failure,
        "card_window": state.card_window,
        "twin_active": state.twin_active,
        "started_without_cards": state.started_without_cards,
        "dice": list(state.dice_script),
    }
