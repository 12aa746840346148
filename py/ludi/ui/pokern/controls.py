"""The Römisch Pokern controls: what the player whose turn it is can press, from ``legal``.

Every button carries the index of one legal action (data-action="act") or a pure UI step
(choose a reading, open a card's die choice); no rule is computed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.hints import StopOutlook
from ludi.games.romisch_pokern.state import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.pokern.story import TableUI
from ludi.ui.widgets import act_button


def score_numbers(legal: Sequence[Action]) -> list[int]:
    """Numbers that some legal Score action writes, ascending."""
    return sorted({a.number for a in legal if isinstance(a, Score)})


def chosen_number(legal: Sequence[Action], ui: TableUI) -> int | None:
    numbers = score_numbers(legal)
    if ui.number in numbers:
        return ui.number
    if len(numbers) == 1:
        return numbers[0]
    return None


def target_cells(legal: Sequence[Action], ui: TableUI) -> dict[int, int]:
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
    ui: TableUI,
    t: Translate,
    version: int,
    outlook: StopOutlook | None = None,
) -> str:
    """Buttons for the human whose turn it is: all drawn from ``legal``."""
    out = []
    rolls = [(i, a) for i, a in enumerate(legal) if isinstance(a, Roll)]
    stop = [i for i, a in enumerate(legal) if isinstance(a, Stop)]
    passes = [i for i, a in enumerate(legal) if isinstance(a, Pass)]
    numbers = score_numbers(legal)
    if ui.card is not None:
        out.append(_card_choice(view, legal, ui, t, version))
    elif rolls or stop:
        buttons = []
        if len(rolls) == 1:
            buttons.append(
                act_button(t("table.roll"), rolls[0][0], "roll", version, cls="btn btn--primary btn--big")
            )
        elif rolls:
            counts = "".join(
                act_button(
                    str(a.count),
                    i,
                    "roll",
                    version,
                    cls="btn btn--primary btn--count",
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
                cls="btn btn--big btn--warn",
                key="act:stop",
                raw_label=True,
                aria_describedby="outlook",
                data_kind="stop",
                data_v=version,
            )
            buttons.append(warn)
        elif stop:
            buttons.append(act_button(t("table.stop"), stop[0], "stop", version, cls="btn btn--big"))
        out.append(f'<div class="controls">{"".join(buttons)}</div>')
    elif numbers:
        chosen = chosen_number(legal, ui)
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
            out.append(
                f'<p class="hint">{esc(t("table.choose_number"))}</p>'
                f'<div class="controls controls--numbers" role="group">{"".join(choices)}</div>'
            )
        if chosen is not None:
            name = view.names[view.current] if view.current is not None else ""
            out.append(
                f'<p class="hint hint--row">{esc(t("table.choose_row", number=chosen, name=name))}</p>'
            )
    if passes:
        has_cards = any(isinstance(a, PlayCard) for a in legal)
        note = t("table.or_card") if has_cards else t("table.no_cards_left")
        if ui.card is not None:
            return "".join(out)
        pass_button = act_button(t("table.pass"), passes[0], "pass", version, cls="btn btn--primary btn--big")
        out.append(f'<div class="controls">{pass_button}</div>')
        out.append(f'<p class="hint hint--cards">{esc(note)}</p>')
        if has_cards:
            out.append(_quick_cards(view, legal, t))
    return "".join(out)


def _quick_cards(view: PokernView, legal: Sequence[Action], t: Translate) -> str:
    """The playable cards beside Pass, for small screens (the cards panel is further down there).

    CSS shows either these or the cards panel's list, never both, so each card is one button
    on screen; their own action and focus keys ("quick-card:…") keep keyboard focus on the
    one that is shown.
    """
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    items = "".join(
        "<li>"
        + button(_card_body(card, t), "quick-card", arg=card, cls="card is-playable", raw_label=True)
        + "</li>"
        for card in CARDS
        if card in playable
    )
    return (
        f'<section class="quick-cards" aria-labelledby="quick-cards-h">'
        f'<h3 id="quick-cards-h">{esc(t("table.cards.rescue"))}</h3><ul class="cards">{items}</ul></section>'
    )


def _card_body(card: str, t: Translate) -> str:
    return (
        f'<span class="card__name">{esc(t(f"card.{card}.name"))}</span>'
        f'<span class="card__help">{esc(t(f"card.{card}.help"))}</span>'
    )


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


def _card_choice(view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, version: int) -> str:
    card_name = t(f"card.{ui.card}.name")
    cancel = button(t("table.cancel"), "cancel-card", cls="btn btn--ghost")
    if ui.effect is None:  # the joker: which card does it act as?
        seen: list[str] = []
        for a in legal:
            if isinstance(a, PlayCard) and a.card == ui.card and a.effect not in seen:
                seen.append(a.effect)
        choices = "".join(
            button(
                t(f"card.{e}.name"),
                "joker-effect",
                arg=e,
                cls="btn btn--card-choice",
                title=t(f"card.{e}.help"),
            )
            for e in seen
        )
        return (
            f'<div class="card-choice"><p class="hint">{esc(t("table.pick_joker"))}</p>'
            f'<div class="controls controls--wrap">{choices}{cancel}</div></div>'
        )
    effect_name = t(f"card.{ui.effect}.name")
    label = effect_name if ui.card == ui.effect else f"{card_name} → {effect_name}"
    return (
        f'<div class="card-choice"><p class="hint">{esc(t("table.pick_die", card=label))}</p>'
        f'<div class="controls">{cancel}</div></div>'
    )


def render_cards(
    view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, interactive: bool, version: int
) -> str:
    seat = view.current
    if seat is None:
        return ""
    owned = set(view.cards[seat])
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    items = []
    for card in CARDS:
        used = card not in owned
        body = _card_body(card, t) + (
            f'<span class="card__used">{esc(t("table.card_used"))}</span>' if used else ""
        )
        can = interactive and not used and card in playable and ui.card is None
        cls = (
            "card"
            + (" is-used" if used else "")
            + (" is-playable" if can else "")
            + (" is-selected" if ui.card == card else "")
        )
        card_button = button(
            body, "card", arg=card, cls=cls, raw_label=True, disabled=not can, data_card=card
        )
        items.append(f"<li>{card_button}</li>")
    when = cards_note(view, t)
    return (
        f'<section class="panel cards-panel" aria-labelledby="cards-h">'
        f'<h2 id="cards-h">{esc(t("table.cards", name=view.names[seat]))}</h2>'
        f'<p class="panel__note">{esc(when)}</p><ul class="cards">{"".join(items)}</ul></section>'
    )
