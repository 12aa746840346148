"""The middle of the Römer table: the trick being played, a finished trick or a round's end for
a moment, or else the last trick and the latest move (what a bot just did).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romer.views import TRICK, RomerView
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romer.cards import card_face, colour_html
from ludi.ui.romer.hand import left_hand
from ludi.ui.romer.story import log_text, round_lines, trick_lines, trick_moment, trick_span
from ludi.ui.romer.ui_state import Moment


def render_plays(
    plays: Sequence[tuple[int, str | None]],
    names: Sequence[str],
    t: Translate,
    view: RomerView,
    viewer: int | None,
    winner: int | None = None,
    live: bool = False,
    prefix: str = "trick",
    arriving: bool | None = None,
) -> str:
    """The cards of a trick, each under its player's name; ``prefix`` keys their ``data-flip``.
    ``arriving`` (a live trick's by default): each card names where it comes from, the hand or
    the seat that played it."""
    items = []
    named_source = live if arriving is None else arriving
    for s, c in plays:
        src = (left_hand(view, c) if s == viewer else f"seat:{s}") if named_source else None
        body = (
            card_face(c, t, flip=f"{prefix}:{s}", src=src)
            if c
            else (f'<span class="rc rc--none">{esc(t("trick.nothing"))}</span>')
        )
        won = " is-winner" if s == winner else ""
        colour = view.trumps[s]
        note = ""
        if colour and live:  # the words escaped, the colour with its shape put in their place
            note = esc(t("trick.trump_of", name=names[s], colour="\x00")).replace(
                "\x00", colour_html(colour, t)
            )
        items.append(
            f'<li class="trick__play seat-{s}{won}"><bdi class="trick__who">{esc(names[s])}</bdi>{body}'
            f'<span class="trick__trump">{note}</span></li>'
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
        # Wanted in view only while she answers: then the page goes back (on a phone the
        # banner and its recap of the bots' moves came back; the tray's band shows the trick).
        reveal = f' data-reveal="trick:{len(view.log)}" data-reveal-back' if answer else ""
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


def render_watch(
    view: RomerView, viewer: int | None, names: Sequence[str], t: Translate, moment: Moment | None
) -> str:
    """What the tray's empty band shows while the others play: the trick being played (or
    just won), else the latest move and the last trick. A phone's tray covers the middle of
    the table, and the trick's third card wrapped under it as the bots answered; wider screens
    hide the copy (CSS), the table's middle being in view there. Its cards carry the middle's
    ``data-flip`` keys: the page glides the copy that is seen (a card led goes from the hand
    to the band, a won trick from the band to the winner). Hidden from screen readers: the
    middle says it all once."""
    if moment is not None and moment.stage == "round":
        return ""
    gathering = moment is not None and moment.stage == "collect"
    heading = ""
    prefix, arriving = "trick", False
    if moment is not None and moment.stage == "trick" and moment.plays:
        title, plays, winner = t("trick.done"), moment.plays, moment.winner
    elif view.trick and not gathering:
        leader = names[view.trick_leader] if view.trick_leader is not None else ""
        title, plays, winner = f"{t('trick.title')} {t('trick.led_by', name=leader)}", view.trick, None
        arriving = True
    else:
        prefix = "last"
        latest = next((text for e in reversed(view.log) if (text := log_text(e, names, t))), None)
        span = None if gathering else trick_span(view.log)
        if latest is None:
            return ""
        title, plays, winner = f"{latest}.", (), None
        if span:
            done = trick_moment(view.log[span[0] : span[1]])
            heading = f'<p class="romer-watch__sub">{esc(t("trick.last"))}</p>'
            plays, winner = done.plays, done.winner
    cards = (
        render_plays(plays, names, t, view, viewer, winner, prefix=prefix, arriving=arriving) if plays else ""
    )
    return (
        f'<div class="romer-watch" aria-hidden="true"><p class="romer-watch__title">{esc(title)}</p>'
        f"{heading}{cards}</div>"
    )
