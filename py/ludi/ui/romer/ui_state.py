"""The Römer table's UI-only state (never game state), and the moment shown after a move.

Apart from the renderers so that each of them, and ``game_ui``, can name it without importing
the others.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.protocol import Action, Hint
from ludi.games.romer.views import LogEntry


@dataclass(frozen=True)
class Moment:
    """What the table shows for a moment after a move, before play goes on (animation frames).

    ``stage`` is "trick" (a finished trick in the middle, its winner marked), "collect" (its
    cards gathered at the winner's place) or "round" (the move that ended a round and why, the
    chariots turned up, before the summary). Built from spectator views only; put into words
    when rendered, in the language of the moment.
    """

    stage: str
    plays: tuple[tuple[int, str | None], ...] = ()
    winner: int | None = None
    entries: tuple[LogEntry, ...] = ()  # "trick": its log entries (who won, who lost what)
    # RO-51: at a round's end every chariot is turned up.
    teams: tuple[tuple[str, ...], ...] = ()  # "round": every chariot, face up
    hand_sizes: tuple[int, ...] = ()  # "round": the cards each player held at its end
    actor: int | None = None  # "round": who made the deciding move
    action: Action | None = None  # "round": the deciding move

    def held(self, seat: int, now: int) -> int:
        """Cards in the seat's hand as the table should count them: at a round's end those it
        ended with (the view, ``now``, already counts the next deal's)."""
        return self.hand_sizes[seat] if self.stage == "round" and self.hand_sizes else now


@dataclass
class RomerUIState:
    """UI-only state of the Römer table (never game state)."""

    selected: int | None = None  # a position in the viewer's hand (two equal cards are two places)
    peek: bool = False  # the viewer looks at their own face-down horses
    intro: bool = False  # the rules in force, before the first deal
    summary: int | None = None  # a finished round waiting for a tap
    moment: Moment | None = None  # shown while the table animates (see ``Moment``)
    hint: Hint | None = None  # the hint asked for this turn, until the next move
