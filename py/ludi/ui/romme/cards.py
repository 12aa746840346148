"""Rommé's cards in words and markup: short labels, spoken names, the small card faces that the
table, the round summary and the rules help draw."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

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


SUIT_CLASSES = ("pc--clubs", "pc--spades", "pc--hearts", "pc--diamonds")  # by suit_of


def card_colour(face: int) -> str:
    if face == JOKER:
        return "joker"
    return "red" if SUIT_LETTERS[suit_of(face)] in "HD" else "black"


def face_classes(face: int) -> str:
    """ "pc pc--red pc--hearts": the two-colour deck's colour and the suit, which the four-colour
    deck (a setting) colours on its own."""
    if face == JOKER:
        return "pc pc--joker"
    return f"pc pc--{card_colour(face)} {SUIT_CLASSES[suit_of(face)]}"


def face_html(face: int, t: Translate) -> str:
    """The rank and the suit in spans of their own, so the large index (a setting) can set the
    rank bigger than the suit; a joker's star alone."""
    if face == JOKER:
        return "★"
    rank, suit = esc(rank_label(face, t)), SUIT_SYMBOLS[suit_of(face)]
    return f'<span class="pc__rank">{rank}</span><span class="pc__suit">{suit}</span>'


# Built once per card, place and language (the translator is part of the key): a render
# rebuilds every card of the melds and piles at each move, most of them as before, and on a
# tablet those cards' words and markup were the larger share of the table's markup.
@lru_cache(maxsize=2048)
def mini_card(
    entry: int, t: Translate, extra: str = "", flip: str | None = None, flip_from: str | None = None
) -> str:
    face = stands_for(entry)
    joker = entry >= JOKER_FLAG or entry == JOKER
    cls = face_classes(face if entry != JOKER else JOKER) + (" pc--joker" if joker and entry != JOKER else "")
    shown = f"★{face_html(face, t)}" if entry >= JOKER_FLAG else face_html(entry, t)
    return (
        f"<span{attrs(class_=cls + extra, role='img', aria_label=entry_name(entry, t))}"
        f"{attrs(data_flip=flip, data_flip_from=flip_from)}>{shown}</span>"
    )


def cards_text(codes: Sequence[str], t: Translate) -> str:
    return " ".join(entry_text(code_face(c), t) for c in codes)
