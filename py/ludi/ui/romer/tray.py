"""The tray at the bottom of the Römer table: the viewer's chariot, the action bar, the hand.

The bar keeps one button per kind of move in a place of fixed size, each with its coaching
line (``Coaching``), so choosing a card changes what is enabled and nothing moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ludi.games.protocol import Action
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.views import HORSE, LEAD, PLAY, RomerView
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.romer.cards import card_name
from ludi.ui.romer.chariots import arrivals, render_seat
from ludi.ui.romer.hand import render_hand, render_hand_room
from ludi.ui.romer.trick import render_watch
from ludi.ui.romer.ui_state import Moment, RomerUIState
from ludi.ui.widgets import act_button

#: The kinds of action a card may have, in the order of the action bar.
KINDS = ("trump", "horse", "horse-keep", "change", "lead", "play")
#: The buttons the bar keeps room for at every moment: a lead's four, the most a seat is ever
#: offered at once (five in six of a seat's decisions). Only ever a size: while the others
#: play, or when one button is offered, the bar is as tall as on a lead, so the hand under it
#: does not move when the turn comes round.
ROOM_KINDS = ("horse", "horse-keep", "change", "lead")


@dataclass(frozen=True)
class Coaching:
    """What the action bar says besides its labels: per kind of action, the line that says what
    it does (``coaching.action_lines``), and the hint asked for, if any, in words and as the
    hand place and kind of button it points at."""

    lines: dict[str, str]
    hint: str = ""
    place: int | None = None
    kind: str | None = None
    room: dict[str, str] = field(default_factory=dict)  # ``ROOM_KINDS``' lines, for the bar's size

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
    ui: RomerUIState,
    interactive: bool,
    version: int,
    t: Translate,
    tools: str = "",
    coaching: Coaching = NO_COACHING,
    waiting: str = "hand.wait",
    watch: str = "",
) -> str:
    """The action bar: one button per kind of move open now (disabled until a card is chosen),
    each with its line of what it does, in a place of fixed size: choosing a card changes what
    is enabled and nothing moves (no text depends on the card chosen). Under the buttons the
    hint, once asked for; it stays until the next move, whatever card is chosen. While the
    others play, ``watch`` (what they do) lies where the buttons will be."""
    hand = view.hand or ()
    card = hand[ui.selected] if ui.selected is not None and ui.selected < len(hand) else None
    room = render_room(coaching, t)
    if not interactive:
        line = f'<div class="romer-bar__top"><p class="romer-bar__line">{esc(t(waiting))}</p>{tools}</div>'
        return (
            f'<div class="romer-bar" data-slots="0">{line}'
            f'<div class="romer-bar__slots">{room}<div class="romer-bar__buttons"></div>{watch}</div></div>'
        )
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
        f'<div class="romer-bar__slots">{room}<div class="romer-bar__buttons">{"".join(buttons)}</div></div>'
        f"{hint}</div>"
    )


def render_room(coaching: Coaching, t: Translate) -> str:
    """The room of ``ROOM_KINDS``' buttons, never seen: the buttons lie over it."""
    if not coaching.room:
        return ""
    faces = "".join(
        f'<span class="btn btn--what">{Coaching(coaching.room).label(kind, t)}</span>' for kind in ROOM_KINDS
    )
    return f'<div class="romer-bar__buttons romer-bar__room" aria-hidden="true">{faces}</div>'


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
    ui: RomerUIState,
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
    teams = moment.teams if moment is not None and moment.stage == "round" else None
    # The tools end at the bar's right edge, so the ones that come and go (the hint on this
    # seat's turn, the undo after its move) come first: the one that stays never moves aside.
    tools = []
    if hint_button:
        tools.append(button(t("hint.button"), "hint", cls="btn btn--ghost btn--small romer-hint", key="hint"))
    tools.append(undo_button(view, undo_own, version, t))
    if teams is None and any(c is not None for c in view.teams[s][1:]):  # not the next deal's
        label = t("chariot.hide") if ui.peek else t("chariot.peek")
        tools.append(button(label, "peek", cls="btn btn--ghost btn--small", key="peek", aria_pressed=ui.peek))
    seat = render_seat(view, s, s, ui, names, t, arrivals(view, s), teams, tag="div", moment=moment)
    held = moment.held(s, len(view.hand)) if moment is not None else len(view.hand)
    hand = render_hand_room(held) if teams is not None else render_hand(view, ui, t, coaching.place)
    kit = f'<span class="rseat__tools">{"".join(tools)}</span>'
    waiting = "hand.wait" if teams is None else "hand.round_over"
    acting = interactive and teams is None
    watch = "" if acting or teams is not None else render_watch(view, s, names, t, moment)
    bar = render_bar(view, legal, ui, acting, version, t, kit, coaching, waiting, watch)
    return (
        f'<section class="romer-own tray" data-tray aria-labelledby="hand-h"><h2 id="hand-h" class="sr-only">'
        f"{esc(t('hand.title', n=held))}</h2>{seat}{bar}{hand}</section>"
    )
