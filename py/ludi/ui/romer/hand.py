"""The viewer's hand at the bottom of the Römer table, and the ``data-flip`` keys of its cards.

A card that leaves the hand (to a chariot or the trick) glides from the key named here.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ludi.games.romer.views import RomerView
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.parts import PART_END
from ludi.ui.romer.cards import card_face
from ludi.ui.romer.ui_state import RomerUIState
from ludi.ui.widgets import occurrence_keys


def hand_keys(hand: Sequence[str]) -> list[str]:
    """A ``data-flip`` key per hand card: two red 6 are ``hand:R6:0`` and ``hand:R6:1``."""
    return occurrence_keys("hand", hand)


def left_hand(view: RomerView, card: str | None) -> str | None:
    """Where a card of the viewer's hand was before it left: the key of the last copy, which
    is the one no longer on screen (copies are numbered in order)."""
    if card is None or view.hand is None:
        return None
    return f"hand:{card}:{view.hand.count(card)}"


# Built once per card, place, state and language: a render rebuilds the whole hand at each
# move (a bot's too), nearly always as it was.
@lru_cache(maxsize=1024)
def hand_place(p: int, card: str, key: str, selected: bool, hinted: bool, t: Translate) -> str:
    """The card at place ``p`` of the viewer's hand, a button to choose it."""
    return (
        '<li class="hand__place">'
        + button(
            card_face(card, t, flip=key),
            "card",
            arg=p,
            cls="rc-btn" + (" is-selected" if selected else "") + (" is-hinted" if hinted else ""),
            raw_label=True,
            key=f"card:{p}",
            aria_pressed=selected,  # named by its face (role="img"): no label over what it shows
        )
        + "</li>"
    )


def render_hand_room(held: int) -> str:
    """Where the hand was, while a round's deciding move stays on the table: a place per card
    the player ended with, empty and unseen (the view holds the next deal's cards by then). Left
    out, the tray lost the hand's rows, and on a phone, stuck to the screen's foot, it moved."""
    places = '<li class="hand__place"><span class="rc-btn"><span class="rc"></span></span></li>' * held
    return f'<ol class="romer-hand romer-hand--room" aria-hidden="true">{places}</ol>'


def render_hand(view: RomerView, ui: RomerUIState, t: Translate, hinted: int | None = None) -> str:
    """The viewer's hand, one button per card; ``hinted``: the place of the hint's card."""
    if view.hand is None:
        return ""
    cards = [
        hand_place(p, card, key, p == ui.selected, p == hinted, t)
        for p, (card, key) in enumerate(zip(view.hand, hand_keys(view.hand)))
    ]
    return (
        f'<ol class="romer-hand" data-part="hand" aria-label="{esc(t("hand.title", n=len(view.hand)))}">'
        f"{''.join(cards)}</ol>{PART_END}"
    )
