"""The Römisch Pokern game's story: events remembered with what they produced, told as the log.

The engine keeps only the latest readings and dice; the table UI remembers each event with
what it showed right after it, so the move log and the summary of the last turn can say it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ludi.games.protocol import Hint
from ludi.games.romisch_pokern.views import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.widgets import log_line, render_log_panel


@dataclass
class PokernUIState:
    """UI-only choices and animation state (never game state)."""

    number: int | None = None  # the reading chosen when the dice spell two numbers
    card: str | None = None  # a card whose die / joker effect is being chosen
    effect: str | None = None  # the effect chosen for that card (joker) or the card itself
    card_from: str = "card"  # "card" (the cards panel) or "quick-card" (beside Pass): focus goes back there
    hidden: frozenset[int] = field(default_factory=frozenset)  # dice not revealed yet
    rolling: int | None = None  # the die being animated
    busy: bool = False  # animating or a bot is playing: no controls
    seen_events: int = 0  # engine events already announced in the live region
    # The whole game's events by number, each with what the engine showed right after it
    # (readings, XXXX pending, the dice before a card): the engine keeps only the latest.
    log: dict[int, dict[str, Any]] = field(default_factory=dict)
    log_complete: bool = False  # the log holds every event since the first (else: the view's)
    final_by: int | None = None  # the seat whose turn started the final round, when known
    hint: Hint | None = None  # the hint asked for, until the next move (``coaching``)
    hint_thinking: bool = False  # Hint was tapped while the table still worked it out
    # Each remembered event's log line as last drawn: (the entry, the texts, the names, its
    # <li>). A tap redrew the whole game's log (a third of a tap's Python late in a game);
    # a remembered entry never changes, so its line is drawn once per language.
    log_lines: dict[int, tuple[Mapping[str, Any], Translate, tuple[str, ...], str]] = field(
        default_factory=dict, repr=False, compare=False
    )


# --- the game's story: events remembered with what they produced ------------------------------
def _first_number(view: PokernView) -> int:
    """The number of the oldest event the view still carries."""
    return view.event_count - len(view.events)


def ingest(ui: PokernUIState, before: PokernView | None, after: PokernView) -> None:
    """Remember the events ``after`` added to ``before`` (called after every action).

    A roll or card entry keeps the readings right after it; a card entry keeps the dice
    before it, so the log can say what the card produced. Events past ``after`` (taken
    back by an undo) are forgotten.
    """
    for n in [n for n in ui.log if n >= after.event_count]:
        del ui.log[n]
    if ui.final_by is not None and not after.final_round:
        ui.final_by = None
    start = _first_number(after)
    latest_dice = _last_of(after, ("roll", "card"))
    for offset, event in enumerate(after.events):
        n = start + offset
        if n in ui.log:
            continue
        entry: dict[str, Any] = dict(event)
        entry["n"] = n
        fresh = before is not None and n >= before.event_count  # made by this very action
        if fresh and event.get("kind") in ("roll", "card") and n == latest_dice:
            entry["readings"] = tuple(after.readings)
            entry["pending"] = bool(after.pending)
        if fresh and event.get("kind") == "card" and before is not None:
            entry["before"] = tuple(before.rolled)
        ui.log[n] = entry
    if before is not None and not before.final_round and after.final_round and before.current is not None:
        ui.final_by = before.current


def _last_of(view: PokernView, kinds: tuple[str, ...]) -> int | None:
    start = _first_number(view)
    for offset in range(len(view.events) - 1, -1, -1):
        if view.events[offset].get("kind") in kinds:
            return start + offset
    return None


def entries(view: PokernView, ui: PokernUIState) -> list[Mapping[str, Any]]:
    """Every known event, oldest first: the remembered ones, else the view's own copy."""
    start = _first_number(view)
    known: dict[int, Mapping[str, Any]] = {n: e for n, e in ui.log.items() if n < view.event_count}
    for offset, event in enumerate(view.events):
        known.setdefault(start + offset, {**event, "n": start + offset})
    return [known[n] for n in sorted(known)]


@dataclass(frozen=True)
class TurnSummary:
    """A finished turn, as the banner tells it."""

    seat: int
    cards: tuple[tuple[str, str], ...]  # (card, effect) played
    number: int | None  # written, or None when the turn failed
    row: int | None
    failure: str | None


def _summarise(turn: Sequence[Mapping[str, Any]]) -> TurnSummary | None:
    """One turn's events (from its first roll to its write or pass) in a summary."""
    cards: list[tuple[str, str]] = []
    number = row = failure = None
    seat = turn[0].get("seat")
    for event in turn:
        kind = event.get("kind")
        if kind == "card":
            cards.append((str(event.get("card")), str(event.get("effect"))))
        elif kind == "fail":
            failure = event.get("reason")
        elif kind == "score":
            number, row = event.get("number"), event.get("row")
    if not isinstance(seat, int) or (number is None and failure is None):
        return None
    return TurnSummary(seat, tuple(cards), number, row, None if number is not None else failure)


