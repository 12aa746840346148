"""The rules help of every game: pictures in every language, no rule IDs, its own modules
imported only when it opens, and opened from a table it starts at the phase's section."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from test_shell import loaded_after
from ui_helpers import run_async

from ludi.games import registry
from ludi.games.protocol import GameRecord, Seat
from ludi.games.romme.actions import Draw
from ludi.ui import games
from ludi.ui.app import App
from ludi.ui.frame import render_help
from ludi.ui.i18n import LANGUAGES, translator
from ludi.ui.storage import MemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import romer_scenes  # noqa: E402

#: A picture of each game's material, as its table draws it.
PICTURES = {"romisch-pokern": 'class="die die--', "romme": 'class="pc pc--', "romer": 'class="rc rc--'}
FAST = {"ludi.speed": "off", "ludi.bot-speed": "instant"}


@pytest.mark.parametrize("game_id", list(PICTURES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_has_pictures_and_keyed_sections_and_no_rule_ids(game_id: str, lang: str) -> None:
    game = games.load(game_id)
    sections = game.help_sections(lang)
    html = render_help("Help", sections, translator(lang, games.entry(game_id).ui_module))
    assert html.count(PICTURES[game_id]) >= 4 and "<figure" in html
    keys = [s.key for s in sections]
    assert len(set(keys)) == len(keys) and all(f'id="help-{k}"' in html for k in keys)
    assert not re.search(r"\bR[OMP]-\d", html)  # rule IDs are for engineers, never for players
    assert "data-scroll-into-view" not in html  # opened at the top unless a section is asked for


def test_the_sections_are_the_same_in_every_language() -> None:
    for game_id in PICTURES:
        game = games.load(game_id)
        shapes = {lang: [(s.key, len(s.paragraphs)) for s in game.help_sections(lang)] for lang in LANGUAGES}
        assert shapes["de"] == shapes["fr"] == shapes["en"], game_id


def test_the_help_modules_come_only_when_the_help_opens() -> None:
    """Opening a game imports no help; opening its help does (the first visit stays light)."""
    modules = loaded_after(
        """
        from ludi.ui import games
        for game in ("romer", "romme"):
            games.load(game)
        """
    )
    assert not [m for m in modules if m.startswith(("ludi.ui.romer.help", "ludi.ui.romme.help"))]
    modules = loaded_after(
        """
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        app = App(MemoryStore(), ["en"])
        app.click("help", "romer")
        assert 'data-example="chariot"' in app.render()
        """
    )
    assert {"ludi.ui.romer.help", "ludi.ui.romer.help.lang_en"} <= modules


def opened_from_table(state) -> tuple[App, str]:
    async def run() -> tuple[App, str]:
        app = App(MemoryStore(dict(FAST)), ["en"], bot_seed=5)
        app.open_table(state)
        app.session.ui.intro = False
        app.click("help")
        return app, app.render()

    out: list[tuple[App, str]] = []

    async def keep() -> None:
        out.append(await run())

    run_async(keep())
    return out[0]


def opened_section(app: App, html: str) -> str:
    """The section the dialog opens at: marked, and its heading asked to take the focus."""
    marked = re.findall(r'data-focus-key="help-section:([\w-]+)" data-scroll-into-view', html)
    assert len(marked) == 1 and app.focus == f"help-section:{marked[0]}"
    return marked[0]


def test_romer_help_opened_while_answering_a_trick_starts_at_the_tricks() -> None:
    state = registry.replay(GameRecord.loads(romer_scenes.answer_trick()))
    assert state.view(0).phase == "trick"
    app, html = opened_from_table(state)
    assert opened_section(app, html) == "tricks" and 'data-example="cut_trick"' in html


def test_romer_help_opened_while_laying_the_first_trump_starts_at_trumps() -> None:
    state = registry.replay(GameRecord.loads(romer_scenes.first_trump()))
    app, html = opened_from_table(state)
    assert opened_section(app, html) == "trumps"


def test_romme_help_opened_during_the_first_meld_starts_there_and_while_drawing_at_the_turn() -> None:
    d = registry.get("romme")
    state = d.new_game(d.rules_class(), (Seat("Julia"), Seat("Marcus", "bot", "normal")), 3)
    bot = d.bots["normal"](1, 1)
    while state.current_seat != 0:  # the bot plays until Julia is to draw
        state.apply(bot.choose(state.view(1), state.legal_actions()))
    app, html = opened_from_table(state)
    assert opened_section(app, html) == "turn"
    state.apply(Draw("stock"))
    assert state.view(0).phase == "play" and not state.view(0).opened[0]
    app, html = opened_from_table(state)
    assert opened_section(app, html) == "first-meld"


def test_pokern_help_opened_during_a_turn_starts_at_the_turn() -> None:
    d = registry.get("romisch-pokern")
    state = d.new_game(d.rules_class(random_start=False), (Seat("Julia"), Seat("Marcus")), 1)
    app, html = opened_from_table(state)
    assert opened_section(app, html) == "turn"


def test_help_opened_from_home_starts_at_the_top_and_closing_it_returns_to_the_button() -> None:
    app = App(MemoryStore(dict(FAST)), ["en"])
    app.click("help", "romme")
    html = app.render()
    assert (
        app.focus == "help-title" and "data-scroll-into-view" not in html and 'id="help-first-meld"' in html
    )
    app.click("close-help")
    assert app.focus == "help:romme" and 'role="dialog"' not in app.render()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pokern_help_dice_examples_read_as_the_engine_reads_them(lang: str) -> None:
    """RP-10/RP-11: every pictured throw of the worked turn says the numbers the engine spells
    from those dice (9 or 11, 24 or 26), and a throw said to spell nothing spells nothing."""
    from ludi.games.romisch_pokern.numerals import numbers_spelled
    from ludi.ui.i18n import help_sections

    figures = [
        paragraph[len("dice:") :].partition("|")
        for _, paragraphs in help_sections("ludi.ui.pokern", lang)
        for paragraph in paragraphs
        if isinstance(paragraph, str) and paragraph.startswith("dice:")
    ]
    throws = [(spec.split(), caption) for spec, _, caption in figures if len(spec.split()) < 6]
    assert len(throws) >= 3, figures  # the six faces are a picture, not a throw
    with_numbers = 0
    for symbols, caption in throws:
        said = {int(n) for n in re.findall(r"\d+", caption)}
        assert said == set(numbers_spelled(symbols)), (symbols, caption)
        with_numbers += bool(said)
    assert with_numbers >= 2
