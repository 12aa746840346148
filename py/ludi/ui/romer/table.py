"""The Römer table: pure functions from a RomerView, the legal actions and the UI state to HTML.

Laid out like a card table: the other players' chariots at the top (trump card face up, horses
face down, each place with its multiplier), the trick in the middle (or what just happened),
and at the bottom, in a tray that stays on screen, the player's own chariot, the actions of
the selected card in a bar whose place is always kept (so nothing moves under a finger) and
the hand. The move log and the score sheet come beside it on wide screens, below on others.

A card the viewer may not know is ``None`` in the view and is drawn face down: nothing here
can show more than ``view(viewer)`` holds. Every card and chariot place carries a
``data-flip`` key, so the page makes a card glide from where it was to where it went
(``assets/flip.js``); a card that appears names where it comes from (``data-flip-from``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ludi.games.protocol import Action, Hint
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
from ludi.ui.markup import attrs, button, esc
from ludi.ui.widgets import act_button, occurrence_keys, render_log_panel, render_round_over
from ludi.ui.widgets import render_banner as widget_banner
from ludi.ui.widgets import render_intro as render_rules_intro

#: A shape per colour, so that no card is told apart by colour alone.
SHAPES = {"R": "●", "B": "■", "G": "▲", "Y": "◆", "P": "★"}
ROMAN = {0: "0", 3: "III", 5: "V", 10: "X", 20: "XX"}
LOG_LINES = 12
#: The kinds of action a card may have, in the order of the action bar.
KINDS = ("trump", "horse", "horse-keep", "change", "lead", "play")


@dataclass(frozen=True)
class Moment:
    """What the table shows for a moment after a move, before play goes on (animation frames).

    ``stage`` is "trick" (a finished trick in the middle, its winner marked), "collect" (its
    cards gathered at the winner's place) or "round" (the move that ended a round and why, the
    chariots turned up, before the summary). Built from spectator views only; put into words
    when rendered, in the language of the moment.
    """

    stage: str
    plays: tuple[tuple[int, str | None], ...] = ()
    winner: int | None = None
    entries: tuple[LogEntry, ...] = ()  # "trick": its log entries (who won, who lost what)
    # RO-51: at a round's end every chariot is turned up.
    teams: tuple[tuple[str, ...], ...] = ()  # "round": every chariot, face up
    actor: int | None = None  # "round": who made the deciding move
    action: Action | None = None  # "round": the deciding move


@dataclass
class RomerUI:
    """UI-only state of the Römer table (never game state)."""

    selected: int | None = None  # a position in the viewer's hand (two equal cards are two places)
    peek: bool = False  # the viewer looks at their own face-down horses
    intro: bool = False  # the rules in force, before the first deal
    summary: int | None = None  # a finished round waiting for a tap
    moment: Moment | None = None  # shown while the table animates (see ``Moment``)
    hint: Hint | None = None  # the hint asked for this turn, until the next move


# --- cards --------------------------------------------------------------------------------------
def colour_name(card: str, t: Translate) -> str:
    return t(f"colour.{card[0]}")


def card_name(card: str, t: Translate) -> str:
    """Spoken: "red 4 (V)", "blue Caesar"."""
    f = parse(card)
    if f % RANKS == 0:
        return t("card.caesar", colour=colour_name(card, t))
    return t("card.name", colour=colour_name(card, t), combat=COMBAT[f], points=ROMAN[POINTS[f]])


def card_face(
    card: str, t: Translate, extra: str = "", flip: str | None = None, src: str | None = None
) -> str:
    """A face-up card: shape and colour, combat value large, points in Roman numerals.
    ``flip``/``src``: its ``data-flip`` key and where it comes from when it is new."""
    f = parse(card)
    caesar = f % RANKS == 0
    value = "♛" if caesar else str(COMBAT[f])
    points = t("card.caesar_short") if caesar else ROMAN[POINTS[f]]
    return (
        f'<span class="rc rc--{card[0]}{extra}" role="img" aria-label="{esc(card_name(card, t))}"'
        f"{attrs(data_flip=flip, data_flip_from=src)}>"
        f'<span class="rc__shape" aria-hidden="true">{SHAPES[card[0]]}</span>'
        f'<span class="rc__combat" aria-hidden="true">{value}</span>'
        f'<span class="rc__points" aria-hidden="true">{esc(points)}</span></span>'
    )


def card_back(
    t: Translate, extra: str = "", label: str = "", flip: str | None = None, src: str | None = None
) -> str:
    return (
        f'<span class="rc rc--back{extra}" role="img" aria-label="{esc(label or t("card.hidden"))}"'
        f"{attrs(data_flip=flip, data_flip_from=src)}></span>"
    )


def hand_keys(hand: Sequence[str]) -> list[str]:
    """A ``data-flip`` key per hand card: two red 6 are ``hand:R6:0`` and ``hand:R6:1``."""
    return occurrence_keys("hand", hand)


def left_hand(view: RomerView, card: str | None) -> str | None:
    """Where a card of the viewer's hand was before it left: the key of the last copy, which
    is the one no longer on screen (copies are numbered in order)."""
    if card is None or view.hand is None:
        return None
    return f"hand:{card}:{view.hand.count(card)}"


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


# --- the end of a round ---------------------------------------------------------------------------
ACTION_LOG = {LayTrump: "log.trump", AddHorse: "log.horse", ChangeTrump: "log.change", Lead: "log.lead"}


def round_moment(before: RomerView, result: RoundResult, action: Action) -> Moment:
    """The move that ended a round, from the spectator's view before it and the round's public
    result: the trick it completed, if any, and every chariot turned up."""
    seat = before.current
    plays = before.trick
    if isinstance(action, Play) and seat is not None:
        plays = (*before.trick, (seat, action.card))
    return Moment("round", plays=tuple(plays), teams=result.teams, actor=seat, action=action)


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


# --- pieces -------------------------------------------------------------------------------------
def prompt(view: RomerView, viewer: int | None, names: Sequence[str], t: Translate) -> str:
    current = view.current
    if current is None:
        return ""
    lost_trump = view.phase == TRUMP and any(e.event == LOST and e.seat == current for e in view.log)
    if current != viewer:
        if view.phase == TRUMP:
            return t("prompt.other_retrump" if lost_trump else "prompt.other_trump", name=names[current])
        return t("prompt.other", name=names[current])
    if lost_trump:
        return t("prompt.retrump")
    if view.phase == TRUMP or (view.phase == FINAL and not view.teams[current]):
        return t("prompt.trump")
    if view.phase == TRICK:
        leader = names[view.trick_leader] if view.trick_leader is not None else ""
        return t("prompt.answer", name=leader)
    if view.phase == FINAL:
        return t("prompt.final")
    return t("prompt.turn")


def render_banner(
    view: RomerView, viewer: int | None, names: Sequence[str], t: Translate, moment: Moment | None = None
) -> str:
    if moment is not None and moment.stage == "round":
        badges = [t("banner.round", n=view.results[-1].round + 1)] if view.results else []
        return widget_banner(None, "over", t("round.ending"), badges, round_lines(moment, names, t)[1])
    current = view.current
    title = t("table.turn", name=names[current]) if current is not None else ""
    badges = [
        t("banner.round", n=view.round + 1),
        t("banner.piles", draw=view.draw_size, discard=view.discard_size),
    ]
    return widget_banner(current, view.phase, title, badges, prompt(view, viewer, names, t))


def seat_order(view: RomerView, viewer: int | None) -> list[int]:
    """The others clockwise from the viewer's left (everyone for a spectator)."""
    n = view.players
    if viewer is None:
        return list(range(n))
    return [(viewer + k) % n for k in range(1, n)]


