"""Rommé's rules help: its pictures and worked examples, recomputed with the engine from the
cards the help shows (RM-20..RM-24 melds, RM-22 jokers, RM-30/RM-62 first meld, RM-50 hand
values), in every language."""

from __future__ import annotations

import re
from html import unescape

import pytest

from ludi.games.romme.cards import PENALTY, hand_value, parse, parse_entry
from ludi.games.romme.melds import check_meld, is_meld, meld_points
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.ui.frame import render_help
from ludi.ui.i18n import LANGUAGES, translator
from ludi.ui.romme.game_ui import GAME_UI


def help_html(lang: str) -> str:
    return render_help("Help", GAME_UI.help_sections(lang), translator(lang, "ludi.ui.romme"))


def figure(html: str, example: str) -> str:
    return re.search(rf'<figure[^>]*data-example="{example}".*?</figure>', html, re.S).group(0)


def melds_in(picture: str) -> list[tuple[tuple[int, ...], str]]:
    """(entries, note) of every meld row: the cards as the picture's data names them."""
    rows = re.findall(
        r'<li class="help-meld" data-cards="([^"]+)">.*?class="help-meld__note">([^<]*)<', picture
    )
    return [(tuple(parse_entry(c) for c in cards.split()), unescape(note)) for cards, note in rows]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rm20_rm24_every_meld_shown_is_a_meld_worth_what_the_engine_counts(lang: str) -> None:
    html = help_html(lang)
    rows = melds_in(figure(html, "melds")) + melds_in(figure(html, "joker_melds"))
    assert len(rows) >= 7 and 'class="pc pc--' in html  # the table's own card markup
    for meld, note in rows:
        check_meld(meld, RommeRules(preset=PALAST))
        assert re.search(rf"\b{meld_points(meld)}\b", note), (meld, note)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rm22_the_german_texts_jokers_allowed_and_not_as_the_engine_judges(lang: str) -> None:
    """♥9 J J ♥Q is allowed; ♥8 ♥9 J J is not under Palast (whichever places the jokers take)."""
    t = translator(lang, "ludi.ui.romme", extra="ludi.ui.romme.help")
    palast, palace = t("preset.palast.name"), t("preset.palace.name")
    rows = dict((tuple(m), n) for m, n in melds_in(figure(help_html(lang), "joker_pairs")))
    nine_q = next(n for m, n in rows.items() if m[0] == parse("H9") and m[-1] == parse("HQ"))
    eight_nine = next(n for m, n in rows.items() if m[:2] == (parse("H8"), parse("H9")))
    for cards, note in ((("H9", "*H10", "*HJ", "HQ"), nine_q), (("H8", "H9", "*H10", "*HJ"), eight_nine)):
        ok = is_meld(tuple(parse_entry(c) for c in cards), RommeRules(preset=PALAST))
        verdict = t("help.verdict.yes" if ok else "help.verdict.no", preset=palast)
        assert verdict in note and t("help.verdict.yes", preset=palace) in note
    assert (
        t("help.verdict.yes", preset=palast) in nine_q and t("help.verdict.no", preset=palast) in eight_nine
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rm30_rm62_the_first_meld_shown_reaches_the_threshold_only_together(lang: str) -> None:
    html = help_html(lang)
    need = RommeRules().threshold
    short = melds_in(figure(html, "first_short"))
    enough = figure(html, "first_enough")
    total = sum(meld_points(m) for m, _ in melds_in(enough))
    assert sum(meld_points(m) for m, _ in short) < need <= total
    assert f'data-total="{total}"' in enough and f"= {total}" in unescape(enough)
    assert total < RommeRules(forty=True).threshold  # so the 40-points sentence is true


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rm50_the_hand_left_is_counted_by_the_engine(lang: str) -> None:
    hand = figure(help_html(lang), "hand_value")
    cards = re.search(r'<ol class="help-hand" data-cards="([^"]+)"', hand).group(1).split()
    faces = [parse(c) for c in cards]
    shown = [int(v) for v in re.findall(r'class="help-hand__value">(\d+)<', hand)]
    assert shown == [PENALTY[f] for f in faces]
    assert f'data-total="{hand_value(faces)}"' in hand and f"= {hand_value(faces)}" in unescape(hand)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rm11_rm40_the_lay_off_and_the_exchange_shown_leave_melds(lang: str) -> None:
    """The meld after the move is the one before with the card added (lay-off) or put in the
    joker's place (exchange), and the engine takes it as a meld under both presets."""
    html = help_html(lang)
    moves = re.findall(
        r'<div class="help-move" data-meld="([^"]+)" data-card="(\w+)" data-after="([^"]+)"', html
    )
    assert len(moves) == 2
    (meld, card, after), (table, natural, traded) = moves
    assert sorted(after.split()) == sorted([*meld.split(), card])
    assert traded.split() == [natural if c.startswith("*") else c for c in table.split()]
    for cards in (after, traded):
        for preset in (PALAST, PALACE):
            assert is_meld(tuple(parse_entry(c) for c in cards.split()), RommeRules(preset=preset))
    assert "RM-" not in html
