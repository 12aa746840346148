"""The players' places at the Römer table: who, their trump colour, and their chariot.

Each chariot place carries a ``data-flip`` key, and a card that arrived names where it came
from, so it glides there from a hand or another chariot (``assets/flip.js``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import CHANGE, DRAW, HORSE, LAY_TRUMP, LOST, WON, RomerView
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.parts import PART_END
from ludi.ui.romer.cards import card_back, card_face, colour_html
from ludi.ui.romer.hand import left_hand
from ludi.ui.romer.story import last_trick
from ludi.ui.romer.ui_state import Moment, RomerUIState


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
        # (loser, winner) of each horse lost in the last trick
        lost = [(e.seat, e.other) for e in trick if e.event == LOST and e.other is not None]
        for winner in {w for _, w in lost}:
            losers = [loser for loser, w in lost if w == winner]
            size = len(view.teams[winner])
            for k, loser in enumerate(losers):
                out[(winner, size - len(losers) + 1 + k)] = f"slot:{loser}:{len(view.teams[loser]) + 1}"
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
    ui: RomerUIState,
    t: Translate,
    came: dict[tuple[int, int], str],
    trump: str | None,
    turned_up: bool = False,
) -> str:
    """A chariot at the table: the viewer's horses face up while peeked or once the round has
    ended (``turned_up``: every chariot is turned up then), cards gliding in."""
    # RO-51: at a round's end every chariot is turned up.

    def body(pos: int, card: str | None) -> str:
        key, src = f"slot:{s}:{pos}", came.get((s, pos))
        if card is not None and (pos == 1 or s != viewer or ui.peek or turned_up):
            extra = " rc--peek" if pos > 1 and s == viewer else ""
            counts = " is-trump" if trump and card[0] == trump and pos > 1 else ""
            return card_face(card, t, extra + counts, flip=key, src=src)
        return card_back(t, label=t("chariot.horse", n=pos), flip=key, src=src)

    return chariot_places(team, body)


def render_seat(
    view: RomerView,
    s: int,
    viewer: int | None,
    ui: RomerUIState,
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
        f"{colour_html(trump, t)}</span>"
        if trump
        else f'<span class="trump trump--none">{esc(t("chariot.no_trump"))}</span>'
    )
    active = " is-active" if s == view.current and teams is None else ""
    me = " is-me" if s == viewer else ""
    cards = moment.held(s, view.hand_sizes[s]) if moment is not None else view.hand_sizes[s]
    label = t("chariot.label", name=names[s], n=len(team), cards=cards)
    return (
        f'<{tag} class="rseat seat-{s}{active}{me}" data-part="seat:{s}" data-seat="{s}" '
        f'aria-label="{esc(label)}">'
        f'<div class="rseat__who"><span class="rseat__name"><bdi>{esc(names[s])}</bdi></span>{trump_badge}'
        f'<span class="rseat__hand" data-flip="seat:{s}" data-cards="{cards}">'
        f"{esc(t('chariot.cards', n=cards))}</span>"
        f'<span class="rseat__score">{esc(t("chariot.points", n=view.totals[s]))}</span>'
        f"{render_pile(moment, s, t)}</div>"
        f"{render_slots(team, s, viewer, ui, t, came, trump, turned_up=teams is not None)}</{tag}>{PART_END}"
    )


def render_opponents(
    view: RomerView,
    viewer: int | None,
    ui: RomerUIState,
    names: Sequence[str],
    t: Translate,
    moment: Moment | None,
) -> str:
    """The others' places, their number on the list (``data-others``): three stand side by
    side on a phone and an upright tablet, where one under another they pushed the third (on
    a tablet the trick) under the tray."""
    came = arrivals(view, viewer)
    teams = moment.teams if moment is not None and moment.stage == "round" else None
    order = seat_order(view, viewer)
    seats = "".join(render_seat(view, s, viewer, ui, names, t, came, teams, moment=moment) for s in order)
    return (
        f'<section class="romer-others" aria-labelledby="chariots-h"><h2 id="chariots-h" class="sr-only">'
        f'{esc(t("chariot.title"))}</h2><ol class="rseats" data-others="{len(order)}">{seats}</ol></section>'
    )


def render_pile(moment: Moment | None, seat: int, t: Translate) -> str:
    """A finished trick's cards gathered at the winner's place (the "collect" frame)."""
    if moment is None or moment.stage != "collect" or moment.winner != seat:
        return ""
    cards = "".join(card_face(c, t, " rc--mini", flip=f"trick:{s}") for s, c in moment.plays if c)
    return f'<span class="rseat__pile" aria-hidden="true">{cards}</span>'
