"""The Rommé table: pure functions from a RommeView, the legal actions and the UI state to HTML.

Layout, top to bottom (one column on phones, the same order for reading and tabbing):
banner with the prompt, the other players, stock and discard pile, the melds on the table,
the first meld being assembled, what the selection makes, the hand, the move log.
Every control either carries the index of one legal action (``data-action="act"``) or is a
UI step (select a card, choose a meld) that the package narrows to a legal action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romme.actions import (
    DISCARD_PILE,
    STOCK,
    ConfirmFirstMeld,
    Discard,
    Draw,
    Exchange,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeBack,
)
from ludi.games.romme.cards import JOKER, JOKER_FLAG, hand_value, rank_of, stands_for, suit_of
from ludi.games.romme.melds import melds_points
from ludi.games.romme.views import DRAW, KNOCK, PLAY, LogEntry, RommeView, RoundResult
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.romme import choices
from ludi.ui.romme.hand import BY_SUIT
from ludi.ui.widgets import act_button, render_log_panel, render_round_over
from ludi.ui.widgets import render_banner as widget_banner
from ludi.ui.widgets import render_intro as render_rules_intro

SUIT_LETTERS = "CSHD"
SUIT_SYMBOLS = "♣♠♥♦"
LOG_LINES = 12


@dataclass
class RommeUI:
    """UI-only state of the Rommé table (never game state)."""

    order: list[int] = field(default_factory=list)  # the viewer's hand as arranged
    order_seat: int | None = None  # whose hand ``order`` arranges
    sort: str = BY_SUIT
    selected: list[int] = field(default_factory=list)  # positions in ``order``
    fresh: list[int] = field(default_factory=list)  # positions of cards new this turn
    moving: int | None = None  # a card picked up to be placed elsewhere (tap-to-place)
    choice: str | None = None  # "meld" / "layoff:<i>" / "exchange:<i>": several ways to do it
    summary: int | None = None  # index of a finished round whose summary waits for a tap
    intro: bool = False  # the rules in force, before the first deal
    hint: str | None = None  # the last hint, as text
    log_mark: int = 0  # log entries before this were seen at the viewer's last turn


# --- cards ------------------------------------------------------------------------------------
def rank_label(face: int, t: Translate) -> str:
    return t(f"rank.{rank_of(face)}")


def card_text(face: int, t: Translate) -> str:
    """Short visible label: "7♥", "Joker"."""
    if face == JOKER:
        return t("card.joker")
    return f"{rank_label(face, t)}{SUIT_SYMBOLS[suit_of(face)]}"


def card_name(face: int, t: Translate) -> str:
    """Spoken name: "7 of hearts", "Joker"."""
    if face == JOKER:
        return t("card.joker")
    return t("card.name", rank=t(f"rank.{rank_of(face)}.name"), suit=t(f"suit.{SUIT_LETTERS[suit_of(face)]}"))


def entry_text(entry: int, t: Translate) -> str:
    if entry >= JOKER_FLAG:
        return f"★{card_text(stands_for(entry), t)}"
    return card_text(entry, t)


def entry_name(entry: int, t: Translate) -> str:
    if entry >= JOKER_FLAG:
        return t("card.joker_as", card=card_name(stands_for(entry), t))
    return card_name(entry, t)


def code_face(card_code: str) -> int:
    from ludi.games.romme.cards import parse, parse_entry

    return parse_entry(card_code) if card_code.startswith("*") else parse(card_code)


def _colour(face: int) -> str:
    if face == JOKER:
        return "joker"
    return "red" if SUIT_LETTERS[suit_of(face)] in "HD" else "black"


def mini_card(entry: int, t: Translate, extra: str = "") -> str:
    face = stands_for(entry)
    joker = entry >= JOKER_FLAG or entry == JOKER
    cls = f"pc pc--{_colour(face if entry != JOKER else JOKER)}" + (" pc--joker" if joker else "") + extra
    return (
        f'<span class="{cls}" role="img" aria-label="{esc(entry_name(entry, t))}">'
        f"{esc(entry_text(entry, t))}</span>"
    )


def cards_text(codes: Sequence[str], t: Translate) -> str:
    return " ".join(entry_text(code_face(c), t) for c in codes)


# --- log and announcements --------------------------------------------------------------------
def log_text(entry: LogEntry, names: Sequence[str], t: Translate) -> str | None:
    """One public line; ``entry.card`` is set only for cards everyone saw move."""
    name = names[entry.seat]
    a = entry.action
    if isinstance(a, Draw):
        if a.source == DISCARD_PILE and entry.card is not None:
            return t("log.take", name=name, card=card_text(entry.card, t))
        return t("log.draw", name=name)
    if isinstance(a, Meld):
        return t("log.meld", name=name, cards=cards_text(a.cards, t), points=choices.meld_value(a.cards))
    if isinstance(a, ConfirmFirstMeld):
        return t("log.out", name=name)
    if isinstance(a, TakeBack):
        return t("log.take_back", name=name)
    if isinstance(a, LayOff):
        return t("log.layoff", name=name, card=entry_text(code_face(a.card), t))
    if isinstance(a, Exchange):
        return t("log.exchange", name=name, card=card_text(code_face(a.card), t))
    if isinstance(a, Discard):
        return t("log.discard", name=name, card=card_text(code_face(a.card), t))
    if isinstance(a, Knock):
        card = card_text(entry.card, t) if entry.card is not None else ""
        return t("log.knock", name=name, card=card)
    if isinstance(a, Pass):
        return None
    return None


def announce(before: RommeView, after: RommeView, names: Sequence[str], t: Translate) -> str:
    """What happened since ``before``: public facts only (views of a spectator)."""
    parts = []
    if after.round != before.round or len(after.results) > len(before.results):
        result = after.results[-1]
        if result.winner is not None:
            parts.append(t("announce.round_won", name=names[result.winner]))
        else:
            parts.append(t("announce.round_dry"))
        if after.is_over:
            return " ".join(parts)
    else:
        for entry in after.log[len(before.log) :]:
            text = log_text(entry, names, t)
            if text:
                parts.append(text + ".")
    if after.phase == KNOCK and after.current is not None:
        parts.append(t("announce.knock_window", name=names[after.current]))
    elif after.current is not None and (after.current != before.current or after.round != before.round):
        parts.append(t("table.turn", name=names[after.current]))
    return " ".join(parts)


# --- pieces of the table -----------------------------------------------------------------------
def _index(legal: Sequence[Action], action: Action | None) -> int | None:
    if action is None:
        return None
    try:
        return list(legal).index(action)
    except ValueError:
        return None


def prompt(
    view: RommeView, viewer: int | None, legal: Sequence[Action], names: Sequence[str], t: Translate
) -> str:
    current = view.current
    if current is None:
        return ""
    if current != viewer:
        if view.phase == KNOCK:
            return t("prompt.other_knock", name=names[current])
        return t("prompt.other", name=names[current])
    if view.phase == DRAW:
        return t("prompt.draw")
    if view.phase == KNOCK:
        top = view.discard[-1] if view.discard else None
        return t("prompt.knock", card=card_text(top, t) if top is not None else "")
    if view.owed_jokers and not any(isinstance(a, Discard) for a in legal):
        return t("prompt.owed_joker")
    if view.pending:
        return t("prompt.pending", need=view.rules.threshold)
    if not view.opened[current] and view.rules.threshold:
        return t("prompt.first_meld", need=view.rules.threshold)
    return t("prompt.play")


def render_banner(
    view: RommeView, viewer: int | None, legal: Sequence[Action], names: Sequence[str], t: Translate
) -> str:
    current = view.current
    title = t("table.turn", name=names[current]) if current is not None else ""
    if view.phase == KNOCK and current is not None:
        title = t("banner.knock", name=names[current])
    badges = [t("banner.round", n=view.round + 1), t(f"preset.{view.rules.preset}.name")]
    return widget_banner(current, view.phase, title, badges, prompt(view, viewer, legal, names, t))


def render_players(
    view: RommeView, viewer: int | None, names: Sequence[str], kinds: Sequence[str], t: Translate
) -> str:
    items = []
    palast = view.rules.preset == "palast"
    for s in range(view.players):
        current = " is-active" if s == view.current else ""
        me = " is-me" if s == viewer else ""
        status = t("players.out") if view.opened[s] else t("players.not_out")
        score = t("players.minus", n=view.minus[s]) if palast else t("players.points", n=view.totals[s])
        kind = t("players.bot") if kinds[s] == "bot" else ""
        items.append(
            f'<li class="player seat-{s}{current}{me}" data-seat="{s}"'
            f"{attrs(aria_current='true' if s == view.current else None)}>"
            f'<span class="player__name"><bdi>{esc(names[s])}</bdi>{esc(kind)}</span>'
            f'<span class="player__cards" data-cards="{view.hand_sizes[s]}">'
            f"{esc(t('players.cards', n=view.hand_sizes[s]))}</span>"
            f'<span class="player__status{" is-out" if view.opened[s] else ""}">{esc(status)}</span>'
            f'<span class="player__score">{esc(score)}</span></li>'
        )
    return (
        f'<section class="players" aria-label="{esc(t("players.title"))}">'
        f'<ul class="players__list">{"".join(items)}</ul></section>'
    )


def render_piles(
    view: RommeView, legal: Sequence[Action], interactive: bool, version: int, t: Translate
) -> str:
    stock_i = _index(legal, Draw(STOCK)) if interactive else None
    pile_i = _index(legal, Draw(DISCARD_PILE)) if interactive else None
    stock_label = t("pile.stock", n=view.stock_size)
    if stock_i is not None:
        stock = act_button(
            t("pile.draw_stock", n=view.stock_size),
            stock_i,
            "draw-stock",
            version,
            cls="pile pile--stock is-live",
        )
    else:
        label = esc(stock_label)
        stock = f'<div class="pile pile--stock" role="img" aria-label="{label}">{label}</div>'
    if view.discard:
        top = view.discard[-1]
        face = mini_card(top, t, " pc--big")
        if pile_i is not None:
            # Named "Take 7 of hearts" by hidden text, not a label over the "7♥ Take" shown.
            pile = button(
                f'<span class="sr-only">{esc(t("pile.take_card", card=card_name(top, t)))}</span>'
                f"<span aria-hidden='true'>{face}"
                f"<span class='pile__label'>{esc(t('pile.take'))}</span></span>",
                "act",
                arg=pile_i,
                cls="pile pile--discard is-live",
                raw_label=True,
                key="act:draw-discard",
                data_kind="draw-discard",
                data_v=version,
            )
        else:
            pile = (
                f'<div class="pile pile--discard" data-top="{esc(card_text(top, t))}">{face}'
                f"<span class='pile__label'>{esc(t('pile.discard'))}</span></div>"
            )
    else:
        pile = f'<div class="pile pile--discard is-empty">{esc(t("pile.empty"))}</div>'
    return f'<section class="piles" aria-label="{esc(t("pile.title"))}">{stock}{pile}</section>'


def render_melds(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
    names: Sequence[str],
    interactive: bool,
    t: Translate,
) -> str:
    selected = [ui.order[p] for p in ui.selected if p < len(ui.order)]
    single = selected[0] if len(selected) == 1 else None
    items = []
    for i, meld in enumerate(view.table):
        owner = names[view.owners[i]]
        cards = "".join(mini_card(e, t) for e in meld)
        can_layoff = interactive and single is not None and bool(choices.layoffs_for(legal, single, i))
        exchange = interactive and single is not None and bool(choices.exchanges_for(legal, single, i))
        label = t("melds.meld", owner=owner, cards=" ".join(entry_name(e, t) for e in meld))
        body = (
            f'<span class="meld__cards">{cards}</span>'
            f'<span class="meld__owner"><bdi>{esc(owner)}</bdi></span>'
        )
        if can_layoff or exchange:
            verb = t("melds.layoff_here") if can_layoff else t("melds.exchange_here")
            items.append(
                "<li>"
                + button(
                    body + f'<span class="meld__verb">{esc(verb)}</span>',
                    "meld",
                    arg=i,
                    cls="meld is-target",
                    raw_label=True,
                    aria_label=f"{verb}: {label}",
                    key=f"meld:{i}",
                    data_drop=f"m{i}",
                )
                + "</li>"
            )
        else:
            drop = f' data-drop="m{i}"' if interactive else ""  # a hand card may be dragged onto it
            items.append(f'<li class="meld" aria-label="{esc(label)}"{drop}>{body}</li>')
    if not items:
        items.append(f'<li class="meld meld--none">{esc(t("melds.none"))}</li>')
    return (
        '<section class="panel melds-panel" aria-labelledby="melds-h"><h2 '
        f'id="melds-h">{esc(t("melds.title"))}'
        f" <small>{esc(t('melds.count', n=len(view.table)))}</small></h2>"
        f'<ul class="melds">{"".join(items)}</ul></section>'
    )


def render_staging(
    view: RommeView, legal: Sequence[Action], ui: RommeUI, version: int, interactive: bool, t: Translate
) -> str:
    # RM-30: the first meld being assembled.
    """The first meld being assembled: running total and confirm / take back."""
    if not view.pending:
        return ""
    total = melds_points(view.pending)
    need = view.rules.threshold
    melds = "".join(f'<li class="meld">{"".join(mini_card(e, t) for e in m)}</li>' for m in view.pending)
    buttons = ""
    if interactive:
        confirm = _index(legal, ConfirmFirstMeld())
        back = _index(legal, TakeBack())
        if confirm is not None:
            buttons += act_button(t("staging.confirm"), confirm, "confirm", version, cls="btn btn--primary")
        if back is not None:
            buttons += act_button(t("staging.take_back"), back, "take-back", version, cls="btn btn--ghost")
    enough = " is-enough" if total >= need else ""
    return (
        '<section class="panel staging" aria-labelledby="staging-h"><h2 '
        f'id="staging-h">{esc(t("staging.title"))}'
        f' <span class="staging__total{enough}" '
        f'data-total="{total}">{esc(t("staging.total", total=total, need=need))}'
        f'</span></h2><ul class="melds">{melds}</ul><div class="controls">{buttons}</div></section>'
    )


def selection_panel(
    view: RommeView, legal: Sequence[Action], ui: RommeUI, version: int, t: Translate, ask: Any = None
) -> str:
    """What the selected cards make, at once: a meld and its value, a lay-off, a discard.

    ``ask`` (the engine's questions) answers for a selection whose melds the legal list
    leaves out (``melds_for``)."""
    faces = [ui.order[p] for p in ui.selected if p < len(ui.order)]
    out = []
    if not faces:
        if view.phase == PLAY:
            out.append(f'<p class="selection__hint">{esc(t("select.hint"))}</p>')
        return f'<div class="selection" aria-live="off">{"".join(out)}</div>'
    names = ", ".join(card_text(f, t) for f in faces)
    melds = choices.melds_for(legal, faces, ask, view.seat)
    line = t("select.cards", cards=names)
    actions = []
    if ui.choice == "meld" and len(melds) > 1:
        for k, a in enumerate(melds):
            label = cards_text(a.cards, t)
            i = _index(legal, a)
            actions.append(
                act_button(label, i, "meld", version, cls="btn btn--choice")
                if i is not None
                else button(label, "meld-spelling", arg=k, cls="btn btn--choice", data_kind="meld")
            )
        actions.append(button(t("select.cancel"), "cancel-choice", cls="btn btn--ghost"))
        return (
            f'<div class="selection"><p class="selection__line">{esc(t("select.which_joker"))}</p>'
            f'<div class="controls controls--wrap">{"".join(actions)}</div></div>'
        )
    if ui.choice and ui.choice.startswith(("layoff:", "exchange:")):
        meld_index = int(ui.choice.split(":")[1])
        options: list[Action] = [
            *choices.layoffs_for(legal, faces[0], meld_index),
            *choices.exchanges_for(legal, faces[0], meld_index),
        ]
        for a in options:
            if isinstance(a, LayOff):
                label = t("select.layoff_as", card=entry_text(code_face(a.card), t))
            else:
                joker = view.table[a.meld][a.position]
                label = t("select.exchange_for", card=entry_text(joker, t))
            kind = "layoff" if isinstance(a, LayOff) else "exchange"
            actions.append(act_button(label, legal.index(a), kind, version, cls="btn btn--choice"))
        actions.append(button(t("select.cancel"), "cancel-choice", cls="btn btn--ghost"))
        return (
            f'<div class="selection"><p class="selection__line">{esc(t("select.which_way"))}</p>'
            f'<div class="controls controls--wrap">{"".join(actions)}</div></div>'
        )
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
            label = (
                t("select.go_out", card=card_text(faces[0], t))
                if last
                else t("select.discard", card=card_text(faces[0], t))
            )
            actions.append(act_button(label, legal.index(discard), "discard", version, cls="btn btn--danger"))
        elif view.phase == PLAY and view.taken_from_discard == faces[0]:
            line += " " + t("select.no_discard_taken")
    actions.append(button(t("select.clear"), "clear", cls="btn btn--ghost"))
    return (
        f'<div class="selection"><p class="selection__line" data-selection="{len(faces)}">{esc(line)}</p>'
        f'<div class="controls controls--wrap">{"".join(actions)}</div></div>'
    )


def render_hand(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
    interactive: bool,
    version: int,
    t: Translate,
    undo: bool = False,
) -> str:
    if view.hand is None:
        return ""
    value = hand_value(view.hand, view.rules.casino)
    cards = []
    for p, f in enumerate(ui.order):
        selected = p in ui.selected
        cls = f"hc pc pc--{_colour(f)}" + (" pc--joker" if f == JOKER else "")
        cls += " is-selected" if selected else ""
        cls += " is-new" if p in ui.fresh else ""
        cls += " is-moving" if ui.moving == p else ""
        target = ui.moving is not None and ui.moving != p
        label = (
            card_name(f, t)
            + (f", {t('hand.selected')}" if selected else "")
            + (f", {t('hand.new')}" if p in ui.fresh else "")
        )
        cards.append(
            "<li>"
            + button(
                f'<span class="hc__rank">{esc(card_text(f, t) if f != JOKER else "★")}</span>',
                "place" if target else "card",
                arg=p,
                cls=cls + (" is-target" if target else ""),
                raw_label=True,
                key=f"card:{p}",
                aria_pressed=selected,
                aria_label=t("hand.place_before", card=card_name(f, t)) if target else label,
                data_drag=p,
                data_drop=p,
            )
            + "</li>"
        )
    end_target = ""
    if ui.moving is not None:
        end_target = (
            "<li>"
            + button(
                t("hand.place_end"), "place", arg=len(ui.order), cls="btn btn--ghost hc-end", key="card:end"
            )
            + "</li>"
        )
    sort_to = "rank" if ui.sort == "suit" else "suit"
    tools = [
        button(t(f"hand.sort_{sort_to}"), "sort", arg=sort_to, cls="btn btn--ghost btn--small", key="sort")
    ]
    if len(ui.selected) == 1 and ui.moving is None:
        tools.append(
            button(t("hand.move"), "pick", arg=ui.selected[0], cls="btn btn--ghost btn--small", key="pick")
        )
    if ui.moving is not None:
        tools.append(
            button(t("select.cancel"), "cancel-move", cls="btn btn--ghost btn--small", key="cancel-move")
        )
    if interactive and view.phase == PLAY:
        tools.append(button(t("hand.hint"), "hint", cls="btn btn--ghost btn--small", key="hint"))
        if undo:  # the player's own melds and lay-offs since the draw (the engine decides)
            tools.append(
                button(
                    t("hand.reset"), "undo", cls="btn btn--ghost btn--small", key="reset-turn", data_v=version
                )
            )
    hint = f'<p class="hint" role="status">{esc(ui.hint)}</p>' if ui.hint else ""
    return (
        f'<section class="panel hand-panel" aria-labelledby="hand-h">'
        f'<h2 id="hand-h">{esc(t("hand.title", n=len(ui.order)))} '
        f'<small class="hand__value" data-value="{value}">{esc(t("hand.value", n=value))}</small></h2>'
        f'<ol class="hand" aria-describedby="hand-help">{"".join(cards)}{end_target}</ol>'
        f'<p class="sr-only" id="hand-help">{esc(t("hand.keys"))}</p>'
        f'<div class="hand__tools">{"".join(tools)}</div>{hint}</section>'
    )


def render_knock(view: RommeView, legal: Sequence[Action], version: int, t: Translate) -> str:
    knock = _index(legal, Knock())
    passing = _index(legal, Pass())
    top = view.discard[-1] if view.discard else None
    buttons = ""
    if knock is not None:
        buttons += act_button(
            t("knock.yes", card=card_text(top, t) if top is not None else ""),
            knock,
            "knock",
            version,
            cls="btn btn--primary btn--big",
        )
    if passing is not None:
        buttons += act_button(t("knock.no"), passing, "pass", version, cls="btn btn--big")
    return (
        '<section class="panel knock" role="group" aria-labelledby="knock-h"><h2 '
        f'id="knock-h">{esc(t("knock.title"))}</h2>'
        f"<p>{esc(t('knock.text', card=card_text(top, t) if top is not None else ''))}</p>"
        f'<div class="controls">{buttons}</div></section>'
    )


def render_log(view: RommeView, names: Sequence[str], mark: int, t: Translate) -> str:
    lines = []
    for i in range(len(view.log) - 1, -1, -1):
        text = log_text(view.log[i], names, t)
        if not text:
            continue
        fresh = " is-new" if i >= mark else ""
        lines.append(f'<li class="log__item seat-{view.log[i].seat}{fresh}">{esc(text)}</li>')
        if len(lines) >= LOG_LINES:
            break
    return render_log_panel(lines, t)


# --- round summary and score sheet --------------------------------------------------------------
def render_round(result: RoundResult, view: RommeView, names: Sequence[str], t: Translate) -> str:
    rows = []
    casino = view.rules.casino
    for s in range(view.players):
        hand = result.hands[s]
        cards = (
            "".join(mini_card(f, t) for f in hand) or f'<span class="muted">{esc(t("round.no_cards"))}</span>'
        )
        value = hand_value(hand, casino)
        delta = result.deltas[s]
        won = " is-winner" if s == result.winner else ""
        rows.append(
            f'<tr class="seat-{s}{won}"><th scope="row"><bdi>{esc(names[s])}</bdi></th>'
            f'<td class="round__hand">{cards}</td><td data-value="{value}">{value}</td>'
            f'<td class="round__delta" data-delta="{delta}">{delta:+d}</td></tr>'
        )
    notes = []
    if result.winner is not None:
        notes.append(t("round.winner", name=names[result.winner]))
    else:
        notes.append(t("round.dry"))
    if result.handromme:
        notes.append(t("round.handromme"))
    if casino:
        notes.append(t("round.casino"))
    return (
        f'<div class="round"><p class="round__notes">{esc(" ".join(notes))}</p>'
        f'<table class="ranking round__table"><thead><tr><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("round.hand"))}</th><th scope="col">{esc(t("round.value"))}</th>'
        f'<th scope="col">{esc(t("round.points"))}</th></tr></thead><tbody>{"".join(rows)}</tbody>'
        "</table></div>"
    )


def render_sheet(view: RommeView, names: Sequence[str], t: Translate) -> str:
    """Points of every round, the latest on top, and the running totals."""
    palast = view.rules.preset == "palast"
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = []
    for result in reversed(view.results):
        cells = "".join(f'<td data-delta="{d}">{d:+d}</td>' for d in result.deltas)
        rows.append(f'<tr><th scope="row">{esc(t("sheet.round", n=result.round + 1))}</th>{cells}</tr>')
    totals = view.minus if palast else view.totals
    label = t("sheet.minus") if palast else t("sheet.total")
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{v}</td>' for v in totals)
    limit = (
        t("sheet.limit_minus", n=view.rules.minus_limit)
        if palast
        else t("sheet.limit_rounds", n=view.rules.rounds)
    )
    return (
        f'<div class="sheet-wrap"><table class="sheet romme-sheet"><caption>{esc(t("sheet.title"))} '
        f"· {esc(limit)}"
        f'</caption><thead><tr><th scope="col"><span class="sr-only">#</span></th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody><tfoot><tr class="sheet__totals"><th scope="row">{esc(label)}</th>'
        f"{foot}</tr></tfoot></table></div>"
    )


def render_summary(view: RommeView, index: int, names: Sequence[str], t: Translate) -> str:
    result = view.results[index]
    body = render_round(result, view, names, t) + render_sheet(view, names, t)
    return render_round_over(t("round.title", n=result.round + 1), body, t)


def rules_lines(rules: object, t: Translate) -> list[str]:
    """The rules in force as sentences: preset, first meld, length, every special rule on."""
    from ludi.ui.romme.setup import SPECIAL_RULES

    lines = [t(f"preset.{rules.preset}.name") + " — " + t(f"preset.{rules.preset}.help")]  # type: ignore[attr-defined]
    threshold = rules.threshold  # type: ignore[attr-defined]
    lines.append(t("rules.first_meld", n=threshold) if threshold else t("rules.no_first_meld"))
    if rules.preset == "palast":  # type: ignore[attr-defined]
        lines.append(t("rules.length_minus", n=rules.minus_limit))  # type: ignore[attr-defined]
    else:
        lines.append(t("rules.length_rounds", n=rules.rounds))  # type: ignore[attr-defined]
    on = [name for name, attr in SPECIAL_RULES if getattr(rules, attr)]
    for name in on:
        lines.append(t(f"opt.{name}.name") + " — " + t(f"opt.{name}.help"))
    if not on:
        lines.append(t("rules.no_special"))
    return lines


def render_intro(view: RommeView, names: Sequence[str], t: Translate) -> str:
    return render_rules_intro(names, rules_lines(view.rules, t), t)
