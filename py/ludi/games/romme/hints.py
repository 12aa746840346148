"""A hint for the seat to move: the normal bot's choice from that seat's view, and why.

The action is ``NormalBot``'s (the exact solver's least deadwood, lay-offs and exchanges for
dead cards, the most useless card discarded), run with a fixed seed on the seat's own
``RommeView``: the same view gives the same hint, and nothing hidden from the player (other
hands, the stock) can change it. The reason is read off the view and the action (the meld
the top discard would join, the points toward the first meld), so it is a fact about the
move, stated as a code and JSON-able params that the table's catalogs put into words
(``REASONS`` lists them). Cards are codes (``"H7"``, ``"JK"``); in melds a joker is written
as the card it stands for (``"*H7"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action, Hint, bot_hint
from ludi.games.romme import actions as act
from ludi.games.romme.bots import NormalBot
from ludi.games.romme.cards import (
    CASINO,
    JOKER,
    PENALTY,
    code,
    entry_code,
    is_joker_entry,
    parse,
    parse_entry,
)
from ludi.games.romme.melds import meld_points, melds_points, normalize
from ludi.games.romme.solver import PENALTY_OBJECTIVE, best_arrangement
from ludi.games.romme.views import RommeView

#: Every reason a Rommé hint gives, with the names of its params (a UI's catalog needs a text
#: for each, with exactly these placeholders).
REASONS: dict[str, tuple[str, ...]] = {
    # RM-10: take ``card`` from the discard pile: it joins ``meld`` in the hand's best melds.
    "take_discard": ("card", "meld"),
    # RM-10: draw from the stock: the top discard ``card`` (null: none) joins no meld worth it.
    "draw_stock": ("card",),
    # RM-60: knock for ``card``: it joins ``meld``, worth the stock card that comes with it.
    "knock": ("card", "meld"),
    # RM-60: let ``card`` go: it does not help enough to take a stock card with it.
    "pass": ("card",),
    # RM-30: ``cards`` (worth ``points``) toward the first meld: ``total`` of ``threshold``.
    "first_meld": ("cards", "points", "total", "threshold"),
    # RM-11: put down ``cards``, worth ``points``: fewer points left in hand.
    "meld": ("cards", "points"),
    # RM-30: the first meld is worth ``points``, at least ``threshold``: put it on the table.
    "confirm": ("points", "threshold"),
    # RM-15 / RM-30: the first meld cannot reach ``threshold`` this turn (``points`` so far).
    "take_back": ("points", "threshold"),
    # RM-11: lay ``card`` off on the table meld ``meld``.
    "lay_off": ("card", "meld"),
    # RM-40: give ``card`` for the joker ``joker`` of table meld ``meld``.
    "exchange": ("card", "joker", "meld"),
    # RM-12: discard ``card``, the least useful card (``value`` points if caught with it);
    # ``spare``: it is in none of the hand's best melds.
    "discard": ("card", "value", "spare"),
    # RM-14: discard the last card and go out.
    "go_out": ("card",),
}


def hint(view: RommeView, legal: Sequence[Action]) -> Hint:
    """The normal bot's action for the seat to move, with the reason it is good."""
    return bot_hint(NormalBot, view, legal, explain)


def explain(view: RommeView, action: Action) -> tuple[str, dict[str, Any]]:
    """The reason code and params that hold for ``action`` in ``view`` (see ``REASONS``)."""
    rules = view.rules
    top = code(view.discard[-1]) if view.discard else None
    if isinstance(action, act.Draw):
        if action.source == act.DISCARD_PILE:
            return "take_discard", {"card": top, "meld": _meld_joined(view, view.discard[-1])}
        return "draw_stock", {"card": top}
    if isinstance(action, act.Knock):
        return "knock", {"card": top, "meld": _meld_joined(view, view.discard[-1])}
    if isinstance(action, act.Pass):
        return "pass", {"card": top}
    if isinstance(action, act.Meld):
        points = meld_points(normalize(parse_entry(c) for c in action.cards))
        if _before_first_meld(view):
            total = melds_points(view.pending) + points
            return "first_meld", {
                "cards": list(action.cards),
                "points": points,
                "total": total,
                "threshold": rules.threshold,
            }
        return "meld", {"cards": list(action.cards), "points": points}
    if isinstance(action, act.ConfirmFirstMeld):
        return "confirm", {"points": melds_points(view.pending), "threshold": rules.threshold}
    if isinstance(action, act.TakeBack):
        return "take_back", {"points": melds_points(view.pending), "threshold": rules.threshold}
    if isinstance(action, act.LayOff):
        return "lay_off", {"card": action.card, "meld": _codes(view.table[action.meld])}
    if isinstance(action, act.Exchange):
        meld = view.table[action.meld]
        return "exchange", {
            "card": action.card,
            "joker": entry_code(meld[action.position]),
            "meld": _codes(meld),
        }
    assert isinstance(action, act.Discard)
    assert view.hand is not None
    if len(view.hand) == 1:
        return "go_out", {"card": action.card}
    f = parse(action.card)
    values = CASINO if rules.casino else PENALTY
    spare = f in best_arrangement(view.hand_counts(), rules, PENALTY_OBJECTIVE).leftover
    return "discard", {"card": action.card, "value": values[f], "spare": spare}


def _before_first_meld(view: RommeView) -> bool:
    """RM-30: the player's melds still go toward a first meld being assembled."""
    assert view.seat is not None
    return not view.opened[view.seat] and view.rules.threshold > 0


def _meld_joined(view: RommeView, card: int) -> list[str]:
    """The meld that ``card`` (the top discard) joins among the best melds of the hand with it
    (the solver's least deadwood, as the bot plans); empty if it joins none."""
    counts = view.hand_counts()
    counts[card] += 1
    for meld in best_arrangement(counts, view.rules, PENALTY_OBJECTIVE).melds:
        if any(e == card or (card == JOKER and is_joker_entry(e)) for e in meld):
            return _codes(meld)
    return []


def _codes(meld: Sequence[int]) -> list[str]:
    return [entry_code(e) for e in meld]
