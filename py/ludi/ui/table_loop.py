"""The table's game loop, below its screen: a move applied, its animation played frame by
frame, the bots' turns at their pace, the pause before the end — and the screen told what
happened (``TableEvents``), so that the screen only decides whether a tap counts and draws.

All of it runs as one cancellable task (``BotDriver``): taking moves back, leaving the table
or a tap that skips ahead acts on that one task.
"""

from __future__ import annotations

import asyncio
from collections.abc import Generator, Iterator
from typing import Protocol

from ludi.games.protocol import Action
from ludi.ui.bot_driver import BotDriver
from ludi.ui.session import Change, TableSession
from ludi.ui.settings import Settings
from ludi.ui.tasks import Runtime


class TableEvents(Protocol):
    """What the loop tells the table's screen."""

    def moved(self, change: Change) -> None:
        """A move (a human's or a bot's) was applied: announce it."""

    def redraw(self, part: str | None = None) -> None:
        """A new frame of the table is ready (an animation step, a bot about to move); ``part``:
        only that element of the table changed (the game's ``animation_part``)."""

    def settled(self, bot_moved: bool) -> None:
        """Nothing plays by itself any more: a human decides now."""

    def ended(self) -> None:
        """The game is over and its last move was shown: on to the end screen."""

    def failed(self, error: Exception) -> None:
        """Something no one foresaw went wrong while the table played by itself."""

    def hint_ready(self) -> None:
        """The hint for the player deciding now was worked out (``TableSession.hint_steps``)."""


class TableLoop:
    def __init__(
        self, session: TableSession, runtime: Runtime, settings: Settings, events: TableEvents
    ) -> None:
        self.session = session
        self.runtime = runtime
        self.settings = settings
        self.events = events
        self.driver = BotDriver(runtime)
        self.busy = False  # animating or a bot is moving (the screen takes no move meanwhile)
        # A tap on the table while bots play or moves animate: every wait of this run of the
        # loop ends at once, up to the next human decision (which is never skipped).
        self._skip = asyncio.Event()
        self._hinting = False  # the task works out the hint for the player deciding now

    # --- what the screen asks -------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Apply one legal action, announce it, then animate and let the bots play."""
        change = self._apply(action)
        if change is not None:
            self.run(change)

    def undo(self) -> None:
        """Take back what the engine allows now; a bot waiting to move drops its move."""
        self.stop()
        change = self.session.undo()
        if change is not None:
            self.events.moved(change)
            self.run(None)

    def skip(self) -> None:
        """Finish the animations and the bots' pauses now, up to the next tap a human must make."""
        if self.busy:
            self._skip.set()

    def stop(self) -> None:
        """Drop whatever plays (a bot's pending move included, a hint being worked out): the
        table leaves, or rewinds."""
        if self.busy or self._hinting:
            self.driver.cancel()
            self.busy = self._hinting = False

    def run(self, change: Change | None) -> None:
        """Start animating ``change`` and the bots' turns, unless there is nothing to do.

        The change's first frame is set up here, so that the render of the tap that made the
        move draws it: started in the loop's own task, it cost a tap a second render and morph
        of the whole table before its paint (and showed every landed die for that paint)."""
        if self.driver.running and self.busy:
            return  # the running loop goes on by itself
        frames = self._frames(change)
        first = next(frames, None) if frames is not None else None
        if first is None and not self.session.bot_should_move() and not self.session.state.is_over:
            hint = self.session.hint_steps()
            if hint is not None:
                self.driver.start(self._work_out(hint))
            return
        self.busy = True
        self._skip.clear()
        self.driver.start(self._loop(frames, first))

    # --- the loop --------------------------------------------------------------------------------
    def _apply(self, action: Action) -> Change | None:
        change = self.session.apply(action)
        if change is not None:
            self.events.moved(change)
        return change

    async def _wait(self, ms: int) -> None:
        """Wait ``ms`` (one event-loop turn at least), or less if the player skips ahead."""
        if ms <= 0 or self._skip.is_set():
            await self.runtime.sleep(0)
            return
        sleeper = asyncio.ensure_future(self.runtime.wait_ms(ms))
        waker = asyncio.ensure_future(self._skip.wait())
        try:
            await asyncio.wait((sleeper, waker), return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (sleeper, waker):
                task.cancel()

    async def _loop(self, frames: Iterator[int] | None, first: int | None) -> None:
        """Play the rest of a move's frames (the first is on the page), then the bots' turns,
        then the pause before the end screen."""
        session, events = self.session, self.events
        try:
            shown_ms = await self._play(frames, first) if frames is not None and first is not None else 0
            bot_moved = False
            while session.bot_should_move():
                bot_moved = True
                self.busy = True
                events.redraw()
                # The last move stays on the table for the bot pace, its animation included.
                await self._wait(self.settings.bot_ms - shown_ms)
                seat = session.state.current_seat
                assert seat is not None
                legal = session.legal()
                chosen = await self.driver.think(session.bots[seat], session.state.view(seat), legal)
                # The last slice of thinking ends its task: applying and painting the move
                # start a task of their own (together they would stall the page while it animates).
                await self.runtime.sleep(0)
                if chosen is None or (change := self._apply(chosen)) is None:
                    break
                # Applying (with its autosave and announcement) and painting are two tasks too:
                # together they ran over 50 ms on a tablet while the dice tumbled.
                await self.runtime.sleep(0)
                shown_ms = await self._animate(change)
            if session.state.is_over:
                self.busy = True
                events.redraw()
                await self._wait(self.settings.end_pause_ms)
                self.busy = False
                events.ended()
                return
            self.busy = False
            events.settled(bot_moved)
            hint = session.hint_steps()
            if hint is not None:
                await self._work_out(hint)
        except asyncio.CancelledError:
            raise  # whoever cancelled the loop owns the table now
        except Exception as error:  # noqa: BLE001 - the app contains it (a fault) or raises it
            self.busy = False
            events.failed(error)

    async def _work_out(self, hint: Generator[None, None, None]) -> None:
        """While the player thinks, the hint they may ask for, in slices as a bot thinks: asked
        for before it is ready, the screen says so and shows it once it is."""
        self._hinting = True
        try:
            await self.driver.drive(hint)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001, S110 - worked out again at the tap, failing as any tap
            pass
        finally:
            self._hinting = False
        self.events.hint_ready()

    def _frames(self, change: Change | None) -> Iterator[int] | None:
        """The change's animation: each step sets the UI state for one frame and says how long
        it shows (none when cards and dice do not move)."""
        ms = self.settings.frame_ms
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
        self.events.redraw()
        return await self._play(frames, first)

    async def _play(self, frames: Iterator[int], first: int) -> int:
        """The first frame is on the page: show it for its time, then each next one (the game's
        ``animation_part`` alone, when it names the one element those frames change)."""
        await self._wait(first)
        shown = first
        part = self.session.game.animation_part
        for frame_ms in frames:
            self.busy = True
            self.events.redraw(part)
            await self._wait(frame_ms)
            shown += frame_ms
        return shown
