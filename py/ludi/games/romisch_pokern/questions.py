"""What a Römisch Pokern table may ask beyond its view (everything in this game is on the
table): where a stop now would lead, asked at every render of a human's turn, and the hint for
the seat to move (``hints``, imported on the first hint)."""

from __future__ import annotations

from ludi.games.protocol import PublicQuestions
from ludi.games.romisch_pokern.hints import StopOutlook, stop_outlook
from ludi.games.romisch_pokern.state import PokernState


class PokernQuestions(PublicQuestions):
    """A Pokern table's questions: everything in this game is on the table."""

    _state: PokernState
    hints_module = "ludi.games.romisch_pokern.hints"

    _outlook: tuple[int, object, StopOutlook] | None = None  # (moves, the last move, its answer)

    def stop_outlook(self) -> StopOutlook:
        """Asked at every render of a human's turn; the answer changes only with a move, so
        it is worked out (a trial copy of the state) once per move, not once per tap."""
        history = self._state.history
        last = history[-1] if history else None
        known = self._outlook
        if known is None or known[0] != len(history) or known[1] is not last:
            known = self._outlook = (len(history), last, stop_outlook(self._state))
        return known[2]
