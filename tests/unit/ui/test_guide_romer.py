"""Römer's guided round: what it teaches is on the table when it is said, the Caesar goes on
last without a draw, and every text fits the guide's panel on a phone."""

from __future__ import annotations

import pytest
from test_app import click_button, settle
from test_guides import LANGS, follow_until, make_app, marked, panel_text
from ui_helpers import buttons, run_async

from ludi.ui.i18n import game_catalog

#: About four lines of the guide's panel on a phone.
PANEL_CHARS = 190


def _steps():  # the guide's classes as imported now (another test may have re-imported them)
    from ludi.ui.guides import romer

    return romer, romer.BOOK.steps


def _index(kind: str, key: str) -> int:
    _, steps = _steps()
    return next(
        i
        for i, s in enumerate(steps)
        if type(s).__name__ == kind and key in (getattr(s, "text", ""), getattr(s, "prompt", ""))
    )


def test_each_teaching_step_outlines_something_on_the_table() -> None:
    """A step that teaches a concept outlines it on the screen where it is said (its marks
    are found in the table), not only in the script."""

    async def run() -> None:
        app.click("guide", "romer")
        await settle(app)
        _, steps = _steps()
        for index, step in enumerate(steps):
            if not getattr(step, "teaches", ()):
                continue
            await follow_until(app, index)
            assert app.session.guide.index == index
            assert marked(app.render()), (step, panel_text(app.render()))

    app = make_app("en")
    run_async(run())


def test_the_caesar_goes_on_last_without_a_draw() -> None:
    """The "Horse, then draw" button on the Caesar is explained and changes nothing; "Horse, no
    draw" puts it at the end of the chariot and the hand shrinks by one."""
    romer, _ = _steps()

    async def run() -> None:
        app.click("guide", "romer")
        await settle(app)
        await follow_until(app, _index("Ask", "guide.romer.keep"))
        state = app.session.state
        moves, size = len(state.history), len(state.view(0).hand)
        hand = state.view(0).hand
        click_button(app, buttons(app.render(), action="card", arg=str(hand.index(romer.CAESAR)))[0])
        html = app.render()
        assert "“Horse, no draw”" in panel_text(html)
        assert any('data-focus-key="act:horse-keep"' in t for t in marked(html))
        click_button(app, buttons(html, action="act", kind="horse")[0])
        assert "without drawing" in panel_text(app.render())
        assert len(app.session.state.history) == moves
        await follow_until(app, _index("Tell", "guide.romer.keep_done"))
        view = app.session.state.view(0)
        assert view.teams[0][-1] == romer.CAESAR and len(view.hand) == size - 1

    app = make_app("en")
    run_async(run())


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_fits_the_panel(lang: str) -> None:
    messages = game_catalog("ludi.ui.guides", lang)
    names = {f"p{i}": "Octavia" for i in range(3)}  # the longest default name
    long = {
        k: len(v.format(**names, button="x", card="x"))
        for k, v in messages.items()
        if k.startswith("guide.romer.") and len(v.format(**names, button="x", card="x")) > PANEL_CHARS
    }
    assert not long, long
