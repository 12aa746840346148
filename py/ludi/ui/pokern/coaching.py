"""Römisch Pokern's hint at the table: its reason in words and the control it points at.

The hint is ``PublicQuestions.hint`` (the normal bot's move, from the seat's own view; in this
game everything is on the table and only the dice to come are unknown) with a reason code
from ``ludi.games.romisch_pokern.hints.REASONS``, put into words here: ``hint.<code>`` and,
for a sentence with an optional tail, ``hint.<code>.<tail>``. Rows are counted from 1 in
words (``Score.row`` counts from 0). The hinted control is ringed (" is-hinted"); the table's
builders ask ``hinted`` with what each control would do, so no signature carries the hint.
"""

from __future__ import annotations

from typing import Any

from ludi.games.protocol import Action, Hint
from ludi.games.romisch_pokern.actions import PlayCard, Score
from ludi.ui.i18n import Translate


def hint_text(hint: Hint, t: Translate) -> str:
    """The hint's reason in the language of this render (see ``REASONS``)."""
    code, p = hint.reason, hint.params
    values: dict[str, Any] = {}
    tails: list[str] = []
    if "count" in p:
        values["n"] = p["count"]
    if "row" in p:
        values.update(number=p["number"], row=p["row"] + 1)
    if code == "stop" and p["twin"]:
        tails.append(t("hint.stop.twin"))
    if p.get("gain"):  # the exact solver's margin: "rolling on is worth 3.1 more on average"
        gain = f"{p['gain']:.1f}".replace(".", t("hint.decimal"))
        tails.append(t(f"hint.{code}.gain", gain=gain))
    elif code == "card":
        values["card"] = t(f"card.{p['card']}.name")
        if p["effect"] != p["card"]:
            tails.append(t("hint.card.as", effect=t(f"card.{p['effect']}.name")))
        if p["die"] is not None:
            tails.append(t("hint.card.die", die=p["die"] + 1, face=p["face"]))
        if p["failed"]:
            tails.append(t("hint.card.failed"))
    elif code == "pass":
        values["n"] = p["cards"]
    return " ".join([t(f"hint.{code}", **values), *tails])


def hinted(hint: Hint | None, action: Action | None = None, **fields: object) -> str:
    """ " is-hinted" for the control of ``action``, or of any action whose fields match
    ``fields`` (a card button: ``card="twin"``); "" for every other control."""
    if hint is None:
        return ""
    if action is not None:
        return " is-hinted" if action == hint.action else ""
    match = fields and all(getattr(hint.action, k, object()) == v for k, v in fields.items())
    return " is-hinted" if match else ""


def hint_focus(hint: Hint, armed: str | None = None) -> str:
    """The focus key of the control the hint points at (see the table's buttons): with its
    card ``armed`` already, the die it names (the card's own button is disabled then)."""
    a = hint.action
    if isinstance(a, Score):
        return f"cell:{a.row}"
    if isinstance(a, PlayCard):
        if armed == a.card and a.die is not None:
            return f"die:{a.die}"
        return f"card:{a.card}"
    return f"act:{type(a).__name__.lower()}"
