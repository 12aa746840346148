"""A hint for the seat to move: the normal bot's choice from that seat's view, and why.

The action is ``NormalBot``'s (rules of thumb, ``tactics``), run with a fixed seed on the
seat's own ``RomerView``: the same view always gives the same hint, and nothing hidden from
the player can change it. The reason is read off the view and the action, never off the
bot's inner scores, so it is a fact about the move (this card cuts and beats the best card
so far, this horse adds that many points at that position), stated as a code and JSON-able
params that the table's catalogs put into words (``REASONS`` lists them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action, Hint, bot_hint
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.bots import NormalBot
from ludi.games.romer.cards import COLOUR_CODES, COMBAT, RANKS, card_score, parse
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import TURN, RomerView

#: Every reason a Römer hint gives, with the names of its params (a UI's catalog needs a text
#: for each, with exactly these placeholders). Cards are codes (``"P2"``), colours letters.
REASONS: dict[str, tuple[str, ...]] = {
    # RO-11 / RO-40: lay ``card`` as trump card; the hand holds ``cards`` cards of ``colour``.
    "lay_trump": ("card", "colour", "cards"),
    # RO-21: a better colour; the ``discards`` team cards go to the discard pile.
    "change_trump": ("card", "colour", "discards"),
    # RO-20 / RO-42 / RO-51: ``card`` at ``position`` of the team scores ``points`` there
    # (times the position in the trump colour); ``draw``: a card is drawn after it. ``prize``:
    # what leading instead could have won (see "lead"), the trade-off a newcomer never saw.
    "add_horse": ("card", "position", "points", "draw", "prize"),
    # RO-42: the lone holder has nothing left to add.
    "stop": (),
    # RO-22: lead ``card`` (combat ``combat``); ``free``: no other player's trump colour, so
    # the others can only follow it or cut. ``prize``: [seat, place] of the opponent's horse at
    # the highest place, which the trick's winner takes if that player neither follows nor
    # cuts (RO-33); null when no opponent has a horse.
    "lead": ("card", "combat", "free", "prize"),
    # RO-30 / RO-31 / RO-33: ``card`` cuts and beats ``beats``, the best card so far; it wins
    # the trick unless a later cut is higher, and takes ``takes``: the last team cards of the
    # players who lost so far (codes as the player sees them, null when face down), RO-34 cap.
    "cut": ("card", "beats", "takes"),
    # RO-33 (decision ``cut_losers_keep``): a cut beaten by ``beaten_by`` still keeps the team.
    "cut_keep": ("card", "beaten_by"),
    # RO-32: ``card`` follows the led colour and beats ``beats``, the best card so far (no cut).
    "follow_high": ("card", "beats"),
    # RO-32 / RO-33: the cheapest card of the led colour; following never loses a team card.
    "follow_low": ("card",),
    # RO-33: no card of the led colour; the least useful card. ``loses``: a cut is already on
    # the table, so the last team card goes to its winner.
    "throw": ("card", "loses"),
}


def hint(view: RomerView, legal: Sequence[Action]) -> Hint:
    """The normal bot's action for the seat to move, with the reason it is good."""
    return bot_hint(NormalBot, view, legal, explain)


