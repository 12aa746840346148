"""The app driven like the DOM adapter drives it: clicks by data-action/data-arg only."""

from __future__ import annotations

import asyncio
import json
import re

from ui_helpers import attr, buttons, run_async

from ludi.games.protocol import GameRecord
from ludi.games.romisch_pokern.sheet import placements
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.settings import BOT_MS
from ludi.ui.storage import SAVE_KEY, MemoryStore, save_key

POKERN_SLOT = save_key("romisch-pokern")


def make_app(store: MemoryStore | None = None, langs=("en",), **kw) -> App:
    store = (
        store
        if store is not None
        else MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
    )
    return App(store, langs, **kw)


async def settle(app: App) -> None:
    while app.task is not None and not app.task.done():
        await app.task


def click_button(app: App, tag: str) -> None:
    app.click(attr(tag, "data-action"), attr(tag, "data-arg"), attr(tag, "data-v"))


def worth_stopping(column: list, readings: list[int], twin_in_hand: bool) -> bool:
    """A reading the column can take: a new number where it fits, or, holding the Twin or the
    Joker, one next to its equal (the only way left to finish some columns)."""
    return bool(placements(tuple(column), readings, twin=twin_in_hand))


async def play_by_clicks(app: App, limit: int = 3000) -> int:
    """A simple player reading only the rendered HTML: the same loop the browser test uses."""
    clicks = 0
    while app.screen.name == "table" and clicks < limit:
        await settle(app)
        if app.screen.name != "table":
            break
        html = app.render()
        seat = int(re.search(r'data-current="(\d)"', html).group(1))
        column = [None] * 7
        for row, cell in enumerate(
            re.findall(r"<tr><th scope=\"row\" class=\"sheet__row\">\d</th>(.*?)</tr>", html)
        ):
            values = re.findall(r'<td class="cell[^"]*"(?: data-value="(\d+)")?', cell)
            column[row] = int(values[seat]) if values[seat] else None
        readings = [int(n) for n in (re.search(r'data-readings="([\d ]+)"', html) or [None, ""])[1].split()]
        dice = buttons(html, action="act") and [
            t for t in re.findall(r"<button\b[^>]*>", html) if "die:" in t
        ]
        twin_in_hand = bool(re.search(r'class="card" data-action="card" data-arg="(?:twin|joker)"', html))
        if dice:
            click_button(app, dice[0])
        elif buttons(html, action="joker-effect"):
            click_button(app, buttons(html, action="joker-effect")[0])
        elif buttons(html, kind="pass"):
            playable = [t for t in buttons(html, action="card") if "disabled" not in t]
            click_button(app, playable[0] if playable else buttons(html, kind="pass")[0])
        elif buttons(html, kind="score"):
            click_button(app, buttons(html, kind="score")[0])
        elif buttons(html, action="number"):
            click_button(app, buttons(html, action="number")[-1])
        elif buttons(html, kind="roll") and not worth_stopping(column, readings, twin_in_hand):
            click_button(app, buttons(html, kind="roll")[0])
        else:
            click_button(app, buttons(html, kind="stop")[0])
        clicks += 1
    await settle(app)
    return clicks


def test_the_simple_player_ends_a_game_only_the_twin_can_end() -> None:
    """The player the whole-game tests use stops on a reading it can only write with the Twin,
    as a person would: otherwise a game whose columns the Twin alone keeps open never ends
    for it (one seeded game in about 160 did, failing the whole-game test at random)."""
    from ludi.games.protocol import Seat
    from ludi.games.romisch_pokern.rules import PokernRules
    from ludi.games.romisch_pokern.state import PokernState

    position = {
        "start_player": 0,
        "current": 0,
        "columns": [[1, 10, 12, 22, 37, 39, None], [1, 2, 3, 4, 5, 39, None]],
        "cards": [["twin"], ["twin"]],  # both hold one: no failed turn without cards ends it
        "turns_taken": [20, 20],
        "dice": ["I", "X", "X", "X", "X"],  # read one by one: 1, 11, 21, 31, 39
    }
    seats = (Seat("Julia"), Seat("Livia"))
    state = PokernState.from_position(PokernRules(random_start=False), seats, position, seed=3)
    app = make_app()
    app.open_table(state)
    run_async(play_by_clicks(app, limit=200))
    assert app.screen.name == "end"
    assert app.session.state.columns[0][6] == 39  # written with the Twin, next to its equal


