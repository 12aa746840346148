"""Shared helpers for the UI tests: seeded Römisch Pokern states in known situations."""

from __future__ import annotations

import re
from collections.abc import Callable

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.actions import Pass, Roll, Stop
from ludi.games.romisch_pokern.state import PokernState
from ludi.ui.i18n import translator

T_EN = translator("en", "ludi.ui.pokern")
SEATS = (Seat("Julia"), Seat("Marcus"))


def new_state(seed: int, seats=SEATS, **rules) -> PokernState:
    d = registry.get("romisch-pokern")
    return d.new_game(d.rules_class(random_start=False, **rules), seats, seed)  # type: ignore[return-value]


def find_state(predicate: Callable[[PokernState], bool], **rules) -> PokernState:
    """First seeded state meeting ``predicate``, trying "roll n dice one by one, then stop"."""
    for seed in range(500):
        for n in range(1, 7):
            state = new_state(seed, **rules)
            for _ in range(n):
                if Roll(1) not in state.legal_actions():
                    break
                state.apply(Roll(1))
                if predicate(state):
                    return state
            if Stop() in state.legal_actions():
                state.apply(Stop())
                if predicate(state):
                    return state
    raise AssertionError("no seed found")


def pass_turn(state: PokernState) -> None:
    """Play the current turn to its end the quickest way (roll, stop, write or pass)."""
    seat = state.current_seat
    while state.current_seat == seat and not state.is_over:
        legal = state.legal_actions()
        if Pass() in legal:
            state.apply(Pass())
        elif any(type(a).__name__ == "Score" for a in legal):
            state.apply(next(a for a in legal if type(a).__name__ == "Score"))
        elif Stop() in legal:
            state.apply(Stop())
        else:
            state.apply(Roll(1))


def buttons(html: str, **data: str) -> list[str]:
    """Opening tags of <button>s whose data-* attributes have the given values."""
    found = []
    for tag in re.findall(r"<button\b[^>]*>", html):
        if all(f'data-{k.replace("_", "-")}="{v}"' in tag for k, v in data.items()):
            found.append(tag)
    return found


def attr(tag: str, name: str) -> str | None:
    m = re.search(rf'\b{name}="([^"]*)"', tag)
    return m.group(1) if m else None


def finish(state: PokernState) -> None:
    """Play the game to its end with strong bots for every seat (the engine's own players)."""
    bots = {i: registry.get("romisch-pokern").bots["strong"](i, i) for i in range(len(state.seats))}
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))


def run_async(coroutine):  # noqa: ANN201 - whatever the coroutine returns
    """asyncio.run in a thread of its own: Playwright's sync API may own this thread's loop
    when the browser tests ran earlier in the same pytest session."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
