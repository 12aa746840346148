"""The guided first rounds ("Learn to play"): each script is valid against its engine, each
guide can be followed to its end by tapping only what it highlights (in de, fr and en), and a
wrong move is explained and changes nothing."""

from __future__ import annotations

import re
import sys
from html import unescape

import pytest
from test_app import click_button, settle
from ui_helpers import buttons, run_async

from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.guide import MARK, Ask, Move, Tell, book_for
from ludi.ui.i18n import game_catalog
from ludi.ui.storage import MemoryStore

#: What each game depends on, which its guided round must show on the table and name (the
#: players' list of what a newcomer got lost on without).
REQUIRED = {
    "romme": {"run", "set", "joker", "first_meld", "lay_off", "take_discard", "go_out"},
    "romer": {"chariot", "caesar", "purple", "horse_no_draw", "strength_points"},
    "romisch-pokern": {"reroll_i", "reroll_v", "reroll_one", "drop_one", "twin", "joker"},
}

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
GAMES = ("romer", "romme", "romisch-pokern")
LANGS = ("de", "fr", "en")


def make_app(lang: str = "en") -> App:
    return App(MemoryStore(dict(FAST)), [lang], bot_seed=3)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_script_replays_on_its_engine(game_id: str) -> None:
    """Every asked move is the guided player's and legal there; every bot move is that bot's
    and legal; replaying the script reaches its end, which hands the round over."""
    book = book_for(game_id)
    state = book.start("en")
    for step in book.steps:
        if isinstance(step, Tell):
            continue
        seat = book.human if isinstance(step, Ask) else step.seat
        assert state.current_seat == seat, step
        assert step.action in state.legal_actions() or state.explain_illegal(step.action) is None, step
        state.apply(step.action)
        assert not state.is_over
    assert isinstance(book.steps[-1], Tell) and book.steps[-1].last
    assert state.seats[book.human].kind == "human"
    assert all(s.kind == "bot" for i, s in enumerate(state.seats) if i != book.human)
    assert sum(isinstance(s, Ask) for s in book.steps) >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_every_guide_text_is_in_every_language(game_id: str) -> None:
    keys = {k for s in book_for(game_id).steps if not isinstance(s, Move) for k in _keys(s)}
    for lang in LANGS:
        messages = game_catalog("ludi.ui.guides", lang)
        assert keys <= set(messages), (lang, keys - set(messages))
        assert set(messages) == set(game_catalog("ludi.ui.guides", "en")), lang
        assert all(k.startswith("guide.") for k in messages)


def _keys(step: Ask | Tell) -> list[str]:
    return [step.prompt, step.wrong] if isinstance(step, Ask) else [step.text]


def marked(html: str) -> list[str]:
    """Opening tags of the elements the guide highlights."""
    return re.findall(rf"<\w+[^>]*\b{MARK}=\"\"[^>]*>", html)


def panel_text(html: str) -> str:
    m = re.search(r'<p class="guide__text"[^>]*>(.*?)</p>', html, re.S)
    return re.sub(r"<[^>]+>", "", m.group(1)) if m else ""


async def follow_the_guide(app: App, game_id: str) -> int:
    """Tap only what the guide shows: a highlighted button, or Next; returns the taps made."""
    app.click("guide", game_id)
    await settle(app)
    assert app.screen.name == "table"
    return await follow_until(app, len(book_for(game_id).steps))


