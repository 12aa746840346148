"""An animation frame that changes one element of the table draws that element alone
(``GameUI.animation_part``): the page it leaves must be exactly the table drawn whole at that
moment, in every frame of whole games (a bot's rolls and a human's), and the first frame of
each animation is still drawn whole."""

from __future__ import annotations

import asyncio
import re

from test_app import play_by_clicks
from ui_helpers import run_async

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.parts import whole as without_marks
from ludi.ui.storage import MemoryStore


async def no_wait(_seconds: float) -> None:
    await asyncio.sleep(0)


def element_span(html: str, part: str) -> tuple[int, int]:
    """Where the element ``data-part=part`` starts and ends in ``html`` (nested tags counted)."""
    found = [m.start() for m in re.finditer(f'data-part="{part}"', html)]
    assert len(found) == 1, f"{len(found)} elements data-part={part}"
    start = html.rindex("<", 0, found[0])
    tag = re.match(r"<(\w+)", html[start:]).group(1)
    depth = 0
    for m in re.compile(rf"<(/?){tag}\b[^>]*>").finditer(html, start):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return start, m.end()
    raise AssertionError(f"no end of <{tag} data-part={part}>")


def watch(app: App) -> dict:
    """Follows the page as the DOM adapter would draw it (the marks of kept parts left out),
    and checks each part drawn."""
    seen = {"page": None, "parts": 0, "wholes": 0}

    def whole() -> None:
        seen["page"] = without_marks(app.render())
        seen["wholes"] += 1

    def part(name: str, markup: str) -> None:
        page = seen["page"]
        assert page is not None  # a part is drawn into a page drawn whole before
        start, end = element_span(page, name)
        drawn = page[:start] + without_marks(markup) + page[end:]
        assert drawn == without_marks(app.render())  # what drawing the whole table now would show
        seen["page"] = drawn
        seen["parts"] += 1

    app.on_change = whole
    app.on_part = part
    return seen


def pokern_app(seats: tuple[Seat, ...], seed: int) -> App:
    """Several dice to a roll (the option RP-50), so that most rolls land die by die."""
    store = MemoryStore({storage.SPEED_KEY: "normal", storage.BOT_SPEED_KEY: "instant"})
    app = App(store, ["en"], sleep=no_wait, bot_seed=seed)
    definition = registry.get("romisch-pokern")
    app.open_table(definition.new_game(definition.rules_class(roll_several=True), seats, seed))
    return app


def test_the_dice_landing_frames_draw_the_dice_alone_and_leave_the_whole_table_of_that_moment() -> None:
    """Three bots through a whole game: every die after a roll's first lands by a part alone."""

    async def main() -> dict:
        seats = tuple(Seat(name, "bot", "normal") for name in ("Julia", "Marcus", "Livia"))
        app = pokern_app(seats, 5)
        seen = watch(app)
        app.changed()
        for _ in range(200_000):
            if app.screen.name != "table":
                break
            await asyncio.sleep(0)
        assert app.screen.name == "end", app.screen.name
        return seen

    seen = run_async(main())
    assert seen["parts"] > 50  # many rolls of two dice or more, each after its first die
    assert seen["wholes"] > seen["parts"] / 6  # each move's first frame (and its end) drawn whole


def test_a_humans_rolls_land_by_parts_too_and_their_table_answers_taps_afterwards() -> None:
    async def main() -> tuple[dict, str]:
        seats = (Seat("Anna"), Seat("Julia", "bot", "normal"))
        app = pokern_app(seats, 8)
        seen = watch(app)
        app.changed()
        await play_by_clicks(app)
        return seen, app.screen.name

    seen, screen = run_async(main())
    assert screen == "end"
    assert seen["parts"] > 20


def test_without_a_part_adapter_the_frame_draws_the_whole_table() -> None:
    """Tests and pages without the part renderer (``on_part`` unset) still see each frame."""

    async def main() -> int:
        seats = tuple(Seat(name, "bot", "normal") for name in ("Julia", "Marcus"))
        app = pokern_app(seats, 2)
        renders = []
        app.on_change = lambda: renders.append(app.render())
        app.changed()
        for _ in range(200):
            await asyncio.sleep(0)
        return sum("die--rolling" in html for html in renders)

    assert run_async(main()) > 10
