"""Home, setup, end and help screens."""

from __future__ import annotations

import re

from ui_helpers import T_EN, attr, buttons

from ludi.ui.frame import render_help
from ludi.ui.home import render_home
from ludi.ui.i18n import translator
from ludi.ui.pokern import GAME_UI as POKERN
from ludi.ui.pokern.end import render_end_body
from ludi.ui.setup_form import SeatSpec, SetupModel, render_setup
from ludi.ui.widgets import ranking


def test_ranking_ties_share_a_place() -> None:
    assert ranking([180, 196, 164]) == [(1, 1), (2, 0), (3, 2)]
    assert ranking([100, 120, 120, 90]) == [(1, 1), (1, 2), (3, 0), (4, 3)]
    assert ranking([50, 50]) == [(1, 0), (1, 1)]


def test_end_screen_ranks_with_ties_and_shows_the_card_bonus() -> None:
    names = ["Julius", "Agrippina", "Gaius"]
    columns = [
        (9, 16, 25, 31, None, 33, 35),
        (18, 23, 26, None, 27, 29, 37),
        (19, 21, 23, 28, 33, 33, 39),
    ]
    cards = [3, 4, 0]
    scores = [164, 180, 196]  # RP-43
    html = render_end_body(names, columns, cards, 5, scores, "seventh_number", T_EN)
    rows = re.findall(r'<tr class="seat-(\d)[^"]*" data-seat="\d" data-place="(\d)">', html)
    assert rows == [("2", "1"), ("1", "2"), ("0", "3")]
    assert 'data-numbers="149"' in html and 'data-bonus="15"' in html and 'data-total="164"' in html
    tie = render_end_body(
        ["A", "B"], [(10,) + (None,) * 6, (10,) + (None,) * 6], [1, 1], 5, [15, 15], None, T_EN
    )
    assert re.findall(r'data-place="(\d)"', tie) == ["1", "1"]
    assert buttons(html, action="again") and buttons(html, action="home")


def test_home_offers_the_games_with_a_table_and_marks_the_others_coming_soon(monkeypatch) -> None:
    from ludi.ui import games

    monkeypatch.setattr(games, "playable", lambda game_id: game_id == "romisch-pokern")
    html = render_home(T_EN)
    assert buttons(html, action="setup", arg="romisch-pokern")
    for game in ("romme", "romer"):
        block = re.search(rf'<li class="game is-soon" data-game="{game}"[^>]*>.*?</li>', html, re.S)
        assert block, game
        assert "Coming soon" in block.group(0) and "disabled" in block.group(0)
        assert "data-action" not in block.group(0)  # no way into a fake screen


def test_setup_shows_seats_levels_and_every_option_with_its_explanation() -> None:
    model = SetupModel(
        "romisch-pokern", [SeatSpec("Julia"), SeatSpec("Robo", "bot", "strong")], {"fixed-start"}
    )
    html = render_setup(model, T_EN, (2, 6), options_html=POKERN.render_options(model.options, 2, T_EN))
    assert 'value="Julia"' in html and 'value="Robo"' in html
    assert attr(buttons(html, action="seat-level", arg="1:strong")[0], "aria-pressed") == "true"
    assert not buttons(html, action="seat-level", arg="0:strong")  # humans have no level
    for option in ("roll-several", "cards-on-valid", "order-matters", "strict-xxxx", "fixed-start"):
        assert f'data-arg="{option}"' in html
    assert re.search(r'<input type="checkbox" checked data-field="option" data-arg="fixed-start"', html)
    assert "The first seat starts" in html
    assert not buttons(html, action="remove-seat")  # two seats is the minimum
    six = SetupModel("romisch-pokern", [SeatSpec(f"P{i}") for i in range(6)])
    assert not buttons(render_setup(six, T_EN, (2, 6)), action="add-seat")


def test_each_game_offers_the_levels_its_engine_has_and_says_what_the_chosen_one_plays_like() -> None:
    from ludi.games import registry
    from ludi.ui.games import load

    for game in ("romisch-pokern", "romme", "romer"):
        levels = load(game).levels
        assert levels == tuple(registry.get(game).bots), game  # weakest first, none missing
        model = SetupModel(game, [SeatSpec("Julia"), SeatSpec("Robo", "bot", levels[-1])])
        html = render_setup(model, T_EN, (2, 4), levels=levels)
        offered = [attr(b, "data-arg") for b in buttons(html, action="seat-level")]
        assert offered == [f"1:{lv}" for lv in levels]
        help_line = re.search(r'<p class="seat__level-help" id="level-help-1">([^<]+)</p>', html)
        assert help_line and help_line.group(1) == T_EN(f"level.{levels[-1]}.help")
        assert 'aria-describedby="level-help-1"' in html
    assert "expert" in load("romer").levels and "expert" in load("romme").levels


def test_help_dialog_in_each_language() -> None:
    for lang, title in (("en", "How to play"), ("de", "So spielt man"), ("fr", "Comment jouer")):
        t = translator(lang, "ludi.ui.pokern")
        html = render_help(t("help.title"), POKERN.help_sections(lang), t)
        assert title in html and 'role="dialog"' in html and buttons(html, action="close-help")


def test_data_url_encodes_as_urllib_quote_does() -> None:
    from urllib.parse import quote

    from ludi.ui.frame import data_url

    text = '{"a": "Ä é ✓ ~_.-", "b": [1, 2], "c": "%20/?#&=+ \\ud800"}' + "".join(map(chr, range(256)))
    expected = quote(text.encode("utf-8", "replace"), safe="")
    assert data_url(text) == "data:application/json;charset=utf-8," + expected


def test_the_home_screen_draws_every_games_emblem_and_the_engines_facts_hold_no_markup() -> None:
    from pathlib import Path

    from ludi.games import facts
    from ludi.ui.home import EMBLEMS

    assert set(EMBLEMS) == {g.game_id for g in facts.GAMES}
    assert all(EMBLEMS[g.game_id] in render_home(T_EN) for g in facts.GAMES)
    assert "<span" not in Path(facts.__file__).read_text(encoding="utf-8")
