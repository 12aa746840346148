"""What Römer's actions do, in words: one short line per kind of action on offer, and the hint.

The lines sit under the labels of the action bar, so a new player reads what a button does
where it is offered. They depend on the seat's situation (the place a horse would take, the
chariot a new trump card throws away) but never on the card chosen, so choosing a card
changes no text and moves nothing. Their numbers come from the view and the engine's public
questions (``RomerQuestions.next_place``), never from a rule restated here.

The hint is ``PublicQuestions.hint`` (the normal bot's move from the seat's own view) with its
reason code (``ludi.games.romer.hints.REASONS``) put into words: ``hint.<code>`` and, for a
code whose sentence has an optional tail, ``hint.<code>.<tail>``. It names only cards the
player sees (a card lost face down is "a face-down card").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludi.games.protocol import Action, Hint
from ludi.games.romer.questions import RomerQuestions
from ludi.games.romer.views import RomerView
from ludi.ui.i18n import Translate
from ludi.ui.romer.cards import card_name
from ludi.ui.romer.tray import action_kind


def action_lines(
    view: RomerView, legal: Sequence[Action], ask: RomerQuestions, t: Translate
) -> dict[str, str]:
    """Per kind of action in ``legal`` (``tray.action_kind``), the line saying what it does."""
    return kind_lines(view, dict.fromkeys(action_kind(a) for a in legal), ask, t)


def kind_lines(view: RomerView, kinds: Iterable[str], ask: RomerQuestions, t: Translate) -> dict[str, str]:
    """Per kind of action, the line saying what it would do for the viewer's seat now."""
    me = view.seat
    if me is None:
        return {}
    trump = view.trumps[me]
    colour = t(f"colour.{trump}") if trump else ""
    lines: dict[str, str] = {}
    for kind in kinds:
        if kind in ("horse", "horse-keep"):
            place, times = ask.next_place(me)
            lines[kind] = t(f"act.{kind}.what", place=place, times=times, colour=colour)
        elif kind == "change":
            lines[kind] = t("act.change.what", n=len(view.teams[me]))
        elif kind == "play":
            lines[kind] = t("act.play.what", colour=colour) if trump else t("act.play.what_none")
        else:
            lines[kind] = t(f"act.{kind}.what")
    return lines


def cards_text(cards: Sequence[str | None], t: Translate) -> str:
    """Cards as the player knows them, joined: a face-down one is named as such."""
    return ", ".join(card_name(c, t) if c else t("card.hidden") for c in cards)


def hint_text(hint: Hint, t: Translate, names: Sequence[str] = ()) -> str:
    """The hint's reason in the language of this render (see ``REASONS``); ``names``: the
    seats' names, for the horse a lead could win."""
    code, p = hint.reason, hint.params
    values: dict[str, Any] = {}
    for name in ("card", "beats", "beaten_by"):
        if name in p:
            values[name] = card_name(p[name], t)
    if "colour" in p:
        values["colour"] = t(f"colour.{p['colour']}")
    tail = ""
    if code == "lay_trump":
        values["n"] = p["cards"]
    elif code == "change_trump":
        values["n"] = p["discards"]
    elif code == "add_horse":
        values.update(position=p["position"], points=p["points"])
        tail = t("hint.add_horse.draw" if p["draw"] else "hint.add_horse.keep")
        tail = " ".join(s for s in (tail, _prize(p, "hint.add_horse.prize", t, names)) if s)
    elif code == "lead":
        values["combat"] = p["combat"]
        tail = t("hint.lead.free") if p["free"] else ""
        tail = " ".join(s for s in (tail, _prize(p, "hint.lead.prize", t, names)) if s)
    elif code == "cut":
        tail = t("hint.cut.takes", cards=cards_text(p["takes"], t)) if p["takes"] else ""
    elif code == "throw":
        tail = t("hint.throw.loses") if p["loses"] else ""
    return " ".join(s for s in (t(f"hint.{code}", **values), tail) if s)


def _prize(p: dict[str, Any], key: str, t: Translate, names: Sequence[str]) -> str:
    """The opponent's horse a lead could win, in words (the trade-off a horse or a lead is)."""
    prize = p.get("prize")
    if not prize:
        return ""
    seat, place = prize
    name = names[seat] if seat < len(names) else str(seat + 1)
    return t(key, name=name, place=place)


def hinted_place(hint: Hint | None, hand: Sequence[str] | None) -> int | None:
    """The place in the hand of the card the hint plays (the first of equal cards)."""
    card = getattr(hint.action, "card", None) if hint is not None else None
    if card is None or not hand or card not in hand:
        return None
    return list(hand).index(card)