def test_two_humans_play_a_whole_game_by_clicks_with_autosave() -> None:
    async def run() -> None:
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
        app = make_app(store)
        app.click("setup", "romisch-pokern")
        app.click("seat-kind", "1:human")
        app.field("option", "fixed-start", True)
        app.field("name", "1", "Livia")
        app.click("start")
        assert app.session.state.seats[1].name == "Livia" and app.session.state.start_player == 0
        moves_seen = 0
        original_save = storage.save_game

        def checking_save(st, state):  # every action is autosaved with the full record
            nonlocal moves_seen
            original_save(st, state)
            moves_seen += 1
            if not state.is_over:
                assert GameRecord.loads(st.get(POKERN_SLOT)).actions == state.record().actions

        storage.save_game = checking_save
        try:
            await play_by_clicks(app)
        finally:
            storage.save_game = original_save
        assert app.screen.name == "end"
        assert moves_seen == len(app.session.state.history)
        assert store.get(POKERN_SLOT) is None  # a finished game leaves the slot
        html = app.render()
        totals = [int(x) for x in re.findall(r'class="ranking__total" data-total="(\d+)"', html)]
        assert sorted(totals, reverse=True) == totals == sorted(app.session.state.scores(), reverse=True)
        assert "Game over" in app.live

    run_async(run())


def test_human_against_strong_bot_reaches_the_end() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romisch-pokern")
        app.click("seat-level", "1:strong")
        app.click("start")
        await play_by_clicks(app)
        assert app.screen.name == "end"
        assert all(seat.kind == k for seat, k in zip(app.session.state.seats, ("human", "bot")))

    run_async(run())


def test_each_bot_move_stays_on_the_table_for_the_bot_pace_its_animation_included() -> None:
    shown: dict[int, float] = {}  # moves made -> seconds the table waited with that many
    app: App | None = None

    async def fake_sleep(seconds: float) -> None:
        moves = len(app.session.state.history) if app.session is not None else -1
        shown[moves] = shown.get(moves, 0.0) + seconds

    async def run() -> None:
        nonlocal app
        store = MemoryStore({storage.SPEED_KEY: "normal", storage.BOT_SPEED_KEY: "normal"})
        app = App(store, ["en"], sleep=fake_sleep)
        app.click("setup", "romisch-pokern")
        app.click("seat-kind", "0:bot")
        app.click("seat-level", "0:strong")
        app.click("seat-level", "1:strong")
        app.click("start")  # two bots: the game plays itself
        await settle(app)
        assert app.screen.name == "end"
        moves = len(app.session.state.history)
        pace = BOT_MS["normal"] / 1000
        assert (
            min(shown.get(n, 0.0) for n in range(moves)) > 0
            and min(shown[n] for n in range(moves)) >= pace - 1e-9
        )
        assert any(abs(shown[n] - pace) < 1e-9 for n in range(moves))  # animated moves wait the rest only

    run_async(run())


def test_resume_after_reload_restores_the_same_table() -> None:
    async def run() -> None:
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
        app = make_app(store)
        app.click("setup", "romisch-pokern")
        app.click("seat-kind", "1:human")
        app.click("start")
        for _ in range(3):
            await settle(app)
            html = app.render()
            tag = (buttons(html, kind="roll") or buttons(html, kind="stop") or buttons(html, kind="pass"))[0]
            click_button(app, tag)
        await settle(app)
        before = app.session.state.view(None)
        reloaded = make_app(store)  # a new page load on the same localStorage
        home = reloaded.render()
        assert buttons(home, action="resume")
        reloaded.click("resume")
        assert reloaded.screen.name == "table" and reloaded.session.state.view(None) == before
        sheet = re.search(r"<table class=\"sheet.*?</table>", reloaded.render(), re.S).group(0)
        assert sheet == re.search(r"<table class=\"sheet.*?</table>", app.render(), re.S).group(0)

    run_async(run())


def test_corrupt_record_is_shown_exportable_and_discarded_only_on_request() -> None:
    store = MemoryStore({SAVE_KEY: '{"game": "romisch-pokern", "seats": 3'})
    app = make_app(store)
    html = app.render()
    assert "The saved game cannot be loaded" in html
    assert (
        "<textarea" in html and "{&quot;game&quot;: &quot;romisch-pokern&quot;, &quot;seats&quot;: 3" in html
    )
    assert 'download="ludi-saved-game.json"' in html and "data:application/json" in html
    assert not buttons(html, action="resume")
    app.click("setup", "romisch-pokern")
    app.click("home")
    assert store.get(SAVE_KEY) is not None
    app.click("discard")  # asks first
    assert store.get(SAVE_KEY) is not None and "Discard the saved game?" in app.render()
    app.click("discard", "confirm")
    assert store.get(SAVE_KEY) is None and "cannot be loaded" not in app.render()


