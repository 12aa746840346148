"""Background work of the page — a game's imports, a bot's thinking, an animation — as one
cancellable task per job, so that a newer job (or "Home") simply cancels the older one.

The browser's event loop and a test's loop differ only in how to sleep, start a task and
read a clock, so those three come in from outside.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Runtime:
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep
    spawn: Callable[[Coroutine[Any, Any, Any]], Any] = asyncio.ensure_future
    #: A clock for slicing bot thinking (None: yield after every slice, as tests do).
    clock: Callable[[], float] | None = None

    async def wait_ms(self, ms: int) -> None:
        await self.sleep(ms / 1000 if ms else 0)


@dataclass
class TaskSlot:
    """At most one task at a time: starting one cancels the one before."""

    runtime: Runtime
    task: Any = field(default=None, init=False)

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
