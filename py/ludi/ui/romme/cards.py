"""Rommé's cards in words and markup: short labels, spoken names, the small card faces that the
table, the round summary and the rules help draw."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romme.cards import JOKER, JOKER_FLAG, rank_of, stands_for, suit_of
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, esc

SUIT_LETTERS = "CSHD"
SUIT_SYMBOLS = "♣♠♥♦"


def rank_label(face: int, t: Translate) -> str:
    return t(f"rank.{rank_of(face)}")


def card_text(face: int, t: Translate) -> str:
    """Short visible label: "7♥", "Joker"."""
    if face == JOKER:
        return t("card.joker")
    return f"{rank_label(face, t)}{SUIT_SYMBOLS[suit_of(face)]}"


def card_name(face: int, t: Translate) -> str:
    """Spoken name: "7 of hearts", "Joker"."""
    if face == JOKER:
        return t("card.joker")
    return t("card.name", rank=t(f"rank.{rank_of(face)}.name"), suit=t(f"suit.{SUIT_LETTERS[suit_of(face)]}"))


def entry_text(entry: int, t: Translate) -> str:
    if entry >= JOKER_FLAG:
        return f"★{card_text(stands_for(entry), t)}"
    return card_text(entry, t)


def entry_name(entry: int, t: Translate) -> str:
    if entry >= JOKER_FLAG:
        return t("card.joker_as", card=card_name(stands_for(entry), t))
    return card_name(entry, t)


def code_face(card_code: str) -> int:
    from ludi.games.romme.cards import parse, parse_entry

    return parse_entry(card_code) if card_code.startswith("*") else parse(card_code)


def card_colour(face: int) -> str:
    if face == JOKER:
        return "joker"
    return "red" if SUIT_LETTERS[suit_of(face)] in "HD" else "black"


def mini_card(
    entry: int, t: Translate, extra: str = "", flip: str | None = None, flip_from: str | None = None
) -> str:
    face = stands_for(entry)
    joker = entry >= JOKER_FLAG or entry == JOKER
    cls = f"pc pc--{card_colour(face if entry != JOKER else JOKER)}" + (" pc--joker" if joker else "") + extra
    return (
        f"<span{attrs(class_=cls, role='img', aria_label=entry_name(entry, t))}"
        f"{attrs(data_flip=flip, data_flip_from=flip_from)}>"
        f"{esc(entry_text(entry, t))}</span>"
    )


def cards_text(codes: Sequence[str], t: Translate) -> str:
    return " ".join(entry_text(code_face(c), t) for c in codes)
