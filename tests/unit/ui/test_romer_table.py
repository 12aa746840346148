"""The Römer table driven like the DOM drives it, and what it may show (RO-60)."""

from __future__ import annotations

import re

from test_controller import click_button, settle
from ui_helpers import buttons, run_async

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romer.views import CHANGE, LAY_TRUMP, LEAD, PLAY
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.romer.table import card_name
from ludi.ui.storage import MemoryStore

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
SEATS = (
    Seat("Julia"),
    Seat("Marcus", "bot", "normal"),
    Seat("Livia", "bot", "strong"),
    Seat("Gaius", "bot", "easy"),
)


def make_app(store: MemoryStore | None = None) -> App:
    return App(store if store is not None else MemoryStore(dict(FAST)), ["en"], bot_seed=5)


def shown_cards(html: str) -> list[str]:
    """Spoken names of every face-up card on screen (face-down cards have another label)."""
    return re.findall(r'<span class="rc rc--[RBGYP][^"]*" role="img" aria-label="([^"]+)"', html)


def busy_state(seed: int = 3):
    """Julia to move with every chariot holding horses (bots played everyone until then)."""
    d = registry.get("romer")
    for s in range(seed, seed + 200):
        state = d.new_game(d.rules_class(), SEATS, s)
        bots = [d.bots["normal"](i, i) for i in range(4)]
        while not state.is_over and state.view(None).round == 0:
            seat = state.current_seat
            view = state.view(seat)
            if seat == 0 and view.phase == "turn" and min(len(t) for t in view.teams) >= 3:
                return state
            state.apply(bots[seat].choose(view, state.legal_actions()))
    raise AssertionError("no seed")


def test_a_whole_game_against_bots_by_clicks() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romer")
        app.click("add-seat")
        app.click("seat-kind", "2:bot")
        app.click("start")
        assert "The rules at this table" in app.render()
        app.click("deal")
        summaries = 0
        for _ in range(3000):
            await settle(app)
            if app.screen.name != "table":
                break
            html = app.render()
            if buttons(html, action="next-round"):
                summaries += 1
                assert re.search(r"×\d=\d+", html) or "data-points" in html  # scoring card by card
                app.click("next-round")
                continue
            click_button(app, buttons(html, action="card")[0])
            click_button(app, buttons(app.render(), action="act")[0])
        await settle(app)
        assert app.screen.name == "end" and summaries >= 1
        html = app.render()
        assert buttons(html, action="again") and "Score sheet" in html

    run_async(run())


def test_the_table_shows_only_what_the_viewer_may_know() -> None:
    """RO-60: trump cards, own hand, own horses when peeking; other horses and won cards never."""
    state = busy_state()
    app = make_app()
    app.open_table(state)
    app.session.ui.intro = False
    view = state.view(0)
    t = app.t
    allowed = {card_name(c, t) for c in view.hand}
    allowed |= {card_name(team[0], t) for team in view.teams if team and team[0]}
    allowed |= {
        card_name(c, t)
        for e in view.log
        if e.event in (LEAD, PLAY, LAY_TRUMP, CHANGE) and e.card
        for c in [e.card]
    }
    html = app.render()
    assert set(shown_cards(html)) <= allowed
    own_horses = [c for c in view.teams[0][1:] if c]
    assert own_horses  # Julia placed horses: face down until she peeks
    app.click("peek")
    peeked = app.render()
    assert len(shown_cards(peeked)) == len(shown_cards(html)) + len(own_horses)
    spectator = state.view(None)
    hidden = [c for s in range(1, 4) for c in state.view(s).teams[s][1:] if c]
    assert hidden and all(c is None for s in range(4) for c in spectator.teams[s][1:])


def test_hand_off_between_two_humans_shows_nothing_private() -> None:
    app = make_app()
    app.click("setup", "romer")
    app.click("seat-kind", "1:human")
    app.click("start")
    app.click("deal")
    html = app.render()
    assert buttons(html, action="reveal") and not shown_cards(html) and 'class="rc' not in html
    app.click("reveal")
    assert len(re.findall(r'data-action="card"', app.render())) == 15


def test_setup_target_and_rules_in_force() -> None:
    app = make_app()
    app.click("setup", "romer")
    app.field("option", "target", "800")
    app.field("option", "optional-draw", False)
    for _ in range(3):
        app.click("add-seat")
    assert len(app.screen.model.seats) == 4  # RO-1: 2 to 4 players
    app.click("start")
    assert app.session.state.rules.target == 800 and not app.session.state.rules.optional_draw
    html = app.render()
    assert "The first to reach 800 points wins." in html and "You always draw after adding a horse." in html
