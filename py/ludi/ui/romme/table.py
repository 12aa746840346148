"""The Rommé table: pure functions from a RommeView, the legal actions and the UI state to HTML.

Laid out like a card table (one column on phones, the same order for reading and tabbing):
the banner with the prompt; the felt, with the other players around its top edge, stock and
discard pile in the middle beside the first meld being assembled and the melds on the table;
the player's own tray at the bottom (who they are, an action bar of fixed height, the hand);
the move log and the score sheet aside. Space that a tap fills (the action bar, a meld's
"lay off here") is reserved, so nothing moves under a finger.

Every control either carries the index of one legal action (``data-action="act"``) or is a
UI step (select a card, choose a meld) that the package narrows to a legal action. Cards carry
``data-flip`` keys (unique on the page) and, when they just arrived, ``data-flip-from``: the
key of the place they came from, so ``assets/flip.js`` lets them glide there to here.
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
from ludi.ui.romme.hand import BY_SUIT, flip_keys
from ludi.ui.widgets import act_button, render_log_panel, render_round_over, sheet_details
from ludi.ui.widgets import render_banner as widget_banner
from ludi.ui.widgets import render_intro as render_rules_intro

SUIT_LETTERS = "CSHD"
SUIT_SYMBOLS = "♣♠♥♦"
LOG_LINES = 12


@dataclass(frozen=True)
class Hint:
    """The last hint as data (the solver's melds, the move suggested), worded at each render so
    that it follows the language."""

    melds: tuple[tuple[int, ...], ...]
    action: Action | None


@dataclass(frozen=True)
class RoundMoment:
    """A round's deciding move, held on the table a moment before its summary: the table as
    everyone saw it then (a spectator view with the last card on the pile), who moved, what."""

    view: RommeView
    seat: int
    action: Action
    result: RoundResult


@dataclass
class RommeUI:
    """UI-only state of the Rommé table (never game state)."""

    order: list[int] = field(default_factory=list)  # the shown hand as arranged
    order_seat: int | None = None  # whose hand ``order`` arranges
    orders: dict[int, list[int]] = field(default_factory=dict)  # other humans' own orders (pass and play)
    sort: str = BY_SUIT
    selected: list[int] = field(default_factory=list)  # positions in ``order``
    fresh: list[int] = field(default_factory=list)  # positions of cards new this turn
    moving: int | None = None  # a card picked up to be placed elsewhere (tap-to-place)
    choice: str | None = None  # "meld" / "layoff:<i>" / "exchange:<i>": several ways to do it
    summary: int | None = None  # index of a finished round whose summary waits for a tap
    intro: bool = False  # the rules in force, before the first deal
    hint: Hint | None = None  # the last hint asked for
    log_mark: int = 0  # log entries before this were seen at the viewer's last turn
    arrivals: dict[str, str] = field(default_factory=dict)  # flip key -> key it comes from
    fresh_from: str | None = None  # where the cards that just joined the hand come from
    left_from: list[int] = field(default_factory=list)  # the order before cards left this turn
    putting_back: bool = False  # moves were taken back: returning cards go where they stood
    moment: RoundMoment | None = None  # a round's end, shown before its summary


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


def mini_card(
    entry: int, t: Translate, extra: str = "", flip: str | None = None, flip_from: str | None = None
) -> str:
    face = stands_for(entry)
    joker = entry >= JOKER_FLAG or entry == JOKER
    cls = f"pc pc--{_colour(face if entry != JOKER else JOKER)}" + (" pc--joker" if joker else "") + extra
    return (
        f"<span{attrs(class_=cls, role='img', aria_label=entry_name(entry, t))}"
        f"{attrs(data_flip=flip, data_flip_from=flip_from)}>"
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


def _score(view: RommeView, seat: int, t: Translate) -> str:
    if view.rules.preset == "palast":
        return t("players.minus", n=view.minus[seat])
    return t("players.points", n=view.totals[seat])


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
        f'<li class="player seat-{seat}{active}{" is-me" if me else ""}" data-seat="{seat}"'
        f"{attrs(aria_current='true' if seat == view.current else None)}>"
        f'<span class="player__name"><bdi>{esc(name)}</bdi>{esc(bot)}</span>'
        f'<span class="player__cards" data-cards="{size}">'
        f'<span class="card-back" aria-hidden="true"{attrs(data_flip=back, data_flip_from=came_from)}></span>'
        f"{esc(t('players.cards', n=size))}</span>"
        f'<span class="player__status{" is-out" if view.opened[seat] else ""}">{esc(status)}</span>'
        f'<span class="player__score">{esc(_score(view, seat, t))}</span></li>'
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


def pile_key(view: RommeView) -> str:
    """The discard pile's top card's animation key: its place in the pile."""
    return f"pile:{len(view.discard) - 1}"


def render_piles(
    view: RommeView,
    legal: Sequence[Action],
    interactive: bool,
    version: int,
    t: Translate,
    arrivals: dict[str, str] | None = None,
    reveal: str | None = None,
) -> str:
    """Stock (a card back with its count) and discard pile (its top card), side by side in the
    middle of the table; each a button when drawing from it is a legal action."""
    arrivals = arrivals or {}
    stock_i = _index(legal, Draw(STOCK)) if interactive else None
    pile_i = _index(legal, Draw(DISCARD_PILE)) if interactive else None
    count = f'<span class="pile__count">{view.stock_size}</span>'
    if stock_i is not None:
        # Named "Draw from the stock (42)" by hidden text, not a label over the "42 Draw" shown.
        stock = button(
            f'<span class="sr-only">{esc(t("pile.draw_stock", n=view.stock_size))}</span>'
            f'<span aria-hidden="true"><span class="pile__card card-back" data-flip="stock">{count}</span>'
            f'<span class="pile__label">{esc(t("pile.draw"))}</span></span>',
            "act",
            arg=stock_i,
            cls="pile pile--stock is-live",
            raw_label=True,
            key="act:draw-stock",
            data_kind="draw-stock",
            data_v=version,
        )
    else:
        label = esc(t("pile.stock", n=view.stock_size))
        stock = (
            f'<div class="pile pile--stock" role="img" aria-label="{label}">'
            f'<span class="pile__card card-back" data-flip="stock">{count}</span>'
            f'<span class="pile__label">{esc(t("pile.stock_short"))}</span></div>'
        )
    if view.discard:
        top = view.discard[-1]
        key = pile_key(view)
        face = mini_card(top, t, " pc--big pile__top pile__card", flip=key, flip_from=arrivals.get(key))
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
        pile = (
            f'<div class="pile pile--discard is-empty"><span class="pile__card pile__none"></span>'
            f'<span class="pile__label">{esc(t("pile.empty"))}</span></div>'
        )
    return (
        f'<section class="piles"{attrs(aria_label=t("pile.title"), data_reveal=reveal)}>'
        f"{stock}{pile}</section>"
    )


def meld_cards(meld: Sequence[int], prefix: str, t: Translate, arrivals: dict[str, str]) -> str:
    """A meld's cards, each keyed ``<prefix>:<entry>`` (entries are unique within a meld)."""
    return "".join(
        mini_card(e, t, flip=f"{prefix}:{e}", flip_from=arrivals.get(f"{prefix}:{e}")) for e in meld
    )


def render_melds(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
    names: Sequence[str],
    interactive: bool,
    t: Translate,
    reveal: str | None = None,
) -> str:
    """The melds on the table. A meld the selected card can go to is a button ("lay off
    here" on a badge over its cards): the same box as any other meld, so nothing rewraps."""
    selected = [ui.order[p] for p in ui.selected if p < len(ui.order)]
    single = selected[0] if len(selected) == 1 else None
    items = []
    first_target = True
    for i, meld in enumerate(view.table):
        owner = names[view.owners[i]]
        cards = meld_cards(meld, f"m{i}", t, ui.arrivals)
        can_layoff = interactive and single is not None and bool(choices.layoffs_for(legal, single, i))
        exchange = interactive and single is not None and bool(choices.exchanges_for(legal, single, i))
        label = t("melds.meld", owner=owner, cards=" ".join(entry_name(e, t) for e in meld))
        owner_line = f'<span class="meld__owner"><bdi>{esc(owner)}</bdi></span>'
        body = f'<span class="meld__cards">{cards}</span><span class="meld__foot">{owner_line}</span>'
        if can_layoff or exchange:
            verb = t("melds.layoff_here") if can_layoff else t("melds.exchange_here")
            mark = reveal if first_target else None
            first_target = False
            items.append(
                '<li class="meld-slot">'
                + button(
                    f'<span class="meld__cards">{cards}</span><span class="meld__foot">{owner_line}'
                    f'<span class="meld__verb" aria-hidden="true">{esc(verb)}</span></span>',
                    "meld",
                    arg=i,
                    cls="meld is-target",
                    raw_label=True,
                    aria_label=f"{verb}: {label}",
                    key=f"meld:{i}",
                    data_drop=f"m{i}",
                    data_reveal=mark,
                )
                + "</li>"
            )
        else:
            drop = f' data-drop="m{i}"' if interactive else ""  # a hand card may be dragged onto it
            items.append(
                f'<li class="meld-slot"><div class="meld" aria-label="{esc(label)}"{drop}>{body}</div></li>'
            )
    if not items:
        items.append(f'<li class="meld-slot meld--none">{esc(t("melds.none"))}</li>')
    return (
        '<section class="melds-panel" aria-labelledby="melds-h"><h2 '
        f'id="melds-h" class="felt__title">{esc(t("melds.title"))}'
        f" <small>{esc(t('melds.count', n=len(view.table)))}</small></h2>"
        f'<ul class="melds">{"".join(items)}</ul></section>'
    )


def render_staging(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
    version: int,
    interactive: bool,
    t: Translate,
    viewer: int | None = None,
    names: Sequence[str] = (),
    reveal: str | None = None,
) -> str:
    # RM-30: the first meld being assembled.
    """The first meld being assembled (by whoever is to move): running total and, for its
    player, confirm / take back."""
    if not view.pending:
        return ""
    total = melds_points(view.pending)
    need = view.rules.threshold
    melds = "".join(
        f'<li class="meld-slot"><div class="meld"><span class="meld__cards">'
        f"{meld_cards(m, f'p{k}', t, ui.arrivals)}</span></div></li>"
        for k, m in enumerate(view.pending)
    )
    buttons = ""
    if interactive:
        confirm = _index(legal, ConfirmFirstMeld())
        back = _index(legal, TakeBack())
        if confirm is not None:
            buttons += act_button(t("staging.confirm"), confirm, "confirm", version, cls="btn btn--primary")
        if back is not None:
            buttons += act_button(t("staging.take_back"), back, "take-back", version, cls="btn btn--ghost")
    enough = " is-enough" if total >= need else ""
    mover = view.current
    if mover is None or mover == viewer or mover >= len(names):
        title = t("staging.title")
    else:
        title = t("staging.title_other", name=names[mover])
    controls = f'<div class="controls">{buttons}</div>' if buttons else ""
    return (
        f'<section class="staging" aria-labelledby="staging-h"{attrs(data_reveal=reveal)}><h2 '
        f'id="staging-h" class="felt__title">{esc(title)}'
        f' <span class="staging__total{enough}" '
        f'data-total="{total}">{esc(t("staging.total", total=total, need=need))}'
        f'</span></h2><ul class="melds">{melds}</ul>{controls}</section>'
    )


def hint_text(hint: Hint, view: RommeView, t: Translate) -> str:
    """The hint in the language of this render: the solver's melds, then the move suggested."""
    if hint.melds:
        melds = " · ".join(" ".join(entry_text(e, t) for e in m) for m in hint.melds)
        parts = [t("hint.melds", melds=melds)]
    else:
        parts = [t("hint.no_melds")]
    action = hint.action
    if isinstance(action, Discard):
        parts.append(t("hint.discard", card=card_text(code_face(action.card), t)))
    elif isinstance(action, Meld):
        parts.append(t("hint.meld", cards=cards_text(action.cards, t)))
    elif isinstance(action, LayOff):
        parts.append(t("hint.layoff", card=entry_text(code_face(action.card), t)))
    elif isinstance(action, Exchange):
        parts.append(t("hint.exchange", card=card_text(code_face(action.card), t)))
    elif isinstance(action, ConfirmFirstMeld):
        parts.append(t("hint.confirm"))
    elif isinstance(action, Draw):
        parts.append(t("hint.draw_" + action.source))
    return " ".join(parts)


def _bar(line: str, actions: Sequence[str], cls: str = "", **extra: object) -> str:
    """The action bar above the hand: one line (or two) of words and a row of buttons, in a
    box of fixed height whatever it holds, so the hand never moves when it changes."""
    return (
        f'<div class="selection{cls}"{attrs(**extra)}>{line}'
        f'<div class="controls controls--bar">{"".join(actions)}</div></div>'
    )


def selection_panel(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
    version: int,
    t: Translate,
    ask: Any = None,
    idle: str = "",
) -> str:
    """What the selected cards make, at once: a meld and its value, a lay-off, a discard.

    ``ask`` (the engine's questions) answers for a selection whose melds the legal list
    leaves out (``melds_for``)."""
    faces = [ui.order[p] for p in ui.selected if p < len(ui.order)]
    if not faces:
        if ui.hint is not None:
            return _bar(
                f'<p class="selection__hint hint" role="status">{esc(hint_text(ui.hint, view, t))}</p>', []
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
            i = _index(legal, a)
            actions.append(
                act_button(label, i, "meld", version, cls="btn btn--choice")
                if i is not None
                else button(label, "meld-spelling", arg=k, cls="btn btn--choice", data_kind="meld")
            )
        actions.append(button(t("select.cancel"), "cancel-choice", cls="btn btn--ghost"))
        return _bar(f'<p class="selection__line">{esc(t("select.which_joker"))}</p>', actions, " is-choice")
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
            label = (
                t("select.go_out", card=card_text(faces[0], t))
                if last
                else t("select.discard", card=card_text(faces[0], t))
            )
            actions.append(act_button(label, legal.index(discard), "discard", version, cls="btn btn--danger"))
        elif view.phase == PLAY and view.taken_from_discard == faces[0]:
            line += " " + t("select.no_discard_taken")
        if ui.moving is None:  # tap-to-place: the alternative to dragging
            actions.append(
                button(t("hand.move"), "pick", arg=ui.selected[0], cls="btn btn--ghost", key="pick")
            )
    # Clear comes first, at the bar's fixed left edge: it is there for every selection, so
    # the buttons that come and go after it never push it under the player's finger.
    actions.insert(0, button(t("select.clear"), "clear", cls="btn btn--ghost"))
    return _bar(f'<p class="selection__line" data-selection="{len(faces)}">{esc(line)}</p>', actions)


def render_me(view: RommeView, seat: int, names: Sequence[str], kinds: Sequence[str], t: Translate) -> str:
    """The viewer's own seat, at their tray: name, cards, out or not, score."""
    chip = render_player(view, seat, names[seat], kinds[seat], t, me=True)
    return f'<ul class="players__list players--me">{chip}</ul>'


def two_lengths(t: Translate, key: str) -> str:
    """A tray button's words, whole on a tablet and short on a phone (``<key>.short``), where
    the name and three buttons share one row of 350 px; the CSS shows one of the two, so the
    button's accessible name is always the words on it."""
    return (
        f'<span class="label--long">{esc(t(key))}</span>'
        f'<span class="label--short">{esc(t(key + ".short"))}</span>'
    )


def render_hand(
    view: RommeView,
    legal: Sequence[Action],
    ui: RommeUI,
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
    cards = []
    for p, f in enumerate(ui.order):
        selected = p in ui.selected
        fresh = p in ui.fresh
        cls = f"hc pc pc--{_colour(f)}" + (" pc--joker" if f == JOKER else "")
        cls += " is-selected" if selected else ""
        cls += " is-new" if fresh else ""
        cls += " is-moving" if ui.moving == p else ""
        target = ui.moving is not None and ui.moving != p
        label = (
            card_name(f, t)
            + (f", {t('hand.selected')}" if selected else "")
            + (f", {t('hand.new')}" if fresh else "")
        )
        # Named by hidden text ("queen of clubs, selected"), the shown "Q♣" hidden from readers:
        # a label over other words fails label-in-name (French "D♣" for "dame de trèfle").
        name = t("hand.place_before", card=card_name(f, t)) if target else label
        cards.append(
            "<li>"
            + button(
                f'<span class="hc__rank" aria-hidden="true">{esc(card_text(f, t) if f != JOKER else "★")}'
                "</span>"
                f'<span class="sr-only">{esc(name)}</span>',
                "place" if target else "card",
                arg=p,
                cls=cls + (" is-target" if target else ""),
                raw_label=True,
                key=f"card:{p}",
                aria_pressed=selected,
                data_drag=p,
                data_drop=p,
                data_flip=keys[p],
                data_flip_from=ui.fresh_from if fresh else None,
            )
            + "</li>"
        )
    sort_to = "rank" if ui.sort == "suit" else "suit"
    tools = [
        button(
            two_lengths(t, f"hand.sort_{sort_to}"),
            "sort",
            arg=sort_to,
            cls="btn btn--ghost btn--small",
            key="sort",
            raw_label=True,
        )
    ]
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
    elif interactive and view.phase in (DRAW, PLAY):
        if hints:  # in the draw too: which pile to take from is the first decision of a turn
            tools.append(button(t("hand.hint"), "hint", cls="btn btn--ghost btn--small", key="hint"))
        if undo and view.phase == PLAY:  # own melds and lay-offs since the draw (the engine decides)
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
    columns = max(14, len(cards))  # a tablet's row holds 14 (phones: rows of 7, in the CSS)
    return (
        f'<section class="panel hand-panel" aria-labelledby="hand-h">'
        f'<div class="tray__head"><h2 id="hand-h" class="sr-only">'
        f"{esc(t('hand.title', n=len(ui.order)))}</h2>"
        f'{me}<small class="hand__value" data-value="{value}">{esc(t("hand.value", n=value))}</small>'
        f'<div class="hand__tools">{"".join(tools)}</div></div>{action_area}'
        f'<ol class="hand" aria-labelledby="hand-h" aria-describedby="hand-help" style="--cols:{columns}">'
        f"{''.join(cards)}</ol>"
        f'<p class="sr-only" id="hand-help">{esc(t("hand.keys"))}</p></section>'
    )


def render_knock(view: RommeView, legal: Sequence[Action], version: int, t: Translate) -> str:
    """The knock window in the action bar: take the discard (and a stock card as the price)?"""
    knock = _index(legal, Knock())
    passing = _index(legal, Pass())
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


def moment_words(moment: RoundMoment, names: Sequence[str], t: Translate) -> tuple[str, str]:
    """Why the round ended ("Marcus goes out!", or the stock ran out) and the deciding move."""
    result = moment.result
    title = t("moment.out", name=names[result.winner]) if result.winner is not None else t("moment.dry")
    move = log_text(LogEntry(moment.seat, moment.action), names, t) or ""
    notes = [move + "." if move else "", t("round.handromme") if result.handromme else ""]
    return title, " ".join(n for n in notes if n)


def render_moment_banner(moment: RoundMoment, names: Sequence[str], t: Translate) -> str:
    title, line = moment_words(moment, names, t)
    badges = [t("banner.round", n=moment.view.round + 1), t(f"preset.{moment.view.rules.preset}.name")]
    return widget_banner(None, "over", title, badges, line)


def render_moment(moment: RoundMoment, names: Sequence[str], t: Translate) -> str:
    """Where the tray was, while a round's deciding move shows: why it ended, the move."""
    title, line = moment_words(moment, names, t)
    return (
        f'<section class="panel moment" aria-labelledby="moment-h"><h2 id="moment-h">{esc(title)}</h2>'
        f'<p class="moment__line">{esc(line)}</p></section>'
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
def signed(n: int) -> str:
    """A change of score with its sign: "+12", "−41" (a true minus sign), "0"."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def round_cell(view: RommeView, delta: int) -> tuple[int, str]:
    """What a round did to a seat, as the sheet counts it: in Palast the minus points it
    added (none for the winner: they add up to the total underneath), otherwise the round's
    signed points."""
    if view.rules.preset == "palast":
        return max(0, -delta), str(max(0, -delta))
    return delta, signed(delta)


def render_round(result: RoundResult, view: RommeView, names: Sequence[str], t: Translate) -> str:
    rows = []
    casino = view.rules.casino
    palast = view.rules.preset == "palast"
    for s in range(view.players):
        hand = result.hands[s]
        cards = (
            "".join(mini_card(f, t) for f in hand) or f'<span class="muted">{esc(t("round.no_cards"))}</span>'
        )
        value = hand_value(hand, casino)
        number, text = round_cell(view, result.deltas[s])
        won = " is-winner" if s == result.winner else ""
        rows.append(
            f'<tr class="seat-{s}{won}"><th scope="row"><bdi>{esc(names[s])}</bdi></th>'
            f'<td class="round__hand">{cards}</td><td data-value="{value}">{value}</td>'
            f'<td class="round__delta" data-delta="{result.deltas[s]}" data-cell="{number}">'
            f"{esc(text)}</td></tr>"
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
    points = t("sheet.minus") if palast else t("round.points")
    return (
        f'<div class="round"><p class="round__notes">{esc(" ".join(notes))}</p>'
        f'<table class="ranking round__table"><thead><tr><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("round.hand"))}</th><th scope="col">{esc(t("round.value"))}</th>'
        f'<th scope="col">{esc(points)}</th></tr></thead><tbody>{"".join(rows)}</tbody>'
        "</table></div>"
    )


def render_sheet(view: RommeView, names: Sequence[str], t: Translate, folded: bool = False) -> str:
    """Points of every round, the latest on top, and the running totals. ``folded``: inside
    a fold whose summary names it already, so the caption is for screen readers only."""
    palast = view.rules.preset == "palast"
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = []
    for result in reversed(view.results):
        cells = "".join(f'<td data-delta="{d}">{esc(round_cell(view, d)[1])}</td>' for d in result.deltas)
        rows.append(f'<tr><th scope="row">{esc(t("sheet.round", n=result.round + 1))}</th>{cells}</tr>')
    totals = view.minus if palast else view.totals
    label = t("sheet.minus") if palast else t("sheet.total")
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{v}</td>' for v in totals)
    limit = (
        t("sheet.limit_minus", n=view.rules.minus_limit)
        if palast
        else t("sheet.limit_rounds", n=view.rules.rounds)
    )
    if folded:
        caption = f'<caption class="sr-only">{esc(t("sheet.title"))} · {esc(limit)}</caption>'
        note = f'<p class="sheet__limit">{esc(limit)}</p>'
    else:
        caption, note = f"<caption>{esc(t('sheet.title'))} · {esc(limit)}</caption>", ""
    return (
        f'<div class="sheet-wrap">{note}<table class="sheet romme-sheet">{caption}'
        f'<thead><tr><th scope="col"><span class="sr-only">#</span></th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody><tfoot><tr class="sheet__totals"><th scope="row">{esc(label)}</th>'
        f"{foot}</tr></tfoot></table></div>"
    )


def render_folded_sheet(view: RommeView, names: Sequence[str], t: Translate) -> str:
    """The score sheet at the table, folded under its title until opened."""
    return sheet_details(render_sheet(view, names, t, folded=True), t) if view.results else ""


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
