"""Pass-and-play nobody can tamper with, decided once in the shell for every game: a move is
taken back only by the human who made it, only until the tablet goes on; whatever a player
revealed, chose, peeked at or was hinted is dropped when the next one takes the tablet; and the
hand-off screen says what the others did since that player's last move."""

from __future__ import annotations

import random
import re
from html import unescape

from test_app import _write_one_number, click_button, make_app, settle
from test_pokern_undo import BotPauses, undo_label
from ui_helpers import buttons, run_async

from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.storage import MemoryStore


def _pokern_four(app: App) -> None:
    """Julia, a bot, Livia, a bot (fixed start: Julia first)."""
    app.click("setup", "romisch-pokern")
    app.click("add-seat")
    app.click("add-seat")
    app.click("seat-kind", "1:bot")
    app.click("seat-kind", "2:human")
    app.click("seat-kind", "3:bot")
    app.field("option", "fixed-start", True)
    app.click("start")


def test_a_write_is_undone_only_by_its_player_while_the_tablet_is_still_theirs() -> None:
    async def run() -> None:
        pauses = BotPauses()
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "normal"})
        app = App(store, ["en"], sleep=pauses)
        _pokern_four(app)
        await settle(app)
        names = [s.name for s in app.session.state.seats]
        _write_one_number(app)
        await pauses.allow(1, app)  # the bot has begun its turn: the tablet is still Julia's
        assert app.session.state.current_seat == 1
        assert undo_label(app) == f"Undo {names[0]}'s write"
        pauses.allowed = 1000
        pauses.more.set()
        await settle(app)  # the bot's whole turn: now Livia has the tablet
        assert app.session.state.current_seat == 2
        assert undo_label(app) is None  # nobody may take back Julia's write on Livia's turn
        moves = len(app.session.state.history)
        app.click("undo")  # a stale or forged tap changes nothing either
        assert len(app.session.state.history) == moves

    run_async(run())


def _romer_table(kinds: tuple[str, ...]) -> App:
    app = make_app(bot_seed=5)
    app.click("setup", "romer")
    for _ in range(len(kinds) - 2):
        app.click("add-seat")
    for seat, kind in enumerate(kinds):
        app.click("seat-kind", f"{seat}:{kind}")
    app.click("start")
    app.click("deal")
    return app


def _play_first_card(app: App) -> None:
    html = app.render()
    click_button(app, buttons(html, action="card")[0])
    click_button(app, buttons(app.render(), action="act")[0])


async def _at_livias_hand_off() -> App:
    """Julia, a bot, Livia, a bot: Julia has played, then the bot; the tablet goes to Livia."""
    app = _romer_table(("human", "bot", "human", "bot"))
    await settle(app)
    julia_played = False
    while not julia_played or app.session.handoff != 2:
        if app.session.handoff is not None:
            julia_played = app.session.handoff == 0
            app.click("reveal")
        _play_first_card(app)
        await settle(app)
    return app


def test_a_peek_at_ones_horses_is_over_when_the_next_player_takes_the_tablet() -> None:
    async def run() -> None:
        app = _romer_table(("human", "human"))
        await settle(app)
        app.click("reveal")
        app.click("peek")
        assert app.session.ui.peek
        while app.session.handoff is None:  # Julia plays until the tablet goes to Marcus
            _play_first_card(app)
            await settle(app)
        app.click("reveal")
        assert not app.session.ui.peek
        assert 'aria-pressed="true"' not in "".join(buttons(app.render(), action="peek"))

    run_async(run())


def test_the_hand_off_screen_says_what_the_others_did_since_that_players_last_move() -> None:
    async def run() -> None:
        app = await _at_livias_hand_off()
        html = unescape(app.render())
        assert buttons(html, action="reveal")
        recap = re.findall(r'<li class="recap__item">(.*?)</li>', html)
        expected = app.session.recap(app.session.handoff)
        assert recap and recap == expected
        bot = app.session.state.seats[1].name
        assert any(line.startswith(bot) for line in recap)  # the bot between them
        # Nothing private on it: every line is built from spectator views only.
        assert 'class="rc' not in html

    run_async(run())


def test_the_recap_on_the_table_lists_each_bot_move_since_the_humans_last_move() -> None:
    async def run() -> None:
        app = _romer_table(("human", "bot", "bot"))
        await settle(app)
        _play_first_card(app)
        told: list[str] = []
        real = app.session.announce

        def spy(change, t):  # every sentence the live region got since Julia's move
            text = real(change, t)
            told.append(text)
            return text

        app.session.announce = spy  # type: ignore[method-assign]
        await settle(app)
        assert app.session.state.current_seat == 0
        html = unescape(app.render())
        shown = re.findall(r'<li class="recap__item">(.*?)</li>', html)
        # One line per bot's run of moves, each move as the live region told it (less whose
        # turn came next), in order.
        said = [t for t in told if t]
        parts = [part for line in shown for part in line.rstrip(".").split(" · ")]
        assert len(shown) >= 2 and len(parts) == len(said)
        assert all(part in text for part, text in zip(parts, said)), (parts, said)

    run_async(run())