def test_language_and_speed_are_persisted() -> None:
    store = MemoryStore()
    app = App(store, ["fr-FR"])
    assert app.lang == "fr" and "Choisissez un jeu" in app.render()
    app.click("lang", "de")
    assert store.get(storage.LANG_KEY) == "de" and "Wähle ein Spiel" in app.render()
    app.field("speed", None, "slow")
    assert store.get(storage.SPEED_KEY) == "slow"
    again = App(store, ["fr-FR"])
    assert again.lang == "de" and again.settings.speed == "slow"


def test_reduced_motion_defaults_to_fast_speed() -> None:
    assert App(MemoryStore(), [], reduced_motion=True).settings.speed == "fast"
    assert App(MemoryStore(), []).settings.speed == "normal"


def test_setup_seats_and_options_build_the_rules() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romisch-pokern")
        app.click("add-seat")
        assert app.screen.model.seats[2].kind == "human"  # new seats are people unless chosen otherwise
        app.click("seat-kind", "2:bot")
        app.click("seat-level", "1:easy")  # with strong, the bots' whole game took 10 s of the suite
        app.click("seat-level", "2:easy")
        for option in ("roll-several", "order-matters"):
            app.field("option", option, True)
        app.click("remove-seat", "0")
        app.click("start")
        assert len(app.session.state.seats) == 2
        state = app.session.state
        assert [(s.kind, s.level) for s in state.seats] == [("bot", "easy"), ("bot", "easy")]
        assert state.rules.roll_several and state.rules.order_matters and state.rules.random_start
        saved = json.loads(app.store.get(storage.setup_key("romisch-pokern")))
        assert sorted(saved["options"]) == ["order-matters", "roll-several"]
        await settle(app)
        assert app.screen.name == "end"

    run_async(run())


def test_card_choice_and_escape() -> None:
    from ui_helpers import find_state

    state = find_state(lambda s: s.phase == "failed" and len(s.rolled) >= 2)
    app = make_app()
    app.open_table(state)
    app.click("card", "drop_one")
    assert app.session.ui.card == "drop_one"
    dice = [t for t in re.findall(r"<button\b[^>]*>", app.render()) if 'data-focus-key="die:' in t]
    assert len(dice) == len(state.rolled)
    app.key("Escape")
    assert app.session.ui.card is None
    app.click("card", "drop_one")
    moves = len(state.history)
    click_button(app, dice[0])
    assert len(state.history) == moves + 1 and state.dropped


def test_stale_clicks_are_ignored() -> None:
    app = make_app()
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    html = app.render()
    roll = buttons(html, kind="roll")[0]
    click_button(app, roll)
    moves = len(app.session.state.history)
    click_button(app, roll)  # the same (now outdated) button again
    assert len(app.session.state.history) == moves


def test_clicks_while_busy_are_ignored() -> None:
    app = make_app()
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    roll = buttons(app.render(), kind="roll")[0]
    app.screen.busy = True  # e.g. the dice animation of the previous roll
    click_button(app, roll)
    assert app.session.state.history == []


def _app_with_a_saved_game() -> App:
    app = make_app()
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    roll = buttons(app.render(), kind="roll")[0]
    click_button(app, roll)
    app.click("home")
    assert app.store.get(POKERN_SLOT) is not None
    return app


def test_discarding_a_saved_game_asks_first_and_keep_keeps_it() -> None:
    app = _app_with_a_saved_game()
    app.click("discard")
    html = app.render()
    assert app.store.get(POKERN_SLOT) is not None
    assert 'role="alertdialog"' in html and "Discard the saved game?" in html
    assert app.focus == "confirm-keep"  # the safe answer has the focus
    app.click("keep")
    assert "Discard the saved game?" not in app.render() and app.store.get(POKERN_SLOT) is not None
    app.click("discard")
    (yes,) = buttons(app.render(), action="discard", arg="confirm")
    click_button(app, yes)
    assert app.store.get(POKERN_SLOT) is None and not buttons(app.render(), action="resume")


def test_starting_a_new_game_while_one_is_saved_asks_to_replace_it() -> None:
    app = _app_with_a_saved_game()
    saved = app.store.get(POKERN_SLOT)
    app.click("setup", "romisch-pokern")
    app.click("start")
    assert app.screen.name == "setup" and app.store.get(POKERN_SLOT) == saved
    assert "Replace the saved game?" in app.render()
    app.click("keep")
    assert app.screen.name == "setup" and app.store.get(POKERN_SLOT) == saved and app.focus == "start"
    app.click("start")
    (yes,) = buttons(app.render(), action="start", arg="confirm")
    click_button(app, yes)
    assert app.screen.name == "table" and app.session.state.history == []
    assert GameRecord.loads(app.store.get(POKERN_SLOT)).actions == ()