def arrivals(view: RomerView, viewer: int | None) -> dict[tuple[int, int], str]:
    """Where the newest chariot cards come from, read from the end of the log: a horse or a
    trump card from its owner's hand, a card lost in a trick from the loser's chariot (the
    winner takes them in order: rule RO-33).
    """
    out: dict[tuple[int, int], str] = {}
    log = view.log
    if not log:
        return out
    i = len(log) - 1
    while i >= 0 and log[i].event == DRAW:
        i -= 1
    if i < 0:
        return out
    entry = log[i]
    s = entry.seat
    if entry.event in (HORSE, LAY_TRUMP, CHANGE) and view.teams[s]:
        pos = len(view.teams[s]) if entry.event == HORSE else 1
        card = view.teams[s][pos - 1]
        src = left_hand(view, card) if s == viewer else f"seat:{s}"
        if src:
            out[(s, pos)] = src
    elif entry.event in (LOST, WON):
        trick = last_trick(log)
        lost = [e for e in trick if e.event == LOST and e.other is not None]
        for winner in {e.other for e in lost}:
            mine = [e for e in lost if e.other == winner]
            size = len(view.teams[winner])  # type: ignore[index]
            for k, e in enumerate(mine):
                out[(winner, size - len(mine) + 1 + k)] = f"slot:{e.seat}:{len(view.teams[e.seat]) + 1}"  # type: ignore[index]
    return out


