"""What the tray shows in its action bar's room while the others play: the latest move, and
its cards (a meld laid down, the meld a card was laid off on, a discard).

The tray, stuck to the screen's foot, covers the melds on the table on a phone (their lower
rows across a tablet once there are many), and its bar stood empty while the others played: a
bot's melds and lay-offs went where nobody saw them. Hidden from screen readers: the live
region says each move once. Only cards everyone saw move are shown (the log's own rule).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romme.actions import DISCARD_PILE, Discard, Draw, Exchange, Knock, LayOff, Meld
from ludi.games.romme.views import LogEntry, RommeView
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romme.cards import code_face, mini_card
from ludi.ui.romme.log import log_text


def move_cards(view: RommeView, entry: LogEntry) -> tuple[list[int], int | None]:
    """The cards a move put where everyone sees them, and which of them moved (``None``: all):
    a lay-off or an exchange shows the whole meld it changed."""
    a = entry.action
    if isinstance(a, Meld):
        return [code_face(c) for c in a.cards], None
    if isinstance(a, (LayOff, Exchange)):
        card = code_face(a.card)
        meld = view.table[a.meld] if 0 <= a.meld < len(view.table) else ()
        if card in meld:
            return list(meld), meld.index(card)
        return [card], None
    if isinstance(a, Discard):
        return [code_face(a.card)], None
    if isinstance(a, (Draw, Knock)) and entry.card is not None:
        if isinstance(a, Knock) or a.source == DISCARD_PILE:
            return [entry.card], None
    return [], None


def render_watch(view: RommeView, names: Sequence[str], t: Translate) -> str:
    """The latest move with a line of its own and its cards, or nothing before the first."""
    for entry in reversed(view.log):
        text = log_text(entry, names, t)
        if text:
            break
    else:
        return ""
    cards, moved = move_cards(view, entry)
    faces = "".join(
        mini_card(c, t, " is-moved" if moved is not None and k == moved else "") for k, c in enumerate(cards)
    )
    row = f'<span class="romme-watch__cards">{faces}</span>' if faces else ""
    title = f'<p class="romme-watch__title">{esc(text)}.</p>'
    return f'<div class="romme-watch" aria-hidden="true">{title}{row}</div>'
