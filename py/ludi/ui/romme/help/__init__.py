"""Rommé's rules help: melds, jokers, the first meld, lay-offs, knocking and scoring, drawn
with the table's own cards.

Imported when the help is opened (``RommeTableUI.help_sections``), never with the table.
Pictures are the table's card markup (``ludi.ui.romme.cards.mini_card``); every verdict and
number is the engine's at render time: ``check_meld`` / ``is_meld`` and ``meld_points`` for
the worked examples of ``ludi.games.romme.examples``, ``layoffs`` / ``exchanges`` for a card
put on a table meld, ``hand_value`` for the cards left at the end, the rules' threshold and
limits. The texts are this package's catalogs (``lang_*``), keys under ``help.``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import RulesError
from ludi.games.romme.cards import (
    ACE,
    CASINO,
    JOKER,
    PENALTY,
    counts_of,
    entry_code,
    face,
    hand_value,
    parse,
    parse_entry,
)
from ludi.games.romme.examples import (
    EXCHANGE,
    FIRST_MELDS,
    HAND_VALUE,
    JOKER_MELDS,
    JOKER_PAIRS,
    LAYOFF,
    MELDS,
    JokerPair,
)
from ludi.games.romme.melds import check_meld, exchanges, is_meld, layoffs, meld_points
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.ui.game_ui import HelpSection
from ludi.ui.i18n import Translate, default_names, translator
from ludi.ui.markup import HelpFigure, attrs, esc, help_figure
from ludi.ui.romme.cards import card_text, entry_text, mini_card

#: A second hand left at the end of the worked round (the first is the examples' hand).
OTHER_HAND = ("C5", "D2")


def sections(lang: str) -> list[HelpSection]:
    """The rules help in ``lang``: (key, title, paragraphs), pictures as ``HelpFigure``."""
    t = translator(lang, "ludi.ui.romme", extra="ludi.ui.romme.help")
    return [
        HelpSection("cards", t("help.cards.title"), cards(t)),
        HelpSection("jokers", t("help.jokers.title"), jokers(t)),
        HelpSection("turn", t("help.turn.title"), [t("help.turn.text"), t("help.turn.out")]),
        HelpSection("first-meld", t("help.first.title"), first_meld(t)),
        HelpSection("layoff", t("help.layoff.title"), layoff(t)),
        HelpSection("knock", t("help.knock.title"), knock(t)),
        HelpSection("scoring", t("help.score.title"), scoring(t, default_names(lang))),
        HelpSection(
            "table",
            t("help.table.title"),
            [
                t("help.table.select"),
                t("help.table.discard", reset=t("hand.reset")),
                t("help.table.arrange", move=t("hand.move")),
            ],
        ),
    ]


def entries(codes: Sequence[str]) -> tuple[int, ...]:
    return tuple(parse_entry(c) for c in codes)


def meld_row(codes: Sequence[str], t: Translate, note: str, *, jokers_bare: bool = False) -> str:
    """One meld as cards (a joker drawn as the table draws a joker in hand, when ``jokers_bare``),
    the cards' codes in ``data-cards`` and a note beside it."""
    shown = [JOKER if jokers_bare and c.startswith("*") else parse_entry(c) for c in codes]
    cards = "".join(mini_card(e, t) for e in shown)
    return (
        f'<li class="help-meld" data-cards="{esc(" ".join(codes))}"><span class="meld__cards">{cards}</span>'
        f'<span class="help-meld__note">{esc(note)}</span></li>'
    )


def meld_note(codes: Sequence[str], t: Translate) -> str:
    """Kind and points of a meld, as the engine checks and counts it."""
    meld = entries(codes)
    kind = check_meld(meld, RommeRules(preset=PALAST))
    points = meld_points(meld)
    return t("help.meld.points", kind=t(f"help.kind.{kind}"), n=points)


def meld_list(rows: Sequence[str]) -> str:
    return f'<ul class="help-melds">{"".join(rows)}</ul>'