def chariot_places(team: Sequence[str | None], body: Callable[[int, str | None], str]) -> str:
    """The seven places of a chariot, each with its multiplier (the trump card counts once);
    ``body(place, card)`` draws a taken place, so the table and the rules help differ only in
    how a card looks there."""
    cells = []
    for pos in range(1, TEAM_LIMIT + 1):
        mult = f'<span class="slot__mult" aria-hidden="true">×{pos}</span>' if pos > 1 else ""
        if pos > len(team):
            cells.append(f'<li class="slot slot--empty">{mult}</li>')
        else:
            cells.append(f'<li class="slot">{body(pos, team[pos - 1])}{mult}</li>')
    return f'<ol class="team">{"".join(cells)}</ol>'


def render_slots(
    team: Sequence[str | None],
    s: int,
    viewer: int | None,
    ui: RomerUI,
    t: Translate,
    came: dict[tuple[int, int], str],
    trump: str | None,
) -> str:
    """A chariot at the table: the viewer's horses face up while peeked, cards gliding in."""

    def body(pos: int, card: str | None) -> str:
        key, src = f"slot:{s}:{pos}", came.get((s, pos))
        if card is not None and (pos == 1 or s != viewer or ui.peek):
            extra = " rc--peek" if pos > 1 and s == viewer else ""
            counts = " is-trump" if trump and card[0] == trump and pos > 1 else ""
            return card_face(card, t, extra + counts, flip=key, src=src)
        return card_back(t, label=t("chariot.horse", n=pos), flip=key, src=src)

    return chariot_places(team, body)


def render_seat(
    view: RomerView,
    s: int,
    viewer: int | None,
    ui: RomerUI,
    names: Sequence[str],
    t: Translate,
    came: dict[tuple[int, int], str],
    teams: Sequence[Sequence[str | None]] | None = None,
    tag: str = "li",
    moment: Moment | None = None,
) -> str:
    """One player's place at the table: who, their trump colour, cards in hand, points, and
    their chariot (``teams`` instead of the view's: the turned-up chariots of a round's end)."""
    team = (teams or view.teams)[s]
    trump = team[0][0] if team and team[0] else view.trumps[s]
    trump_badge = (
        f'<span class="trump rc--{trump}" title="{esc(t("chariot.trump_colour"))}">'
        f"{SHAPES[trump]} {esc(t(f'colour.{trump}'))}</span>"
        if trump
        else f'<span class="trump trump--none">{esc(t("chariot.no_trump"))}</span>'
    )
    active = " is-active" if s == view.current and teams is None else ""
    me = " is-me" if s == viewer else ""
    label = t("chariot.label", name=names[s], n=len(team), cards=view.hand_sizes[s])
    return (
        f'<{tag} class="rseat seat-{s}{active}{me}" data-seat="{s}" aria-label="{esc(label)}">'
        f'<div class="rseat__who"><span class="rseat__name"><bdi>{esc(names[s])}</bdi></span>{trump_badge}'
        f'<span class="rseat__hand" data-flip="seat:{s}" data-cards="{view.hand_sizes[s]}">'
        f"{esc(t('chariot.cards', n=view.hand_sizes[s]))}</span>"
        f'<span class="rseat__score">{esc(t("chariot.points", n=view.totals[s]))}</span>'
        f"{render_pile(moment, s, t)}</div>"
        f"{render_slots(team, s, viewer, ui, t, came, trump)}</{tag}>"
    )


