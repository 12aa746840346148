"""Römer's rules help: its pictures and worked examples, recomputed with the engine from the
cards the help shows (RO-30..RO-33 for the trick, RO-51 for the chariot), in every language."""

from __future__ import annotations

import re
from html import unescape

import pytest

from ludi.games.romer.actions import Play
from ludi.games.romer.cards import card_scores, parse
from ludi.games.romer.views import DRAW, LOST, WON
from ludi.ui.frame import render_help
from ludi.ui.i18n import LANGUAGES, translator
from ludi.ui.romer.game_ui import GAME_UI

from .helpers import state


def help_html(lang: str) -> str:
    return render_help("Help", GAME_UI.help_sections(lang), translator(lang, "ludi.ui.romer"))


def figure(html: str, example: str) -> str:
    return re.search(rf'<figure[^>]*data-example="{example}".*?</figure>', html, re.S).group(0)


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ro51_the_chariot_shown_is_scored_by_the_engine_card_by_card(lang: str) -> None:
    html = help_html(lang)
    chariot = figure(html, "chariot")
    shown = re.findall(r'<li class="slot" data-card="(\w\w)">', chariot)
    assert len(shown) == 7 and chariot.count('class="rc rc--') == 7  # the table's own card markup
    scores = card_scores([parse(c) for c in shown])
    printed = [int(n) for n in re.findall(r'class="help-chariot__score"[^>]*>(\d+)</strong>', chariot)]
    assert printed == scores and 140 in scores  # the seed's XX of the trump colour in place 7
    total = sum(scores)
    result = re.search(r'<p class="help-result" data-total="(\d+)">(.*?)</p>', html, re.S)
    assert int(result.group(1)) == total and str(total) in text(result.group(2))
    assert " + ".join(map(str, scores)) in text(result.group(2))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ro30_ro33_the_cut_trick_shown_ends_as_the_engine_plays_it(lang: str) -> None:
    """The trick is played out from the shown cards and trump colours: winner, who loses a
    card, who draws are the engine's, and the picture marks that winner."""
    html = help_html(lang)
    for example in ("cut_trick", "uncut_trick"):
        picture = figure(html, example)
        plays = re.findall(r'data-seat="(\d)" data-card="(\w\w)"', picture)
        trumps = re.findall(r'help-trick__trump rc--(\w)"', picture)
        seats = [int(s) for s, _ in plays]
        teams = [[f"{c}C", f"{c}C"] for c in trumps]
        last_seat, last_card = seats[-1], plays[-1][1]
        hands = [f"{last_card} YC" if s == last_seat else "YC" for s in range(len(trumps))]
        played = [[int(s), c] for s, c in plays[:-1]]
        st = state(hands, teams, phase="trick", trick={"leader": seats[0], "played": played})
        st.apply(Play(last_card))
        log = st.view(None).log
        start = max(i for i, e in enumerate(log) if e.event == WON)
        winner = log[start].seat
        assert re.search(rf'is-winner" data-seat="{winner}"', picture)
        result = text(picture.split("</figure>")[0]) + text(html.split(picture, 1)[1].split("</p>", 1)[0])
        names = re.findall(r'<bdi class="help-trick__who">([^<]+)</bdi>', picture)
        drawers = [names[seats.index(e.seat)] for e in log[start:] if e.event == DRAW]
        losers = [names[seats.index(e.seat)] for e in log if e.event == LOST]
        assert names[seats.index(winner)] in result
        assert all(n in result for n in drawers + losers)
        assert (log[start].other == 1) == (example == "cut_trick")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deck_pictures_every_colour_and_every_rank_and_names_the_caesar(lang: str) -> None:
    html = help_html(lang)
    colours = re.search(r'<figure class="help-figure" data-cards="([^"]+)"', html).group(1).split()
    assert {c[0] for c in colours} == set("RBGYP")
    assert "♛" in html and "RO-" not in html
