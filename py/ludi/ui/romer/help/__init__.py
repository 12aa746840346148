"""Römer's rules help: the cards, trump colours, tricks, scoring, drawn with the table's cards.

Imported when the help is opened (``RomerTableUI.help_sections``), never with the table.
Pictures are the table's own card markup (``ludi.ui.romer.cards.card_face``); every number
comes from the engine at render time: the card table (``cards``), the rules' limits and the
worked examples of ``ludi.games.romer.examples`` (a trick with a cut, the seed's chariot
scored with ``cards.card_scores``). The texts are this package's catalogs (``lang_*``), keys
under ``help.``, each number a placeholder.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romer.cards import (
    COLOUR_CODES,
    COMBAT,
    COPIES,
    DECK_SIZE,
    N_COLOURS,
    POINTS,
    RANK_CODES,
    card_scores,
    colour_of,
    parse,
)
from ludi.games.romer.examples import CHARIOT, CUT_TRICK, UNCUT_TRICK, Trick
from ludi.games.romer.rules import DEFAULT_TARGET, TEAM_LIMIT
from ludi.ui.game_ui import HelpSection
from ludi.ui.i18n import Translate, default_names, translator
from ludi.ui.markup import HelpFigure, attrs, esc, help_figure
from ludi.ui.romer.cards import SHAPES, card_back, card_face, card_name
from ludi.ui.romer.chariots import chariot_places
from ludi.ui.widgets import join_names

#: The colour whose ranks the deck picture shows, and the sample chariots' cards (pictures
#: only: what they show is worded from the cards themselves).
SAMPLE_COLOUR = "R"
TRUMP_CHARIOT = ("B3", None, None, None)
CHANGE_BEFORE = ("R4", None, None)
CHANGE_AFTER = ("G5",)


def sections(lang: str) -> list[HelpSection]:
    """The rules help in ``lang``: (key, title, paragraphs), pictures as ``HelpFigure``."""
    t = translator(lang, "ludi.ui.romer", extra="ludi.ui.romer.help")
    names = default_names(lang)
    return [
        HelpSection("deck", t("help.deck.title"), deck(t)),
        HelpSection("trumps", t("help.trumps.title"), trumps(t)),
        HelpSection("turn", t("help.turn.title"), turn(t)),
        HelpSection("tricks", t("help.tricks.title"), tricks(t, names)),
        HelpSection("change", t("help.change.title"), change(t)),
        HelpSection("scoring", t("help.scoring.title"), scoring(t)),
        HelpSection("end", t("help.end.title"), end(t)),
    ]


def cards_row(cards: Sequence[str], t: Translate) -> str:
    return f'<div class="help-cards">{"".join(card_face(c, t) for c in cards)}</div>'


def deck(t: Translate) -> list[str]:
    colours = [f"{c}1" for c in COLOUR_CODES]
    ranks = [SAMPLE_COLOUR + r for r in RANK_CODES]
    numbered = [c for c in ranks if COMBAT[parse(c)] > 0]
    strong = max(numbered, key=lambda c: COMBAT[parse(c)])
    weak = min(numbered, key=lambda c: COMBAT[parse(c)])
    caesar = parse(SAMPLE_COLOUR + "C")
    colour_list = ", ".join(f"{t(f'colour.{c}')} {SHAPES[c]}" for c in COLOUR_CODES)
    return [
        t("help.deck.count", cards=DECK_SIZE, colours=N_COLOURS, per_colour=DECK_SIZE // N_COLOURS),
        help_figure(
            cards_row(colours, t), t("help.deck.colours", colours=colour_list), cards=" ".join(colours)
        ),
        help_figure(cards_row(ranks, t), t("help.deck.ranks"), cards=" ".join(ranks)),
        t(
            "help.deck.values",
            strong=card_name(strong, t),
            strong_points=POINTS[parse(strong)],
            weak=card_name(weak, t),
            weak_points=POINTS[parse(weak)],
        ),
        t("help.deck.caesar", combat=COMBAT[caesar], points=POINTS[caesar], n=COPIES[caesar]),
    ]


def chariot(team: Sequence[str | None], t: Translate) -> str:
    """A chariot as the table draws it: the trump card, horses face down, the places left
    empty, each place with its multiplier (the trump card counts once)."""

    def body(pos: int, card: str | None) -> str:
        return card_face(card, t) if card is not None else card_back(t, label=t("chariot.horse", n=pos))

    return chariot_places(team, body)


def trumps(t: Translate) -> list[str]:
    colour = t(f"colour.{TRUMP_CHARIOT[0][0]}")
    return [
        t("help.trumps.text"),
        help_figure(
            chariot(TRUMP_CHARIOT, t),
            t("help.trumps.figure", colour=colour, horses=len(TRUMP_CHARIOT) - 1),
            "help-figure--romer",
        ),
        t("help.trumps.horses"),
        t("help.trumps.caesar", rule=t("opt.caesar-trump.name")),
    ]


def turn(t: Translate) -> list[str]:
    return [t("help.turn.text"), t("help.turn.limit", n=TEAM_LIMIT, horses=TEAM_LIMIT - 1)]


def roles(trick: Trick) -> list[str]:
    """What each card of a trick did, read from the cards and the players' trump colours."""
    lead = trick.played[0][1][0]
    out = []
    for i, (seat, card) in enumerate(trick.played):
        if i == 0:
            out.append("lead")
        elif card[0] == lead:
            out.append("follow")
        elif card[0] == trick.trumps[seat]:
            out.append("cut")
        else:
            out.append("off")
    return out