def render_opponents(
    view: RomerView,
    viewer: int | None,
    ui: RomerUI,
    names: Sequence[str],
    t: Translate,
    moment: Moment | None,
) -> str:
    came = arrivals(view, viewer)
    teams = moment.teams if moment is not None and moment.stage == "round" else None
    seats = "".join(
        render_seat(view, s, viewer, ui, names, t, came, teams, moment=moment)
        for s in seat_order(view, viewer)
    )
    return (
        f'<section class="romer-others" aria-labelledby="chariots-h"><h2 id="chariots-h" class="sr-only">'
        f'{esc(t("chariot.title"))}</h2><ol class="rseats">{seats}</ol></section>'
    )


def render_plays(
    plays: Sequence[tuple[int, str | None]],
    names: Sequence[str],
    t: Translate,
    view: RomerView,
    viewer: int | None,
    winner: int | None = None,
    live: bool = False,
    prefix: str = "trick",
) -> str:
    items = []
    for s, c in plays:
        src = (left_hand(view, c) if s == viewer else f"seat:{s}") if live else None
        body = (
            card_face(c, t, flip=f"{prefix}:{s}", src=src)
            if c
            else (f'<span class="rc rc--none">{esc(t("trick.nothing"))}</span>')
        )
        won = " is-winner" if s == winner else ""
        colour = view.trumps[s]
        note = t("trick.trump_of", colour=t(f"colour.{colour}")) if colour and live else ""
        items.append(
            f'<li class="trick__play seat-{s}{won}"><bdi class="trick__who">{esc(names[s])}</bdi>{body}'
            f'<span class="trick__trump">{esc(note)}</span></li>'
        )
    return f'<ol class="trick__plays">{"".join(items)}</ol>'


def render_middle(
    view: RomerView, viewer: int | None, names: Sequence[str], t: Translate, moment: Moment | None
) -> str:
    """The middle of the table: the trick being played, a finished trick for a moment, the
    end of a round, or else the last trick and the latest move (what a bot just did)."""
    if moment is not None and moment.stage in ("trick", "round"):
        title = t("trick.done") if moment.stage == "trick" else t("round.ending")
        plays = render_plays(moment.plays, names, t, view, viewer, moment.winner) if moment.plays else ""
        said = (
            trick_lines(moment.entries, names, t)
            if moment.stage == "trick"
            else round_lines(moment, names, t)
        )
        lines = "".join(f'<p class="trick__result">{esc(line)}</p>' for line in said if line)
        return (
            f'<section class="panel romer-trick is-done" aria-labelledby="trick-h"><h2 id="trick-h">'
            f"{esc(title)}</h2>{plays}{lines}</section>"
        )
    if view.trick:
        leader = names[view.trick_leader] if view.trick_leader is not None else ""
        answer = view.current == viewer and view.phase == TRICK
        reveal = f' data-reveal="trick:{len(view.log)}"' if answer else ""
        return (
            f'<section class="panel romer-trick is-live{" is-asked" if answer else ""}"{reveal} '
            f'aria-labelledby="trick-h"><h2 id="trick-h">{esc(t("trick.title"))} '
            f"<small>{esc(t('trick.led_by', name=leader))}</small></h2>"
            f"{render_plays(view.trick, names, t, view, viewer, live=True)}</section>"
        )
    span = trick_span(view.log)
    body = ""
    if span:
        done = trick_moment(view.log[span[0] : span[1]])
        # While the trick's cards go to the winner ("collect"), only its outcome stays here.
        gathering = moment is not None and moment.stage == "collect"
        plays = (
            "" if gathering else render_plays(done.plays, names, t, view, viewer, done.winner, prefix="last")
        )
        body = (
            f'<div class="romer-last"><h3 class="romer-last__title">{esc(t("trick.last"))}</h3>{plays}'
            f'<p class="trick__result">{esc(" ".join(trick_lines(done.entries, names, t)))}</p></div>'
        )
    after = span[1] if span else 0
    latest = next((text for e in reversed(view.log[after:]) if (text := log_text(e, names, t))), None)
    news = f'<p class="romer-latest">{esc(latest)}.</p>' if latest else ""
    if not body and not news:
        news = f'<p class="romer-latest romer-latest--none">{esc(t("table.log_empty"))}</p>'
    label = esc(t("trick.title"))
    return f'<section class="panel romer-trick is-quiet" aria-label="{label}">{news}{body}</section>'


