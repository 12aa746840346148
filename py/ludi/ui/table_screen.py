"""The table and the end screen: the open game shown, the player's taps turned into actions,
and the pump that animates moves, lets bots play and leads to the end screen.

The game's UI package renders the table and narrows a tap to one action; this module
decides whether that tap counts now (a human in front of the screen decides, nothing is
animating, the tap is not stale) and hands the action to the session.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ludi.games.protocol import Action
from ludi.ui.bot_driver import BotDriver
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.screen import Screen
from ludi.ui.session import Change, TableSession
from ludi.ui.widgets import render_recap, winner_text

if TYPE_CHECKING:
    from ludi.ui.app import App
    from ludi.ui.game_ui import TableContext


class SessionScreen(Screen):
    """A screen of the open game (its table, its end): the game's rules are a tap away."""

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app)
        self.session = session

    @property
    def game_id(self) -> str:
        return self.session.state.game_id

    @property
    def moves(self) -> int:
        return len(self.session.state.history)

    def help_topic(self) -> str | None:
        """The game says which section its view is about (the view of the seat on show)."""
        session = self.session
        return session.game.help_topic(session.state.view(session.shown_viewer))


class TableScreen(SessionScreen):
    name = "table"
    busy = False  # animating or a bot is moving (set by the pump only)

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app, session)
        self.driver = BotDriver(app.runtime)
        self.legal: list[Action] = []  # the legal actions of the last render ("act" indexes them)
        # A tap on the table while bots play or moves animate: every wait of this run of the
        # pump ends at once, up to the next human decision (which is never skipped).
        self._skip = asyncio.Event()

    def leave(self) -> None:
        """Leaving mid-move (Home) drops the bot's pending move; the pump itself leaves for the
        end screen when it is done, and is not cancelled by that."""
        if self.busy:
            self.driver.cancel()
            self.busy = False

    # --- rendering -----------------------------------------------------------------------------
    def context(self) -> TableContext:
        ctx = self.session.context(self.app.t, self.busy, self.app.settings.speed)
        self.legal = ctx.legal
        return ctx

    def render(self) -> str:
        session = self.session
        if session.handoff is not None and not session.game.holds(session.ui):
            self.legal = []
            return render_handoff(
                session.state.seats[session.handoff].name, self.app.t, recap=session.recap(session.handoff)
            )
        return session.game.render_table(self.context())

    # --- input ---------------------------------------------------------------------------------
    def _fresh(self, version: str | None) -> bool:
        """The tap was made on the position shown now (a stale render carries an older data-v)."""
        return version is None or version == str(len(self.session.state.history))

    def act(self, arg: str | None, version: str | None) -> None:
        """A table button: ``arg`` indexes the legal actions of the last render."""
        if not self.session.human_decides(self.busy) or not self._fresh(version):
            return
        try:
            action = self.legal[int(str(arg))]
        except (ValueError, IndexError):
            return
        self.perform(action)

    def reveal(self, arg: str | None, version: str | None) -> None:
        if self.session.reveal():
            self.app.focus = "turn-title"
            self.pump(None)

    def undo(self, arg: str | None, version: str | None) -> None:
        """Take back what the engine allows now; a bot waiting to move drops its move."""
        if self.session.undo_point() is None or not self._fresh(version):
            return
        self.driver.cancel()
        self.busy = False
        change = self.session.undo()
        if change is None:
            return
        self.app.live = self.session.announce(change, self.app.t) or self.app.t("table.rewound")
        self.app.focus = self.session.focus or self.app.focus
        self.pump(None)

    def skip(self, arg: str | None = None, version: str | None = None) -> None:
        """Skip ahead: finish the animations and the bots' pauses now, up to the next tap a
        human must make."""
        if self.busy:
            self._skip.set()

    actions = {"act": act, "reveal": reveal, "undo": undo, "skip": skip}

    def click(self, action: str, arg: str | None, version: str | None) -> bool:
        if self.busy and action not in self.actions:
            self.skip()  # any tap on the table while it plays by itself skips ahead (and still counts)
        if super().click(action, arg, version):
            return True
        session = self.session
        if (session.handoff is not None and not session.game.holds(session.ui)) or not self._fresh(version):
            return True  # nothing private may be touched behind a hand-off screen
        ctx = self.context()
        self._after_input(ctx, session.game.click(ctx, action, arg))
        return True

    def key(self, key: str, focus_key: str | None) -> bool:
        if self.busy and key in ("Enter", " "):
            self.skip()
            return True
        if self.session.handoff is not None:
            return False
        ctx = self.context()
        result = self.session.game.key(ctx, key, focus_key)
        if result is None or result is False:
            return False
        self._after_input(ctx, result)
        return True

    def _after_input(self, ctx: TableContext, result: Any) -> None:
        self.app.store_arrangement(self.session)
        self.app.focus = ctx.focus or self.app.focus
        if ctx.notice:
            self.app.live = ctx.notice
        if ctx.sound:
            self.app.sounds.append(ctx.sound)
        if isinstance(result, Action):
            if self.session.human_decides(self.busy) and self.session.accepts(result, ctx.legal):
                self.perform(result)
        else:
            self.pump(None)  # e.g. a round summary was closed: bots go on

    # --- moves -----------------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Apply one legal action, announce it, then animate and let the bots play."""
        change = self._apply(action)
        if change is not None:
            self.pump(change)

    def _apply(self, action: Action) -> Change | None:
        change = self.session.apply(action)
        if change is not None:
            sound = (
                "win" if self.session.state.is_over else self.session.game.sound(change[0], change[1], action)
            )
            if sound:
                self.app.sounds.append(sound)
            self.app.store_arrangement(self.session)
            text = self.session.announce(change, self.app.t)
            state, t = self.session.state, self.app.t
            if state.is_over:
                winner = winner_text([s.name for s in state.seats], state.winners(), t)
                text = " ".join(p for p in (text, t("announce.end", winner=winner)) if p)
            if text:
                self.app.live = text
        return change

    def pump(self, change: Change | None) -> None:
        """Start animating ``change`` and the bots' turns, unless there is nothing to do.

        The change's first frame is set up here, so that the render of the tap that made the
        move draws it: started in the pump's own task, it cost a tap a second render and morph
        of the whole table before its paint (and showed every landed die for that paint)."""
        if self.driver.running and self.busy:
            return  # the running pump goes on by itself
        frames = self._frames(change)
        first = next(frames, None) if frames is not None else None
        if first is None and not self.session.bot_should_move() and not self.session.state.is_over:
            return
        self.busy = True
        self._skip.clear()
        self.driver.start(self._pump(frames, first))

    async def _wait(self, ms: int) -> None:
        """Wait ``ms`` (one event-loop turn at least), or less if the player skips ahead."""
        runtime = self.app.runtime
        if ms <= 0 or self._skip.is_set():
            await runtime.sleep(0)
            return
        sleeper = asyncio.ensure_future(runtime.wait_ms(ms))
        waker = asyncio.ensure_future(self._skip.wait())
        try:
            await asyncio.wait((sleeper, waker), return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (sleeper, waker):
                task.cancel()

    async def _pump(self, frames: Iterator[int] | None, first: int | None) -> None:
        """Play the rest of a move's frames (the first is on the page), then the bots' turns,
        then the pause before the end screen."""
        app, session, runtime = self.app, self.session, self.app.runtime
        try:
            shown_ms = await self._play(frames, first) if frames is not None and first is not None else 0
            bot_moved = False
            while session.bot_should_move():
                bot_moved = True
                self.busy = True
                app.changed()
                # The last move stays on the table for the bot pace, its animation included.
                await self._wait(app.settings.bot_ms - shown_ms)
                seat = session.state.current_seat
                assert seat is not None
                legal = session.legal()
                chosen = await self.driver.think(session.bots[seat], session.state.view(seat), legal)
                # The last slice of thinking ends its task: applying and painting the move
                # start a task of their own (together they would stall the page while it animates).
                await runtime.sleep(0)
                if chosen is None or (change := self._apply(chosen)) is None:
                    break
                # Applying (with its autosave and announcement) and painting are two tasks too:
                # together they ran over 50 ms on a tablet while the dice tumbled.
                await runtime.sleep(0)
                shown_ms = await self._animate(change)
            if session.state.is_over:
                self.busy = True
                app.changed()
                await self._wait(app.settings.end_pause_ms)
                self.busy = False
                app.show(EndScreen(app, session))
                app.focus = "end-title"
                app.changed()
                return
            self.busy = False
            if bot_moved:
                app.focus = app.focus or ("handoff-title" if session.handoff is not None else "turn-title")
            app.changed()
        except asyncio.CancelledError:
            raise  # whoever cancelled the pump owns the table now
        except Exception as error:  # noqa: BLE001 - the app contains it (a fault) or raises it
            self.busy = False
            app.failed(error, session.state.game_id)

    def _frames(self, change: Change | None) -> Iterator[int] | None:
        """The change's animation: each step sets the UI state for one frame and says how long
        it shows (none when cards and dice do not move)."""
        ms = self.app.settings.frame_ms
        if change is None or ms == 0:
            return None
        before, after, action = change
        if not isinstance(action, Action):
            return None  # an undo: the cards and dice jump back
        return iter(self.session.game.animation(self.session.ui, before, after, action, ms))

    async def _animate(self, change: Change) -> int:
        """Play a bot's move's frames; the milliseconds they were meant to last."""
        frames = self._frames(change)
        first = next(frames, None) if frames is not None else None
        if frames is None or first is None:
            return 0
        self.busy = True
        self.app.changed()
        return await self._play(frames, first)

    async def _play(self, frames: Iterator[int], first: int) -> int:
        """The first frame is on the page: show it for its time, then each next one."""
        await self._wait(first)
        shown = first
        for frame_ms in frames:
            self.busy = True
            self.app.changed()
            await self._wait(frame_ms)
            shown += frame_ms
        return shown


class EndScreen(SessionScreen):
    """Who won, the game's own ranking and sheets; play again with the same seats and rules."""

    name = "end"
    catalog = "ludi.ui.records"
    _records = ""

    def render(self) -> str:
        state, t = self.session.state, self.app.t
        names = [s.name for s in state.seats]
        body = self.session.game.render_end(state.view(None), state.seats, t)
        if not self._records:  # the record's download link, encoded once
            from ludi.ui.records.replay import render_end_tools

            self._records = render_end_tools(state.record(), t)
        return render_end(winner_text(names, state.winners(), t), body + self._records, t)

    def replay(self, arg: str | None, version: str | None) -> None:
        from ludi.ui.records.replay import open_replay

        state = self.session.state
        open_replay(self.app, state.record(), state)

    def again(self, arg: str | None, version: str | None) -> None:
        import random

        from ludi.games import registry

        state = self.session.state
        definition = registry.get(state.game_id)
        self.app.open_table(definition.new_game(state.rules, state.seats, random.randrange(2**31)), new=True)

    actions = {"again": again, "replay": replay}


def render_handoff(name: str, t: Translate, reason: str = "", recap: list[str] | None = None) -> str:
    """Between two humans: nothing private on screen until the next player taps; what the
    others did since that player's last move, so nobody needs the table to catch up."""
    note = f'<p class="handoff__note">{esc(reason)}</p>' if reason else ""
    if recap:
        note += f'<h2 class="handoff__since">{esc(t("table.since_your_move"))}</h2>{render_recap(recap, t)}'
    ready = button(t("handoff.ready", name=name), "reveal", cls="btn btn--primary btn--big")
    return (
        f'<section class="handoff panel" aria-labelledby="handoff-title">'
        f'<h1 class="page-title" id="handoff-title" tabindex="-1" data-focus-key="handoff-title">'
        f"{esc(t('handoff.title', name=name))}</h1>{note}"
        f'<p class="handoff__text">{esc(t("handoff.text", name=name))}</p>'
        f'<div class="controls">{ready}</div></section>'
    )


def render_end(winner_line: str, body: str, t: Translate) -> str:
    """The end screen's frame: heading and who won, then the game's own body."""
    return (
        f'<div class="end"><h1 class="page-title" id="end-title" tabindex="-1" data-focus-key="end-title">'
        f"{esc(t('end.heading'))}</h1>"
        f'<p class="end__winner">{esc(winner_line)}</p>{body}</div>'
    )
