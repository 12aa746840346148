"""The latest move a phone's Rommé tray shows while the others play (``ui.romme.watch``): its
line is the log's, its cards are the ones everyone saw move, a lay-off shows the meld it joined."""

from __future__ import annotations

import re
from html import unescape

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romme.actions import Discard, Draw, Exchange, LayOff, Meld
from ludi.ui.i18n import translator
from ludi.ui.romme.cards import code_face, entry_name
from ludi.ui.romme.log import log_text
from ludi.ui.romme.watch import render_watch

NAMES = ("Julia", "Marcus", "Livia")
SEATS = (Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))


def watched_moves(seed: int, moves: int = 400):
    """Julia's view and the watch after each move of a game the bots play for every seat."""
    d = registry.get("romme")
    state = d.new_game(d.rules_class(), SEATS, seed)
    bots = [d.bots["normal"](i, i + seed) for i in range(len(SEATS))]
    t = translator("en", "ludi.ui.romme")
    for _ in range(moves):
        seat = state.current_seat
        if seat is None or state.is_over or state.view(None).round > 0:
            return
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        view = state.view(0)
        yield view, render_watch(view, NAMES, t), t


def cards_shown(html: str) -> list[str]:
    return [unescape(label) for label in re.findall(r'aria-label="([^"]*)"', html)]


def test_the_watch_tells_the_latest_move_with_the_cards_everyone_saw() -> None:
    seen = {"meld": 0, "layoff": 0, "stock": 0}
    for seed in (11, 3):
        for view, html, t in watched_moves(seed):
            entry = next((e for e in reversed(view.log) if log_text(e, NAMES, t)), None)
            if entry is None:
                assert html == "", "nothing to tell before the first move"
                continue
            title = re.search(r'romme-watch__title">([^<]*)<', html).group(1)
            assert unescape(title) == log_text(entry, NAMES, t) + "."
            a, shown = entry.action, cards_shown(html)
            if isinstance(a, Draw) and entry.card is None:
                assert shown == [], "a card drawn from the stock is never shown"
                seen["stock"] += 1
            elif isinstance(a, Meld):
                assert len(shown) == len(a.cards)
                seen["meld"] += 1
            elif isinstance(a, LayOff):
                meld = next(m for m in view.table if any(entry_name(e, t) == shown[0] for e in m))
                assert shown == [entry_name(e, t) for e in meld], "the whole meld the card joined"
                assert html.count("is-moved") == 1
                seen["layoff"] += 1
    assert min(seen.values()) >= 1, seen


def test_the_watchs_cards_carry_the_tables_keys() -> None:
    """A meld laid, the card that joined a meld and the discard carry the ``data-flip`` keys of
    their copy on the table (``m<i>:<entry>``, ``p<k>:<entry>`` while staged, ``pile:<n>``):
    the page glides the copy that is seen, the tray's on a phone whose tray covers the melds."""
    seen = {"meld": 0, "layoff": 0, "discard": 0}
    for seed in (11, 3):
        for view, html, t in watched_moves(seed):
            entry = next((e for e in reversed(view.log) if log_text(e, NAMES, t)), None)
            keys = re.findall(r'data-flip="([^"]+)"', html)
            a = entry.action if entry is not None else None
            if isinstance(a, Meld):
                prefix = {key.split(":")[0] for key in keys}
                assert len(prefix) == 1, keys
                (where,) = prefix
                meld = view.table[int(where[1:])] if where[0] == "m" else view.pending[int(where[1:])]
                assert keys == [f"{where}:{e}" for e in meld]
                seen["meld"] += 1
            elif isinstance(a, (LayOff, Exchange)):  # the card that joined, not the meld's others
                assert keys == [f"m{a.meld}:{code_face(a.card)}"]
                seen["layoff"] += 1
            elif isinstance(a, Discard):
                assert keys == [f"pile:{len(view.discard) - 1}"]
                seen["discard"] += 1
            else:
                assert keys == [], "a card drawn is in a hidden hand"
    assert min(seen.values()) >= 1, seen
