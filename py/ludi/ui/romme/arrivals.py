"""Where a Rommé move's cards come from, by the flip keys the table renders, so that the next
render glides each card in from there (``data-flip``): the stock, the discard pile's top card,
the mover's card back, a card of the viewer's own hand.

Apart from ``game_ui`` so that a change to the glides touches this module alone.
"""

from __future__ import annotations

from collections import Counter

from ludi.games.protocol import Action
from ludi.games.romme import actions as act
from ludi.games.romme.cards import JOKER, JOKER_FLAG, parse
from ludi.games.romme.views import RommeView
from ludi.ui.romme.hand import flip_keys
from ludi.ui.romme.ui_state import RommeUIState


def note_arrivals(
    ui: RommeUIState, before: RommeView, after: RommeView, action: Action, mover: int, own: bool
) -> None:
    """Where the cards of ``action`` come from, by the flip keys the table renders: the
    stock, the pile's top card, the mover's card back, a card of the viewer's hand."""
    keys = flip_keys(ui.order)
    back_before = f"back:{mover}:{before.hand_sizes[mover]}"
    back_after = f"back:{mover}:{after.hand_sizes[mover]}"
    top = f"pile:{len(before.discard) - 1}"

    def from_hand(face: int, taken: set[int]) -> str:
        """The hand key of ``face`` (a selected card first), or the mover's card back."""
        if not own:
            return back_before
        spots = [p for p in ui.selected if p < len(ui.order)] + list(range(len(ui.order)))
        for p in spots:
            if ui.order[p] == face and p not in taken:
                taken.add(p)
                return keys[p]
        return back_before

    taken: set[int] = set()
    if isinstance(action, (act.Draw, act.Knock)):
        source = "stock" if isinstance(action, act.Draw) and action.source == act.STOCK else top
        if own:
            ui.fresh_from = source
        else:
            ui.arrivals[back_after] = source
    elif isinstance(action, act.Discard):
        ui.arrivals[f"pile:{len(before.discard)}"] = from_hand(parse(action.card), taken)
    elif isinstance(action, act.Meld):
        if after.round != before.round:
            return
        grown = len(after.table) > len(before.table)
        meld = after.table[-1] if grown else after.pending[-1] if after.pending else ()
        prefix = f"m{len(after.table) - 1}" if grown else f"p{len(after.pending) - 1}"
        for e in meld:
            ui.arrivals[f"{prefix}:{e}"] = from_hand(JOKER if e >= JOKER_FLAG else e, taken)
    elif (
        isinstance(action, (act.LayOff, act.Exchange))
        and action.meld < len(after.table)
        and after.round == before.round
    ):
        new = Counter(after.table[action.meld])
        new.subtract(Counter(before.table[action.meld]))
        for e in (e for e, n in new.items() if n > 0):
            ui.arrivals[f"m{action.meld}:{e}"] = from_hand(JOKER if e >= JOKER_FLAG else e, taken)
        if isinstance(action, act.Exchange) and own:
            ui.fresh_from = f"m{action.meld}:{before.table[action.meld][action.position]}"
    elif isinstance(action, act.ConfirmFirstMeld):
        for k, meld in enumerate(before.pending):
            i = len(before.table) + k
            for e in after.table[i] if i < len(after.table) else ():
                if e in meld:
                    ui.arrivals[f"m{i}:{e}"] = f"p{k}:{e}"
