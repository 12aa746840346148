"""What stopping now would bring, for the UI's warnings and row highlights (issue 10 item 9).

The answer comes from the engine itself: the helper stops on a copy of the state and
reads what the engine then offers. So the warning "stopping can only fail" and the
highlighted rows can never disagree with what actually happens (RP-22..RP-24, RP-34,
the options): no rule is written twice.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

from ludi.games.protocol import PublicQuestions
from ludi.games.romisch_pokern.actions import TWIN, PlayCard, Score, Stop
from ludi.games.romisch_pokern.state import FAILED, PokernState


@dataclass(frozen=True)
class StopOutlook:
    """What the current seat's reading allows, now or after stopping."""

    can_stop: bool  # Stop is a legal action now
    only_fails: bool  # stopping now fails the turn (RP-24; RP-13 on XXXX)
    failure: str | None  # the failure code stopping would give (state.NO_ROW, state.STOPPED_ON_XXXX)
    placements: tuple[tuple[int, int], ...]  # (number, row 0..6) the reading could be written to
    twin_rescue: bool  # after that failure a Twin (or Joker as Twin) could still write it (RP-34)


NOTHING = StopOutlook(can_stop=False, only_fails=False, failure=None, placements=(), twin_rescue=False)


def _stopped(state: PokernState) -> PokernState:
    """A copy of ``state`` that has stopped; ``state`` is untouched.

    Stopping only appends to the history and the event log, so those lists are copied
    shallowly (their items are never changed) and the random generator through its state
    (far cheaper than deep-copying its 625 numbers one by one).
    """
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    memo = {id(state.history): list(state.history), id(state.events): list(state.events), id(state.rng): rng}
    trial = copy.deepcopy(state, memo)
    trial.apply(Stop())
    return trial


def stop_outlook(state: PokernState) -> StopOutlook:
    """Whether stopping now can only fail, and which rows the current reading(s) could take.

    While rolling: the outlook of stopping now. After the sixth die or a stop (the seat
    is writing): ``can_stop`` is False and ``placements`` are the rows offered now. Before
    the first die, after a failure and when the game is over: ``NOTHING``.
    """
    if state.is_over:
        return NOTHING
    can_stop = Stop() in state.legal_actions()
    after = _stopped(state) if can_stop else state
    offered = after.legal_actions()
    failed = can_stop and after.phase == FAILED
    placements = tuple((a.number, a.row) for a in offered if isinstance(a, Score))
    if not can_stop and not placements:
        return NOTHING
    twin = failed and any(isinstance(a, PlayCard) and a.effect == TWIN for a in offered)
    return StopOutlook(
        can_stop=can_stop,
        only_fails=failed,
        failure=after.failure if failed else None,
        placements=placements,
        twin_rescue=twin,
    )


class PokernQuestions(PublicQuestions):
    """A Pokern table's questions: everything in this game is on the table."""

    _state: PokernState

    def stop_outlook(self) -> StopOutlook:
        return stop_outlook(self._state)
