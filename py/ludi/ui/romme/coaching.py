"""The hint at the Rommé table in words: the engine's hint (``ask.hint``: the normal bot's move
from the player's own view, and the reason it is good, as a code and params) with the best
melds of the hand (``ask.best_melds``), worded at each render so they follow the language.

The reasons are ``ludi.games.romme.hints.REASONS``; each has a ``hint.<code>`` sentence in
every catalog, and the optional tails (the meld a card completes, a card kept out of every
meld) their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Hint
from ludi.ui.i18n import Translate
from ludi.ui.romme.cards import cards_text, code_face, entry_text


def melds_text(melds: Sequence[Sequence[str]], t: Translate) -> str:
    """ "Best melds: 7♥ 8♥ 9♥ · Q♠ Q♦ Q♣." or that there is none yet."""
    if not melds:
        return t("hint.no_melds")
    return t("hint.melds", melds=" · ".join(cards_text(m, t) for m in melds))


def hint_text(hint: Hint, t: Translate, melds: Sequence[Sequence[str]] | None = None) -> str:
    """The hint's move and reason in the language of this render, after the best melds when
    they are given."""
    p = hint.params
    values: dict[str, Any] = {}
    for name in ("card", "joker"):
        if p.get(name):
            values[name] = entry_text(code_face(p[name]), t)  # a joker shows what it stands for
    for name in ("cards", "meld"):
        if p.get(name):
            values[name] = cards_text(p[name], t)
    for name in ("points", "total", "threshold", "value"):
        if name in p:
            values[name] = p[name]
    code = hint.reason
    key = f"hint.{code}"
    if code == "discard" and p.get("spare"):
        key = "hint.discard_spare"
    elif code == "first_meld" and p.get("total", 0) >= p.get("threshold", 0):
        key = "hint.first_meld_enough"  # this meld brings the first meld to the threshold
    parts = [melds_text(melds, t)] if melds is not None else []
    parts.append(t(key, **_placeholders(code, values)))
    if code in ("take_discard", "knock") and p.get("meld"):
        parts.append(t("hint.completes", meld=values["meld"]))
    elif code == "draw_stock" and p.get("card"):
        parts.append(t("hint.draw_stock.no_use", card=values["card"]))
    return " ".join(parts)


#: The params a reason's sentence leaves to a sentence of its own (or to its choice of words).
TAILS: dict[str, tuple[str, ...]] = {
    "take_discard": ("meld",),
    "knock": ("meld",),
    "draw_stock": ("card",),
    "discard": ("spare",),
}


def _placeholders(code: str, values: dict[str, Any]) -> dict[str, Any]:
    """The values of the reason's sentence: its params (``REASONS``, imported with the hint
    that is being worded) but those of its tails."""
    from ludi.games.romme.hints import REASONS

    return {name: values.get(name, "") for name in REASONS[code] if name not in TAILS.get(code, ())}