def test_an_empty_recap_says_what_it_is_for_instead_of_showing_an_empty_box() -> None:
    """A resumed or fresh table has no moves to recap yet: the box explains itself."""
    app = _romer_table(("human", "bot", "bot"))
    html = unescape(app.render())
    box = re.search(r'<ol class="recap"[^>]*>(.*?)</ol>', html, re.S)
    assert box is not None
    assert not re.findall(r'<li class="recap__item">', box.group(1))
    empty = re.findall(r'<li class="recap__none">(.*?)</li>', box.group(1))
    assert empty == [app.t("table.recap_empty")] and "table.recap_empty" not in empty[0]


def test_between_two_humans_the_recap_starts_with_the_last_humans_move() -> None:
    """A human has played and a bot is about to: nobody's cards are on screen, and the box
    tells the table what happened since the tablet left that human, their own move first (it
    said "The other players' moves since your last move will be listed here." to nobody)."""

    async def run() -> None:
        app = _romer_table(("human", "bot", "human", "bot"))
        await settle(app)
        app.click("reveal")
        first = app.session.viewer
        _play_first_card(app)  # the first human plays; a bot is next
        assert app.session.shown_viewer is None and app.session.handoff is None
        html = unescape(app.render())
        box = re.search(r'<ol class="recap"[^>]*>(.*?)</ol>', html, re.S)
        assert box is not None
        shown = re.findall(r'<li class="recap__item">(.*?)</li>', box.group(1))
        name = app.session.state.seats[first].name
        assert len(shown) == 1 and shown[0].startswith(name), shown
        await settle(app)  # the bots play up to the other human's hand-off
        other = app.session.handoff
        assert other is not None and other != first
        told = app.session.recap(other)  # they never played: everything since the deal
        assert len(told) >= 2 and any(line.startswith(name) for line in told), told

    run_async(run())


def test_the_recap_stays_through_the_players_own_turn() -> None:
    """Rommé: Julia draws, and the box lost what the bots had done before her turn ("…will be
    listed here"), though a turn goes on to laying down and discarding, which is when what the
    others laid and threw matters. It keeps what they did until her turn ends."""

    def draw(app: App) -> None:
        click_button(app, buttons(app.render(), kind="draw-stock")[0])

    def discard_first(app: App) -> None:
        app.click("card", "0")
        click_button(app, buttons(app.render(), kind="discard")[0])

    async def run() -> None:
        app = make_app(bot_seed=3)
        app.click("setup", "romme")
        app.click("seat-kind", "1:bot")
        app.click("add-seat")
        app.click("seat-kind", "2:bot")
        app.click("start")
        app.click("deal")
        await settle(app)
        session = app.session
        for _ in range(3):  # to a turn of Julia's after the bots played
            if session.state.current_seat == 0 and session.recap(0):
                break
            draw(app)
            await settle(app)
            discard_first(app)
            await settle(app)
        assert session.state.current_seat == 0
        before = re.findall(r'<li class="recap__item">(.*?)</li>', unescape(app.render()))
        assert before and all(not line.startswith("Julia") for line in before), before
        draw(app)
        await settle(app)
        assert session.state.current_seat == 0  # her turn goes on: a card to discard
        during = re.findall(r'<li class="recap__item">(.*?)</li>', unescape(app.render()))
        assert during == before
        discard_first(app)  # her turn ends: the box starts afresh with the bots' moves
        assert session.state.current_seat != 0
        assert not re.findall(r'<li class="recap__item">', unescape(app.render()))

    run_async(run())


def test_the_hand_off_says_since_your_last_move_only_to_a_player_who_has_moved() -> None:
    """Livia's first hand-off said "Since your last move" before she had made one."""

    def heading(html: str) -> str:
        return re.search(r'<h2 class="handoff__since">(.*?)</h2>', html).group(1)

    async def run() -> None:
        app = _romer_table(("human", "bot", "human", "bot"))
        await settle(app)
        headings: dict[int, list[str]] = {0: [], 2: []}
        while len(headings[0]) < 2:
            if app.session.handoff is not None:
                html = unescape(app.render())
                if 'class="handoff__since"' in html:
                    headings[app.session.handoff].append(heading(html))
                app.click("reveal")
            _play_first_card(app)
            await settle(app)
        assert headings[2][0] == app.t("table.so_far")
        assert headings[2][1:] and set(headings[2][1:]) == {app.t("table.since_your_move")}
        assert set(headings[0]) == {app.t("table.since_your_move")}  # she dealt and played first

    run_async(run())


