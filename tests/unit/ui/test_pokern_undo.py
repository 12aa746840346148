"""Römisch Pokern's undo at the table, driven like the DOM adapter drives the App: a human's
write stays undoable while bots play (the engine keeps it until the next human acts), so its
button stays on screen, in the banner, for as long as the shell offers it."""

from __future__ import annotations

import asyncio
from html import unescape

from test_app import _write_one_number, click_button, settle
from ui_helpers import attr, buttons, run_async

from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.storage import MemoryStore


class BotPauses:
    """A sleep for the App: animation frames pass at once, each bot's pause before a move
    passes while ``allowed`` lasts, then waits until the test allows more."""

    def __init__(self) -> None:
        self.allowed = 0
        self.more = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        while seconds and self.allowed == 0:
            self.more.clear()
            await self.more.wait()
        if seconds:
            self.allowed -= 1
        await asyncio.sleep(0)

    async def allow(self, moves: int, app: App) -> None:
        """Let the bots make ``moves`` moves, and wait until they have."""
        goal = len(app.session.state.history) + moves
        self.allowed += moves
        self.more.set()
        while len(app.session.state.history) < goal:
            await asyncio.sleep(0)


def undo_label(app: App) -> str | None:
    """The label of the table's undo button, if it shows one (never more than one)."""
    html = app.render()
    found = buttons(html, action="undo")
    assert len(found) <= 1
    if not found:
        return None
    return unescape(html[html.index(found[0]) + len(found[0]) :].split("</button>", 1)[0])


def test_the_undo_of_a_write_stays_in_the_banner_while_the_bot_plays_and_takes_its_moves_back() -> None:
    async def run() -> None:
        pauses = BotPauses()
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "normal"})
        app = App(store, ["en"], sleep=pauses)
        app.click("setup", "romisch-pokern")
        app.field("option", "fixed-start", True)  # Julia, then Marcus the bot
        app.click("start")
        await settle(app)
        _write_one_number(app)
        written = list(app.session.state.history)
        assert undo_label(app) == "Undo Julia's write"  # before the bot's first move ...
        await pauses.allow(2, app)  # ... and after two of them (Marcus rolls on)
        assert app.busy and app.session.state.current_seat == 1
        assert len(app.session.state.history) == len(written) + 2
        assert undo_label(app) == "Undo Julia's write"
        (undo,) = buttons(app.render(), action="undo")
        assert "banner__undo" in undo  # in the banner: it does not move while the bot plays
        assert attr(undo, "data-v") == str(len(written) + 2)  # current: the tap counts
        click_button(app, undo)
        state = app.session.state
        assert not app.busy and state.current_seat == 0
        assert state.history == written[:-1]  # the write and both bot moves taken back
        assert undo_label(app) is None  # nothing of Julia's left to take back
        assert buttons(app.render(), kind="score")  # the same dice, to be written again
        pauses.allowed = 100
        pauses.more.set()
        await settle(app)

    run_async(run())


def test_the_undo_is_gone_once_the_next_humans_turn_begins() -> None:
    async def run() -> None:
        pauses = BotPauses()
        pauses.allowed = 1000
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "normal"})
        app = App(store, ["en"], sleep=pauses)
        app.click("setup", "romisch-pokern")
        app.click("add-seat")
        app.click("seat-kind", "1:bot")
        app.click("seat-kind", "2:human")  # Julia, a bot, Livia
        app.field("option", "fixed-start", True)
        app.click("start")
        await settle(app)
        _write_one_number(app)
        await settle(app)  # the bot's whole turn
        assert app.session.state.current_seat == 2
        assert undo_label(app) is None  # Livia has the tablet: Julia's write is hers no more

    run_async(run())
