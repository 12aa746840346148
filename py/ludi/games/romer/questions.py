"""What a Römer table may ask beyond its view: where a horse added now would go and what it
would score, and the hint for the seat to move (``hints``, imported on the first hint)."""

from __future__ import annotations

from ludi.games.protocol import PublicQuestions
from ludi.games.romer.cards import place_multiplier
from ludi.games.romer.state import RomerState


class RomerQuestions(PublicQuestions):
    _state: RomerState
    hints_module = "ludi.games.romer.hints"

    def next_place(self, seat: int) -> tuple[int, int]:
        """Where a horse ``seat`` adds now would go (its position in the team, RO-20) and what
        a card of the team's trump colour scores there times (RO-51): the numbers the table
        prints on the horse buttons, so the UI never restates the scoring rule."""
        self._state.check_seat(seat)
        position = len(self._state.teams[seat]) + 1  # a team's length is public (a whole view cost 0.1 ms)
        return position, place_multiplier(position, True)
