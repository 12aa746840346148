"""The Römer table: pure functions from a RomerView, the legal actions and the UI state to HTML.

Top to bottom: the banner with the prompt, every chariot in a fixed row per seat (trump card
face up, horses face down with their position multiplier), the trick in the middle (or the
last trick's summary), the player's hand with the actions of the selected card, the move log.
A card the viewer may not know is ``None`` in the view and is drawn face down: nothing here
can show more than ``view(viewer)`` holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludi.games.protocol import Action
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.cards import COMBAT, POINTS, RANKS, parse
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import (
    CHANGE,
    DRAW,
    FINAL,
    HORSE,
    LAY_TRUMP,
    LEAD,
    LOST,
    PLAY,
    STOP,
    TRICK,
    TRUMP,
    WON,
    LogEntry,
    RomerView,
    RoundResult,
)
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.widgets import act_button, render_log_panel, render_round_over
from ludi.ui.widgets import render_banner as widget_banner
from ludi.ui.widgets import render_intro as render_rules_intro

#: A shape per colour, so that no card is told apart by colour alone.
SHAPES = {"R": "●", "B": "■", "G": "▲", "Y": "◆", "P": "★"}
ROMAN = {0: "0", 3: "III", 5: "V", 10: "X", 20: "XX"}
LOG_LINES = 12


@dataclass
class RomerUI:
    """UI-only state of the Römer table (never game state)."""

    selected: str | None = None  # a card code of the viewer's hand
    peek: bool = False  # the viewer looks at their own face-down horses
    intro: bool = False  # the rules in force, before the first deal
    summary: int | None = None  # a finished round waiting for a tap
    show_last: bool = False  # the "last trick" panel is open


# --- cards --------------------------------------------------------------------------------------
def colour_name(card: str, t: Translate) -> str:
    return t(f"colour.{card[0]}")


def card_name(card: str, t: Translate) -> str:
    """Spoken: "red 4 (V)", "blue Caesar"."""
    f = parse(card)
    if f % RANKS == 0:
        return t("card.caesar", colour=colour_name(card, t))
    return t("card.name", colour=colour_name(card, t), combat=COMBAT[f], points=ROMAN[POINTS[f]])


def card_face(card: str, t: Translate, extra: str = "") -> str:
    """A face-up card: shape and colour, combat value large, points in Roman numerals."""
    f = parse(card)
    caesar = f % RANKS == 0
    value = "♛" if caesar else str(COMBAT[f])
    points = t("card.caesar_short") if caesar else ROMAN[POINTS[f]]
    return (
        f'<span class="rc rc--{card[0]}{extra}" role="img" aria-label="{esc(card_name(card, t))}">'
        f'<span class="rc__shape" aria-hidden="true">{SHAPES[card[0]]}</span>'
        f'<span class="rc__combat" aria-hidden="true">{value}</span>'
        f'<span class="rc__points" aria-hidden="true">{esc(points)}</span></span>'
    )


def card_back(t: Translate, extra: str = "", label: str = "") -> str:
    return (
        f'<span class="rc rc--back{extra}" role="img" aria-label="{esc(label or t("card.hidden"))}"></span>'
    )


# --- log ----------------------------------------------------------------------------------------
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


def last_trick(log: Sequence[LogEntry]) -> list[LogEntry]:
    """The entries of the latest finished trick: from its lead to the last loss or draw."""
    start = None
    for i in range(len(log) - 1, -1, -1):
        if log[i].event == WON and start is None:
            for j in range(i, -1, -1):
                if log[j].event == LEAD:
                    start = j
                    break
            if start is None:
                return []
            end = i + 1
            while end < len(log) and log[end].event in (LOST, DRAW):
                end += 1
            return list(log[start:end])
    return []


def trick_summary(entries: Sequence[LogEntry], names: Sequence[str], t: Translate) -> str:
    """Who played what, who won, whether it was cut, and which cards changed chariots."""
    if not entries:
        return ""
    played = "".join(
        f'<li class="trick__play seat-{e.seat}"><bdi>{esc(names[e.seat])}</bdi>'
        f"{card_face(e.card, t) if e.card else esc(t('trick.nothing'))}</li>"
        for e in entries
        if e.event in (LEAD, PLAY)
    )
    lines = [log_text(e, names, t) for e in entries if e.event in (WON, LOST)]
    drawers = [names[e.seat] for e in entries if e.event == DRAW]
    if drawers:
        lines.append(t("trick.draws", names=", ".join(drawers)))
    text = " ".join(f"{line}." for line in lines if line)
    return (
        f'<div class="trick-summary"><ol class="trick__plays">{played}</ol>'
        f'<p class="trick__result">{esc(text)}</p></div>'
    )


def announce(before: RomerView, after: RomerView, names: Sequence[str], t: Translate) -> str:
    """Public facts since ``before`` (spectator views: horses and lost cards stay unnamed)."""
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
    if after.current is not None and (after.current != before.current or after.phase != before.phase):
        parts.append(t("table.turn", name=names[after.current]))
    return " ".join(parts)


# --- pieces -------------------------------------------------------------------------------------
def prompt(view: RomerView, viewer: int | None, names: Sequence[str], t: Translate) -> str:
    current = view.current
    if current is None:
        return ""
    if current != viewer:
        return t("prompt.other", name=names[current])
    if view.phase == TRUMP or (view.phase == FINAL and not view.teams[current]):
        return t("prompt.trump")
    if view.phase == TRICK:
        leader = names[view.trick_leader] if view.trick_leader is not None else ""
        return t("prompt.answer", name=leader)
    if view.phase == FINAL:
        return t("prompt.final")
    return t("prompt.turn")


def render_banner(view: RomerView, viewer: int | None, names: Sequence[str], t: Translate) -> str:
    current = view.current
    title = t("table.turn", name=names[current]) if current is not None else ""
    badges = [
        t("banner.round", n=view.round + 1),
        t("banner.piles", draw=view.draw_size, discard=view.discard_size),
    ]
    return widget_banner(current, view.phase, title, badges, prompt(view, viewer, names, t))


def render_chariots(
    view: RomerView, viewer: int | None, ui: RomerUI, names: Sequence[str], t: Translate
) -> str:
    rows = []
    for s in range(view.players):
        team = view.teams[s]
        cells = []
        for pos in range(1, TEAM_LIMIT + 1):
            mult = f'<span class="slot__mult" aria-hidden="true">×{pos}</span>' if pos > 1 else ""
            if pos > len(team):
                cells.append(f'<li class="slot slot--empty">{mult}</li>')
                continue
            card = team[pos - 1]
            if pos == 1 and card is not None:
                body = card_face(card, t)
            elif card is not None and s == viewer and ui.peek:
                body = card_face(card, t, " rc--peek")
            else:
                label = t("chariot.horse", n=pos)
                body = card_back(t, label=label)
            cells.append(f'<li class="slot">{body}{mult}</li>')
        trump = view.trumps[s]
        trump_badge = (
            f'<span class="trump rc--{trump}" title="{esc(t("chariot.trump_colour"))}">'
            f"{SHAPES[trump]} {esc(t(f'colour.{trump}'))}</span>"
            if trump
            else f'<span class="trump trump--none">{esc(t("chariot.no_trump"))}</span>'
        )
        active = " is-active" if s == view.current else ""
        me = " is-me" if s == viewer else ""
        label = t("chariot.label", name=names[s], n=len(team), cards=view.hand_sizes[s])
        rows.append(
            f'<li class="chariot seat-{s}{active}{me}" data-seat="{s}" aria-label="{esc(label)}">'
            f'<div class="chariot__who"><span class="chariot__name"><bdi>{esc(names[s])}</bdi>'
            f"</span>{trump_badge}"
            '<span class="chariot__hand" '
            f'data-cards="{view.hand_sizes[s]}">{esc(t("chariot.cards", n=view.hand_sizes[s]))}'
            f'</span><span class="chariot__score">{esc(t("chariot.points", n=view.totals[s]))}</span></div>'
            f'<ol class="chariot__team">{"".join(cells)}</ol></li>'
        )
    peek = ""
    if viewer is not None and any(c is not None for c in view.teams[viewer][1:]):
        peek = button(
            t("chariot.hide") if ui.peek else t("chariot.peek"),
            "peek",
            cls="btn btn--ghost btn--small",
            key="peek",
        )
    return (
        f'<section class="panel chariots-panel" aria-labelledby="chariots-h"><h2 id="chariots-h">'
        f'{esc(t("chariot.title"))}</h2><ol class="chariots">{"".join(rows)}</ol>{peek}</section>'
    )


def render_trick(view: RomerView, ui: RomerUI, names: Sequence[str], t: Translate) -> str:
    if view.trick:
        leader = names[view.trick_leader] if view.trick_leader is not None else ""

        def trump_of(s: int) -> str:
            colour = view.trumps[s]
            return t("trick.trump_of", colour=t(f"colour.{colour}")) if colour else ""

        plays = "".join(
            f'<li class="trick__play seat-{s}"><bdi>{esc(names[s])}</bdi>'
            f"{card_face(c, t) if c else esc(t('trick.nothing'))}"
            f'<span class="trick__trump">{esc(trump_of(s))}</span></li>'
            for s, c in view.trick
        )
        return (
            '<section class="panel trick" aria-labelledby="trick-h"><h2 '
            f'id="trick-h">{esc(t("trick.title"))} '
            f"<small>{esc(t('trick.led_by', name=leader))}</small></h2><ol "
            f'class="trick__plays">{plays}</ol></section>'
        )
    entries = last_trick(view.log)
    if not entries:
        return ""
    return (
        f'<section class="panel trick trick--last" aria-labelledby="trick-h"><h2 id="trick-h">'
        f"{esc(t('trick.last'))}</h2>{trick_summary(entries, names, t)}</section>"
    )


def card_actions(legal: Sequence[Action], card: str | None, version: int, t: Translate) -> list[str]:
    """Buttons for what the selected card may do now, each one legal action."""
    out = []
    for i, a in enumerate(legal):
        if isinstance(a, Stop):
            out.append(act_button(t("act.stop"), i, "stop", version, cls="btn btn--ghost"))
            continue
        if getattr(a, "card", None) != card:
            continue
        if isinstance(a, LayTrump):
            out.append(act_button(t("act.trump"), i, "trump", version, cls="btn btn--primary"))
        elif isinstance(a, AddHorse):
            label = t("act.horse_draw") if a.draw else t("act.horse")
            out.append(
                act_button(
                    label,
                    i,
                    "horse" if a.draw else "horse-keep",
                    version,
                    cls="btn btn--primary" if a.draw else "btn",
                )
            )
        elif isinstance(a, ChangeTrump):
            out.append(act_button(t("act.change"), i, "change", version))
        elif isinstance(a, Lead):
            out.append(act_button(t("act.lead"), i, "lead", version, cls="btn btn--primary"))
        elif isinstance(a, Play):
            out.append(act_button(t("act.play"), i, "play", version, cls="btn btn--primary"))
    return out


def render_hand(
    view: RomerView, legal: Sequence[Action], ui: RomerUI, interactive: bool, version: int, t: Translate
) -> str:
    if view.hand is None:
        return ""
    cards = []
    for p, card in enumerate(view.hand):
        selected = card == ui.selected
        cards.append(
            "<li>"
            + button(
                card_face(card, t, " is-selected" if selected else ""),
                "card",
                arg=card,
                cls="rc-btn" + (" is-selected" if selected else ""),
                raw_label=True,
                key=f"card:{p}",
                aria_pressed=selected,  # named by its face (role="img"): no label over what it shows
            )
            + "</li>"
        )
    actions = card_actions(legal, ui.selected, version, t) if interactive else []
    line = ""
    if interactive and ui.selected is None:
        line = f'<p class="selection__hint">{esc(t("hand.choose"))}</p>'
    elif interactive:
        line = f'<p class="selection__line">{esc(t("hand.selected", card=card_name(ui.selected, t)))}</p>'
    controls = f'<div class="controls controls--wrap">{"".join(actions)}</div>' if actions else ""
    return (
        f'<section class="panel hand-panel" aria-labelledby="hand-h"><h2 id="hand-h">'
        f"{esc(t('hand.title', n=len(view.hand)))}</h2>{line}{controls}"
        f'<ol class="hand romer-hand">{"".join(cards)}</ol></section>'
    )


def render_log(view: RomerView, names: Sequence[str], t: Translate) -> str:
    lines = []
    for entry in reversed(view.log):
        text = log_text(entry, names, t)
        if text:
            lines.append(f'<li class="log__item seat-{entry.seat}">{esc(text)}</li>')
        if len(lines) >= LOG_LINES:
            break
    return render_log_panel(lines, t)


# --- scoring ------------------------------------------------------------------------------------
def card_score(card: str, position: int, trump: str) -> tuple[int, int]:
    # RO-51 scoring.
    """(point value, multiplier) of one team card: trump colour times its position."""
    return POINTS[parse(card)], position if card[0] == trump else 1


def render_round(result: RoundResult, names: Sequence[str], t: Translate) -> str:
    rows = []
    for s, team in enumerate(result.teams):
        trump = team[0][0] if team else ""
        cells = []
        for pos, card in enumerate(team, start=1):
            points, mult = card_score(card, pos, trump)
            formula = f"{ROMAN[points]}×{mult}={points * mult}" if mult > 1 else f"{points}"
            cells.append(
                f'<li class="slot">{card_face(card, t)}<span class="slot__score">{esc(formula)}</span></li>'
            )
        rows.append(
            f'<tr class="seat-{s}"><th scope="row"><bdi>{esc(names[s])}</bdi></th>'
            f'<td><ol class="chariot__team">{"".join(cells)}</ol></td>'
            f'<td class="round__delta" data-points="{result.points[s]}">{result.points[s]}</td></tr>'
        )
    return (
        f'<table class="ranking round__table"><thead><tr><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("round.team"))}</th><th scope="col">{esc(t("round.points"))}</th></tr>'
        "</thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def render_sheet(view: RomerView, names: Sequence[str], t: Translate) -> str:
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = "".join(
        f'<tr><th scope="row">{esc(t("sheet.round", n=r.round + 1))}</th>'
        + "".join(f'<td data-points="{p}">{p}</td>' for p in r.points)
        + "</tr>"
        for r in reversed(view.results)
    )
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{v}</td>' for v in view.totals)
    return (
        f'<div class="sheet-wrap"><table class="sheet romme-sheet"><caption>{esc(t("sheet.title"))} · '
        f'{esc(t("sheet.target", n=view.rules.target))}</caption><thead><tr><th scope="col">'
        f'<span class="sr-only">#</span></th>{head}</tr></thead><tbody>{rows}</tbody><tfoot><tr '
        'class="sheet__totals">'
        f'<th scope="row">{esc(t("sheet.total"))}</th>{foot}</tr></tfoot></table></div>'
    )


def render_summary(view: RomerView, index: int, names: Sequence[str], t: Translate) -> str:
    result = view.results[index]
    body = render_round(result, names, t) + render_sheet(view, names, t)
    return render_round_over(t("round.title", n=result.round + 1), body, t)


def rules_lines(view: RomerView, t: Translate) -> list[str]:
    rules = view.rules
    lines = [t("rules.target", n=rules.target), t("rules.basics")]
    lines.append(t("rules.caesar_yes") if rules.caesar_trump else t("rules.caesar_no"))
    lines.append(t("rules.cut_keep") if rules.cut_losers_keep else t("rules.cut_lose"))
    lines.append(t("rules.draw_optional") if rules.optional_draw else t("rules.draw_always"))
    return lines


def render_intro(view: RomerView, names: Sequence[str], t: Translate) -> str:
    return render_rules_intro(names, rules_lines(view, t), t)
