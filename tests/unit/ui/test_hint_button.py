"""The Hint button of every game's table, the one Hints setting, and Römer's action lines.

Positions come from seeded games (``test_table_hints``: bots play, positions are taken along
the way, rebuilt with ``State.from_position``), never from patched private fields. A hint is
asked the way the DOM asks it (``app.click("hint")``): the move it suggests is legal, its
words are what the live region says, its control is ringed and one tap on it plays it; the
same hint comes when every card the player cannot see is dealt again.
"""

from __future__ import annotations

import html
import importlib
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from test_app import click_button
from ui_helpers import buttons

from ludi.games import registry
from ludi.games.protocol import GameRecord, Hint, Seat
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.i18n import translator
from ludi.ui.romer import coaching as romer_coaching
from ludi.ui.romer.tray import KINDS, action_kind
from ludi.ui.storage import MemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import test_table_hints as samples  # noqa: E402

import romer_scenes  # noqa: E402

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
GAMES = ("romer", "romisch-pokern", "romme")
UI_PACKAGES = {"romer": "ludi.ui.romer", "romisch-pokern": "ludi.ui.pokern", "romme": "ludi.ui.romme"}
LANGS = ("de", "fr", "en")
PER_GAME = 12


def _app(store: MemoryStore | None = None) -> App:
    return App(store if store is not None else MemoryStore(dict(FAST)), ["en"], bot_seed=5)


def _seats(count: int, human: int) -> tuple[Seat, ...]:
    """One human (the seat to move), bots at every other seat."""
    return tuple(Seat(f"P{i}") if i == human else Seat(f"P{i}", "bot", "normal") for i in range(count))


def _table(game_id: str, rules: Any, count: int, position: dict[str, Any], humans: int = 1) -> App:
    """``position`` at a table where the seat to move is a human (with ``humans`` - 1 more),
    opened through the shell as a resumed game."""
    definition = registry.get(game_id)
    probe = definition.state_class.from_position(rules, _seats(count, 0), position, seed=1)
    seat = probe.current_seat
    assert seat is not None
    seats = list(_seats(count, seat))
    for i in range(len(seats)):
        if humans > 1 and i != seat and sum(s.kind == "human" for s in seats) < humans:
            seats[i] = Seat(f"P{i}")
    state = definition.state_class.from_position(rules, tuple(seats), position, seed=1)
    app = _app()
    app.open_table(state)
    ui = app.session.ui
    if hasattr(ui, "intro"):
        ui.intro = False  # the rules shown before a first deal: not this test's concern
    return app


def ask_hint(app: App) -> None:
    """Hint, as a player taps it and waits: a Pokern hint still being worked out says so at
    the tap and comes once the table has worked it out (here at once, through the same
    questions the table's loop asks in slices), as the screen shows it then."""
    app.click("hint")
    if getattr(app.session.ui, "hint_thinking", False):
        assert app.session.ui.hint is None and "data-hint-thinking" in app.render()
        app.session.ask.hint(app.session.viewer)  # what the loop works out between taps
        app.screen.hint_ready()


def _hinted_controls(html: str) -> list[str]:
    return [tag for tag in re.findall(r"<button\b[^>]*>", html) if "is-hinted" in tag]


