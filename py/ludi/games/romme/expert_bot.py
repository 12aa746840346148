"""The expert Rommé bot: the strong bot that holds its first meld back to go out in one turn.

Its own module, like the strong bot's, so that opening a game compiles it on its own
event-loop turn. It sees only ``RommeView``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ludi.games.protocol import Action
from ludi.games.romme.actions import Meld
from ludi.games.romme.strong_bot import StrongBot
from ludi.games.romme.views import RommeView


class ExpertBot(StrongBot):
    """Plays as the strong bot, but keeps a first meld it could put down in hand while only
    a few cards are missing to put *everything* down in one turn, and while nobody is likely
    to go out before its next turn.

    Going out in one turn from a closed hand is a Handrommé (RM-52): every minus point of the
    round counts double for the others, and until then they have no meld of this player's to
    lay off on. A seasoned player waits for it when the hand is nearly finished; the strong
    bot opens as soon as it can. The danger is being caught with the whole hand, so the wait
    stops when the hand still lacks more than ``wait_leftover`` cards or when the chance that
    someone goes out first (``out_risk``) reaches ``wait_risk``.

    Measured against the strong bot (version 2), paired single Palast rounds with the seats
    swapped, minus points a seat-round apart (positive: the expert's fewer), 4,000 rounds a
    line: four players, wait for 3 / 4 / 5 / 6 missing cards +0.64 / +1.17 / +0.40 / +0.29 at
    a risk of 0.1, for 4 cards +0.97 / +1.17 / +1.23 at 0.05 / 0.1 / 0.15, waiting always
    (never opening before going out) -7.75; two players, 4 cards, +5.86 at 0.1 and +5.83 at
    0.15. Whole games: see the README's expert table.
    """

    level = "expert"
    version = 1
    #: The most cards the hand may still lack (left over by the solver) for the wait.
    wait_leftover = 4
    #: The chance that someone goes out before this player's next turn that ends the wait.
    wait_risk = 0.15

    def play(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        waits = yield from self._waits_to_go_out_at_once(view)
        if waits:
            legal = [a for a in legal if not isinstance(a, Meld)]
        action = yield from super().play(view, legal)
        return action

    def _waits_to_go_out_at_once(self, view: RommeView) -> Generator[None, None, bool]:
        seat = view.seat
        assert seat is not None
        if view.opened[seat] or view.pending or view.owed_jokers:
            return False
        arr = yield from self.plan(view)
        missing = len(arr.leftover)  # one of them is the discard: 1 goes out now
        return 1 < missing <= self.wait_leftover and self.out_risk(view) < self.wait_risk
