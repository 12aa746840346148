"""Undo of a human's own write (issue 10): until the next player rolls, a write may be taken back.

Why only then: once the next die is rolled something hidden is known, and taking the write
back would let a player choose with hindsight. Bots never undo. Undo is not a move of its
own: it is the game record without its last action, replayed, so the record stays the
whole truth (save, resume and export see a game in which the write never happened) and
the random generator is exactly where it was before the write, so the next player's dice
do not change.
"""

from __future__ import annotations

from ludi.games import registry
from ludi.games.protocol import IllegalAction
from ludi.games.romisch_pokern.actions import Score
from ludi.games.romisch_pokern.state import PokernState


def undoable(state: PokernState) -> bool:
    """True when the last action is a write (Score) by a human seat.

    Any later action (the next player's roll) makes the write final. A write that ended
    the game also qualifies: nothing was rolled after it.
    """
    if not state.history or not isinstance(state.history[-1], Score):
        return False
    writer = state.last_actor
    return writer is not None and state.seats[writer].kind == "human"


def undo(state: PokernState) -> PokernState:
    """A new state: ``state`` before its last write. ``state`` itself is left unchanged.

    Raises IllegalAction when ``undoable(state)`` is false.
    """
    if not undoable(state):
        raise IllegalAction("there is no write of yours to undo (only until the next player rolls)")
    record = state.record()
    before = registry.replay(record, upto=len(record.actions) - 1)
    assert isinstance(before, PokernState)
    return before
