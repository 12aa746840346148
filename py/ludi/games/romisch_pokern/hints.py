"""What stopping now would bring, for the UI's warnings and row highlights (issue 10 item 9),
and the hint for the seat to move (``hint``).

The stop outlook comes from the engine itself: the helper stops on a copy of the state and
reads what the engine then offers. So the warning "stopping can only fail" and the
highlighted rows can never disagree with what actually happens (RP-22..RP-24, RP-34,
the options): no rule is written twice.

The hint is the normal bot's choice (one die of lookahead) from the seat's own view, with a
reason read off the view and the action: a code and JSON-able params (``REASONS``) that the
table's catalogs put into words. When the question is rolling on or stopping, though, the
hint asks the strong bot's exact solver (``roll_or_stop``): "worth more on average" is then
the exact expectation over every die to come and every card still in hand, not a one-die
guess. Everything in this game is public, so the view is the whole table; only the dice to
come are unknown, and the hint never depends on them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from ludi.games.protocol import Action, Hint, bot_hint, run_steps
from ludi.games.romisch_pokern import sheet
from ludi.games.romisch_pokern.actions import TWIN, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romisch_pokern.views import FAILED, PokernView


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


#: Every reason a Pokern hint gives, with the names of its params (a UI's catalog needs a
#: text for each, with exactly these placeholders). ``row`` counts from 0 (the top row), as
#: ``Score.row`` does; ``count`` is how many dice the roll throws (RP-50).
REASONS: dict[str, tuple[str, ...]] = {
    # No die rolled yet this turn.
    "roll_start": ("count",),
    # Stopping now would write ``number`` in ``row``; one more die is worth more on average:
    # ``gain`` points more by the exact solver (``roll_or_stop``), null when it was not asked.
    "roll_on": ("count", "number", "row", "gain"),
    # Stopping now would fail the turn (no number, XXXX, no row: RP-13, RP-24).
    "roll_needed": ("count",),
    # Stop and write ``number`` in ``row``; ``twin``: only the Twin card can write it (RP-34);
    # ``gain``: how much more stopping is worth than rolling on (the solver's), or null.
    "stop": ("number", "row", "twin", "gain"),
    # Stopping fails the turn (RP-24) on purpose: by the lookahead, one more die would more
    # likely force a poor number into the column than help; a lost turn costs less.
    "stop_fails": (),
    # RP-22: the row for the number that keeps the column's prospects best.
    "write": ("number", "row"),
    # RP-30..RP-35: ``card`` used as ``effect``; ``face``: the symbol of die ``die`` it takes
    # (re-roll one, drop one), else null; ``failed``: the turn has failed (RP-25) and the card
    # gives it another chance.
    "card": ("card", "effect", "die", "face", "failed"),
    # RP-25: the turn failed and no card is worth spending; ``cards``: cards still in hand.
    "pass": ("cards",),
}


def hint(view: PokernView, legal: Sequence[Action]) -> Hint:
    """The normal bot's action for the seat to move, with the reason it is good; rolling on or
    stopping is the exact solver's call (``roll_or_stop``)."""
    return run_steps(hint_steps(view, legal))


def hint_steps(view: PokernView, legal: Sequence[Action]) -> Generator[None, None, Hint]:
    """``hint`` worked out in steps: the exact solver's part takes up to a tenth of a second
    in CPython (a few seconds on a tablet's Pyodide), so the table works it out between the
    player's taps, a slice at a time (``PublicQuestions.hint_steps``)."""
    # The bots come after this module in the table's import plan (``ludi.ui.games``): by the
    # first hint the game has imported them, so this import only looks them up.
    from ludi.games.romisch_pokern.bots import NormalBot

    given = bot_hint(NormalBot, view, legal, explain)
    if not isinstance(given.action, (Roll, Stop)):
        return given
    yield
    choice = yield from roll_or_stop_steps(view, legal)
    if choice is None:
        return given
    reason, params = explain(view, choice.action)
    if choice.write is not None and "number" in params:
        params.update(number=choice.write[0], row=choice.write[1])
    if "gain" in params and choice.gain > 0:
        params["gain"] = choice.gain
    return Hint(choice.action, reason, params)


