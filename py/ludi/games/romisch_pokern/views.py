"""What every seat sees of a Römisch Pokern game (everything is public here), and the names of
its phases and outcomes: the one module the UI, the bots and the hints read, so none of them
imports the engine's state (and ``positions`` checks a position without importing it either).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludi.games.romisch_pokern.rules import PokernRules

ROLLING, SCORING, FAILED, OVER = "rolling", "scoring", "failed", "over"

# Why a turn failed; the UI turns these codes into sentences.
IMPOSSIBLE = "impossible"  # RP-13: the dice can never spell a number
STOPPED_ON_XXXX = "stopped_on_xxxx"  # RP-13/RP-24
NO_ROW = "no_row"  # RP-24: every reading is in the column already or fits no row

# Why the game ended (RP-40, RP-41, and the closed-columns decision).
END_SEVEN = "seventh_number"
END_NO_CARDS = "failed_without_cards"
END_ALL_CLOSED = "all_columns_closed"


def frozen(value: Any) -> Any:
    """An immutable copy of event data (lists become tuples), so views can share it."""
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class PokernView:
    """Everything is public in this game, so every seat's view is the same facts.

    Read-only all the way down (tuples, read-only event mappings): views go to the UI and
    the bots, and nothing they do with one may change the game.
    """

    seat: int | None
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    current: int | None
    start_player: int
    phase: str
    rolled: tuple[str, ...]  # symbols of this turn's counted dice, in roll order
    dropped: tuple[str, ...]  # set aside by "drop one" (RP-33)
    unrolled: int
    readings: tuple[int, ...]  # the numbers the result spells now
    pending: bool  # XXXX, waiting for an I (RP-13)
    failure: str | None
    cards_playable: bool
    twin_active: bool
    columns: tuple[tuple[int | None, ...], ...]
    cards: tuple[tuple[str, ...], ...]  # unused cards per seat
    scores: tuple[int, ...]
    turns_taken: tuple[int, ...]
    round_number: int
    final_round: bool
    end_reason: str | None
    rules: PokernRules
    events: tuple[Mapping[str, Any], ...]  # read-only; list data (symbols, scores) as tuples
    event_count: int  # total events so far, to animate only what is new