async def follow_until(app: App, index: int) -> int:
    """Follow the open guide's highlights until its script reaches step ``index`` (or ends)."""
    taps = 0
    while app.session.guide.active and app.session.guide.index < index:
        taps += 1
        assert taps < 200, panel_text(app.render())
        html = app.render()
        assert panel_text(html)
        step = app.session.guide.step
        if isinstance(step, Tell):
            (tag,) = buttons(html, action="guide-next")
        else:
            assert isinstance(step, Ask), "the bots wait for nobody: a Move is never shown"
            tags = [t for t in marked(html) if t.startswith("<button")]
            assert tags, f"nothing to tap for {step}"
            tag = tags[0]
        click_button(app, tag)
        await settle(app)
    return taps


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_guided_round_is_completed_by_clicks(game_id: str, lang: str) -> None:
    """From home: the guide's highlights lead through every step; then the round is a real
    one against the bots, and nothing was saved (a waiting game is never replaced)."""

    async def run() -> None:
        app = make_app(lang)
        assert buttons(app.render(), action="guide", arg=game_id)
        await follow_the_guide(app, game_id)
        book = book_for(game_id)
        assert app.session.guide.index == len(book.steps)
        html = app.render()  # one screen: what was learnt, a real game or this round played on
        listed = re.findall(
            r"<li>([^<]+)</li>", re.search(r'class="guide-summary__list">(.*?)</ul>', html)[1]
        )
        names = [app.t(f"guide.{book.prefix}.concept.{c}") for c in book.concepts]
        assert [unescape(x) for x in listed] == names and len(names) >= 4
        assert buttons(html, action="guide-real-game") and app.focus == "guide-summary"
        moves = len(app.session.state.history)
        await settle(app)
        assert len(app.session.state.history) == moves  # the bots wait while it is read
        click_button(app, buttons(html, action="guide-play-on")[0])
        await settle(app)
        html = app.render()
        assert 'class="guide' not in html  # the panel is gone: a normal table
        assert storage.save_key(game_id) not in app.store.data
        assert app.session.undo_point() is None or app.session.undo_point().seat == book.human

    run_async(run())


def test_a_wrong_move_is_explained_and_changes_nothing() -> None:
    async def run() -> None:
        app = make_app("en")
        app.click("guide", "romer")
        await settle(app)
        app.click("guide-next")  # the welcome
        html = app.render()
        (asked,) = [t for t in marked(html) if t.startswith("<button")]
        other = next(t for t in buttons(html, action="card") if t != asked)
        click_button(app, other)
        click_button(app, buttons(app.render(), action="act")[0])
        html = app.render()
        assert "That would lay the" in panel_text(html) and "green 6" in panel_text(html)
        assert app.session.state.history == [] and app.session.guide.index == 1
        assert app.live == app.session.guide.note
        # A bot's turn is no time for Next's own step either: tapping the table is explained.
        app.click("guide-next")
        assert app.session.state.history == []

    run_async(run())


def test_pokern_wrong_moves_are_explained_and_change_nothing() -> None:
    """Rolling on where the guide says stop, writing the other reading, playing another card
    (at once, or half: a die still to pick): each is explained, nothing reaches the game, and
    the guide still leads to its end."""
    from ludi.games.romisch_pokern.actions import PlayCard, Score, Stop

    steps = book_for("romisch-pokern").steps

    def index_of(kind: type) -> int:
        return next(i for i, s in enumerate(steps) if isinstance(s, Ask) and isinstance(s.action, kind))

    def unchanged(moves: int, index: int) -> None:
        assert len(app.session.state.history) == moves and app.session.guide.index == index
        assert app.live == app.session.guide.note != ""

    async def run() -> None:
        app.click("guide", "romisch-pokern")
        await settle(app)
        await follow_until(app, index_of(Stop))
        moves, index = len(app.session.state.history), app.session.guide.index
        (roll,) = buttons(app.render(), action="act", kind="roll")
        click_button(app, roll)
        assert "That would roll a die" in panel_text(app.render()), panel_text(app.render())
        unchanged(moves, index)

        await follow_until(app, index_of(Score))
        moves, index = len(app.session.state.history), app.session.guide.index
        click_button(app, buttons(app.render(), action="number", arg="19")[0])
        html = app.render()
        assert "Tap 21" in panel_text(html) and buttons(html, action="number", arg="21")[0] in marked(html)
        click_button(app, buttons(html, action="act", kind="score")[0])
        assert "That would write 19 in row 1" in panel_text(app.render())
        unchanged(moves, index)

        await follow_until(app, index_of(PlayCard))
        moves, index = len(app.session.state.history), app.session.guide.index
        click_button(app, buttons(app.render(), action="card", arg="reroll_v")[0])
        assert "That would play “Re-roll the V”" in panel_text(app.render())
        unchanged(moves, index)
        click_button(app, buttons(app.render(), action="card", arg="drop_one")[0])
        html = app.render()  # a die to pick for the wrong card: the guide points at Cancel
        assert "Cancel" in panel_text(html) and any("cancel-card" in t for t in marked(html))
        click_button(app, buttons(html, action="act", kind="card")[0])
        assert "That would play “Drop one”" in panel_text(app.render())
        unchanged(moves, index)

        await follow_until(app, len(steps))
        assert app.session.guide.summary and not app.session.guide.off_script

    app = make_app("en")
    run_async(run())