@dataclass(frozen=True)
class RollOrStop:
    """The exact solver's answer to "roll on or stop?" (the strong bot's own, RP-21)."""

    action: Action  # the better of the legal rolls and Stop
    gain: float  # how much more it is worth on average than the best other choice, in points
    write: tuple[int, int] | None  # (number, row) stopping now would write, if it writes (RP-22)


def roll_or_stop(view: PokernView, legal: Sequence[Action]) -> RollOrStop | None:
    """``roll_or_stop_steps`` at once."""
    return run_steps(roll_or_stop_steps(view, legal))


def roll_or_stop_steps(view: PokernView, legal: Sequence[Action]) -> Generator[None, None, RollOrStop | None]:
    """Whether rolling on or stopping is worth more, and by how much, when both are legal and
    stopping would write a number (None otherwise).

    Cards are left out of the comparison (the hint names them through the normal bot), but
    the solver still counts what the cards in hand can do later in the turn. The value is the
    strong bot's (``valuation.SheetOutlook``): the sheet's points and prospects in the race to
    the end, so "3.1 more on average" means about three points of final score.
    """
    from ludi.games.romisch_pokern.bots import StrongBot  # see ``hint``
    from ludi.games.romisch_pokern.solver import TurnSolver
    from ludi.games.romisch_pokern.valuation import SheetOutlook

    choices = [a for a in legal if isinstance(a, (Roll, Stop))]
    if Stop() not in choices or len(choices) < 2:
        return None
    outlook = SheetOutlook(view, StrongBot.weights)
    yield
    solver = TurnSolver(view, outlook, card_plays=StrongBot.card_plays(view))
    yield
    write = solver.best_placement(solver.dice_key(view.rolled), view.twin_active)
    if write is None:
        return None  # stopping fails: then the question is which card, not whether to stop
    worths = yield from solver.values(choices)
    values = [(worth, -i, a) for i, (worth, a) in enumerate(zip(worths, choices))]  # ties: the earlier action
    values.sort(reverse=True)
    best, runner_up = values[0], values[1]
    return RollOrStop(best[2], round(best[0] - runner_up[0], 1), write)


def explain(view: PokernView, action: Action) -> tuple[str, dict[str, Any]]:
    """The reason code and params that hold for ``action`` in ``view`` (see ``REASONS``)."""
    assert view.current is not None
    column = view.columns[view.current]
    if isinstance(action, Roll):
        if not view.rolled:
            return "roll_start", {"count": action.count}
        write = _best_write(column, sheet.placements(column, view.readings, twin=view.twin_active))
        if write is None:
            return "roll_needed", {"count": action.count}
        return "roll_on", {"count": action.count, "number": write[0], "row": write[1], "gain": None}
    if isinstance(action, Stop):
        plain = _best_write(column, sheet.placements(column, view.readings, twin=view.twin_active))
        if plain is not None:
            return "stop", {"number": plain[0], "row": plain[1], "twin": False, "gain": None}
        rescue = _best_write(column, sheet.twin_placements(column, view.readings))
        if rescue is not None:
            return "stop", {"number": rescue[0], "row": rescue[1], "twin": True, "gain": None}
        return "stop_fails", {}
    if isinstance(action, Score):
        return "write", {"number": action.number, "row": action.row}
    if isinstance(action, PlayCard):
        face = view.rolled[action.die] if action.die is not None else None
        return "card", {
            "card": action.card,
            "effect": action.effect,
            "die": action.die,
            "face": face,
            "failed": view.phase == FAILED,
        }
    assert isinstance(action, Pass)
    return "pass", {"cards": len(view.cards[view.current])}


def _best_write(column: sheet.Column, options: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """The (number, row) of ``options`` worth most to the column, as the bots judge it."""
    from ludi.games.romisch_pokern.valuation import column_worth  # see ``hint``

    def worth(option: tuple[int, int]) -> float:
        after = list(column)
        after[option[1]] = option[0]
        return column_worth(after)

    return max(options, key=worth, default=None)