def finished_turns(story: Sequence[Mapping[str, Any]]) -> list[TurnSummary]:
    """Every turn the story knows from its start to its end, oldest first (a turn whose
    start is no longer known is left out)."""
    turns: list[TurnSummary] = []
    begin = 0 if story and story[0].get("n") == 0 else None
    for i, event in enumerate(story):
        if event.get("kind") not in ("turn", "end"):
            continue
        if begin is not None and i > begin:
            summary = _summarise(story[begin:i])
            if summary is not None:
                turns.append(summary)
        begin = i + 1
    return turns


def since_last_human(turns: Sequence[TurnSummary], kinds: Sequence[str]) -> list[TurnSummary]:
    """The turns from the last human's finished turn on: what the players at the table have
    not all seen happen (a bot plays in a blink), at most one round of them."""
    recent = list(turns[-len(kinds) :]) if kinds else []
    humans = [i for i, turn in enumerate(recent) if kinds[turn.seat] == "human"]
    return recent[humans[-1] :] if humans else recent


def numbers_text(numbers: Sequence[int], t: Translate) -> str:
    return f" {t('table.or')} ".join(str(n) for n in numbers)


def symbols_text(symbols: Sequence[str]) -> str:
    return " ".join(symbols)


def card_label(card: object, effect: object, t: Translate) -> str:
    if card == "joker" and effect != "joker":
        return t("log.joker_as", card=t(f"card.{effect}.name"))
    return t("log.quoted", card=t(f"card.{card}.name"))


def _reads(event: Mapping[str, Any], t: Translate) -> str:
    """ " — reads 4 or 6" after a roll or card, when that was remembered."""
    readings = event.get("readings")
    if readings:
        return t("log.reads", numbers=numbers_text(readings, t))
    if event.get("pending"):
        return t("log.pending")
    return ""


def _card_result(event: Mapping[str, Any], t: Translate) -> str:
    """What a card produced: "V → X", "sets aside the X" (needs the dice before it)."""
    effect = event.get("effect")
    before = event.get("before")
    after = tuple(event.get("symbols", ()))
    die = event.get("die")
    if effect == "twin":
        return t("log.card.twin")
    if before is None:
        return ""
    if effect == "drop_one" and isinstance(die, int) and 0 <= die < len(before):
        return t("log.card.drop", symbol=before[die])
    if effect == "reroll_one" and isinstance(die, int) and 0 <= die < len(before) and after:
        return t("log.card.reroll", old=before[die], new=after[-1])
    if effect in ("reroll_i", "reroll_v"):
        face = "I" if effect == "reroll_i" else "V"
        old = [s for s in before if s == face]
        new = after[len(before) - len(old) :] if old else ()
        return t("log.card.reroll", old=symbols_text(old), new=symbols_text(new)) if old else ""
    return ""


def event_text(event: Mapping[str, Any], names: Sequence[str], t: Translate) -> str | None:
    """One move-log line for an engine event (None for events the log leaves out)."""
    kind = event.get("kind")
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if kind == "roll":
        return t("log.roll", name=name, symbols=symbols_text(event.get("symbols", ()))) + _reads(event, t)
    if kind == "stop":
        return t("log.stop", name=name)
    if kind == "score":
        return t("log.score", name=name, number=event.get("number"), row=int(event.get("row", 0)) + 1)
    if kind == "fail":
        return t("log.fail", name=name, reason=t(f"fail.{event.get('reason')}"))
    if kind == "card":
        label = card_label(event.get("card"), event.get("effect"), t)
        result = _card_result(event, t)
        text = t("log.card", name=name, card=label)
        return (f"{text}: {result}" if result else text) + _reads(event, t)
    if kind == "pass":
        return t("log.pass", name=name)
    if kind == "end":
        return t("log.end")
    return None


def render_log(
    view: PokernView, t: Translate, animating: bool = False, ui: PokernUIState | None = None
) -> str:
    """The whole game, newest first, in a box that scrolls (keyboard too: it is focusable)."""
    lines = []
    story = entries(view, ui or PokernUIState())
    if animating and story and story[-1].get("kind") in ("roll", "card"):
        story = story[:-1]  # told once the dice have landed
    names = tuple(view.names)
    drawn = ui.log_lines if ui is not None else {}
    for event in reversed(story):
        n = event.get("n")
        known = drawn.get(n) if isinstance(n, int) else None
        if known is not None and known[0] is event and known[1] is t and known[2] == names:
            line = known[3]
        else:
            text = event_text(event, names, t)
            seat = event.get("seat")
            line = log_line(n, seat, text) if text else ""
            if isinstance(n, int) and ui is not None and n in ui.log and ui.log[n] is event:
                drawn[n] = (event, t, names, line)
        if line:
            lines.append(line)
    return render_log_panel(lines, t, scrolls=True)
