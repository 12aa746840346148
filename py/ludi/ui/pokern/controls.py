"""The Römisch Pokern controls: what the player whose turn it is can press, from ``legal``.

Every button carries the index of one legal action (data-action="act") or a pure UI step
(choose a reading, open a card's die choice); no rule is computed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.hints import StopOutlook
from ludi.games.romisch_pokern.views import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.parts import PART_END
from ludi.ui.pokern.coaching import hinted
from ludi.ui.pokern.story import PokernUIState
from ludi.ui.widgets import act_button


def score_numbers(legal: Sequence[Action]) -> list[int]:
    """Numbers that some legal Score action writes, ascending."""
    return sorted({a.number for a in legal if isinstance(a, Score)})


def chosen_number(legal: Sequence[Action], ui: PokernUIState) -> int | None:
    numbers = score_numbers(legal)
    if ui.number in numbers:
        return ui.number
    if len(numbers) == 1:
        return numbers[0]
    return None


def target_cells(legal: Sequence[Action], ui: PokernUIState) -> dict[int, int]:
    """row -> index into legal for the Score actions of the chosen number."""
    number = chosen_number(legal, ui)
    return {
        a.row: i
        for i, a in enumerate(legal)
        if isinstance(a, Score) and number is not None and a.number == number
    }


def render_controls(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    version: int,
    outlook: StopOutlook | None = None,
) -> str:
    """Buttons for the human whose turn it is: all drawn from ``legal``.

    A tap that only chooses (a reading, a card, Cancel) changes texts and states, never the
    size of anything: the writing hint keeps its two lines, the failed-turn row swaps Pass
    for Cancel in place, and the quick cards stay where they are while a card is chosen.
    """
    out = []
    rolls: list[tuple[int, Roll]] = [(i, a) for i, a in enumerate(legal) if isinstance(a, Roll)]
    stop = [i for i, a in enumerate(legal) if isinstance(a, Stop)]
    passes = [i for i, a in enumerate(legal) if isinstance(a, Pass)]
    numbers = score_numbers(legal)
    if ui.card is None and (rolls or stop):
        out.append(_roll_controls(rolls, stop, t, version, outlook, ui))
    elif ui.card is None and numbers:
        out.append(_write_controls(view, legal, ui, t))
    if passes or ui.card is not None:
        out.append(_rescue_row(legal, ui, t, version, passes))
    if passes and any(isinstance(a, PlayCard) for a in legal):
        out.append(_quick_cards(view, legal, ui, t))
    return "".join(out)


def _roll_controls(
    rolls: Sequence[tuple[int, Roll]],
    stop: Sequence[int],
    t: Translate,
    version: int,
    outlook: StopOutlook | None,
    ui: PokernUIState,
) -> str:
    buttons = []
    stop_hint = hinted(ui.hint, Stop())
    if len(rolls) == 1:
        cls = f"btn btn--primary btn--big{hinted(ui.hint, rolls[0][1])}"
        buttons.append(act_button(t("table.roll"), rolls[0][0], "roll", version, cls=cls))
    elif rolls:
        counts = "".join(
            act_button(
                str(a.count),
                i,
                "roll",
                version,
                cls=f"btn btn--primary btn--count{hinted(ui.hint, a)}",
                aria_label=t("table.roll_count", n=a.count),
                key=f"act:roll:{a.count}",
            )
            for i, a in rolls
        )
        buttons.append(
            f'<div class="roll-count" role="group" aria-label="{esc(t("table.how_many"))}">'
            f'<span class="roll-count__label">{esc(t("table.roll"))}:</span>{counts}</div>'
        )
    if stop and outlook is not None and outlook.only_fails:
        warn = button(
            f'{esc(t("table.stop"))} <small class="btn__warn">{esc(t("table.stop_fails"))}</small>',
            "act",
            arg=stop[0],
            cls=f"btn btn--big btn--warn{stop_hint}",
            key="act:stop",
            raw_label=True,
            aria_describedby="outlook",
            data_kind="stop",
            data_v=version,
        )
        buttons.append(warn)
    elif stop:
        buttons.append(act_button(t("table.stop"), stop[0], "stop", version, cls=f"btn btn--big{stop_hint}"))
    return f'<div class="controls controls--turn">{"".join(buttons)}</div>'


def _write_controls(view: PokernView, legal: Sequence[Action], ui: PokernUIState, t: Translate) -> str:
    """One hint (what to choose now) above the readings to choose from, if there are two."""
    numbers = score_numbers(legal)
    chosen = chosen_number(legal, ui)
    hint = t("table.choose_row", number=chosen) if chosen is not None else t("table.choose_number")
    out = [f'<p class="hint hint--write" data-hint>{esc(hint)}</p>']
    if len(view.readings) > 1 or len(numbers) > 1:
        choices = []
        for n in view.readings:
            if n in numbers:
                choices.append(
                    button(
                        f"{n}",
                        "number",
                        arg=n,
                        cls="btn btn--number",
                        aria_pressed=(n == chosen),
                        key=f"number:{n}",
                        data_kind="number",
                    )
                )
            else:
                choices.append(
                    f'<span class="btn btn--number is-disabled" aria-disabled="true">{n} '
                    f"<small>({esc(t('table.no_row_for'))})</small></span>"
                )
        out.append(f'<div class="controls controls--numbers" role="group">{"".join(choices)}</div>')
    return "".join(out)


def _rescue_row(
    legal: Sequence[Action], ui: PokernUIState, t: Translate, version: int, passes: Sequence[int]
) -> str:
    """Pass and what else may be done, or, while a card is being played, Cancel and what to
    pick: the same row either way, so choosing a card and cancelling it move nothing."""
    if ui.card is None:
        has_cards = any(isinstance(a, PlayCard) for a in legal)
        note = t("table.or_card") if has_cards else t("table.no_cards_left")
        # While the hint recommends a card, that card is the prominent choice, not Pass.
        advised_card = ui.hint is not None and isinstance(ui.hint.action, PlayCard)
        weight = "btn--ghost" if advised_card else "btn--primary"
        cls = f"btn {weight} btn--big{hinted(ui.hint, Pass())}"
        action = act_button(t("table.pass"), passes[0], "pass", version, cls=cls)
        hint = f'<p class="hint hint--cards">{esc(note)}</p>'
        return f'<div class="controls controls--turn controls--rescue">{action}{hint}</div>'
    if ui.effect is None:  # the joker: which card does it act as?
        note = t("table.pick_joker")
    else:
        card_name, effect_name = t(f"card.{ui.card}.name"), t(f"card.{ui.effect}.name")
        label = effect_name if ui.card == ui.effect else f"{card_name} → {effect_name}"
        note = t("table.pick_die", card=label)
    cancel = button(t("table.cancel"), "cancel-card", cls="btn btn--ghost btn--big")
    return (
        f'<div class="controls controls--turn controls--rescue card-choice">{cancel}'
        f'<p class="hint hint--pick" role="status">{esc(note)}</p></div>'
    )


def _quick_cards(view: PokernView, legal: Sequence[Action], ui: PokernUIState, t: Translate) -> str:
    """The cards beside Pass, for small screens (the cards panel is further down there).

    CSS shows either these or the cards panel's list, never both, so each card is one button
    on screen; their own action and focus keys ("quick-card:…") keep keyboard focus on the
    one that is shown.
    """
    grid = card_grid(view, legal, ui, t, "quick-card", interactive=True)
    return (
        f'<section class="quick-cards" aria-labelledby="quick-cards-h">'
        f'<h3 id="quick-cards-h">{esc(t("table.cards.rescue"))}</h3>{grid}</section>'
    )


def _card_body(card: str, t: Translate, used: bool = False) -> str:
    # A used card says so where its help was: the mark shares a line with the name when both
    # fit and wraps under it when not, and the card is never taller than a card in hand (laid
    # over the name's corner, the German and French words covered its end on a phone).
    name = f'<span class="card__name">{esc(t(f"card.{card}.name"))}</span>'
    if used:
        mark = f'<span class="card__used">{esc(t("table.card_used"))}</span>'
        return f'<span class="card__head">{name}{mark}</span>'
    return f'{name}<span class="card__help">{esc(t(f"card.{card}.help"))}</span>'


def card_grid(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    action: str,
    *,
    interactive: bool,
) -> str:
    """The six cards of the player to move, always six in the same places: playable ones are
    buttons; while the joker's part is chosen (in this list: ``action`` is where it was
    picked) the cards it may act as are; a used card is struck through."""
    seat = view.current
    owned = set(view.cards[seat]) if seat is not None else set()
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    joker_parts = []
    if interactive and ui.card is not None and ui.effect is None and ui.card_from == action:
        joker_parts = [a.effect for a in legal if isinstance(a, PlayCard) and a.card == ui.card]
    items = []
    for card in CARDS:
        used = card not in owned
        if card in joker_parts:
            items.append(
                button(
                    _card_body(card, t),
                    "joker-effect",
                    arg=card,
                    cls=f"card is-playable is-joker-part{hinted(ui.hint, card=ui.card, effect=card)}",
                    raw_label=True,
                    data_card=card,
                )
            )
            continue
        can = interactive and not used and card in playable and ui.card is None
        cls = (
            "card"
            + (" is-used" if used else "")
            + (" is-playable" if can else "")
            + (" is-selected" if ui.card == card else "")
            + (hinted(ui.hint, card=card) if can else "")
        )
        items.append(
            button(
                _card_body(card, t, used),
                action,
                arg=card,
                cls=cls,
                raw_label=True,
                disabled=not can,
                data_card=card,
            )
        )
    return f'<ul class="cards" data-cards="{action}">{"".join(f"<li>{item}</li>" for item in items)}</ul>'


def cards_note(view: PokernView, t: Translate) -> str:
    """What is true about the cards at this very moment (not a general rule)."""
    seat = view.current
    if seat is None:
        return ""
    if not view.cards[seat]:
        return t("table.no_cards_left")
    if view.phase == "failed":
        return t("table.cards.now_failed")
    if view.rules.cards_on_valid:
        return t("table.cards.when_any") if view.rolled else t("table.cards.after_roll")
    if view.cards_playable:
        return t("table.cards.still_open")  # the turn failed earlier; a card rescued it
    return t("table.cards.when_failed")


def render_cards(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    interactive: bool,
    version: int,
) -> str:
    seat = view.current
    if seat is None:
        return ""
    grid = card_grid(view, legal, ui, t, "card", interactive=interactive)
    return (
        f'<section class="panel cards-panel" data-part="cards" aria-labelledby="cards-h">'
        f'<h2 id="cards-h">{esc(t("table.cards", name=view.names[seat]))}</h2>'
        f'<p class="panel__note">{esc(cards_note(view, t))}</p>{grid}</section>{PART_END}'
    )
