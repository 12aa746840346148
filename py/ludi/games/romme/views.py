"""What one seat may know: its own hand, the table, the discard pile, counts and public history.

Never another hand and never the stock order (design §2: bots see only this).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.protocol import Action
from ludi.games.romme.cards import JOKER, N_FACES, counts_of
from ludi.games.romme.melds import Meld
from ludi.games.romme.rules import RommeRules

DRAW, PLAY, KNOCK, OVER = "draw", "play", "knock", "over"


@dataclass(frozen=True)
class RoundResult:
    """A finished round: public once it is over (hands are shown, as at a real table)."""

    round: int
    winner: int | None  # None: the stock ran out (RM-53)
    deltas: tuple[int, ...]
    handromme: bool
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class LogEntry:
    """One public event of the current round; ``card`` is a face everyone saw move, if any."""

    seat: int
    action: Action
    card: int | None = None


@dataclass(frozen=True)
class RommeView:
    seat: int | None
    players: int
    rules: RommeRules
    round: int
    phase: str
    current: int | None
    turn: int
    hand: tuple[int, ...] | None  # own faces, sorted; None for a spectator
    hand_sizes: tuple[int, ...]
    table: tuple[Meld, ...]
    owners: tuple[int, ...]
    pending: tuple[Meld, ...]  # the first meld the player to move is assembling (public)
    discard: tuple[int, ...]  # bottom .. top
    stock_size: int
    opened: tuple[bool, ...]
    taken_from_discard: int | None
    owed_jokers: int
    knock_queue: tuple[int, ...]
    totals: tuple[int, ...]
    minus: tuple[int, ...]
    plus: tuple[int, ...]
    results: tuple[RoundResult, ...]
    log: tuple[LogEntry, ...]
    is_over: bool

    def hand_counts(self) -> list[int]:
        return counts_of(self.hand or ())

    def unseen_counts(self) -> list[int]:
        """Faces this seat has not seen: in the stock or in other hands (for sampling)."""
        rules = self.rules
        counts = [rules.decks] * 52 + [rules.jokers]
        seen: list[int] = list(self.hand or ()) + list(self.discard)
        for meld in self.table + self.pending:
            seen.extend(JOKER if e >= 64 else e for e in meld)
        for f in seen:
            counts[f] -= 1
        assert len(counts) == N_FACES
        return counts
