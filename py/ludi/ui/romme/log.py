"""The public story of a Rommé game: one line per move for the log panel and the live region
(only cards everyone saw move are named)."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romme.actions import (
    DISCARD_PILE,
    ConfirmFirstMeld,
    Discard,
    Draw,
    Exchange,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeBack,
)
from ludi.games.romme.views import KNOCK, LogEntry, RommeView
from ludi.ui.i18n import Translate
from ludi.ui.romme import choices
from ludi.ui.romme.cards import card_text, cards_text, code_face, entry_text
from ludi.ui.widgets import log_line, render_log_panel

LOG_LINES = 12


def log_text(entry: LogEntry, names: Sequence[str], t: Translate) -> str | None:
    """One public line; ``entry.card`` is set only for cards everyone saw move."""
    name = names[entry.seat]
    a = entry.action
    if isinstance(a, Draw):
        if a.source == DISCARD_PILE and entry.card is not None:
            return t("log.take", name=name, card=card_text(entry.card, t))
        return t("log.draw", name=name)
    if isinstance(a, Meld):
        return t("log.meld", name=name, cards=cards_text(a.cards, t), points=choices.meld_value(a.cards))
    if isinstance(a, ConfirmFirstMeld):
        return t("log.out", name=name)
    if isinstance(a, TakeBack):
        return t("log.take_back", name=name)
    if isinstance(a, LayOff):
        return t("log.layoff", name=name, card=entry_text(code_face(a.card), t))
    if isinstance(a, Exchange):
        return t("log.exchange", name=name, card=card_text(code_face(a.card), t))
    if isinstance(a, Discard):
        return t("log.discard", name=name, card=card_text(code_face(a.card), t))
    if isinstance(a, Knock):
        card = card_text(entry.card, t) if entry.card is not None else ""
        return t("log.knock", name=name, card=card)
    if isinstance(a, Pass):
        return None
    return None


def announce(
    before: RommeView, after: RommeView, names: Sequence[str], t: Translate, turns: bool = True
) -> str:
    """What happened since ``before``: public facts only (views of a spectator); with
    ``turns``, whose turn it is now (the live region says it, a recap of moves does not)."""
    parts = []
    if after.round != before.round or len(after.results) > len(before.results):
        result = after.results[-1]
        if result.winner is not None:
            parts.append(t("announce.round_won", name=names[result.winner]))
        else:
            parts.append(t("announce.round_dry"))
        if after.is_over:
            return " ".join(parts)
    else:
        for entry in after.log[len(before.log) :]:
            text = log_text(entry, names, t)
            if text:
                parts.append(text + ".")
    if not turns:
        return " ".join(parts)
    if after.phase == KNOCK and after.current is not None:
        parts.append(t("announce.knock_window", name=names[after.current]))
    elif after.current is not None and (after.current != before.current or after.round != before.round):
        parts.append(t("table.turn", name=names[after.current]))
    return " ".join(parts)


def render_log(view: RommeView, names: Sequence[str], mark: int, t: Translate) -> str:
    lines = []
    for i in range(len(view.log) - 1, -1, -1):
        text = log_text(view.log[i], names, t)
        if not text:
            continue
        fresh = " is-new" if i >= mark else ""
        lines.append(log_line(i, view.log[i].seat, text, fresh))
        if len(lines) >= LOG_LINES:
            break
    return render_log_panel(lines, t)
