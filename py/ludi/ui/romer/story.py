"""What happened at the Römer table, in words: log lines, finished tricks, a round's end.

Read from the view's log (spectator views for announcements: horses and lost cards stay
unnamed); the move log panel, the screen reader's announcements and the middle of the table
all say a move the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import (
    CHANGE,
    DRAW,
    HORSE,
    LAY_TRUMP,
    LEAD,
    LOST,
    PLAY,
    STOP,
    WON,
    LogEntry,
    RomerView,
    RoundResult,
)
from ludi.ui.i18n import Translate
from ludi.ui.romer.cards import card_name
from ludi.ui.romer.ui_state import Moment
from ludi.ui.widgets import log_line, render_log_panel

LOG_LINES = 12


def log_text(entry: LogEntry, names: Sequence[str], t: Translate) -> str | None:
    name = names[entry.seat]
    card = card_name(entry.card, t) if entry.card else None
    if entry.event == LAY_TRUMP:
        return t("log.trump", name=name, card=card)
    if entry.event == HORSE:
        return t("log.horse", name=name)
    if entry.event == CHANGE:
        return t("log.change", name=name, card=card, n=entry.other or 0)
    if entry.event == LEAD:
        return t("log.lead", name=name, card=card)
    if entry.event == PLAY:
        return t("log.play", name=name, card=card) if card else t("log.play_nothing", name=name)
    if entry.event == WON:
        return t("log.won_cut" if entry.other else "log.won", name=name)
    if entry.event == LOST:
        if entry.other is None:
            return t("log.lost_discard", name=name)
        return t("log.lost", name=name, winner=names[entry.other])
    if entry.event == STOP:
        return t("log.stop", name=name)
    if entry.event == DRAW:
        return None  # drawn cards are private; the hand sizes say it
    return None


def trick_span(log: Sequence[LogEntry]) -> tuple[int, int] | None:
    """Where the latest finished trick is in the log: from its lead to its last loss or draw."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].event == WON:
            start = next((j for j in range(i, -1, -1) if log[j].event == LEAD), None)
            if start is None:
                return None
            end = i + 1
            while end < len(log) and log[end].event in (LOST, DRAW):
                end += 1
            return start, end
    return None


def last_trick(log: Sequence[LogEntry]) -> list[LogEntry]:
    """The entries of the latest finished trick: from its lead to the last loss or draw."""
    span = trick_span(log)
    return list(log[span[0] : span[1]]) if span else []


def trick_lines(entries: Sequence[LogEntry], names: Sequence[str], t: Translate) -> list[str]:
    """Who won the trick, whether it was cut, which cards changed chariots, who draws."""
    lines = [log_text(e, names, t) for e in entries if e.event in (WON, LOST)]
    drawers = [names[e.seat] for e in entries if e.event == DRAW]
    if drawers:
        lines.append(t("trick.draws", names=", ".join(drawers)))
    return [f"{line}." for line in lines if line]


def trick_moment(entries: Sequence[LogEntry]) -> Moment:
    """A finished trick as the middle of the table shows it: the plays and the winner."""
    winner = next((e.seat for e in entries if e.event == WON), None)
    plays = tuple((e.seat, e.card) for e in entries if e.event in (LEAD, PLAY))
    return Moment("trick", plays=plays, winner=winner, entries=tuple(entries))


def announce(
    before: RomerView, after: RomerView, names: Sequence[str], t: Translate, turns: bool = True
) -> str:
    """Public facts since ``before`` (spectator views: horses and lost cards stay unnamed); with
    ``turns``, whose turn it is now (the live region says it, a recap of moves does not)."""
    parts = []
    if len(after.results) > len(before.results):
        result = after.results[-1]
        parts.append(
            t("announce.round", points=", ".join(f"{names[s]} {p}" for s, p in enumerate(result.points)))
        )
        if after.is_over:
            return " ".join(parts)
    elif after.round == before.round:
        for entry in after.log[len(before.log) :]:
            text = log_text(entry, names, t)
            if text:
                parts.append(text + ".")
    if not turns:
        return " ".join(parts)
    if after.current is not None and (after.current != before.current or after.phase != before.phase):
        parts.append(t("table.turn", name=names[after.current]))
    return " ".join(parts)


# --- the end of a round ---------------------------------------------------------------------------
ACTION_LOG = {LayTrump: "log.trump", AddHorse: "log.horse", ChangeTrump: "log.change", Lead: "log.lead"}


def round_moment(before: RomerView, result: RoundResult, action: Action) -> Moment:
    """The move that ended a round, from the spectator's view before it and the round's public
    result: the trick it completed, if any, and every chariot turned up."""
    seat = before.current
    plays = before.trick
    if isinstance(action, Play) and seat is not None:
        plays = (*before.trick, (seat, action.card))
    return Moment(
        "round",
        plays=tuple(plays),
        entries=before.log,
        teams=result.teams,
        hand_sizes=result.hand_sizes,
        actor=seat,
        action=action,
    )


def round_lines(moment: Moment, names: Sequence[str], t: Translate) -> tuple[str, str]:
    """The deciding move in words, and why the round ended: a chariot of seven, the last
    player's stop, or nobody left who could play (rules RO-50 and RO-42).
    """
    seat, action = moment.actor, moment.action
    name = names[seat] if seat is not None else ""
    card = getattr(action, "card", None)
    if isinstance(action, Stop):
        move = t("log.stop", name=name)
    elif isinstance(action, Play):
        move = t("log.play", name=name, card=card_name(card, t)) if card else t("log.play_nothing", name=name)
    elif isinstance(action, AddHorse):
        move = t("log.horse", name=name)
    elif isinstance(action, ChangeTrump):
        move = t("log.change", name=name, card=card_name(card, t) if card else "", n=1)
    elif card:
        move = t(ACTION_LOG.get(type(action), "log.trump"), name=name, card=card_name(card, t))
    else:
        move = ""
    full = [s for s, team in enumerate(moment.teams) if len(team) >= TEAM_LIMIT]
    if full:
        why = t("round.why_full", name=names[full[0]])
    elif isinstance(action, Stop):
        why = t("round.why_stop", name=name)
    else:
        why = t("round.why_stuck")
    return (f"{move}." if move else "", why)


# --- the log panel ------------------------------------------------------------------------------
def render_log(view: RomerView, names: Sequence[str], t: Translate, moment: Moment | None = None) -> str:
    """The newest moves first. While a round's deciding move is on the table, the round that
    ended (the view has moved on to the next one, whose log is still empty)."""
    lines = []
    entries = view.log
    if moment is not None and moment.stage == "round":
        entries = moment.entries
        move = round_lines(moment, names, t)[0]
        if move:
            lines.append(log_line("end", moment.actor, move))
    for i in range(len(entries) - 1, -1, -1):
        entry = entries[i]
        text = log_text(entry, names, t)
        if text:
            lines.append(log_line(i, entry.seat, text))
        if len(lines) >= LOG_LINES:
            break
    return render_log_panel(lines, t)