def explain(view: RomerView, action: Action) -> tuple[str, dict[str, Any]]:
    """The reason code and params that hold for ``action`` in ``view`` (see ``REASONS``)."""
    me = view.seat
    assert me is not None
    if isinstance(action, Stop):
        return "stop", {}
    card: str = action.card  # type: ignore[attr-defined]  # every Römer action but Stop names a card
    f = parse(card)
    colour = COLOUR_CODES[f // RANKS]
    if isinstance(action, LayTrump):
        same = sum(1 for c in view.hand or () if c[0] == colour)
        return "lay_trump", {"card": card, "colour": colour, "cards": same}
    if isinstance(action, ChangeTrump):
        return "change_trump", {"card": card, "colour": colour, "discards": len(view.teams[me])}
    if isinstance(action, AddHorse):
        position = len(view.teams[me]) + 1
        trump = COLOUR_CODES.find(view.trumps[me] or "?")  # -1: no team, so no trump colour
        points = card_score(f, position, trump)
        prize = _prize(view, me) if view.phase == TURN else None  # a lead was the other choice
        return "add_horse", {
            "card": card,
            "position": position,
            "points": points,
            "draw": action.draw,
            "prize": prize,
        }
    if isinstance(action, Lead):
        others = {t for s, t in enumerate(view.trumps) if s != me and t is not None}
        return "lead", {
            "card": card,
            "combat": COMBAT[f],
            "free": colour not in others,
            "prize": _prize(view, me),
        }
    assert isinstance(action, Play)
    return _answer(view, me, card)


def _answer(view: RomerView, me: int, card: str) -> tuple[str, dict[str, Any]]:
    """A card played to the trick: a cut, a follow or a throw, judged on the cards so far."""
    f = parse(card)
    lead = view.trick[0][1]
    assert lead is not None
    lead_colour = lead[0]
    colour = card[0]
    cuts = [(s, c) for i, (s, c) in enumerate(view.trick) if i and _cuts(view, s, c, lead_colour)]
    best_cut = max(cuts, key=lambda sc: COMBAT[parse(sc[1])], default=None)  # type: ignore[arg-type]  # cards in the trick after the lead are face up, never None
    follows = [c for _, c in view.trick if c is not None and c[0] == lead_colour]
    best_follow = max(follows, key=lambda c: COMBAT[parse(c)])  # the first of equals (RO-32)
    if colour == lead_colour:
        if best_cut is None and COMBAT[f] > COMBAT[parse(best_follow)]:
            return "follow_high", {"card": card, "beats": best_follow}
        return "follow_low", {"card": card}
    if colour == view.trumps[me]:
        if best_cut is None or COMBAT[f] > COMBAT[parse(best_cut[1])]:  # type: ignore[arg-type]  # cards in the trick after the lead are face up, never None
            beats = best_follow if best_cut is None else best_cut[1]
            return "cut", {"card": card, "beats": beats, "takes": _takes(view, me, lead_colour, cuts)}
        if view.rules.cut_losers_keep:
            return "cut_keep", {"card": card, "beaten_by": best_cut[1]}
    return "throw", {"card": card, "loses": bool(cuts) and bool(view.teams[me])}


def _prize(view: RomerView, me: int) -> list[int] | None:
    """[seat, place] of the opponents' horse at the highest place (the last card of a chariot
    with a horse: place 2 or more), the first such seat after ``me``; None when none has one."""
    players = len(view.teams)
    best: list[int] | None = None
    for step in range(1, players):
        seat = (me + step) % players
        place = len(view.teams[seat])
        if place >= 2 and (best is None or place > best[1]):
            best = [seat, place]
    return best


def _cuts(view: RomerView, seat: int, card: str | None, lead_colour: str) -> bool:
    """RO-30: a card of the player's own trump colour, the led colour being another."""
    return card is not None and card[0] != lead_colour and card[0] == view.trumps[seat]


def _takes(
    view: RomerView, me: int, lead_colour: str, cuts: Sequence[tuple[int, str | None]]
) -> list[str | None]:
    """RO-33 / RO-34: the last team cards a winning cut takes from the players so far who
    neither followed nor cut (beaten cuts too without ``cut_losers_keep``), as far as the
    team has room, in play order; as the player sees them (None: face down)."""
    cutters = {s for s, _ in cuts}
    losers = [
        s
        for i, (s, c) in enumerate(view.trick)
        if i
        and (c is None or c[0] != lead_colour)
        and (s not in cutters or not view.rules.cut_losers_keep)
        and view.teams[s]
    ]
    room = TEAM_LIMIT - len(view.teams[me])
    return [view.teams[s][-1] for s in losers[:room]]