def test_learn_to_play_is_offered_only_where_a_guide_ships(monkeypatch: pytest.MonkeyPatch) -> None:
    from ludi.ui import games

    html = make_app().render()
    for entry in games.GAMES:
        offered = bool(buttons(html, action="guide", arg=entry.game_id))
        assert offered == (entry.game_id in GAMES) == entry.guided, entry.game_id
    # A game whose guide does not ship (every game has one today: one is switched off here),
    # or no game at all: the guide action does nothing, never a crash.
    entry = games.entry("romer")
    assert entry is not None
    monkeypatch.setattr(entry, "guided", False)
    app = make_app()
    assert not buttons(app.render(), action="guide", arg="romer")
    for game_id in ("romer", "no-such-game"):
        app.click("guide", game_id)
        assert app.screen.name == "home"


def test_the_home_screen_imports_no_guide() -> None:
    """The guide modules are taken out for this test and put back after it: the tests that run
    later compare their steps with the classes imported at the top of this file."""
    taken = {
        m: sys.modules.pop(m) for m in list(sys.modules) if m.startswith(("ludi.ui.guide", "ludi.ui.guides"))
    }
    try:
        html = make_app().render()
        assert buttons(html, action="guide", arg="romer")
        assert not any(m.startswith(("ludi.ui.guide", "ludi.ui.guides")) for m in sys.modules)
    finally:
        sys.modules.update(taken)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_concept_the_game_depends_on_is_taught_on_the_table_and_named(game_id: str) -> None:
    """Each required concept is taught by a step that outlines something on the table, and has
    a name in every language (the summary lists them)."""
    book = book_for(game_id)
    assert REQUIRED[game_id] <= set(book.concepts), REQUIRED[game_id] - set(book.concepts)
    for concept in book.concepts:
        teaching = [s for s in book.steps if not isinstance(s, Move) and concept in s.teaches]
        assert teaching and all(s.marks for s in teaching), concept
    for lang in LANGS:
        messages = game_catalog("ludi.ui.guides", lang)
        for concept in book.concepts:
            assert messages.get(f"guide.{book.prefix}.concept.{concept}"), (lang, concept)
        assert messages.get(f"guide.{book.prefix}.summary"), lang
    taught = {c for s in book.steps if not isinstance(s, Move) for c in s.teaches}
    assert taught <= set(book.concepts), taught - set(book.concepts)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_step_counter_counts_the_shown_steps_truly(game_id: str) -> None:
    """ "step 9 of 19" stayed on two screens (the bots' scripted moves kept the step before's
    number): while bots play no number shows; each shown step has its own."""
    from ludi.ui.guide import Guide

    book = book_for(game_id)
    guide = Guide(book)
    seen = []
    for index in range(len(book.steps)):
        guide.index = index
        number = guide.number()
        assert (number is None) == isinstance(book.steps[index], Move)
        if number is not None:
            seen.append(number)
    assert seen == list(range(1, len(guide.shown) + 1))


def test_a_real_game_after_the_guide_has_the_same_seats_and_never_replaces_a_saved_one() -> None:
    async def run(app: App, waiting: bool) -> None:
        if waiting:
            app.store.data[storage.save_key("romer")] = "{}"  # anything saved counts as waiting
        await follow_the_guide(app, "romer")
        click_button(app, buttons(app.render(), action="guide-real-game")[0])
        await settle(app)

    seats = book_for("romer").seats("en")
    app = make_app("en")
    run_async(run(app, False))
    assert app.screen.name == "table" and not hasattr(app.session, "guide")
    assert tuple(app.session.state.seats) == seats
    assert storage.save_key("romer") in app.store.data  # a real game is saved as any game
    app = make_app("en")
    run_async(run(app, True))
    assert app.screen.name == "setup" and app.store.data[storage.save_key("romer")] == "{}"
    assert [(s.name, s.kind) for s in app.screen.model.seats] == [(s.name, s.kind) for s in seats]
