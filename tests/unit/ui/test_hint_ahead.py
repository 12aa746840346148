"""Römisch Pokern's hint worked out between taps, in slices: "roll on or stop" asks the exact
solver, which takes up to a tenth of a second in CPython and seconds on a tablet, once in the
tap that asked it (a 400-750 ms task at 4x throttle). Now the table works it out while the
player thinks (``PublicQuestions.hint_steps``, driven by the table's loop like a bot's
thinking); a Hint tapped before it is ready says so and the hint follows by itself."""

from __future__ import annotations

import asyncio

from test_app import settle
from ui_helpers import run_async

from ludi.games import registry
from ludi.games.protocol import Seat, run_steps
from ludi.games.romisch_pokern import hints
from ludi.games.romisch_pokern.actions import Roll, Stop
from ludi.games.romisch_pokern.state import PokernState
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.storage import MemoryStore

SEATS = (Seat("Anna"), Seat("Marcus", "bot", "normal"))


def roll_or_stop_positions(count: int, least_steps: int = 20) -> list[PokernState]:
    """Anna to decide between rolling on and stopping, where working the hint out takes at
    least ``least_steps`` slices (bots play both seats until then, by legal moves)."""
    definition = registry.get("romisch-pokern")
    found: list[PokernState] = []
    for seed in range(60):
        state = definition.new_game(definition.rules_class(), SEATS, seed)
        bots = [definition.bots["normal"](i, seed) for i in range(2)]
        while not state.is_over and len(found) < count:
            seat = state.current_seat
            view, legal = state.view(seat), state.legal_actions()
            if seat == 0 and Stop() in legal and any(isinstance(a, Roll) for a in legal):
                probe = definition.questions(state)
                steps = probe.hint_steps(0)
                if steps is not None and sum(1 for _ in steps) >= least_steps:
                    found.append(state)
                    break
            state.apply(bots[seat].choose(view, legal))
        if len(found) >= count:
            break
    return found


def test_the_hint_worked_out_in_steps_is_the_hint_worked_out_at_once() -> None:
    """Over many decisions, the slices' answer equals the one-go answer, and a hint half worked
    out is finished where it stopped when asked for."""
    definition = registry.get("romisch-pokern")
    checked = 0
    for seed in range(6):
        state = definition.new_game(definition.rules_class(), SEATS, seed)
        bots = [definition.bots["normal"](i, seed) for i in range(2)]
        while not state.is_over:
            seat = state.current_seat
            view, legal = state.view(seat), state.legal_actions()
            at_once = hints.hint(view, legal)
            ask = definition.questions(state)
            steps = ask.hint_steps(seat)
            if steps is not None:
                for _ in zip(range(3), steps):
                    pass  # three slices, then the tap
                checked += 1
            assert ask.hint(seat) == at_once
            assert ask.hint_steps(seat) is None and not ask.hint_pending(seat)  # known now
            state.apply(bots[seat].choose(view, legal))
    assert checked > 50


def test_a_long_hint_is_cut_into_many_slices() -> None:
    states = roll_or_stop_positions(3)
    assert len(states) == 3
    for state in states:
        ask = registry.get("romisch-pokern").questions(state)
        assert sum(1 for _ in ask.hint_steps(0)) >= 20
        assert run_steps(hints.hint_steps(state.view(0), state.legal_actions())) == ask.hint(0)


def table(state: PokernState) -> App:
    app = App(MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}), ["en"])
    app.open_table(state)
    return app


def test_hint_tapped_before_it_is_ready_says_so_and_the_hint_follows_by_itself() -> None:
    async def run() -> tuple[list[str], list[bool], App]:
        app = table(roll_or_stop_positions(1)[0])
        pages, renders = [], []
        app.on_change = lambda: renders.append(app.render())
        app.changed()
        app.click("hint")  # at once: the table has had no time to work it out
        pages.append(app.render())
        pending = [app.session.ask.hint_pending(0), app.session.ui.hint is None]
        await settle(app)  # the player waits; the table's loop works it out in slices
        pages.append(app.render())
        return pages, pending, app

    pages, pending, app = run_async(run())
    assert pending == [True, True]  # the tap did not work it out itself
    assert "data-hint-thinking" in pages[0] and "Working out the best move" in pages[0]
    hint = app.session.ui.hint
    assert hint is not None and hint.action in app.session.state.legal_actions()
    assert "data-hint>" in pages[1] and "data-hint-thinking" not in pages[1]
    assert app.live and app.live in pages[1].replace("&#x27;", "'")  # its words, said
    assert 'class="btn' in pages[1] and "is-hinted" in pages[1]  # its control ringed


def test_a_move_made_while_the_hint_is_worked_out_drops_the_wait() -> None:
    async def run() -> App:
        app = table(roll_or_stop_positions(1)[0])
        app.changed()
        app.click("hint")
        assert app.session.ui.hint_thinking
        questions = app.session.ask
        roll = next(i for i, a in enumerate(app.screen.legal) if isinstance(a, Roll))
        app.click("act", str(roll), str(len(app.session.state.history)))
        assert app.session.ask is questions and not app.session.ui.hint_thinking
        await settle(app)
        await asyncio.sleep(0)
        return app

    app = run_async(run())
    assert app.session.ui.hint is None  # nobody asked for the new position's hint


def test_a_hint_that_failed_between_taps_is_worked_out_again_at_the_waiting_tap(monkeypatch) -> None:  # noqa: ANN001
    """A fault while the table worked the hint out must not leave the player who tapped Hint
    waiting for it forever: the hint is then worked out as a tap works it out (a fault there
    is the app's to contain, like any tap's)."""
    real = hints.hint_steps
    calls: list[int] = []

    def failing_once(view, legal):  # noqa: ANN001, ANN202
        calls.append(1)
        if len(calls) == 1:
            yield
            yield
            raise RuntimeError("a fault in the solver")
        return (yield from real(view, legal))

    position = roll_or_stop_positions(1)[0]
    monkeypatch.setattr(hints, "hint_steps", failing_once)

    async def run() -> App:
        app = table(position)
        app.changed()
        app.click("hint")
        assert app.session.ui.hint_thinking
        await settle(app)
        return app

    app = run_async(run())
    assert len(calls) == 2  # worked out again, once
    assert not app.session.ui.hint_thinking
    hint = app.session.ui.hint
    assert hint is not None and hint.action in app.session.state.legal_actions()


def test_a_hint_that_keeps_failing_is_a_fault_the_app_contains_not_a_loop(monkeypatch) -> None:  # noqa: ANN001
    calls: list[int] = []

    def always_failing(view, legal):  # noqa: ANN001, ANN202
        calls.append(1)
        yield
        raise RuntimeError("a fault in the solver")

    position = roll_or_stop_positions(1)[0]
    monkeypatch.setattr(hints, "hint_steps", always_failing)

    async def run() -> App:
        app = App(
            MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}),
            ["en"],
            contain_faults=True,
        )
        app.open_table(position)
        app.changed()
        app.click("hint")
        await settle(app)
        return app

    app = run_async(run())
    assert len(calls) == 2  # between taps, then once more at the tap: never again by itself
    assert app.fault and not app.session.ui.hint_thinking