def _write_one_number(app: App) -> None:
    """The human to move rolls one die, stops and writes it in the first highlighted row."""
    click_button(app, buttons(app.render(), kind="roll")[0])
    click_button(app, buttons(app.render(), kind="stop")[0])
    html = app.render()
    if buttons(html, action="number"):
        click_button(app, buttons(html, action="number")[0])
    click_button(app, buttons(app.render(), kind="score")[0])


def test_a_human_may_undo_their_write_while_the_bot_has_not_moved() -> None:
    app = make_app()
    app.click("setup", "romisch-pokern")  # Julia and a bot (only Julia may undo her write)
    app.field("option", "fixed-start", True)
    app.click("start")
    _write_one_number(app)
    written = app.session.state.history[-1]
    html = app.render()
    (undo,) = buttons(html, action="undo")
    assert "Undo Julia&#x27;s write" in html and app.session.state.current_seat == 1
    click_button(app, undo)
    assert (
        app.session.state.current_seat == 0 and len(app.session.state.history) == 2
    )  # roll, stop: the write is gone
    assert app.session.state.columns[0] == [None] * 7
    saved_actions = GameRecord.loads(app.store.get(POKERN_SLOT)).actions
    assert saved_actions == app.session.state.record().actions  # saved so
    assert app.session.ui.number == written.number and app.focus == f"cell:{written.row}"
    assert "taken back" in app.live


def test_undo_while_a_bot_waits_to_move_drops_the_bots_move() -> None:
    async def run() -> None:
        gate = asyncio.Event()

        async def slow_sleep(seconds: float) -> None:
            if seconds:
                await gate.wait()  # the bot's pause lasts until the test says so

        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "slow"})
        app = App(store, ["en"], sleep=slow_sleep)
        app.click("setup", "romisch-pokern")
        app.field("option", "fixed-start", True)
        app.click("start")
        _write_one_number(app)
        await asyncio.sleep(0)  # the table's loop starts the bot's pause
        assert app.busy and app.session.state.current_seat == 1
        (undo,) = buttons(app.render(), action="undo")
        click_button(app, undo)
        assert not app.busy and app.session.state.current_seat == 0
        gate.set()
        await settle(app)
        assert (
            app.session.state.current_seat == 0 and len(app.session.state.history) == 2
        )  # the bot never moved

    run_async(run())


def test_live_region_tells_each_roll_with_its_readings_for_humans_and_bots() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romisch-pokern")
        app.field("option", "fixed-start", True)
        app.click("start")
        click_button(app, buttons(app.render(), kind="roll")[0])
        symbol = app.session.state.rolled[0]
        assert app.live.startswith(f"Julia rolls {symbol} — reads ")
        click_button(app, buttons(app.render(), kind="stop")[0])
        html = app.render()
        if buttons(html, action="number"):
            click_button(app, buttons(html, action="number")[0])
        heard = []
        original = app.changed

        def record() -> None:
            heard.append(app.live)
            original()

        app.changed = record  # type: ignore[method-assign]
        click_button(app, buttons(app.render(), kind="score")[0])
        await settle(app)
        assert any(text.startswith("Julia writes") for text in heard)
        assert any("Marcus rolls" in text for text in heard)  # the bot's rolls are told too

    run_async(run())


def test_escape_returns_focus_to_the_card_button_that_was_used() -> None:
    from ui_helpers import find_state

    state = find_state(lambda s: s.phase == "failed" and len(s.rolled) >= 2)
    app = make_app()
    app.open_table(state)
    for action in ("card", "quick-card"):  # the cards panel, or the quick cards beside Pass
        app.click(action, "drop_one")
        assert app.session.ui.card == "drop_one" and app.focus == "die:0"
        app.key("Escape")
        assert app.session.ui.card is None and app.focus == f"{action}:drop_one"
        assert f'data-focus-key="{action}:drop_one"' in app.render()


def test_replace_is_asked_right_above_start_and_other_games_saves_stay() -> None:
    """One saved game per game: a new Rommé game leaves the Pokern game waiting; replacing
    Pokern's own is asked just above Start (scrolled into view), not below the fold."""
    app = _app_with_a_saved_game()
    app.click("setup", "romme")
    app.click("start")
    assert app.screen.name == "table" and app.store.get(POKERN_SLOT) is not None
    app.click("home")
    assert len(buttons(app.render(), action="resume")) == 2
    app.click("setup", "romisch-pokern")
    app.click("start")
    html = app.render()
    confirm = html.index('class="panel confirm"')
    assert 'data-reveal="confirm-replace"' in html
    assert confirm < html.index('data-action="start"') and "setup__problems" not in html[confirm:]


