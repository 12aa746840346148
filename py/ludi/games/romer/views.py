"""What one seat may know (RO-60): its own hand, every trump card, the horses it placed, the
cards it lost through RO-33, sizes of everything else and the public log.

A team card the viewer may not know is ``None``. Once a round is over its teams are turned up
(RO-51) and appear in full in ``results``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.romer.rules import RomerRules

TRUMP, TURN, TRICK, FINAL, OVER = "trump", "turn", "trick", "final", "over"
PHASES = (TRUMP, TURN, TRICK, FINAL)

# Log events (``LogEntry.event``), none spelled like a phase: ``view.phase`` and ``entry.event``
# are compared with these constants, never with literals.
LAY_TRUMP, HORSE, CHANGE, LEAD, PLAY, WON, LOST, DRAW, STOP = (
    "lay_trump",
    "horse",
    "change",
    "lead",
    "play",
    "won",
    "lost",
    "draw",
    "stop",
)


@dataclass(frozen=True)
class LogEntry:
    """One event of the current round as the viewer may know it.

    ``card`` is None when the viewer may not know it (or there is none: ``play`` with None is
    a player with an empty hand, RO-41). ``other``: the trick winner a card was lost to
    (``lost``; None = it went to the discard pile, RO-34), the number of team cards discarded
    (``change``), 1 for a cut trick (``won``).
    """

    seat: int
    event: str
    card: str | None = None
    other: int | None = None


@dataclass(frozen=True)
class RoundResult:
    """A finished round (public: all teams are turned up, RO-51)."""

    round: int
    teams: tuple[tuple[str, ...], ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    # Cards each player held when it ended: the next round is dealt at once, and a table
    # showing the round's last moment must not count the new hands beside the old chariots.
    hand_sizes: tuple[int, ...] = ()


@dataclass(frozen=True)
class RomerView:
    seat: int | None  # None: a spectator
    players: int
    rules: RomerRules
    round: int
    dealer: int
    phase: str  # trump | turn | trick | final | over
    current: int | None  # whose decision it is
    hand: tuple[str, ...] | None  # own cards, sorted; None for a spectator
    hand_sizes: tuple[int, ...]
    teams: tuple[tuple[str | None, ...], ...]  # per seat, trump card first; None = face down, unknown
    trumps: tuple[str | None, ...]  # trump colour letter per seat (None: empty team)
    trick_leader: int | None
    trick: tuple[tuple[int, str | None], ...]  # (seat, card) in play order; None = played nothing
    trump_queue: tuple[int, ...]  # seats still to lay a trump card (RO-11, RO-40), first = now
    draw_size: int
    discard_size: int
    totals: tuple[int, ...]
    results: tuple[RoundResult, ...]
    log: tuple[LogEntry, ...]
    is_over: bool

    def team_sizes(self) -> tuple[int, ...]:
        return tuple(len(t) for t in self.teams)