def cards(t: Translate) -> list[str]:
    rules = RommeRules()
    rows = [meld_row(m.cards, t, meld_note(m.cards, t)) for m in MELDS]
    return [
        t("help.cards.deck", decks=rules.decks, jokers=rules.jokers, hand=rules.hand_size(2)),
        t("help.cards.melds"),
        help_figure(meld_list(rows), t("help.cards.figure"), "help-figure--romme", example="melds"),
    ]


def joker_cards(codes: Sequence[str], t: Translate) -> str:
    """What the jokers of a spelling stand for: "♥10, ♥J"."""
    return ", ".join(card_text(parse(c[1:]), t) for c in codes if c.startswith("*"))


def pair_note(spellings: Sequence[JokerPair], t: Translate) -> str:
    """The engine's verdict under each preset, and where the jokers go (or could go)."""
    verdicts = []
    for preset, name in ((PALAST, "preset.palast.name"), (PALACE, "preset.palace.name")):
        ok = any(is_meld(entries(p.cards), RommeRules(preset=preset)) for p in spellings)
        verdicts.append(t("help.verdict.yes" if ok else "help.verdict.no", preset=t(name)))
    if len(spellings) > 1:
        reading = t(
            "help.jokers.readings",
            first=joker_cards(spellings[0].cards, t),
            second=joker_cards(spellings[1].cards, t),
        )
    else:
        reading = t("help.jokers.reading", cards=joker_cards(spellings[0].cards, t))
    return f"{reading} · " + " · ".join(verdicts)


def jokers(t: Translate) -> list[str]:
    rows = []
    for m in JOKER_MELDS:
        note = t("help.jokers.as", card=joker_cards(m.cards, t)) + " · " + meld_note(m.cards, t)
        rows.append(meld_row(m.cards, t, note))
    # Spellings of the same cards (the naturals and two bare jokers) are one example, drawn
    # as the first spelling lays them out.
    groups: dict[tuple[str, ...], list[JokerPair]] = {}
    for pair in JOKER_PAIRS:
        cards = tuple(sorted("JK" if c.startswith("*") else c for c in pair.cards))
        groups.setdefault(cards, []).append(pair)
    pairs = [
        meld_row(spellings[0].cards, t, pair_note(spellings, t), jokers_bare=True)
        for spellings in groups.values()
    ]
    return [
        t("help.jokers.text"),
        help_figure(meld_list(rows), t("help.jokers.figure"), "help-figure--romme", example="joker_melds"),
        t("help.jokers.pairs"),
        help_figure(
            meld_list(pairs), t("help.jokers.pairs_figure"), "help-figure--romme", example="joker_pairs"
        ),
    ]


def first_meld(t: Translate) -> list[str]:
    short, enough, forty = FIRST_MELDS
    need = RommeRules().threshold
    forty_rules = RommeRules(forty=True)
    points = [meld_points(entries(m)) for m in enough.melds]
    rows = [meld_row(m, t, meld_note(m, t)) for m in enough.melds]
    return [
        t("help.first.text", need=need),
        help_figure(
            meld_list(rows[:1]),
            t("help.first.short", points=points[0], need=need),
            "help-figure--romme",
            example="first_short",
        ),
        help_figure(
            meld_list(rows),
            t("help.first.enough", sum=" + ".join(map(str, points)), points=sum(points)),
            "help-figure--romme",
            example="first_enough",
            total=sum(points),
        ),
        t("help.first.forty", rule=t("opt.forty.name"), points=sum(points), need=forty_rules.threshold),
        t("help.first.none", rule=t("opt.no-first-meld.name")),
    ]


