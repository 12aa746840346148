"""The live region, game by game: every move is announced, and never a hidden card.

Whole games are played by bots through the shell's ``TableSession`` (which builds each
announcement from spectator views, as at the table), in all three languages. Every move's
sentence must say who moved and what everyone saw: a card taken from the discard pile, a
meld, a lay-off, a knock, a trick and who won it, the dice rolled and what they read, a
number written, a failed turn. A card the sentence names must lie face up for a spectator
before or after the move (the discard pile, the melds, a trick, a trump card): a card drawn
from the stock, a hand or a horse is never named.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ludi.games import registry
from ludi.games.protocol import Action, GameState, Seat
from ludi.ui import games
from ludi.ui.i18n import translator
from ludi.ui.session import TableSession

SEATS = (Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "strong"), Seat("Livia", "bot", "easy"))
NAMES = [s.name for s in SEATS]
LANGS = ("en", "de", "fr")


def play(
    game: str, rules: dict, seed: int, lang: str, moves: int = 4000
) -> Iterator[tuple[Any, Any, Action, str]]:
    """(spectator view before, after, action, announcement) for each move of a bots' game."""
    definition = registry.get(game)
    state: GameState = definition.new_game(definition.rules_class.from_json(rules), SEATS, seed)
    ui = games.load(game)
    session = TableSession(state, ui, random.Random(seed), lambda _state: None)
    t = translator(lang, games.entry(game).ui_module)
    session.ui.intro = False if hasattr(session.ui, "intro") else None
    for _ in range(moves):
        if state.is_over:
            return
        seat = state.current_seat
        action = session.bots[seat].choose(state.view(seat), state.legal_actions())
        change = session.apply(action)
        assert change is not None
        if getattr(session.ui, "summary", None) is not None:
            session.ui.summary = None  # a round's summary closed: play goes on
        yield change[0], change[1], action, session.announce(change, t)


def named(text: str, names: dict[str, Any]) -> set[Any]:
    """The cards whose spoken or short names occur in ``text``."""
    return {card for name, card in names.items() if name in text}


# --- Rommé ---------------------------------------------------------------------------------------
def romme_public(view: Any) -> set[int]:
    """Faces a spectator sees: the discard pile, the melds on the table, a first meld in progress."""
    from ludi.games.romme.cards import JOKER, JOKER_FLAG, stands_for

    faces = set(view.discard)
    for meld in [*view.table, *view.pending]:
        # a joker is shown as what it stands for (★10♥)
        faces |= {JOKER if e >= JOKER_FLAG else e for e in meld} | {stands_for(e) for e in meld}
    return faces


@pytest.mark.parametrize("lang", LANGS)
def test_romme_announces_every_move_and_no_hidden_card(lang: str) -> None:
    from ludi.games.romme.actions import Discard, Draw, Knock, LayOff, Meld, Pass
    from ludi.games.romme.cards import JOKER, new_deck
    from ludi.ui.romme.cards import card_name, card_text, cards_text

    t = translator(lang, "ludi.ui.romme")
    faces = set(new_deck(2, 6)) | {JOKER}
    spoken = {card_name(f, t): f for f in faces}
    short = {card_text(f, t): f for f in faces if f != JOKER}
    seen: Counter[str] = Counter()
    for seed in range(40):
        rules = {"preset": "palast", "single_round": True, "knocking": seed % 2 == 0}
        for before, after, action, said in play("romme", rules, seed, lang):
            kind = type(action).__name__
            seen[kind] += 1
            mover = NAMES[before.current]
            if isinstance(action, Pass):
                # Declining a knock is silent; who may knock next (or whose turn it is) is told.
                assert said or after.is_over, (seed, action)
            else:
                assert mover in said, (seed, action, said)
            public = romme_public(before) | romme_public(after)
            leaked = (named(said, spoken) | named(said, short)) - public
            assert not leaked, (seed, action, said, leaked)
            if isinstance(action, Draw) and action.source == "discard":
                seen["Draw from the discard pile"] += 1
                assert card_text(before.discard[-1], t) in said, (seed, said)
            going_out = isinstance(action, Discard) and len(after.results) > len(before.results)
            if isinstance(action, Meld | LayOff | Discard) and not going_out:
                # (the discard that ends a round is told as "Julia goes out!", without its card)
                cards = action.cards if isinstance(action, Meld) else (action.card,)
                assert all(cards_text([c], t) in said for c in cards), (seed, action, said)
            if isinstance(action, Knock):
                assert card_text(before.discard[-1], t) in said, (seed, said)
        if all(seen[k] for k in ("Draw from the discard pile", "Meld", "LayOff", "Knock", "Pass", "Discard")):
            break
    assert all(seen[k] for k in ("Draw from the discard pile", "Meld", "LayOff", "Knock", "Discard")), seen