def trick_picture(trick: Trick, names: Sequence[str], t: Translate) -> str:
    items = []
    for (seat, card), role in zip(trick.played, roles(trick), strict=True):
        trump = trick.trumps[seat]
        won = seat == trick.winner
        role_text = t(f"help.role.{role}") + (f" · {t('help.role.wins')}" if won else "")
        badge = t("help.trick.trump", colour=f"{SHAPES[trump]} {t(f'colour.{trump}')}")
        cls = "help-trick__play" + (" is-winner" if won else "")
        items.append(
            f"<li{attrs(class_=cls, data_seat=seat, data_card=card)}>"
            f'<bdi class="help-trick__who">{esc(names[seat])}</bdi>'
            f'<span class="help-trick__trump rc--{trump}">{esc(badge)}</span>{card_face(card, t)}'
            f'<span class="help-trick__role">{esc(role_text)}</span></li>'
        )
    return f'<ol class="help-trick">{"".join(items)}</ol>'


def tricks(t: Translate, names: Sequence[str]) -> list[str]:
    def who(seats: Sequence[int]) -> str:
        return join_names([names[s] for s in seats], t)

    cut_roles = roles(CUT_TRICK)
    cutters = [s for (s, _), r in zip(CUT_TRICK.played, cut_roles, strict=True) if r == "cut"]
    beaten = [s for s in cutters if s != CUT_TRICK.winner]
    leader, led = CUT_TRICK.played[0]
    cut_result = t(
        "help.trick.cut_result",
        winner=names[CUT_TRICK.winner],
        drawers=who(CUT_TRICK.draws),
        losers=who(CUT_TRICK.losers),
    )
    if beaten:
        cut_result += " " + t("help.trick.keep", cutters=who(beaten), rule=t("opt.cut-losers-keep.name"))
    uncut_colour = t(f"colour.{UNCUT_TRICK.played[0][1][0]}")
    return [
        t("help.tricks.text"),
        t("help.tricks.cut_rule"),
        help_figure(
            trick_picture(CUT_TRICK, names, t),
            t("help.tricks.cut_caption", leader=names[leader], card=card_name(led, t)),
            "help-figure--romer",
            example="cut_trick",
        ),
        HelpFigure(f'<p class="help-result">{esc(cut_result)}</p>'),
        t("help.tricks.uncut_rule"),
        help_figure(
            trick_picture(UNCUT_TRICK, names, t),
            t("help.tricks.uncut_caption"),
            "help-figure--romer",
            example="uncut_trick",
        ),
        HelpFigure(
            '<p class="help-result">'
            + esc(
                t(
                    "help.trick.uncut_result",
                    winner=names[UNCUT_TRICK.winner],
                    colour=uncut_colour,
                    drawers=who(UNCUT_TRICK.draws),
                )
            )
            + "</p>"
        ),
        t("help.tricks.lose_trump"),
    ]


def change(t: Translate) -> list[str]:
    before = chariot(CHANGE_BEFORE, t)
    after = chariot(CHANGE_AFTER, t)
    arrow = '<span class="help-change__arrow" aria-hidden="true">→</span>'
    body = f'<div class="help-change">{before}{arrow}{after}</div>'
    return [
        t("help.change.text"),
        help_figure(
            body,
            t(
                "help.change.figure",
                old=t(f"colour.{CHANGE_BEFORE[0][0]}"),
                new=t(f"colour.{CHANGE_AFTER[0][0]}"),
                horses=len(CHANGE_BEFORE) - 1,
            ),
            "help-figure--romer",
        ),
    ]


def scoring(t: Translate) -> list[str]:
    """The seed's chariot, scored card by card with the engine's ``card_scores``."""
    team = CHARIOT.cards
    faces = [parse(c) for c in team]
    scores = card_scores(faces)
    trump = colour_of(faces[0])
    cells = []
    for pos, (card, face, score) in enumerate(zip(team, faces, scores, strict=True), start=1):
        mult = pos if colour_of(face) == trump else 1
        extra = " is-trump" if colour_of(face) == trump and pos > 1 else ""
        cells.append(
            f'<li class="slot" data-card="{card}"><span class="help-chariot__place">{pos}</span>'
            f"{card_face(card, t, extra)}"
            f'<span class="help-chariot__calc">{POINTS[face]}×{mult}</span>'
            f'<strong class="help-chariot__score" data-score="{score}">{score}</strong></li>'
        )
    best = max(range(len(scores)), key=lambda i: scores[i])
    total = sum(scores)
    colour = t(f"colour.{team[0][0]}")
    picture = f'<ol class="team help-chariot">{"".join(cells)}</ol>'
    summary = t(
        "help.scoring.total",
        total=total,
        sum=" + ".join(str(s) for s in scores),
        card=card_name(team[best], t),
        place=best + 1,
        best=scores[best],
    )
    return [
        t("help.scoring.text"),
        help_figure(
            picture,
            t("help.scoring.figure", colour=colour),
            "help-figure--romer",
            example="chariot",
            cards=" ".join(team),
            total=total,
        ),
        HelpFigure(f'<p class="help-result" data-total="{total}">{esc(summary)}</p>'),
    ]


def end(t: Translate) -> list[str]:
    return [t("help.end.round", n=TEAM_LIMIT), t("help.end.game", target=DEFAULT_TARGET)]
