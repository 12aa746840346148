"""The game's first moves rehearsed while the setup form waits (``games.rehearse_in_slices``):
the table's first bot move then runs warm, and nothing of the rehearsal reaches a real game."""

from __future__ import annotations

import asyncio

import pytest
from test_app import settle
from ui_helpers import run_async

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.ui import games, storage
from ludi.ui.app import App
from ludi.ui.storage import MemoryStore

GAMES = ("romisch-pokern", "romme", "romer")


def bots_game_record(game_id: str, seed: int, moves: int = 40) -> list[dict]:
    definition = registry.get(game_id)
    seats = [Seat(f"B{i}", "bot", "normal") for i in range(3)]
    state = definition.new_game(definition.rules_from_options(None, []), seats, seed)
    bots = [definition.bots["normal"](i, seed + i) for i in range(3)]
    while len(state.history) < moves and not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state.record().to_json()["actions"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rehearsal_plays_its_moves_one_a_turn_and_leaves_real_games_as_they_were(game_id: str) -> None:
    before = bots_game_record(game_id, 11)
    pauses: list[int] = []

    async def pause() -> None:
        pauses.append(1)

    played = run_async(games.rehearse_in_slices(game_id, pause, lambda: True))
    assert played == games.REHEARSAL_MOVES == len(pauses) - 1  # and one before the first move
    assert bots_game_record(game_id, 11) == before  # no shared random generator was drawn from


def test_a_rehearsal_stops_as_soon_as_the_setup_form_is_left() -> None:
    waits = iter([True, True, True, False])

    async def pause() -> None:
        pass

    played = run_async(games.rehearse_in_slices("romer", pause, lambda: next(waits)))
    assert played == 2


def test_a_rehearsal_sets_up_and_moves_a_turn_after_it_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """It starts in the turn that drew the setup form (itself 50-90 ms on a tablet): its game's
    set-up and first move, cold code and the longest of its steps, wait for the next turn."""
    events: list[str] = []
    real_get = registry.get

    def logged_get(game_id: str):  # noqa: ANN202
        events.append("set-up")
        return real_get(game_id)

    async def pause() -> None:
        events.append("pause")

    def waiting() -> bool:
        events.append("wait")
        return True

    monkeypatch.setattr(registry, "get", logged_get)
    run_async(games.rehearse_in_slices("romer", pause, waiting))
    assert events[:3] == ["pause", "wait", "set-up"]
    assert events.count("pause") == games.REHEARSAL_MOVES + 1


def test_a_rehearsal_left_before_its_first_turn_sets_up_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "get", lambda game_id: pytest.fail("set up a game nobody waits for"))

    async def pause() -> None:
        pass

    assert run_async(games.rehearse_in_slices("romer", pause, lambda: False)) == 0


def counted_rehearsals(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The moves each rehearsal played, as the app starts them."""
    rehearsed: list[int] = []
    real = games.rehearse_in_slices

    async def counted(game_id, pause, waiting):  # noqa: ANN001, ANN202
        played = await real(game_id, pause, waiting)
        rehearsed.append(played)
        return played

    monkeypatch.setattr(games, "rehearse_in_slices", counted)
    return rehearsed


def browser_app() -> App:
    store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
    return App(store, ["en"], load_in_slices=True)


async def open_setup(app: App, game_id: str) -> None:
    app.click("setup", game_id)
    while app.loading:
        await asyncio.sleep(0)
    assert app.screen.name == "setup"


def test_opening_a_game_rehearses_it_while_the_form_waits_and_start_plays_on_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whether its modules were still to import or not (a page restored from the runtime's
    snapshot has every game imported): a rehearsal cut short by Start, then a whole one the
    next time the form is opened, and none after that."""
    rehearsed = counted_rehearsals(monkeypatch)

    async def run() -> App:
        app = browser_app()
        await open_setup(app, "romme")
        for _ in range(2):  # the rehearsal's set-up turn, one rehearsed move, then Start
            await asyncio.sleep(0)
        app.click("start")
        await settle(app)
        assert app.screen.name == "table"
        for _ in range(2):
            app.click("home")
            await open_setup(app, "romme")
            await settle(app)  # the player reads the form
        return app

    run_async(run())
    assert len(rehearsed) == 2, rehearsed
    assert 0 < rehearsed[0] < games.REHEARSAL_MOVES  # it stopped when the table opened
    assert rehearsed[1] == games.REHEARSAL_MOVES  # then rehearsed whole, once