def _positions(game_id: str) -> list[tuple[Any, int, dict[str, Any]]]:
    """(rules, seat count, position) where the seat to move makes a real choice."""
    out = []
    for rules, seats, position in samples._samples(game_id):
        state = registry.get(game_id).state_class.from_position(rules, seats, position, seed=1)
        if len(state.legal_actions()) > 1:
            out.append((rules, len(seats), position))
    return out[:PER_GAME]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_legal_said_ringed_and_blind_to_hidden_cards(game_id: str) -> None:
    rng = random.Random(game_id)
    positions = _positions(game_id)
    assert len(positions) >= PER_GAME // 2
    for rules, count, position in positions:
        app = _table(game_id, rules, count, position)
        state = app.session.state
        assert app.session.human_decides(False)
        assert buttons(app.render(), action="hint")
        ask_hint(app)
        hint = app.session.ui.hint
        assert hint is not None
        assert hint.action in state.legal_actions() or app.session.ask.is_legal(hint.action)
        said = app.live
        assert said and said in html.unescape(app.render()), (game_id, said)
        assert _hinted_controls(app.render()), (game_id, hint)
        # The cards the player cannot see, dealt again: the same hint, the same words.
        seat = state.current_seat
        redealt = samples.REDEAL[game_id](position, seat, rng)
        again = _table(game_id, rules, count, redealt)
        ask_hint(again)
        assert again.session.ui.hint.action == hint.action  # type: ignore[union-attr]
        assert again.live == said


@pytest.mark.parametrize("game_id", ["romer", "romisch-pokern", "romme"])
def test_tapping_the_ringed_controls_plays_the_hinted_move(game_id: str) -> None:
    for rules, count, position in _positions(game_id)[:6]:
        app = _table(game_id, rules, count, position)
        ask_hint(app)
        hint = app.session.ui.hint
        moves = len(app.session.state.history)
        for _ in range(3):  # Pokern: a card, then its die; Römer: the hint chose the card already
            ringed = _hinted_controls(app.render())
            act = [tag for tag in ringed if 'data-action="act"' in tag]
            click_button(app, (act or ringed)[0])
            if len(app.session.state.history) > moves:
                break
        assert app.session.state.history[moves] == hint.action  # type: ignore[union-attr]


def _pokern_rescues(count: int) -> list[tuple[Any, dict[str, Any]]]:
    """Failed Pokern turns where the hint plays a card on a die (Drop one, Re-roll one)."""
    definition = registry.get("romisch-pokern")
    rules = definition.rules_class()
    seats = _seats(2, 0)
    found = []
    for seed in range(60):
        state = definition.new_game(rules, seats, seed)
        bots = [definition.bots["normal"](i, seed) for i in range(2)]
        while not state.is_over and len(found) < count:
            seat = state.current_seat
            action = bots[seat].choose(state.view(seat), state.legal_actions())
            if state.phase == "failed" and getattr(action, "die", None) is not None:
                found.append((rules, state.position_json()))
                break
            state.apply(action)
        if len(found) == count:
            break
    return found


def test_a_second_pokern_hint_never_disarms_the_card_it_advised_and_the_advice_leads() -> None:
    """After a failed turn the hint said "Play Drop one, choose die 1" and rang the card; once
    the card was tapped, Hint again disarmed it and offered Pass with the same advice (a loop).
    Now a second Hint keeps the card armed and rings the die; Pass is not the big primary
    button while the hint recommends a card."""
    rescues = _pokern_rescues(4)
    assert rescues
    for rules, position in rescues:
        app = _table("romisch-pokern", rules, 2, position)
        ask_hint(app)
        hint = app.session.ui.hint
        said = app.live
        page = app.render()
        passes = [tag for tag in re.findall(r"<button\b[^>]*>", page) if 'data-kind="pass"' in tag]
        assert passes and "btn--primary" not in passes[0]
        card = [tag for tag in _hinted_controls(page) if "data-card=" in tag][0]
        click_button(app, card)
        assert app.session.ui.card == hint.action.card  # type: ignore[union-attr]
        ask_hint(app)
        assert app.session.ui.card == hint.action.card  # type: ignore[union-attr]
        assert app.session.ui.hint.action == hint.action and app.live == said  # type: ignore[union-attr]
        dice = [tag for tag in _hinted_controls(app.render()) if "die--pick" in tag]
        assert len(dice) == 1 and f'data-focus-key="{app.focus}"' in dice[0]
        moves = len(app.session.state.history)
        click_button(app, dice[0])
        assert app.session.state.history[moves] == hint.action


