"""The viewer's tray at the Rommé table: the action bar (what the selected cards make, the
hint, the knock window) above the hand with its tools."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romme.actions import (
    DISCARD_PILE,
    STOCK,
    Draw,
    Exchange,
    Knock,
    LayOff,
    Pass,
)
from ludi.games.romme.cards import hand_value
from ludi.games.romme.melds import melds_points
from ludi.games.romme.views import DRAW, PLAY, RommeView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.parts import PART_END
from ludi.ui.romme import choices
from ludi.ui.romme.cards import (
    card_name,
    card_text,
    cards_text,
    code_face,
    entry_text,
    face_classes,
    face_html,
)
from ludi.ui.romme.coaching import hint_text
from ludi.ui.romme.hand import flip_keys
from ludi.ui.romme.ui_state import RommeUIState
from ludi.ui.widgets import act_button


def _bar(line: str, actions: Sequence[str], cls: str = "", **extra: object) -> str:
    """The action bar above the hand: one line (or two) of words and a row of buttons, in a
    box of fixed height whatever it holds, so the hand never moves when it changes."""
    return (
        f'<div class="selection{cls}"{attrs(**extra)}>{line}'
        f'<div class="controls controls--bar">{"".join(actions)}</div></div>'
    )


def draw_buttons(view: RommeView, legal: Sequence[Action], version: int, t: Translate) -> list[str]:
    """The draw's two legal actions in the action bar, where the thumb is (the piles, which
    offer them too, sit at the top of the table); the bar's height is kept in every phase, so
    in the draw it was an empty band."""
    found = []
    stock_i = choices.action_index(legal, Draw(STOCK))
    if stock_i is not None:
        found.append(act_button(t("select.draw_stock"), stock_i, "bar-draw-stock", version))
    pile_i = choices.action_index(legal, Draw(DISCARD_PILE))
    if pile_i is not None and view.discard:
        label = t("select.take", card=card_text(view.discard[-1], t))
        found.append(act_button(label, pile_i, "bar-draw-discard", version))
    return found


def selection_panel(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUIState,
    version: int,
    t: Translate,
    ask: Any = None,
    idle: str = "",
    watch: str = "",
) -> str:
    """What the selected cards make, at once: a meld and its value, a lay-off, a discard.

    ``ask`` (the engine's questions) answers for a selection whose melds the legal list
    leaves out (``melds_for``); ``watch``, while the others play and nothing is selected, the
    latest move (``watch.render_watch``)."""
    faces = [ui.order[p] for p in ui.selected if p < len(ui.order)]
    if not faces and watch:
        return _bar(watch, [], " selection--watch", aria_live="off")
    if not faces:
        if ui.hint is not None:
            words = hint_text(ui.hint.hint, t, ui.hint.melds)
            index = choices.action_index(legal, ui.hint.action)
            follow = (
                [act_button(t("hint.play"), index, "hinted", version, cls="btn btn--primary is-hinted")]
                if index is not None
                else []
            )
            return _bar(f'<p class="selection__hint hint" role="status">{esc(words)}</p>', follow)
        if view.phase == DRAW and legal:
            return _bar(
                f'<p class="selection__hint">{esc(t("prompt.draw"))}</p>',
                draw_buttons(view, legal, version, t),
            )
        text = t("select.hint") if view.phase == PLAY else ""
        return _bar(f'<p class="selection__hint">{esc(text)}</p>', [], aria_live="off")
    names = ", ".join(card_text(f, t) for f in faces)
    melds = choices.melds_for(legal, faces, ask, view.seat)
    line = t("select.cards", cards=names)
    actions = []
    if ui.choice == "meld" and len(melds) > 1:
        for k, a in enumerate(melds):
            label = cards_text(a.cards, t)
            i = choices.action_index(legal, a)
            actions.append(
                act_button(label, i, "meld", version, cls="btn btn--choice")
                if i is not None
                else button(label, "meld-spelling", arg=k, cls="btn btn--choice", data_kind="meld")
            )
        actions.append(button(t("select.cancel"), "cancel-choice", cls="btn btn--ghost"))
        return _bar(f'<p class="selection__line">{esc(t("select.which_joker"))}</p>', actions, " is-choice")
    if ui.choice and ui.choice.startswith(("layoff:", "exchange:")):
        meld_index = int(ui.choice.split(":")[1])
        options: list[LayOff | Exchange] = [
            *choices.layoffs_for(legal, faces[0], meld_index),
            *choices.exchanges_for(legal, faces[0], meld_index),
        ]
        for option in options:
            if isinstance(option, LayOff):
                label = t("select.layoff_as", card=entry_text(code_face(option.card), t))
            else:
                joker = view.table[option.meld][option.position]
                label = t("select.exchange_for", card=entry_text(joker, t))
            kind = "layoff" if isinstance(option, LayOff) else "exchange"
            actions.append(act_button(label, legal.index(option), kind, version, cls="btn btn--choice"))
        actions.append(button(t("select.cancel"), "cancel-choice", cls="btn btn--ghost"))
        return _bar(f'<p class="selection__line">{esc(t("select.which_way"))}</p>', actions, " is-choice")
    if melds:
        value = choices.meld_value(melds[0].cards)
        pending = melds_points(view.pending)
        need = view.rules.threshold
        me = view.seat
        if me is not None and not view.opened[me] and need:
            line = t("select.meld_first", value=value, total=pending + value, need=need)
        else:
            line = t("select.meld", value=value)
        actions.append(button(t("select.lay_down"), "lay-down", cls="btn btn--primary", key="lay-down"))
    elif len(faces) >= 3:
        line = t("select.no_meld", cards=names)
    if len(faces) == 1:
        layable = [m for m in range(len(view.table)) if choices.layoffs_for(legal, faces[0], m)]
        swaps = [m for m in range(len(view.table)) if choices.exchanges_for(legal, faces[0], m)]
        if layable or swaps:
            line += " " + t("select.layoff_hint")
        discard = choices.discard_for(legal, faces[0])
        if discard is not None:
            last = view.hand is not None and len(view.hand) == 1
            # Going out, Clear and Move card did not fit a phone's row in German and French.
            label = (
                two_lengths(t, "select.go_out", card=card_text(faces[0], t))
                if last
                else esc(t("select.discard", card=card_text(faces[0], t)))
            )
            index, danger = legal.index(discard), "btn btn--danger"
            actions.append(act_button(label, index, "discard", version, cls=danger, raw_label=True))
        elif view.phase == PLAY and view.taken_from_discard == faces[0]:
            line += " " + t("select.no_discard_taken")
        if ui.moving is None:  # tap-to-place: the alternative to dragging
            actions.append(
                button(
                    two_lengths(t, "hand.move"),
                    "pick",
                    arg=ui.selected[0],
                    cls="btn btn--ghost",
                    key="pick",
                    raw_label=True,
                )
            )
    # Clear comes first, at the bar's fixed left edge: it is there for every selection, so
    # the buttons that come and go after it never push it under the player's finger.
    actions.insert(0, button(t("select.clear"), "clear", cls="btn btn--ghost"))
    return _bar(f'<p class="selection__line" data-selection="{len(faces)}">{esc(line)}</p>', actions)


def two_lengths(t: Translate, key: str, **values: object) -> str:
    """A tray button's words, whole on a tablet and short on a phone (``<key>.short``), where
    the name and three buttons share one row of 350 px; the CSS shows one of the two, so the
    button's accessible name is always the words on it."""
    return (
        f'<span class="label--long">{esc(t(key, **values))}</span>'
        f'<span class="label--short">{esc(t(key + ".short", **values))}</span>'
    )


# Built once per card, place, state and language: a render rebuilds the whole hand at each
# move (a bot's too), nearly always as it was.
@lru_cache(maxsize=1024)
def hand_card(
    p: int,
    f: int,
    selected: bool,
    fresh: bool,
    moving: int | None,
    flip: str,
    flip_from: str | None,
    t: Translate,
) -> str:
    """One card of the hand at place ``p``: a button to select it, or, while another card is
    being moved (``moving``), to put that card before it."""
    cls = "hc " + face_classes(f)
    cls += " is-selected" if selected else ""
    cls += " is-new" if fresh else ""
    cls += " is-moving" if moving == p else ""
    target = moving is not None and moving != p
    label = card_name(f, t) + (f", {t('hand.selected')}" if selected else "")
    label += f", {t('hand.new')}" if fresh else ""
    # Named by hidden text ("queen of clubs, selected"), the shown "Q♣" hidden from readers:
    # a label over other words fails label-in-name (French "D♣" for "dame de trèfle").
    name = t("hand.place_before", card=card_name(f, t)) if target else label
    return (
        "<li>"
        + button(
            f'<span class="hc__rank" aria-hidden="true">{face_html(f, t)}</span>'
            f'<span class="sr-only">{esc(name)}</span>',
            "place" if target else "card",
            arg=p,
            cls=cls + (" is-target" if target else ""),
            raw_label=True,
            key=f"card:{p}",
            aria_pressed=selected,
            data_drag=p,
            data_drop=p,
            data_flip=flip,
            data_flip_from=flip_from,
        )
        + "</li>"
    )


def render_hand(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUIState,
    interactive: bool,
    version: int,
    t: Translate,
    undo: bool = False,
    action_area: str = "",
    me: str = "",
    hints: bool = False,
) -> str:
    """The tray: the viewer's seat and tools, the action bar, then the hand, as wide as the
    screen (one row of 14 on a tablet, rows of 7 on a phone). ``hints``: the table offers
    the Hint button (the setup form's setting)."""
    if view.hand is None:
        return ""
    value = hand_value(view.hand, view.rules.casino)
    keys = flip_keys(ui.order)
    cards = [
        hand_card(
            p,
            f,
            p in ui.selected,
            p in ui.fresh,
            ui.moving,
            keys[p],
            ui.fresh_from if p in ui.fresh else None,
            t,
        )
        for p, f in enumerate(ui.order)
    ]
    sort_to = "rank" if ui.sort == "suit" else "suit"
    sort = button(
        two_lengths(t, f"hand.sort_{sort_to}"),
        "sort",
        arg=sort_to,
        cls="btn btn--ghost btn--small",
        key="sort",
        raw_label=True,
    )
    # The tools sit at the tray's edge, sort outermost: the ones that come and go (the hint on
    # this seat's turn, the reset after a meld) lie inside it, so it never moves aside.
    if ui.moving is not None:
        tools = [
            button(
                t("hand.place_end"),
                "place",
                arg=len(ui.order),
                cls="btn btn--ghost btn--small",
                key="card:end",
            ),
            button(t("select.cancel"), "cancel-move", cls="btn btn--ghost btn--small", key="cancel-move"),
        ]
    else:
        tools = []
        if interactive and view.phase in (DRAW, PLAY):
            if hints:  # in the draw too: which pile to take from is the first decision of a turn
                tools.append(button(t("hand.hint"), "hint", cls="btn btn--ghost btn--small", key="hint"))
            if undo and view.phase == PLAY:  # own melds and lay-offs since the draw (engine's say)
                tools.append(
                    button(
                        two_lengths(t, "hand.reset"),
                        "undo",
                        cls="btn btn--ghost btn--small",
                        key="reset-turn",
                        data_v=version,
                        raw_label=True,
                    )
                )
        tools.append(sort)
    columns = max(14, len(cards))  # a tablet's row holds 14 (phones: rows of 7, in the CSS)
    return (
        f'<section class="panel hand-panel" aria-labelledby="hand-h">'
        f'<div class="tray__head"><h2 id="hand-h" class="sr-only">'
        f"{esc(t('hand.title', n=len(ui.order)))}</h2>"
        f'{me}<small class="hand__value" data-value="{value}">{esc(t("hand.value", n=value))}</small>'
        f'<div class="hand__tools">{"".join(tools)}</div></div>{action_area}'
        f'<ol class="hand" data-part="hand" aria-labelledby="hand-h" aria-describedby="hand-help" '
        f'style="--cols:{columns}">{"".join(cards)}</ol>{PART_END}'
        f'<p class="sr-only" id="hand-help">{esc(t("hand.keys"))}</p></section>'
    )


def render_knock(view: RommeView, legal: Sequence[Action], version: int, t: Translate) -> str:
    """The knock window in the action bar: take the discard (and a stock card as the price)?"""
    knock = choices.action_index(legal, Knock())
    passing = choices.action_index(legal, Pass())
    top = view.discard[-1] if view.discard else None
    card = card_text(top, t) if top is not None else ""
    buttons = []
    if knock is not None:
        buttons.append(act_button(t("knock.yes", card=card), knock, "knock", version, cls="btn btn--primary"))
    if passing is not None:
        buttons.append(act_button(t("knock.no"), passing, "pass", version, cls="btn"))
    line = (
        f'<p class="selection__line"><strong id="knock-h">{esc(t("knock.title"))}</strong> '
        f"{esc(t('knock.text', card=card))}</p>"
    )
    return _bar(line, buttons, " knock", role="group", aria_labelledby="knock-h")