def table_move(before: Sequence[int], card: int, after: Sequence[int], t: Translate) -> str:
    """A table meld, the card from the hand, and the meld as the engine leaves it."""
    row = "".join(mini_card(e, t) for e in before)
    now = "".join(mini_card(e, t) for e in after)
    plus = '<span class="help-move__sign" aria-hidden="true">+</span>'
    arrow = '<span class="help-move__sign" aria-hidden="true">→</span>'
    codes = attrs(
        class_="help-move",
        data_meld=" ".join(map(entry_code, before)),
        data_card=entry_code(card),
        data_after=" ".join(map(entry_code, after)),
    )
    return (
        f'<div{codes}><span class="meld__cards">{row}</span>{plus}'
        f'<span class="meld__cards">{mini_card(card, t)}</span>{arrow}'
        f'<span class="meld__cards">{now}</span></div>'
    )


def layoff(t: Translate) -> list[str]:
    rules = RommeRules()
    meld, card = entries(LAYOFF.meld), parse(LAYOFF.card)
    grown = layoffs(meld, counts_of([card]), rules)[0][2]
    table = entries(EXCHANGE.meld)
    natural = parse(EXCHANGE.card)
    traded = exchanges(table, counts_of([natural]), rules)[0][2]
    meld_text = " ".join(entry_text(e, t) for e in meld)
    return [
        t("help.layoff.text"),
        help_figure(
            table_move(meld, card, grown, t),
            t("help.layoff.figure", card=card_text(card, t), meld=meld_text),
            "help-figure--romme",
        ),
        t("help.exchange.text"),
        help_figure(
            table_move(table, natural, traded, t),
            t("help.exchange.figure", card=card_text(natural, t)),
            "help-figure--romme",
        ),
        t("help.exchange.palast"),
    ]


def knock_players() -> int:
    """The fewest players a table with knocking seats, as the rules check it."""
    rules = RommeRules(knocking=True)
    for players in range(1, 100):
        try:
            rules.check_players(players)
        except RulesError:
            continue
        return players
    raise AssertionError("no table seats knocking")


def knock(t: Translate) -> list[str]:
    return [t("help.knock.text", rule=t("opt.knocking.name"), players=knock_players()), t("help.knock.later")]


def hand_row(codes: Sequence[str], values: Sequence[int], t: Translate) -> str:
    """Cards left in a hand, each with its value under it."""
    cells = "".join(
        f'<li class="help-hand__card" data-card="{c}">{mini_card(parse(c), t)}'
        f'<span class="help-hand__value">{v}</span></li>'
        for c, v in zip(codes, values, strict=True)
    )
    return f'<ol class="help-hand" data-cards="{" ".join(codes)}">{cells}</ol>'


def scoring(t: Translate, names: Sequence[str]) -> list[str]:
    rules = RommeRules()
    faces = [parse(c) for c in HAND_VALUE.cards]
    values = [PENALTY[f] for f in faces]
    total = hand_value(faces)
    other = hand_value(parse(c) for c in OTHER_HAND)
    ace = PENALTY[face(0, ACE)]
    casino_values = [CASINO[f] for f in faces]
    return [
        t("help.score.text", ace=ace, joker=PENALTY[JOKER]),
        help_figure(
            hand_row(HAND_VALUE.cards, values, t),
            t("help.score.hand", sum=" + ".join(map(str, values)), total=total),
            "help-figure--romme",
            example="hand_value",
            total=total,
        ),
        HelpFigure(
            '<p class="help-result">'
            + esc(
                t(
                    "help.score.round",
                    winner=names[0],
                    loser_a=names[1],
                    loser_b=names[2],
                    a=total,
                    b=other,
                    cards=" ".join(card_text(parse(c), t) for c in OTHER_HAND),
                    total=total + other,
                )
            )
            + "</p>"
        ),
        t("help.score.double"),
        t("help.score.palast", limit=rules.minus_limit),
        t("help.score.palace", rounds=RommeRules(preset=PALACE).rounds),
        t(
            "help.score.casino",
            rule=t("opt.casino.name"),
            total=hand_value(faces, casino=True),
            sum=" + ".join(map(str, casino_values)),
        ),
    ]