# --- Römer ---------------------------------------------------------------------------------------
def romer_public(view: Any) -> set[str]:
    """Cards a spectator sees: trump cards (and any face-up team card), the trick on the table."""
    cards = {c for team in view.teams for c in team if c is not None}
    return cards | {c for _, c in view.trick if c is not None}


@pytest.mark.parametrize("lang", LANGS)
def test_romer_announces_every_move_tricks_and_winners_and_no_hidden_card(lang: str) -> None:
    from ludi.games.romer.actions import ChangeTrump, LayTrump, Lead, Play
    from ludi.games.romer.cards import CODES
    from ludi.games.romer.views import WON
    from ludi.ui.romer.cards import card_name
    from ludi.ui.romer.story import log_text

    t = translator(lang, "ludi.ui.romer")
    spoken = {card_name(c, t): c for c in CODES}
    seen: Counter[str] = Counter()
    for before, after, action, said in play("romer", {"target": 300}, 7, lang):
        kind = type(action).__name__
        seen[kind] += 1
        assert NAMES[before.current] in said or kind == "Stop" and said, (action, said)
        face_up = {action.card} if isinstance(action, Lead | Play | LayTrump | ChangeTrump) else set()
        leaked = named(said, spoken) - romer_public(before) - romer_public(after) - face_up
        assert not leaked, (action, said, leaked)
        if after.round == before.round:
            for entry in after.log[len(before.log) :]:
                if entry.event == WON:  # a trick and who won it
                    seen["trick won"] += 1
                    assert log_text(entry, NAMES, t) in said, said
    assert seen["trick won"] and seen["Lead"] and seen["Play"] and seen["LayTrump"], seen


# --- Römisch Pokern ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_pokern_announces_dice_readings_writes_and_failures(lang: str) -> None:
    from ludi.games.romisch_pokern.actions import Pass, PlayCard, Roll, Score, Stop
    from ludi.ui.pokern.story import numbers_text, symbols_text

    t = translator(lang, "ludi.ui.pokern")
    seen: Counter[str] = Counter()
    for before, after, action, said in play("romisch-pokern", {}, 3, lang):
        mover = NAMES[before.current]
        assert mover in said, (action, said)
        if isinstance(action, Roll):
            seen["roll"] += 1
            new = after.rolled[len(after.rolled) - action.count :] if after.rolled else ()
            assert symbols_text(new) in said, (action, said)  # what the dice show
            if after.readings:
                assert numbers_text(after.readings, t) in said, said  # and what they read
        elif isinstance(action, Score):
            seen["write"] += 1
            assert str(action.number) in said and str(action.row + 1) in said, said
        elif isinstance(action, Stop | PlayCard | Pass):
            seen[type(action).__name__] += 1
        if after.failure and not before.failure:
            seen["failure"] += 1
            assert t(f"fail.{after.failure}") in said, said
    assert seen["roll"] and seen["write"] and seen["failure"] and seen["Pass"], seen


def test_announcements_come_from_spectator_views_only() -> None:
    """The session hands ``announce`` the views of nobody, whoever sits in front of the screen."""
    calls: list[tuple[Any, Any]] = []
    definition = registry.get("romme")
    state = definition.new_game(definition.rules_class.from_json({}), SEATS, 1)
    ui = games.load("romme")
    original: Callable[..., str] = ui.announce

    def spy(table_ui: Any, before: Any, after: Any, *rest: Any) -> str:
        calls.append((before, after))
        return original(table_ui, before, after, *rest)

    session = TableSession(state, ui, random.Random(1), lambda _state: None)
    session.viewer = 0
    try:
        ui.announce = spy  # type: ignore[method-assign]
        for _ in range(6):
            seat = state.current_seat
            change = session.apply(session.bots[seat].choose(state.view(seat), state.legal_actions()))
            session.announce(change, translator("en", "ludi.ui.romme"))
    finally:
        del ui.announce
    assert calls and all(b.hand is None and a.hand is None for b, a in calls)


def test_the_legal_actions_are_worked_out_once_per_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tap asks for them twice (to read the tap, then to draw the table): once per move is
    enough, and each caller still gets a list of its own."""
    definition = registry.get("romme")
    state: GameState = definition.new_game(definition.rules_class(), SEATS, 4)
    session = TableSession(state, games.load("romme"), random.Random(4), lambda _state: None)
    asked = []
    real = type(state).legal_actions
    monkeypatch.setattr(type(state), "legal_actions", lambda s: asked.append(1) or real(s))
    first = session.legal()
    first.clear()
    assert session.legal() == real(state) and len(asked) == 1
    session.apply(session.legal()[0])
    assert session.legal() == real(state) and len(asked) == 2