@pytest.mark.parametrize("game_id", GAMES)
def test_hints_follow_the_one_setting(game_id: str) -> None:
    rules, count, position = _positions(game_id)[0]
    shared = _table(game_id, rules, count, position, humans=2)
    shared.session.handoff and shared.click("reveal")
    assert not buttons(shared.render(), action="hint")  # several humans: off unless asked for
    moves = len(shared.session.state.history)
    shared.click("hint")
    assert len(shared.session.state.history) == moves and not getattr(shared.session.ui, "hint", None)


HINTS_ON = r'<input type="checkbox" checked data-field="hints"'


def _hints_panel(page: str) -> str:
    return html.unescape(
        re.search(r'<section class="panel" aria-labelledby="hints-h">.*?</section>', page)[0]
    )


def test_the_setup_form_offers_hints_as_the_table_expects() -> None:
    app = _app()
    app.click("setup", "romer")
    html = app.render()
    assert re.search(HINTS_ON, html)  # one human against bots
    assert "On for now: you play alone against bots" in _hints_panel(html)
    app.click("add-seat")  # a second human: a shared tablet
    assert not re.search(HINTS_ON, app.render())
    # The box did not flip silently: the panel and the live region say why.
    assert "several players share the tablet" in _hints_panel(app.render())
    assert app.live == "Hint button turned off: several players share the tablet."
    app.field("hints", None, True)  # asked for explicitly: kept, and stored with the setup
    assert re.search(HINTS_ON, app.render())
    assert "share the tablet" not in _hints_panel(app.render())
    assert storage.load_json(app.store, storage.setup_key("romer"))["hints"] is True
    app.click("remove-seat", "2")  # alone again: the box was on and stays on, nothing to announce
    assert (
        re.search(HINTS_ON, app.render())
        and app.live != "Hint button turned on: you play alone against bots."
    )


def test_the_settings_choose_the_hints_of_a_table_whose_box_nobody_touched() -> None:
    """Settings' "Hints at a new table": automatic (the seats decide), always on, always off;
    the players' own tick in the setup form still wins."""
    app = _app()
    app.click("settings")
    assert 'data-field="hints-default"' in app.render() and 'id="setting-hints-default-help"' in app.render()
    app.field("hints-default", None, "off")
    app.click("close-settings")
    assert storage.read(app.store, storage.preference_key("hints-default")) == "off"
    app.click("setup", "romer")
    assert not re.search(HINTS_ON, app.render())  # alone against bots, and still off
    assert "as chosen in the Settings" in _hints_panel(app.render())
    app.click("start")
    assert app.screen.name == "table" and not buttons(app.render(), action="hint")

    shared = _app()
    shared.settings.set_preference("hints-default", "on")
    shared.click("setup", "romme")
    shared.click("add-seat")  # two humans share the tablet: on all the same
    assert re.search(HINTS_ON, shared.render())
    shared.field("hints", None, False)  # the players' own choice wins over the Settings
    assert not re.search(HINTS_ON, shared.render())


# --- words --------------------------------------------------------------------------------------
ROMER_PARAMS = {
    "card": "R3",
    "colour": "R",
    "cards": 3,
    "discards": 2,
    "position": 4,
    "points": 20,
    "combat": 3,
    "free": True,
    "beats": "B5",
    "beaten_by": "P6",
    "takes": ["G3", None],
    "loses": True,
    "draw": True,
    "prize": [1, 4],
}
POKERN_PARAMS = {
    "count": 2,
    "number": 24,
    "row": 2,
    "twin": True,
    "card": "joker",
    "effect": "twin",
    "die": 0,
    "face": "X",
    "failed": True,
    "cards": 3,
    "gain": 3.1,
}


ROMME_PARAMS = {
    "card": "H7",
    "joker": "*S9",
    "meld": ["S8", "*S9", "S10"],
    "cards": ["H7", "H8", "JK"],
    "points": 24,
    "total": 30,
    "threshold": 40,
    "value": 10,
    "spare": True,
}
SAMPLE_PARAMS = {"romer": ROMER_PARAMS, "romisch-pokern": POKERN_PARAMS, "romme": ROMME_PARAMS}