def render_pile(moment: Moment | None, seat: int, t: Translate) -> str:
    """A finished trick's cards gathered at the winner's place (the "collect" frame)."""
    if moment is None or moment.stage != "collect" or moment.winner != seat:
        return ""
    cards = "".join(card_face(c, t, " rc--mini", flip=f"trick:{s}") for s, c in moment.plays if c)
    return f'<span class="rseat__pile" aria-hidden="true">{cards}</span>'


@dataclass(frozen=True)
class Coaching:
    """What the action bar says besides its labels: per kind of action, the line that says what
    it does (``coaching.action_lines``), and the hint asked for, if any, in words and as the
    hand place and kind of button it points at."""

    lines: dict[str, str]
    hint: str = ""
    place: int | None = None
    kind: str | None = None

    def label(self, kind: str, t: Translate) -> str:
        """A button's face: its label, then the line saying what it does (HTML)."""
        what = self.lines.get(kind, "")
        line = f'<small class="btn__what">{esc(what)}</small>' if what else ""
        return f'<span class="btn__label">{esc(t(f"act.{kind}"))}</span>{line}'

    def cls(self, kind: str, card_place: int | None) -> str:
        """ " is-hinted" on the button the hint suggests, once its card is the one chosen."""
        hinted = self.kind == kind and (
            kind == "stop" or (card_place is not None and card_place == self.place)
        )
        return " is-hinted" if hinted else ""


NO_COACHING = Coaching({})


def card_actions(
    legal: Sequence[Action],
    card: str | None,
    version: int,
    t: Translate,
    coaching: Coaching = NO_COACHING,
    place: int | None = None,
) -> dict[str, str]:
    """Per kind, the button of the selected card's legal action of that kind."""
    out: dict[str, str] = {}
    for i, a in enumerate(legal):
        if isinstance(a, Stop) or card is None or getattr(a, "card", None) != card:
            continue
        kind = action_kind(a)
        cls = f"btn btn--what {KIND_CLASS[kind]}{coaching.cls(kind, place)}"
        out.setdefault(kind, act_button(coaching.label(kind, t), i, kind, version, cls=cls, raw_label=True))
    return out


KIND_CLASS = {
    "trump": "btn--primary",
    "horse": "btn--primary",
    "horse-keep": "",
    "change": "",
    "lead": "btn--primary",
    "play": "btn--primary",
}


def action_kind(a: Action) -> str:
    if isinstance(a, LayTrump):
        return "trump"
    if isinstance(a, AddHorse):
        return "horse" if a.draw else "horse-keep"
    if isinstance(a, ChangeTrump):
        return "change"
    if isinstance(a, Lead):
        return "lead"
    if isinstance(a, Play):
        return "play"
    return "stop"


