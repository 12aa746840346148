"""The bot driver's slices of thinking, timed by a scripted clock: every slice must end before
the budget, not at the first step past it (the page stalls over 50 ms while dice tumble)."""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ui_helpers import run_async

from ludi.games.protocol import Action, Bot
from ludi.ui.bot_driver import BOT_SLICE_BUDGET, BotDriver
from ludi.ui.tasks import Runtime

STEP_S = 0.009  # each step of the scripted bot's thinking takes 9 ms


class SteadyThinker(Bot):
    """Thinks in equal steps of ``STEP_S`` (the clock moves on in each) and returns its first legal action."""

    level = "test"

    def __init__(self, now: list[float], steps: int) -> None:
        super().__init__(0)
        self.now, self.count = now, steps

    def steps(self, view: object, legal: Sequence[Action]) -> Generator[None, None, Action]:
        for _ in range(self.count):
            self.now[0] += STEP_S
            yield
        return legal[0]


def slices_of(steps: int) -> list[float]:
    """How long each slice between two yields to the browser lasted, by the scripted clock."""
    now = [0.0]
    yields_at = [0.0]

    async def pause(seconds: float) -> None:
        yields_at.append(now[0])

    driver = BotDriver(Runtime(sleep=pause, clock=lambda: now[0]))
    legal = ["pass"]
    chosen = run_async(driver.think(SteadyThinker(now, steps), None, legal))  # type: ignore[arg-type]
    assert chosen == "pass"
    yields_at.append(now[0])
    return [round(b - a, 6) for a, b in zip(yields_at, yields_at[1:], strict=False)]


def test_a_slice_stops_before_the_step_that_would_take_it_past_the_budget() -> None:
    slices = slices_of(40)
    assert round(sum(slices), 6) == round(40 * STEP_S, 6)  # all the thinking was done
    assert max(slices) <= BOT_SLICE_BUDGET, slices
    # ... and slices are not cut needlessly short: each holds as many steps as fit.
    assert all(s >= BOT_SLICE_BUDGET - 2 * STEP_S for s in slices[:-1]), slices


def test_the_budget_leaves_room_for_the_browser_s_own_work_in_a_50_ms_task() -> None:
    """A slice's task also carries Pyodide's event-loop turn and the browser's timers (5-15 ms
    on a loaded two-core runner, more on a tablet): slices of 40 ms made 52 ms tasks there."""
    assert BOT_SLICE_BUDGET <= 0.03