def _reloaded(app: App) -> App:
    """The same device after a reload: a new app on the same storage, the game resumed."""
    reloaded = App(app.store, ["en"], bot_seed=5)
    reloaded.click("resume")
    return reloaded


def test_a_resumed_game_shows_the_recap_it_showed_before_the_reload() -> None:
    """After a reload the recap still tells what the bots did since the player's last move
    (it said "will be listed here" while the move list showed the bots' moves)."""

    async def run() -> None:
        app = _romer_table(("human", "bot", "bot"))
        await settle(app)
        _play_first_card(app)
        await settle(app)
        assert app.session.state.current_seat == 0
        before = app.session.recap(0)
        assert before
        reloaded = _reloaded(app)
        assert reloaded.session.state.history == app.session.state.history
        assert reloaded.session.recap(0) == before
        shown = re.findall(r'<li class="recap__item">(.*?)</li>', unescape(reloaded.render()))
        assert shown == before

    run_async(run())


def test_between_two_humans_a_resumed_hand_off_still_says_what_happened() -> None:
    async def run() -> None:
        app = await _at_livias_hand_off()
        before = app.session.recap(2)
        reloaded = _reloaded(app)
        assert reloaded.session.handoff == 2
        assert before and reloaded.session.recap(2) == before
        assert reloaded.session.has_acted(2) == app.session.has_acted(2)

    run_async(run())


def test_a_recap_kept_for_other_moves_or_language_or_malformed_is_not_shown() -> None:
    """What is kept is checked against the resumed game: a game changed since (another
    device's save imported), another language, or a broken entry leave the recap empty."""

    async def run() -> None:
        app = _romer_table(("human", "bot", "bot"))
        await settle(app)
        _play_first_card(app)
        await settle(app)
        key = storage.story_key("romer")
        kept = app.store.get(key)
        assert kept
        for broken in (
            kept.replace('"moves": ', '"moves": 1'),
            kept.replace('"lang": "en"', '"lang": "de"'),
            kept.replace('"game": [', '"game": [1'),  # another game, as many moves long
            '{"moves": "x"}',
            "[1, 2",
            kept.replace('"told": [[', '"told": [["x", '),
        ):
            app.store.set(key, broken)
            reloaded = _reloaded(app)
            assert reloaded.session.recap(0) == [], broken
            reloaded.render()  # and nothing breaks

    run_async(run())


def test_every_games_story_reads_back_from_its_json() -> None:
    """The story is stored as JSON: each game's moves must read back as they were written, or
    a resumed table never recalls it (a tuple in a move's JSON comes back a list)."""
    import json

    from ludi.games import registry
    from ludi.games.protocol import Seat
    from ludi.ui import games
    from ludi.ui.i18n import translator
    from ludi.ui.session import TableSession

    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
    for game_id in ("romisch-pokern", "romme", "romer"):
        definition = registry.get(game_id)
        state = definition.new_game(definition.rules_class.from_json({}), seats, 3)
        session = TableSession(state, games.open_ui(game_id), random.Random(1), lambda s: None)
        t = translator("en", games.entry(game_id).ui_module)
        for _ in range(12):  # a few moves of every kind the game opens with
            change = session.apply(session.legal()[-1])
            assert change is not None
            session.announce(change, t)
        written = session.story("en")
        # (Pokern's banner tells whole turns from its views: nothing to keep.)
        assert (written["told"] and written["last"]) or game_id == "romisch-pokern", game_id
        resumed = TableSession(state, games.open_ui(game_id), random.Random(1), lambda s: None)
        resumed.recall(json.loads(json.dumps(written)), "en")
        assert resumed.story("en") == written, game_id


def test_a_finished_game_and_a_table_of_bots_keep_no_story() -> None:
    """The story is the saved game's: a finished game leaves its slot with it, and a table
    without a human (it tells nobody anything) writes none at every move."""
    from ludi.games import registry
    from ludi.games.protocol import Seat

    async def run() -> None:
        app = make_app(bot_seed=5)
        app.click("setup", "romer")
        app.click("add-seat")
        for seat in range(3):
            app.click("seat-kind", f"{seat}:bot")
        app.click("start")
        if buttons(app.render(), action="deal"):
            app.click("deal")
        await settle(app)
        assert len(app.session.state.history) > 20
        assert app.store.get(storage.story_key("romer")) in (None, "{}")

    run_async(run())

    definition = registry.get("romisch-pokern")
    seats = (Seat("Julia"), Seat("Marcus", "bot", "easy"))
    state = definition.new_game(definition.rules_class.from_json({}), seats, 4)
    bots = {i: definition.bots["easy"](i, i) for i in range(2)}
    while not state.is_over:
        state.apply(bots[state.current_seat].choose(state.view(state.current_seat), state.legal_actions()))
    store = MemoryStore({storage.story_key("romisch-pokern"): '{"moves": 3}'})
    assert storage.save_game(store, state)
    assert store.get(storage.story_key("romisch-pokern")) is None