def render_bar(
    view: RomerView,
    legal: Sequence[Action],
    ui: RomerUI,
    interactive: bool,
    version: int,
    t: Translate,
    tools: str = "",
    coaching: Coaching = NO_COACHING,
) -> str:
    """The action bar: one button per kind of move open now (disabled until a card is chosen),
    each with its line of what it does, in a place of fixed size: choosing a card changes what
    is enabled and nothing moves (no text depends on the card chosen). Under the buttons the
    hint, once asked for; it stays until the next move, whatever card is chosen."""
    hand = view.hand or ()
    card = hand[ui.selected] if ui.selected is not None and ui.selected < len(hand) else None
    if not interactive:
        line = (
            f'<div class="romer-bar__top"><p class="romer-bar__line">{esc(t("hand.wait"))}</p>{tools}</div>'
        )
        return f'<div class="romer-bar" data-slots="0">{line}<div class="romer-bar__buttons"></div></div>'
    kinds = [k for k in KINDS if any(action_kind(a) == k for a in legal)]
    place = ui.selected if card else None
    chosen = card_actions(legal, card, version, t, coaching, place)
    buttons = [
        chosen.get(k)
        or button(
            coaching.label(k, t),
            "",
            cls=f"btn btn--what {KIND_CLASS[k]}",
            key=f"act:{k}",
            disabled=True,
            data_kind=k,
            raw_label=True,
        )
        for k in kinds
    ]
    stop = next((i for i, a in enumerate(legal) if isinstance(a, Stop)), None)
    if stop is not None:
        cls = f"btn btn--what btn--ghost{coaching.cls('stop', None)}"
        buttons.append(act_button(coaching.label("stop", t), stop, "stop", version, cls=cls, raw_label=True))
    text = t("hand.selected", card=card_name(card, t)) if card else t("hand.choose")
    line = f'<div class="romer-bar__top"><p class="romer-bar__line">{esc(text)}</p>{tools}</div>'
    hint = f'<p class="romer-bar__hint hint" data-hint>{esc(coaching.hint)}</p>' if coaching.hint else ""
    return (
        f'<div class="romer-bar" data-slots="{len(buttons)}">{line}'
        f'<div class="romer-bar__buttons">{"".join(buttons)}</div>{hint}</div>'
    )


def render_hand(view: RomerView, ui: RomerUI, t: Translate, hinted: int | None = None) -> str:
    """The viewer's hand, one button per card; ``hinted``: the place of the hint's card."""
    if view.hand is None:
        return ""
    cards = []
    for p, (card, key) in enumerate(zip(view.hand, hand_keys(view.hand))):
        selected = p == ui.selected
        cards.append(
            '<li class="hand__place">'
            + button(
                card_face(card, t, flip=key),
                "card",
                arg=p,
                cls="rc-btn" + (" is-selected" if selected else "") + (" is-hinted" if p == hinted else ""),
                raw_label=True,
                key=f"card:{p}",
                aria_pressed=selected,  # named by its face (role="img"): no label over what it shows
            )
            + "</li>"
        )
    return (
        f'<ol class="romer-hand" aria-label="{esc(t("hand.title", n=len(view.hand)))}">{"".join(cards)}</ol>'
    )


def undo_button(view: RomerView, undo_own: int | None, version: int, t: Translate) -> str:
    """Take back the player's own last move(s) the engine allows (the shell does it)."""
    if not undo_own:
        return ""
    mine = [e for e in view.log if e.seat == view.seat and e.event in (LEAD, PLAY, HORSE)]
    if undo_own == 1 and mine and mine[-1].card:
        label = t("undo.card", card=card_name(mine[-1].card, t))
    else:
        label = t("undo.moves", n=undo_own)
    return button(label, "undo", cls="btn btn--ghost btn--small romer-undo", key="undo", data_v=version)


