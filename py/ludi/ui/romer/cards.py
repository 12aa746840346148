"""Römer's cards as the table draws and names them: face up, face down, in words.

Shared by every part of the table and by the rules help, so a card looks and reads the same
everywhere.
"""

from __future__ import annotations

from functools import lru_cache

from ludi.games.romer.cards import COMBAT, POINTS, RANKS, parse
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, esc

#: A shape per colour, so that no card is told apart by colour alone.
SHAPES = {"R": "●", "B": "■", "G": "▲", "Y": "◆", "P": "★"}
ROMAN = {0: "0", 3: "III", 5: "V", 10: "X", 20: "XX"}


def colour_name(card: str, t: Translate) -> str:
    return t(f"colour.{card[0]}")


def card_name(card: str, t: Translate) -> str:
    """Spoken: "red 4 (V)", "blue Caesar"."""
    f = parse(card)
    if f % RANKS == 0:
        return t("card.caesar", colour=colour_name(card, t))
    return t("card.name", colour=colour_name(card, t), combat=COMBAT[f], points=ROMAN[POINTS[f]])


def colour_html(colour: str, t: Translate) -> str:
    """A colour in words with its shape before it ("■ blue"), wherever a colour is shown: told
    apart without seeing colours. The shape is a picture to screen readers (hidden)."""
    return (
        f'<span class="rc--{colour}" aria-hidden="true">{SHAPES[colour]}</span> {esc(t(f"colour.{colour}"))}'
    )


# Built once per card, place and language (the translator is part of the key): a render
# rebuilds every card on the table at each move, most of them as before.
@lru_cache(maxsize=2048)
def card_face(
    card: str, t: Translate, extra: str = "", flip: str | None = None, src: str | None = None
) -> str:
    """A face-up card: shape and colour, combat value large, points in Roman numerals.
    ``flip``/``src``: its ``data-flip`` key and where it comes from when it is new."""
    f = parse(card)
    caesar = f % RANKS == 0
    value = "♛" if caesar else str(COMBAT[f])
    points = t("card.caesar_short") if caesar else ROMAN[POINTS[f]]
    return (
        f'<span class="rc rc--{card[0]}{extra}" role="img" aria-label="{esc(card_name(card, t))}"'
        f"{attrs(data_flip=flip, data_flip_from=src)}>"
        f'<span class="rc__shape" aria-hidden="true">{SHAPES[card[0]]}</span>'
        f'<span class="rc__combat" aria-hidden="true">{value}</span>'
        f'<span class="rc__points" aria-hidden="true">{esc(points)}</span></span>'
    )


def card_back(
    t: Translate, extra: str = "", label: str = "", flip: str | None = None, src: str | None = None
) -> str:
    return (
        f'<span class="rc rc--back{extra}" role="img" aria-label="{esc(label or t("card.hidden"))}"'
        f"{attrs(data_flip=flip, data_flip_from=src)}></span>"
    )