@pytest.mark.parametrize("game_id", ["romer", "romisch-pokern", "romme"])
def test_every_hint_reason_has_words_in_every_language(game_id: str) -> None:
    reasons = importlib.import_module(registry.get(game_id).questions.hints_module).REASONS
    coaching = importlib.import_module(f"{UI_PACKAGES[game_id]}.coaching")
    sample = SAMPLE_PARAMS[game_id]
    for lang in LANGS:
        messages = importlib.import_module(f"{UI_PACKAGES[game_id]}.lang_{lang}").MESSAGES
        t = translator(lang, UI_PACKAGES[game_id])
        for code, names in reasons.items():
            assert f"hint.{code}" in messages, (lang, code)
            for flag in (True, False):  # every optional tail of the sentence, and none
                params = {n: (flag if isinstance(sample[n], bool) else sample[n]) for n in names}
                text = coaching.hint_text(Hint(None, code, params), t)  # type: ignore[arg-type]
                assert text and "{" not in text and "hint." not in text, (lang, code, text)


def _offered_romer() -> list[tuple[Any, Any, list[Any]]]:
    """(view, questions, legal) at every decision of bot-played Römer games, and the last
    horses of a round (only one player holds cards, Stop is offered)."""
    d = registry.get("romer")
    out = []
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = d.new_game(d.rules_class(target=300), tuple(Seat(f"P{i}") for i in range(players)), seed)
        bots = [d.bots["easy"](i, seed) for i in range(players)]
        while not state.is_over and len(state.history) < 400:
            seat = state.current_seat
            out.append((state.view(seat), d.questions(state.clone()), state.legal_actions()))
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    final = registry.replay(GameRecord.loads(romer_scenes.final_horses()))
    out.append((final.view(final.current_seat), d.questions(final), final.legal_actions()))
    return out


def test_every_offered_romer_action_says_what_it_does_in_every_language() -> None:
    decisions = _offered_romer()
    seen = {action_kind(a) for _, _, legal in decisions for a in legal}
    assert seen == {*KINDS, "stop"}  # every kind the engine offers came up
    for lang in LANGS:
        t = translator(lang, "ludi.ui.romer")
        for view, ask, legal in decisions[::7] + decisions[-1:]:
            lines = romer_coaching.action_lines(view, legal, ask, t)
            assert set(lines) == {action_kind(a) for a in legal}
            assert all(line and "{" not in line for line in lines.values()), (lang, lines)


def test_the_horse_line_takes_its_numbers_from_the_engine() -> None:
    decisions = [d for d in _offered_romer() if any(action_kind(a) == "horse" for a in d[2])]
    view, ask, legal = decisions[len(decisions) // 2]
    place, times = ask.next_place(view.seat)
    assert place == len(view.teams[view.seat]) + 1
    line = romer_coaching.action_lines(view, legal, ask, translator("en", "ludi.ui.romer"))["horse"]
    assert f"place {place}" in line and f"×{times}" in line


def test_a_romme_first_meld_hint_that_reaches_the_threshold_says_so() -> None:
    """RM-30: "31 of the 30 points" read as a miscount; a meld that completes the first meld
    says it is enough."""
    from ludi.ui.romme.coaching import hint_text

    t = translator("en", UI_PACKAGES["romme"])
    short = {"cards": ["DQ", "DK", "DA"], "points": 21, "total": 21, "threshold": 30}
    enough = {**short, "points": 31, "total": 31}
    assert "21 of the 30 points" in hint_text(Hint(None, "first_meld", short), t)  # type: ignore[arg-type]
    said = hint_text(Hint(None, "first_meld", enough), t)  # type: ignore[arg-type]
    assert "enough to come out" in said and "31 of the 30" not in said
