"""What a Rommé table may ask beyond its view: the melds a selection of the player's own
cards can make, including spellings the legal list leaves out (two jokers for cards in hand),
and the hint for the seat to move (``hints``, imported on the first hint)."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action, PublicQuestions
from ludi.games.romme.state import RommeState


class RommeQuestions(PublicQuestions):
    _state: RommeState
    hints_module = "ludi.games.romme.hints"

    def melds_of(self, seat: int | None, faces: Sequence[int]) -> list[Action]:
        """Every legal new meld of exactly ``faces``, asked by ``seat`` about its own cards:
        only the seat to move may ask (anyone else's answer would tell what that hand holds)."""
        if seat is None or seat != self._state.current_seat:
            return []
        return self._state.melds_of(faces)

    def best_melds(self, seat: int | None) -> list[list[str]]:
        """The melds of the least deadwood in ``seat``'s own hand (card codes, a joker as
        ``*`` and the card it stands for), what the hint's reasons are measured against;
        only the seat to move may ask, like ``melds_of``."""
        if seat is None or seat != self._state.current_seat:
            return []
        from ludi.games.romme.cards import entry_code
        from ludi.games.romme.solver import best_arrangement

        view = self._state.view(seat)
        return [
            [entry_code(e) for e in meld] for meld in best_arrangement(view.hand_counts(), view.rules).melds
        ]
