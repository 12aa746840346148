"""Römer's tricks: a lead answered clockwise (RO-22, RO-41), who wins it, by trump or by
following (RO-30..RO-32), and what the losers give up (RO-33..RO-35).

A part of ``RomerState`` (its first base), kept apart from the turn and the round around it so
that a change to how a trick is decided touches this module alone, and so that a first visit
compiles the engine in two slices of the page's time rather than one long one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ludi.games.romer.cards import COMBAT, RANKS
from ludi.games.romer.rules import TEAM_LIMIT, RomerRules
from ludi.games.romer.views import LEAD, LOST, PLAY, TRICK, WON


class RomerTricks:
    """The trick-taking of ``RomerState``, on the state it keeps (set there, read here)."""

    rules: RomerRules
    n: int
    phase: str
    sizes: list[int]
    teams: list[list[int]]
    masks: list[list[int]]
    discard: list[int]
    trick: list[tuple[int, int | None]]
    trick_leader: int | None
    order: list[int]

    if TYPE_CHECKING:

        def _log(
            self, seat: int, event: str, face: int | None = None, other: int | None = None, mask: int = -1
        ) -> None: ...

        def _draw(self, seat: int) -> None: ...

        def _settle(self, start: int) -> None: ...

    def _lead(self, seat: int, f: int) -> None:
        """RO-22: every other seat still in the round answers, clockwise."""
        self.trick_leader = seat
        self.trick = [(seat, f)]
        others = [(seat + k) % self.n for k in range(1, self.n)]
        self.order = [s for s in others if self.sizes[s] or self.teams[s]]  # RO-43: out
        self.phase = TRICK
        self._log(seat, LEAD, f)
        self._continue_trick()

    def _continue_trick(self) -> None:
        """RO-41: a seat without cards plays nothing; the trick ends when all have answered."""
        while self.order and not self.sizes[self.order[0]]:
            s = self.order.pop(0)
            self.trick.append((s, None))
            self._log(s, PLAY)
        if not self.order:
            self._resolve_trick()

    def trump_colour(self, seat: int) -> int | None:
        team = self.teams[seat]
        return team[0] // RANKS if team else None

    def _resolve_trick(self) -> None:
        trick = self.trick
        lead_colour = cast(int, trick[0][1]) // RANKS  # the leader plays a card (RO-30)
        cutters = [
            i
            for i, (s, f) in enumerate(trick)
            if i and f is not None and f // RANKS != lead_colour and f // RANKS == self.trump_colour(s)
        ]
        self.discard.extend(f for _, f in trick if f is not None)  # RO-35
        if cutters:
            best = max(cutters, key=lambda i: (COMBAT[cast(int, trick[i][1])], -i))  # RO-31
            winner = trick[best][0]
            keep = set(cutters) if self.rules.cut_losers_keep else {best}
            losers = [
                s
                for i, (s, f) in enumerate(trick)
                if i and i not in keep and (f is None or f // RANKS != lead_colour)
            ]
            self._log(winner, WON, None, 1)
            self._take_losses(winner, losers)
            self._draw(winner)
        else:
            followers = [i for i, (_, f) in enumerate(trick) if f is not None and f // RANKS == lead_colour]
            best = max(followers, key=lambda i: (COMBAT[cast(int, trick[i][1])], -i))  # RO-32
            winner = trick[best][0]
            self._log(winner, WON, None, 0)
            for i in followers:
                self._draw(trick[i][0])
        self.trick = []
        self.trick_leader = None
        self._settle(winner)  # RO-35 / RO-40

    def _take_losses(self, winner: int, losers: Sequence[int]) -> None:
        """RO-33 / RO-34: each loser's last team card, in play order, face down to the winner
        until the winner's team has seven; the rest to the discard pile."""
        for s in losers:
            if not self.teams[s]:
                continue
            f, mask = self.teams[s].pop(), self.masks[s].pop()
            if len(self.teams[winner]) < TEAM_LIMIT:
                self.teams[winner].append(f)
                self.masks[winner].append(mask)
                self._log(s, LOST, f, winner, mask)
            else:
                self.discard.append(f)
                self._log(s, LOST, f, None, mask)