def render_own(
    view: RomerView,
    legal: Sequence[Action],
    ui: RomerUI,
    names: Sequence[str],
    interactive: bool,
    version: int,
    t: Translate,
    undo_own: int | None,
    moment: Moment | None,
    coaching: Coaching = NO_COACHING,
    hint_button: bool = False,
) -> str:
    """The tray at the bottom: the viewer's chariot, the action bar and the hand.
    ``hint_button``: the table offers hints and this seat decides now."""
    s = view.seat
    if s is None or view.hand is None:
        return ""
    tools = []
    if any(c is not None for c in view.teams[s][1:]):
        label = t("chariot.hide") if ui.peek else t("chariot.peek")
        tools.append(button(label, "peek", cls="btn btn--ghost btn--small", key="peek", aria_pressed=ui.peek))
    tools.append(undo_button(view, undo_own, version, t))
    if hint_button:
        tools.append(button(t("hint.button"), "hint", cls="btn btn--ghost btn--small romer-hint", key="hint"))
    teams = moment.teams if moment is not None and moment.stage == "round" else None
    seat = render_seat(view, s, s, ui, names, t, arrivals(view, s), teams, tag="div", moment=moment)
    hand = "" if teams is not None else render_hand(view, ui, t, coaching.place)
    kit = f'<span class="rseat__tools">{"".join(tools)}</span>'
    bar = render_bar(view, legal, ui, interactive and teams is None, version, t, kit, coaching)
    return (
        f'<section class="romer-own" data-tray aria-labelledby="hand-h"><h2 id="hand-h" class="sr-only">'
        f"{esc(t('hand.title', n=len(view.hand)))}</h2>{seat}{bar}{hand}</section>"
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
    """Each chariot turned up, card by card: its points, times its place when it is of the
    owner's trump colour (on two short lines under the card, so they never run together)."""
    rows = []
    for s, team in enumerate(result.teams):
        trump = team[0][0] if team else ""
        cells = []
        for pos, card in enumerate(team, start=1):
            points, mult = card_score(card, pos, trump)
            if mult > 1:
                formula = (
                    f'<span class="slot__calc">{ROMAN[points]}×{mult}</span>'
                    f'<span class="slot__total">={points * mult}</span>'
                )
            else:
                formula = f'<span class="slot__total">{points}</span>'
            cells.append(
                f'<li class="slot">{card_face(card, t)}<span class="slot__score">{formula}</span></li>'
            )
        rows.append(
            f'<li class="round__row seat-{s}"><span class="round__name"><bdi>{esc(names[s])}</bdi></span>'
            f'<ol class="team round__team">{"".join(cells)}</ol>'
            f'<span class="round__delta" data-points="{result.points[s]}">{result.points[s]}</span></li>'
        )
    head = (
        f'<div class="round__head" aria-hidden="true"><span>{esc(t("end.player"))}</span>'
        f"<span>{esc(t('round.team'))}</span><span>{esc(t('round.points'))}</span></div>"
    )
    return f'<div class="round__table">{head}<ol class="round__rows">{"".join(rows)}</ol></div>'


def render_sheet(view: RomerView, names: Sequence[str], t: Translate, caption: bool = True) -> str:
    """The points of every round and the totals; ``caption`` False under a heading of its own."""
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = "".join(
        f'<tr><th scope="row">{esc(t("sheet.round", n=r.round + 1))}</th>'
        + "".join(f'<td data-points="{p}">{p}</td>' for p in r.points)
        + "</tr>"
        for r in reversed(view.results)
    )
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{v}</td>' for v in view.totals)
    title = f"{t('sheet.title')} · {t('sheet.target', n=view.rules.target)}"
    cap = f"<caption>{esc(title)}</caption>" if caption else ""
    return (
        f'<div class="sheet-wrap"><table class="romer-sheet">{cap}<thead><tr><th scope="col">'
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
    lines = [t("rules.target", n=rules.target), t("rules.basics"), t("rules.card")]
    lines.append(t("rules.caesar_yes") if rules.caesar_trump else t("rules.caesar_no"))
    lines.append(t("rules.cut_keep") if rules.cut_losers_keep else t("rules.cut_lose"))
    lines.append(t("rules.draw_optional") if rules.optional_draw else t("rules.draw_always"))
    return lines


def render_intro(view: RomerView, names: Sequence[str], t: Translate) -> str:
    return render_rules_intro(names, rules_lines(view, t), t)
