"""What the tray shows in its action bar's room while the others play: the latest move, and
its cards (a meld laid down, the meld a card was laid off on, a discard).

The tray, stuck to the screen's foot, covers the melds on the table on a phone (their lower
rows across a tablet once there are many), and its bar stood empty while the others played: a
bot's melds and lay-offs went where nobody saw them. Hidden from screen readers: the live
region says each move once. Only cards everyone saw move are shown (the log's own rule).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ludi.games.romme.actions import DISCARD_PILE, Discard, Draw, Exchange, Knock, LayOff, Meld
from ludi.games.romme.cards import JOKER, JOKER_FLAG
from ludi.games.romme.views import LogEntry, RommeView
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romme.cards import code_face, mini_card
from ludi.ui.romme.centre import pile_key
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


def _as_dealt(entry: int) -> int:
    """A meld's entry as the card it is (a joker standing for a card is a joker)."""
    return JOKER if entry >= JOKER_FLAG else entry


def table_keys(view: RommeView, entry: LogEntry, cards: list[int]) -> tuple[list[int], list[str | None]]:
    """The cards as the table shows them (a joker with the card it stands for) and each one's
    ``data-flip`` key there: the meld laid (on the table, or staged while its player comes
    out), the card that joined a meld, the pile's top card; None for a card that did not move
    (the rest of the meld it joined: keyed, it slid across a phone's tray from its copy under
    it) or that nobody sees lie."""
    a = entry.action
    if isinstance(a, Meld):
        wanted = Counter(map(_as_dealt, cards))
        places = [(f"m{i}", m) for i, m in enumerate(view.table)] + [
            (f"p{k}", m) for k, m in enumerate(view.pending)
        ]
        for prefix, meld in reversed(places):
            if Counter(map(_as_dealt, meld)) == wanted:
                return list(meld), [f"{prefix}:{e}" for e in meld]
    elif (
        isinstance(a, (LayOff, Exchange))
        and 0 <= a.meld < len(view.table)
        and cards == list(view.table[a.meld])
    ):
        card = code_face(a.card)  # only the card that joined moves; the meld it joined stands
        return cards, [f"m{a.meld}:{e}" if e == card else None for e in cards]
    elif isinstance(a, Discard) and view.discard and [view.discard[-1]] == cards:
        return cards, [pile_key(view)]
    return cards, [None] * len(cards)


def render_watch(
    view: RommeView, names: Sequence[str], t: Translate, arrivals: dict[str, str] | None = None
) -> str:
    """The latest move with a line of its own and its cards, or nothing before the first. The
    cards carry the table's ``data-flip`` keys, and ``arrivals`` (the table's) says where a card
    just moved came from: the page glides the copy that is seen, so on a phone, whose tray
    covers the melds, a bot's meld glides from its place into the tray."""
    for entry in reversed(view.log):
        text = log_text(entry, names, t)
        if text:
            break
    else:
        return ""
    cards, moved = move_cards(view, entry)
    cards, keys = table_keys(view, entry, cards)
    came = arrivals or {}
    faces = "".join(
        mini_card(
            c,
            t,
            " is-moved" if moved is not None and k == moved else "",
            flip=key,
            flip_from=came.get(key) if key else None,
        )
        for k, (c, key) in enumerate(zip(cards, keys, strict=True))
    )
    row = f'<span class="romme-watch__cards">{faces}</span>' if faces else ""
    title = f'<p class="romme-watch__title">{esc(text)}.</p>'
    return f'<div class="romme-watch" aria-hidden="true">{title}{row}</div>'
