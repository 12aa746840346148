"""The moves' sounds: which move sounds as what, the table's mute switch, and a preference that
is kept. (The browser side, assets/render.js, is tested in tests/e2e/test_sound_browser.py.)"""

from __future__ import annotations

from test_app import make_app
from ui_helpers import attr, buttons

from ludi.ui import storage


def table(game: str, second: str = "bot"):  # noqa: ANN201 - the test app
    app = make_app()
    app.click("setup", game)
    app.click("seat-kind", f"1:{second}")
    app.click("start")
    return app


def first_legal(app, kind: str):  # noqa: ANN001, ANN201
    return next(a for a in app.screen.session.legal() if type(a).__name__ == kind)


def test_a_move_queues_its_sound_for_the_next_paint() -> None:
    app = table("romisch-pokern", "human")
    app.screen.perform(first_legal(app, "Roll"))
    assert app.sounds == ["roll"]
    romme = table("romme", "human")
    if romme.screen.session.handoff is not None:
        romme.click("claim")
    romme.screen.perform(first_legal(romme, "Draw"))
    assert romme.sounds[-1] == "draw"


def test_the_tables_speaker_switches_the_sound_off_and_on_and_keeps_it() -> None:
    app = table("romisch-pokern", "human")
    speaker = buttons(app.render(), action="sound")
    assert len(speaker) == 1 and attr(speaker[0], "aria-pressed") == "true"
    app.sounds.append("roll")
    app.click("sound")
    assert app.settings.preferences["sound"] == "off" and app.sounds == []  # nothing left to play
    assert app.store.get(storage.preference_key("sound")) == "off"
    assert attr(buttons(app.render(), action="sound")[0], "aria-pressed") == "false"
    assert app.focus == "sound"
    app.click("sound")
    assert app.settings.preferences["sound"] == "on"
    app.click("home")
    assert not buttons(app.render(), action="sound")  # the switch is the table's


def test_a_trick_and_a_rounds_end_sound_as_such() -> None:
    from types import SimpleNamespace

    from ludi.games.romer.actions import Play
    from ludi.ui.games import load

    romer = load("romer")
    before = SimpleNamespace(results=(), trick=((0, "R1"), (1, "B2")))
    taken = SimpleNamespace(results=(), trick=())
    assert romer.sound(before, taken, Play("G3")) == "trick"
    assert (
        romer.sound(before, SimpleNamespace(results=(), trick=((0, "R1"), (1, "B2"), (2, "G3"))), Play("G3"))
        == "card"
    )
    assert romer.sound(before, SimpleNamespace(results=("r",), trick=()), Play("G3")) == "win"


def test_dealing_the_cards_sounds_as_a_deal() -> None:
    """Rommé and Römer open on the rules before the first deal: its button deals the hands."""
    for game in ("romme", "romer"):
        app = table(game)
        assert buttons(app.render(), action="deal"), game  # the rules, before the deal
        app.sounds.clear()
        app.click("deal")
        assert "deal" in app.sounds, game
        assert not buttons(app.render(), action="deal")
