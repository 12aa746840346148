"""The seats at the Rommé table: the other players along the felt's far edge and the viewer's
own seat at the tray (cards held, out or not, score)."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romme.views import RommeView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, esc
from ludi.ui.parts import PART_END
from ludi.ui.widgets import score_text


def _score(view: RommeView, seat: int, t: Translate) -> str:
    if view.rules.preset == "palast":
        minus = view.minus[seat]
        return t("players.minus", n=minus) if minus else "0"  # never "−0"
    return t("players.points", n=score_text(view.totals[seat]))


def render_player(
    view: RommeView,
    seat: int,
    name: str,
    kind: str,
    t: Translate,
    me: bool = False,
    came_from: str | None = None,
) -> str:
    """One seat at the table: name, a card back with how many cards they hold (it glides from
    where their last card came from), out or not, score."""
    active = " is-active" if seat == view.current else ""
    size = view.hand_sizes[seat]
    status = t("players.out") if view.opened[seat] else t("players.not_out")
    bot = t("players.bot") if kind == "bot" else ""
    back = f"back:{seat}:{size}"
    return (
        f'<li class="player seat-{seat}{active}{" is-me" if me else ""}" data-part="player:{seat}" '
        f'data-seat="{seat}"'
        f"{attrs(aria_current='true' if seat == view.current else None)}>"
        f'<span class="player__name"><bdi>{esc(name)}</bdi>{esc(bot)}</span>'
        f'<span class="player__cards" data-cards="{size}">'
        f'<span class="card-back" aria-hidden="true"{attrs(data_flip=back, data_flip_from=came_from)}></span>'
        f"{esc(t('players.cards', n=size))}</span>"
        f'<span class="player__status{" is-out" if view.opened[seat] else ""}">{esc(status)}</span>'
        f'<span class="player__score">{esc(_score(view, seat, t))}</span></li>{PART_END}'
    )


def render_players(
    view: RommeView,
    viewer: int | None,
    names: Sequence[str],
    kinds: Sequence[str],
    t: Translate,
    arrivals: dict[str, str] | None = None,
) -> str:
    """The other players along the far edge of the table, in playing order from the viewer's
    left (everyone, for a spectator); the viewer sits at the tray."""
    arrivals = arrivals or {}
    start = 0 if viewer is None else viewer + 1
    seats = [(start + k) % view.players for k in range(view.players)]
    items = [
        render_player(
            view, s, names[s], kinds[s], t, came_from=arrivals.get(f"back:{s}:{view.hand_sizes[s]}")
        )
        for s in seats
        if s != viewer
    ]
    return (
        f'<section class="players" aria-label="{esc(t("players.title"))}">'
        f'<ul class="players__list players--{len(items)}">{"".join(items)}</ul></section>'
    )


def render_me(view: RommeView, seat: int, names: Sequence[str], kinds: Sequence[str], t: Translate) -> str:
    """The viewer's own seat, at their tray: name, cards, out or not, score."""
    chip = render_player(view, seat, names[seat], kinds[seat], t, me=True)
    return f'<ul class="players__list players--me">{chip}</ul>'
