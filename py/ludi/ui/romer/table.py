"""The Römer table: pure functions from a RomerView, the legal actions and the UI state to HTML.

Laid out like a card table: the other players' chariots at the top (trump card face up, horses
face down, each place with its multiplier: ``chariots``), the trick in the middle (or what just
happened: ``trick``), and at the bottom, in a tray that stays on screen, the player's own
chariot, the actions of the selected card in a bar whose place is always kept (so nothing moves
under a finger) and the hand (``tray``, ``hand``). The move log (``story``) and the score sheet
(``summaries``) come beside it on wide screens, below on others. ``game_ui`` puts the pieces
together; this module draws the banner over them: whose turn, and what to do.

A card the viewer may not know is ``None`` in the view and is drawn face down: nothing here
can show more than ``view(viewer)`` holds. Every card and chariot place carries a
``data-flip`` key, so the page makes a card glide from where it was to where it went
(``assets/flip.js``); a card that appears names where it comes from (``data-flip-from``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romer.views import FINAL, LOST, TRICK, TRUMP, RomerView
from ludi.ui.i18n import Translate
from ludi.ui.romer.story import round_lines, trick_lines
from ludi.ui.romer.ui_state import Moment
from ludi.ui.widgets import render_banner as widget_banner


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
    view: RomerView,
    viewer: int | None,
    names: Sequence[str],
    t: Translate,
    moment: Moment | None = None,
    recap: Sequence[str] | None = None,
) -> str:
    """Whose turn and what to do; while a finished trick or a round's end is on the table, what
    happened instead (nobody's turn until the table has shown it)."""
    if moment is not None and moment.stage == "round":
        badges = [t("banner.round", n=view.results[-1].round + 1)] if view.results else []
        return widget_banner(
            None, "over", t("round.ending"), badges, round_lines(moment, names, t)[1], recap, t
        )
    badges = [
        t("banner.round", n=view.round + 1),
        t("banner.piles", draw=view.draw_size, discard=view.discard_size),
    ]
    if moment is not None:
        said = " ".join(trick_lines(moment.entries, names, t))
        return widget_banner(None, "trick-done", t("trick.done"), badges, said, recap, t)
    current = view.current
    title = t("table.turn", name=names[current]) if current is not None else ""
    return widget_banner(current, view.phase, title, badges, prompt(view, viewer, names, t), recap, t)
