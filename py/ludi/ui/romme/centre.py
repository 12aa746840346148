"""The middle of the Rommé felt: stock and discard pile, the melds on the table and the first
meld being assembled, each a button where taking or laying off there is legal."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romme.actions import DISCARD_PILE, STOCK, ConfirmFirstMeld, Draw, TakeBack
from ludi.games.romme.melds import melds_points
from ludi.games.romme.views import RommeView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.parts import PART_END
from ludi.ui.romme import choices
from ludi.ui.romme.cards import card_name, card_text, entry_name, mini_card
from ludi.ui.romme.ui_state import RommeUIState
from ludi.ui.widgets import act_button


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
    stock_i = choices.action_index(legal, Draw(STOCK)) if interactive else None
    pile_i = choices.action_index(legal, Draw(DISCARD_PILE)) if interactive else None
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
    ui: RommeUIState,
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
                f'<li class="meld-slot" data-part="meld:{i}">'
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
                + PART_END
            )
        else:
            drop = f' data-drop="m{i}"' if interactive else ""  # a hand card may be dragged onto it
            items.append(
                f'<li class="meld-slot" data-part="meld:{i}">'
                f'<div class="meld" aria-label="{esc(label)}"{drop}>{body}</div></li>{PART_END}'
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
    ui: RommeUIState,
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
        confirm = choices.action_index(legal, ConfirmFirstMeld())
        back = choices.action_index(legal, TakeBack())
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
