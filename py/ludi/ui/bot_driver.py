"""Runs the table's background work — animation frames, bots' moves, the pause before the
end screen — as one cancellable task, and lets bots think in slices so the page stays live.

Taking moves back, leaving the table or a newer job cancels the task; what it was about to
do is dropped with it (a bot's pending move included), so nothing checks a counter.
"""

from __future__ import annotations

from collections.abc import Coroutine, Generator, Sequence
from typing import Any, TypeVar

from ludi.games.protocol import Action, Bot, with_result
from ludi.ui.tasks import Runtime, TaskSlot

#: Seconds of bot thinking between two yields to the browser. The slice's task also carries
#: Pyodide's event-loop turn and the browser's timers: slices of 40 ms made 52 ms tasks on a
#: loaded two-core runner while the dice tumbled (the budget there is 50 ms).
BOT_SLICE_BUDGET = 0.025

_T = TypeVar("_T")


class BotDriver:
    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
        self._slot = TaskSlot(runtime)

    @property
    def task(self) -> Any:
        return self._slot.task

    @property
    def running(self) -> bool:
        return self._slot.running

    def start(self, job: Coroutine[Any, Any, Any]) -> None:
        self._slot.start(job)

    def cancel(self) -> None:
        self._slot.cancel()

    async def think(self, bot: Bot, view: Any, legal: Sequence[Action]) -> Action | None:
        """The bot's choice; an answer outside ``legal`` is replaced by the first legal."""
        action = await self.drive(bot.steps(view, legal))
        return action if action in legal else (legal[0] if legal else None)

    async def drive(self, steps: Generator[None, None, _T]) -> _T:
        """What ``steps`` work out (a bot's choice, a hint), resumed across event-loop turns;
        a slice ends before the step that, as long as the longest so far, would take it past
        ``BOT_SLICE_BUDGET``."""
        clock = self.runtime.clock
        started = before = clock() if clock else 0.0
        longest = 0.0  # the longest step so far: the next one may take as long
        result: list[_T] = []
        for _ in with_result(steps, result):
            if clock is None:
                await self.runtime.sleep(0)
                continue
            now = clock()
            longest = max(longest, now - before)
            if now - started + longest > BOT_SLICE_BUDGET:
                await self.runtime.sleep(0)
                now = started = clock()
            before = now
        return result[0]
