"""The Rommé table's frame: the banner with the prompt, and the layout that puts the pieces
(``players``, ``centre``, ``tray``, ``log``, ``summaries``) in their places.

Laid out like a card table (one column on phones, the same order for reading and tabbing):
the banner with the prompt; the felt, with the other players around its top edge, stock and
discard pile in the middle beside the first meld being assembled and the melds on the table;
the player's own tray at the bottom (who they are, an action bar of fixed height, the hand);
the move log and the score sheet aside. Space that a tap fills (the action bar, a meld's
"lay off here") is reserved, so nothing moves under a finger.

Every control either carries the index of one legal action (``data-action="act"``) or is a
UI step (select a card, choose a meld) that the package narrows to a legal action. Cards carry
``data-flip`` keys (unique on the page) and, when they just arrived, ``data-flip-from``: the
key of the place they came from, so ``assets/flip.js`` lets them glide there to here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romme.actions import Discard
from ludi.games.romme.views import DRAW, KNOCK, RommeView
from ludi.ui.i18n import Translate
from ludi.ui.romme.cards import card_text
from ludi.ui.widgets import render_banner as widget_banner


def prompt(
    view: RommeView, viewer: int | None, legal: Sequence[Action], names: Sequence[str], t: Translate
) -> str:
    current = view.current
    if current is None:
        return ""
    if current != viewer:
        if view.phase == KNOCK:
            return t("prompt.other_knock", name=names[current])
        return t("prompt.other", name=names[current])
    if view.phase == DRAW:
        return t("prompt.draw")
    if view.phase == KNOCK:
        top = view.discard[-1] if view.discard else None
        return t("prompt.knock", card=card_text(top, t) if top is not None else "")
    if view.owed_jokers and not any(isinstance(a, Discard) for a in legal):
        return t("prompt.owed_joker")
    if view.pending:
        return t("prompt.pending", need=view.rules.threshold)
    if not view.opened[current] and view.rules.threshold:
        return t("prompt.first_meld", need=view.rules.threshold)
    return t("prompt.play")


def render_banner(
    view: RommeView,
    viewer: int | None,
    legal: Sequence[Action],
    names: Sequence[str],
    t: Translate,
    recap: Sequence[str] | None = None,
) -> str:
    current = view.current
    title = t("table.turn", name=names[current]) if current is not None else ""
    if view.phase == KNOCK and current is not None:
        title = t("banner.knock", name=names[current])
    badges = [t("banner.round", n=view.round + 1), t(f"preset.{view.rules.preset}.name")]
    return widget_banner(current, view.phase, title, badges, prompt(view, viewer, legal, names, t), recap, t)


def render_frame(
    viewer: int | None,
    banner: str,
    players: str,
    piles: str,
    staging: str,
    melds: str,
    tray: str,
    side: str,
) -> str:
    """The table's frame: banner, the felt (players around, piles and melds in the
    middle), the player's tray, the log and sheet aside."""
    return (
        f'<div class="table-screen romme{"" if viewer is not None else " is-watching"}" '
        f'data-viewer="{"" if viewer is None else viewer}">'
        f'{banner}<div class="romme-grid"><div class="romme-center felt">{players}'
        f'<div class="felt__middle">{piles}'
        f'<div class="felt__melds">{staging}{melds}</div></div></div>'
        f'{tray}<div class="romme-side">{side}</div></div></div>'
    )