def paint_recorder(app: App, timeline: list[str]):  # noqa: ANN201 - the on_change callback
    """Notes "paint" in ``timeline`` at each render that shows a new move."""
    shown = [0]

    def paint() -> None:
        moves = app.screen.moves or 0
        if moves > shown[0]:
            timeline.append("paint")
        shown[0] = moves

    return paint


def assert_paused_between(timeline: list[str], event: str, at_least: int) -> None:
    """At least ``at_least`` paints, and a pause between each paint and the ``event`` before it."""
    painted = [i for i, e in enumerate(timeline) if e == "paint"]
    assert len(painted) >= at_least
    for i in painted:
        last = max((j for j in range(i) if timeline[j] == event), default=None)
        if last is not None:
            assert "pause" in timeline[last:i], timeline[max(0, i - 8) : i + 1]


def test_a_bots_choice_is_drawn_in_a_later_task_than_the_thinking_that_found_it() -> None:
    """The browser runs a bot's thinking in slices of up to 25 ms; applying the choice and
    painting it (a morph and an animation's first frame, 10-20 ms, four times that on a
    tablet's CPU) must not join the last slice in one task, or the page stalls over 50 ms
    while moves animate. The clock is read by the thinking only; the timeline shows a pause
    between the last reading and each paint of a new move."""
    timeline: list[str] = []
    now = [0.0]

    async def pause(seconds: float) -> None:
        timeline.append("pause")

    def clock() -> float:
        timeline.append("think")
        now[0] += 0.001
        return now[0]

    async def run() -> None:
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
        app = App(store, ["en"], sleep=pause, clock=clock)
        app.on_change = paint_recorder(app, timeline)
        for game in ("romisch-pokern", "romer"):
            app.click("setup", game)
            await settle(app)
            app.click("seat-kind", "0:bot")
            app.click("start")
            await settle(app)
            if game == "romer":
                app.click("deal")
                await settle(app)

    run_async(run())
    assert_paused_between(timeline, "think", 4)


def test_a_bots_move_is_applied_and_painted_in_two_tasks() -> None:
    """With dice moving, a bot's move (applied, autosaved, announced) and the paint of its
    first frame are two tasks: in one they ran over 50 ms on a tablet's CPU while the dice
    tumbled. The timeline shows a pause between each autosave and the paint that follows."""
    timeline: list[str] = []

    class Store(MemoryStore):
        def set(self, key: str, value: str) -> None:
            if key.startswith(SAVE_KEY):
                timeline.append("save")
            super().set(key, value)

    async def pause(seconds: float) -> None:
        timeline.append("pause")

    async def run() -> None:
        app = App(Store({storage.SPEED_KEY: "fast", storage.BOT_SPEED_KEY: "instant"}), ["en"], sleep=pause)
        app.on_change = paint_recorder(app, timeline)
        app.click("setup", "romisch-pokern")
        app.click("seat-kind", "0:bot")
        app.click("start")
        await settle(app)

    run_async(run())
    assert_paused_between(timeline, "save", 10)


def test_a_roll_tap_draws_its_first_landed_die_in_its_own_render_and_renders_once() -> None:
    """With cards and dice moving, the tap's own render is the animation's first frame (one
    die tumbling in, the others still to come) and the only render before the tap's paint:
    the frames' task used to render the whole table a second time before that paint (and the
    tap's own render showed every landed die, for a frame, before they were hidden again)."""

    async def main() -> tuple[int, str, list[str]]:
        store = MemoryStore({storage.SPEED_KEY: "normal", storage.BOT_SPEED_KEY: "instant"})
        app = make_app(store)
        app.click("setup", "romisch-pokern")
        app.click("seat-kind", "1:human")
        app.click("start")
        renders: list[str] = []
        app.on_change = lambda: renders.append(app.render())
        roll = next(t for t in buttons(app.render(), action="act") if 'data-kind="roll"' in t)
        click_button(app, roll)
        in_the_tap = len(renders)
        tap_render = renders[-1]
        await asyncio.sleep(0)  # the frames' task takes its first step: it waits out frame one
        after_first_step = renders[in_the_tap:]
        await settle(app)
        return in_the_tap, tap_render, after_first_step

    in_the_tap, tap_render, after_first_step = run_async(main())
    assert in_the_tap == 1
    assert tap_render.count("die--rolling") == 1  # the first die tumbles in ...
    assert 'data-readings="' not in tap_render  # ... and what the roll reads waits for the rest
    assert after_first_step == []
