"""Background work of the page — a game's imports, a bot's thinking, an animation — as one
cancellable task per job, so that a newer job (or "Home") simply cancels the older one.

The browser's event loop and a test's loop differ only in how to sleep, start a task and
read a clock, so those three come in from outside.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

# Plain classes, not dataclasses: the home screen imports this module on a first visit, where
# a dataclass's generated methods cost milliseconds to compile.


class Runtime:
    __slots__ = ("sleep", "spawn", "clock")

    def __init__(
        self,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        spawn: Callable[[Coroutine[Any, Any, Any]], Any] = asyncio.ensure_future,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.sleep = sleep
        self.spawn = spawn
        #: A clock for slicing bot thinking (None: yield after every slice, as tests do).
        self.clock = clock

    async def wait_ms(self, ms: int) -> None:
        await self.sleep(ms / 1000 if ms else 0)


class TaskSlot:
    """At most one task at a time: starting one cancels the one before."""

    __slots__ = ("runtime", "task")

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
        self.task: Any = None

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def start(self, job: Coroutine[Any, Any, Any]) -> None:
        self.cancel()
        self.task = self.runtime.spawn(job)

    def cancel(self) -> None:
        if self.running:
            self.task.cancel()
        self.task = None
