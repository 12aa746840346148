"""Rommé's guided round in particular: the joker's place chosen where the table asks it, the
first meld's threshold felt before coming out, the bot's discards of no use to the player,
and going out ending the round (not the game), its result outlined."""

from __future__ import annotations

import re

from test_app import click_button, settle
from test_guides import make_app, marked, panel_text
from ui_helpers import buttons, run_async

from ludi.games.romme.actions import DISCARD_PILE, ConfirmFirstMeld, Discard, Draw, LayOff, Meld
from ludi.ui.guide import Ask, Move, Tell, book_for
from ludi.ui.guides import romme


async def follow_until(app, index: int) -> None:
    """Tap what the guide outlines (or Next) until its script reaches step ``index``.

    By the steps' class names: ``test_guides`` drops the guide modules from ``sys.modules``
    (to see that the home screen imports none), so a class imported here, or there, may no
    longer be the app's."""
    for _ in range(200):
        guide = app.session.guide
        if not guide.active or guide.index >= index:
            return
        html = app.render()
        if type(guide.step).__name__ == "Tell":
            (tag,) = buttons(html, action="guide-next")
        else:
            tag = [t for t in marked(html) if t.startswith("<button")][0]
        click_button(app, tag)
        await settle(app)
    raise AssertionError(panel_text(app.render()))


def _index(predicate) -> int:
    return next(i for i, s in enumerate(romme.STEPS) if predicate(s))


def _replayed(upto: int):
    """The engine after the script's moves before step ``upto``."""
    state = book_for("romme").start("en")
    for step in romme.STEPS[:upto]:
        if not isinstance(step, Tell):
            state.apply(step.action)
    return state


def test_the_round_teaches_a_run_a_set_a_joker_and_going_out() -> None:
    asked = [s.action for s in romme.STEPS if isinstance(s, Ask)]
    assert asked[0] == Draw(DISCARD_PILE)
    melds = [a for a in asked if isinstance(a, Meld)]
    assert [len({c[-1] for c in m.cards}) for m in melds[:2]] == [5, 1]  # a run, then a set
    assert any(c.startswith("*") for c in melds[2].cards)
    assert any(isinstance(a, LayOff) for a in asked)
    assert isinstance(asked[-1], Discard) and asked.index(ConfirmFirstMeld()) > asked.index(melds[1])


def test_going_out_ends_the_round_not_the_game() -> None:
    state = _replayed(len(romme.STEPS))
    assert not state.is_over
    assert len(state.results) == 1 and state.results[0].winner == 0
    assert state.results[0].hands[0] == ()


def test_the_run_alone_does_not_come_out() -> None:
    """After the run (20 points) "Come out" is not offered: the set takes it past 30."""
    state = _replayed(_index(lambda s: isinstance(s, Ask) and s.action == romme.SET))
    assert ConfirmFirstMeld() not in state.legal_actions()
    state.apply(romme.SET)
    assert ConfirmFirstMeld() in state.legal_actions()


def test_the_bots_discards_are_of_no_use_to_the_player() -> None:
    """Each card the bot throws away fits nothing of the player's: taking it would meld or lay
    off nothing, so drawing from the stock is the right step."""
    for i, step in enumerate(romme.STEPS):
        if not (isinstance(step, Move) and isinstance(step.action, Discard)):
            continue
        state = _replayed(i + 1)
        state.apply(Draw(DISCARD_PILE))
        card = step.action.card
        uses = [
            a
            for a in state.legal_actions()
            if (isinstance(a, Meld) and card in a.cards) or (isinstance(a, LayOff) and a.card == card)
        ]
        assert uses == [], (card, uses)


def test_the_joker_goes_where_the_table_asks_and_the_other_place_is_explained() -> None:
    async def run() -> None:
        app = make_app("en")
        app.click("guide", "romme")
        await settle(app)
        index = _index(lambda s: isinstance(s, Ask) and s.action == romme.JOKER_RUN)
        await follow_until(app, index)
        for _ in range(4):  # J♠, Q♠, the joker, then "Lay down"
            (tag,) = [t for t in marked(app.render()) if t.startswith("<button")][:1]
            click_button(app, tag)
            await settle(app)
        html = app.render()
        assert "Where does the joker go?" in html and "Where does the joker go?" in panel_text(html)
        choices = buttons(html, kind="meld")
        assert len(choices) == 2
        (wanted,) = [t for t in marked(html) if t.startswith("<button")]
        label = re.search(re.escape(wanted) + r"([^<]*)</button>", html)[1]
        assert label == "J♠ Q♠ ★K♠"
        moves = len(app.session.state.history)
        other = next(t for t in choices if t != wanted)
        click_button(app, other)
        text = panel_text(app.render())
        assert "That would lay down ★10♠ J♠ Q♠" in text and "★K♠" in text, text
        assert len(app.session.state.history) == moves and app.session.guide.index == index

        await follow_until(app, len(romme.STEPS) - 1)
        html = app.render()
        assert '<div data-guided="" class="round">' in html  # the round's result is outlined
        await follow_until(app, len(romme.STEPS))
        assert app.session.guide.summary and not app.session.guide.off_script

    run_async(run())
