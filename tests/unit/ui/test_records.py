"""Game records kept and moved: imports judged, replays by clicks, share links, statistics.

Driven like the DOM adapter drives the app (``click``/``field``/``key`` with data-* values).
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import zlib
from pathlib import Path

import pytest
from ui_helpers import buttons, run_async

from ludi.cli import play_bot_game
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.records import archive as kept_games
from ludi.ui.records import codec
from ludi.ui.records.archive import Kept, MemoryArchive, percent, statistics
from ludi.ui.storage import MemoryStore, save_key

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_app import settle  # noqa: E402
from test_cli_hostile import HOSTILE_NAMES, _hostile  # noqa: E402 - the CLI's hostile records

GAMES = {
    "romisch-pokern": ["easy", "easy"],
    "romme": ["easy", "easy", "easy"],
    "romer": ["easy", "easy", "easy", "easy"],
}


@pytest.fixture(scope="module")
def finished() -> dict:
    """One finished bot game of each game."""
    return {game: play_bot_game(game, levels, seed=7) for game, levels in GAMES.items()}


def make_app(store: MemoryStore | None = None, lang: str = "en") -> App:
    store = (
        store
        if store is not None
        else MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"})
    )
    app = App(store, [lang])
    app.open_archive = MemoryArchive
    return app


def step_of(html: str) -> tuple[int, int]:
    found = re.search(r'data-step="(\d+)" data-total="(\d+)"', html)
    assert found, html[:300]
    return int(found.group(1)), int(found.group(2))


def unfinished(game: str, moves: int):
    from ludi.games import registry

    state = play_bot_game(game, GAMES[game], seed=7)
    return registry.replay(state.record(), upto=moves)


# --- imports -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_a_hostile_file_is_one_message_and_changes_nothing(name: str, finished) -> None:
    waiting = unfinished("romme", 12).record().dumps()
    store = MemoryStore({save_key("romme"): waiting, storage.SPEED_KEY: "off"})
    before = dict(store.data)
    app = make_app(store)
    data = _hostile(finished["romisch-pokern"].record().to_json())[name]
    app.field("import-file", None, data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    html = app.render()
    assert app.screen.name == "home"
    notices = re.findall(r'<p class="notice records-notice" role="alert"[^>]*>([^<]*)</p>', html)
    assert len(notices) == 1 and notices[0].strip(), html
    assert "Traceback" not in notices[0] and "\x1b" not in notices[0] and len(notices[0]) < 300
    assert app.live and app.focus == "notice"
    assert store.data == before
    assert app.archive is None or not app.archive.kept.results


def test_a_refusal_is_in_the_players_language(finished) -> None:
    app = make_app(lang="de")
    app.field("import-file", None, b"\xff\xfe")
    assert app.screen.notice == "Diese Datei ist kein Ludi-Spiel: Sie enthält keinen Text."
    data = finished["romisch-pokern"].record().to_json()
    app.field("import-file", None, json.dumps({**data, "format": 3}).encode())
    assert app.screen.notice.startswith("Diese Spielaufzeichnung lässt sich nicht öffnen: ")
    assert "format" not in app.screen.notice  # the engine's English never reaches the player
    data["actions"] = [*data["actions"][:3], {"type": "Roll", "count": 99}]
    app.field("import-file", None, json.dumps(data).encode())
    assert app.screen.name == "home" and "Zug 4" in app.screen.notice


@pytest.mark.parametrize("depth", [65, 5000, 100_000])
def test_deep_nesting_is_refused_before_it_is_parsed(depth: int, monkeypatch) -> None:
    """The browser's Python parses 5,000 levels and dies (a WebAssembly stack overflow, the
    whole runtime gone) on 100,000: found by the browser test of the CLI's hostile files."""
    text = "[" * depth + '"]]]"' + "]" * depth
    monkeypatch.setattr(codec.json, "loads", lambda *a: pytest.fail("parsed"))
    assert codec.read_json(text.encode()) == codec.Refusal("import.not_json")
    assert codec.read_json(("{" * 40 + '"a":' + "[" * 23).encode()) == codec.Refusal("import.not_json")
    assert codec.too_deep("[" * 64 + '"[[[\\"[["' + "]" * 64) is False


def test_a_file_too_large_is_refused_before_it_is_parsed() -> None:
    app = make_app()
    app.field("import-file", None, b" " * (codec.MAX_BYTES + 1))
    assert "too large" in app.screen.notice


@pytest.mark.parametrize("game", list(GAMES))
def test_a_finished_game_opens_as_a_replay_from_its_first_move(game: str, finished) -> None:
    app = make_app()
    app.field("import-file", None, finished[game].record().dumps().encode())
    assert app.screen.name == "replay"
    html = app.render()
    assert step_of(html) == (0, len(finished[game].history))
    assert not buttons(html, action="play-on") and buttons(html, action="share")
    assert 'download="ludi-' in html and "data:application/json" in html


def test_an_unfinished_game_opens_at_its_last_move_as_a_spectator_sees_it() -> None:
    state = unfinished("romme", 40)
    app = make_app()
    app.field("import-file", None, state.record().dumps().encode())
    html = app.render()
    assert step_of(html) == (40, 40) and buttons(html, action="play-on")
    assert not buttons(html, action="share") and not buttons(html, action="show-cards")
    assert "data:application/json" not in html and '"seed"' not in html  # no record in the markup
    downloads = []
    app.on_download = lambda name, text: downloads.append(text)
    app.click("download-record")
    assert downloads == [state.record().dumps()]
    app.click("show-cards", "0")  # a forged tap shows no hand either
    assert app.screen._context().viewer is None
    assert app.screen._context().view == state.view(None)


def test_play_on_continues_at_a_table_and_asks_before_replacing_a_saved_game() -> None:
    state = unfinished("romer", 9)
    other = unfinished("romer", 3).record().dumps()
    store = MemoryStore(
        {save_key("romer"): other, storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
    )
    app = make_app(store)
    app.field("import-file", None, state.record().dumps().encode())
    app.click("play-on")
    assert app.screen.name == "replay" and 'data-reveal="confirm-replace"' in app.render()
    app.click("keep")
    assert store.get(save_key("romer")) == other
    app.click("play-on")
    app.click("start", "confirm")
    assert app.screen.name == "table"
    assert store.get(save_key("romer")).startswith('{"actions":')
    assert len(app.session.state.history) >= 9  # the bots of the record may move on


# --- the replay ----------------------------------------------------------------------------------
def test_replay_steps_forward_back_by_rounds_and_jumps(finished) -> None:
    record = finished["romme"].record()
    app = make_app()
    app.field("import-file", None, record.dumps().encode())
    screen = app.screen
    total = len(record.actions)
    app.click("replay-forward")
    app.click("replay-forward")
    assert step_of(app.render())[0] == 2 and app.live.endswith(f"Move 2 of {total}")
    app.click("replay-back")
    assert step_of(app.render())[0] == 1
    app.click("replay-next-round")
    first_round = step_of(app.render())[0]
    assert first_round in screen.marks and first_round > 1
    app.click("replay-previous-round")
    assert step_of(app.render())[0] == 0
    app.field("replay-step", None, str(total // 2))
    assert step_of(app.render())[0] == total // 2
    assert app.key("ArrowRight", None) and step_of(app.render())[0] == total // 2 + 1
    assert app.key("End", None) and step_of(app.render())[0] == total
    assert "wins" in app.render() or "share the win" in app.render()
    app.field("replay-step", None, "99999")
    assert step_of(app.render())[0] == total
    app.field("replay-step", None, "nonsense")
    assert step_of(app.render())[0] == total
    app.click("replay-first")
    assert step_of(app.render())[0] == 0
    assert app.key("ArrowLeft", None) and step_of(app.render())[0] == 0


def test_replay_buttons_draw_their_own_icons(finished) -> None:
    """⏮ and ⏭ showed as empty boxes in Linux Chromium (no font had the glyph): every step
    button draws an inline SVG and keeps its name for screen readers, no glyph of a font."""
    app = make_app()
    app.field("import-file", None, finished["romer"].record().dumps().encode())
    nav = re.search(r'<div class="seg replay__nav"[^>]*>(.*?)</div>', app.render()).group(1)
    buttons = re.findall(r"<button([^>]*)>(.*?)</button>", nav)
    assert len(buttons) == 6
    for attributes, body in buttons:
        assert "<svg" in body and 'aria-hidden="true"' in body
        assert re.sub(r"<[^>]+>", "", body).strip() == ""
        assert re.search(r'aria-label="[^"]+"', attributes)


@pytest.mark.parametrize("game", list(GAMES))
def test_each_position_is_the_record_replayed_to_that_move(game: str, finished) -> None:
    from ludi.games import registry

    record = finished[game].record()
    app = make_app()
    app.field("import-file", None, record.dumps().encode())
    screen = app.screen
    for step in sorted({0, 1, 63, 64, 65, 130, len(record.actions) - 1, len(record.actions)}):
        if step > len(record.actions):
            continue
        app.field("replay-step", None, str(step))
        expected = registry.replay(record, upto=step)
        assert screen.state.position_json() == expected.position_json(), step
        assert screen._context().view == expected.view(None)


def test_a_finished_game_shows_one_players_cards_on_request(finished) -> None:
    state = finished["romer"]
    app = make_app()
    app.field("import-file", None, state.record().dumps().encode())
    app.click("replay-forward")
    app.click("replay-forward")
    app.click("replay-forward")
    html = app.render()
    chosen = [b for b in buttons(html, action="show-cards") if 'aria-pressed="true"' in b]
    assert len(chosen) == 1 and 'data-arg=""' in chosen[0]
    assert app.screen._context().viewer is None
    app.click("show-cards", "2")
    assert app.screen._context().viewer == 2
    assert app.screen._context().view == app.screen.state.view(2)
    app.click("show-cards", "7")  # no such seat: unchanged
    app.click("show-cards", "")
    assert app.screen._context().viewer is None


def test_the_tables_own_pause_buttons_work_in_a_replay(finished) -> None:
    app = make_app()
    app.field("import-file", None, finished["romme"].record().dumps().encode())
    html = app.render()
    assert buttons(html, action="deal")  # the rules before the deal, as at the table
    app.click("deal")
    assert not buttons(app.render(), action="deal") and step_of(app.render())[0] == 0


def test_the_end_screen_offers_the_replay_and_the_record(finished) -> None:
    from ludi.ui.session import TableSession
    from ludi.ui.table_screen import EndScreen

    app = make_app()
    state = finished["romisch-pokern"]
    import random

    from ludi.ui import games

    session = TableSession(state, games.load(state.game_id), random.Random(1), lambda s: None)
    app.show(EndScreen(app, session))
    html = app.render()
    assert buttons(html, action="replay") and 'download="ludi-romisch-pokern-' in html
    app.click("replay")
    assert app.screen.name == "replay" and step_of(app.render()) == (0, len(state.history))
    app.click("replay-close")
    assert app.screen.name == "home"


# --- share links -----------------------------------------------------------------------------------
def test_share_link_is_the_records_json_deflated_raw_in_base64url(finished) -> None:
    record = finished["romme"].record()
    fragment = codec.share_fragment(record)
    assert fragment.startswith("#g=") and set(fragment[3:]) <= codec._B64URL
    packed = codec.unb64url(fragment[3:])
    expected = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)
    assert packed == expected.compress(record.dumps().encode()) + expected.flush()
    assert zlib.decompress(packed, wbits=-15) == record.dumps().encode()
    assert codec.read_fragment(fragment) == record.dumps().encode()
    assert codec.read_fragment(fragment[3:]) == record.dumps().encode()


@pytest.mark.parametrize(
    "fragment",
    ["#g=", "#g=*", "#g=abc", "#g=" + "A" * 4001, "#g=" + codec.b64url(b"\x00\x01garbage")],
)
def test_broken_links_are_refused(fragment: str) -> None:
    app = make_app()
    app.open_link(fragment)
    assert app.screen.name == "home" and "link does not hold" in app.screen.notice


def test_a_link_that_inflates_beyond_the_limit_is_refused() -> None:
    bomb = codec.b64url(codec.deflate_raw(b" " * (codec.MAX_BYTES + 10)))
    assert isinstance(codec.read_fragment("#g=" + bomb), codec.Refusal)


def test_a_shared_link_opens_the_replay(finished) -> None:
    app = make_app()
    app.page_url = "https://example.org/ludi/"
    app.field("import-file", None, finished["romer"].record().dumps().encode())
    app.click("share")
    html = app.render()
    link = app.screen.share
    assert link.startswith("https://example.org/ludi/#g=") and link in html
    copied = []
    app.on_copy = copied.append
    app.click("copy-link")
    assert copied == [link]
    other = make_app()
    other.open_link(link[link.index("#") :])
    assert other.screen.name == "replay" and other.screen.record == finished["romer"].record()


# --- history and statistics ----------------------------------------------------------------------
def result(key: str, end: int, *players: tuple[str, bool, int, bool], game: str = "romme") -> dict:
    return {
        "id": key,
        "game": game,
        "end": end,
        "players": [{"name": n, "bot": b, "score": s, "won": w} for n, b, s, w in players],
    }


def test_statistics_count_wins_rates_scores_and_streaks_bots_apart() -> None:
    results = [
        result("a", 1, ("Ann", False, 10, True), ("Ann", True, 5, False)),
        result("b", 2, ("Ann", False, 30, True), ("Ann", True, 40, False)),
        result("c", 3, ("Ann", False, -5, False), ("Ann", True, 50, True)),
        result("d", 4, ("Ann", False, 20, True), ("Ann", True, 0, True)),  # a shared win
        result("e", 5, ("Ann", False, 7, False), game="romer"),
    ]
    stats = {(s.game, s.name, s.bot): s for s in statistics(results)}
    ann = stats[("romme", "Ann", False)]
    assert (ann.played, ann.won, ann.best, ann.total) == (4, 3, 30, 55)
    assert ann.average == 13.75 and percent(ann.win_rate) == 75
    assert (ann.streak, ann.best_streak) == (1, 2)
    assert ann.last == [(10, True), (30, True), (-5, False), (20, True)]
    bot = stats[("romme", "Ann", True)]
    assert (bot.played, bot.won, bot.best, bot.streak, bot.best_streak) == (4, 2, 50, 2, 2)
    assert stats[("romer", "Ann", False)].won == 0 and percent(2 / 3) == 67


def test_the_chart_keeps_the_last_games_only() -> None:
    results = [result(str(i), i, ("Ann", False, i, i % 2 == 0)) for i in range(30)]
    (ann,) = statistics(results)
    assert [s for s, _ in ann.last] == list(range(30 - kept_games.CHART_GAMES, 30))


def test_history_keeps_the_last_30_newest_first_and_each_game_once() -> None:
    kept = Kept()
    for i in range(35):
        r = result(f"g{i}", 100 + i, ("Ann", False, i, True))
        kept = kept_games.add(kept, r, {**r, "record": {"game": "romme"}})
    kept = kept_games.add(kept, kept.results[0], {**kept.results[0], "record": {}})
    assert len(kept.results) == 35 and len(kept.history) == 30
    assert [h["id"] for h in kept.history[:2]] == ["g34", "g33"]
    again = kept_games.merge(kept, kept_games.load(json.loads(kept.dumps())))
    assert again == kept  # a backup imported twice counts each game once


def test_a_backup_drops_malformed_entries_and_never_raises() -> None:
    good = result("ok", 5, ("Ann", False, 3, True))
    hostile = {
        "ludi": "ludi-backup",
        "results": [
            good,
            {"id": "x"},
            result("bad", 1, ("Ann", False, True, True)),  # a bool is no score
            result("big", 1, ("Ann", False, 10**12, True)),
            result("name", 1, ("A" * 500, False, 1, True)),
            "nope",
            result("deep", 1, ("Ann", "yes", 1, True)),
        ],
        "history": [{**good, "record": "not an object"}, {**good, "id": "h", "record": {"a": 1}}],
    }
    kept = kept_games.load(hostile)
    assert [r["id"] for r in kept.results] == ["ok"] and [h["id"] for h in kept.history] == ["h"]
    assert kept_games.load({"results": []}) is None and kept_games.load([1]) is None


@pytest.mark.parametrize("game", list(GAMES))
def test_a_finished_game_left_in_its_slot_opens_at_its_end_and_is_kept(game: str, finished) -> None:
    """A game whose last move was saved but whose slot was not emptied (the page closed at
    that moment, or the storage refused the removal) was shown as a save that "cannot be
    loaded", its message ending in an unfilled "{reason}"."""

    async def run() -> None:
        state = finished[game]
        slot = save_key(game)
        store = MemoryStore({slot: state.record().dumps(), storage.SPEED_KEY: "off"})
        app = make_app(store)
        assert buttons(app.render(), action="resume")
        app.click("resume", slot)
        html = app.render()
        assert app.screen.name == "end" and "{" not in html
        assert app.session.state.record() == state.record()
        assert store.get(slot) is None  # the slot is free for a new game
        await asyncio.sleep(0)  # the archive is written in the background
        assert [h["record"] for h in app.archive.kept.history] == [state.record().to_json()]
        app.click("home")
        assert "cannot be loaded" not in app.render() and not buttons(app.render(), action="resume")

    run_async(run())


def test_a_finished_game_goes_to_the_history_and_the_statistics() -> None:
    async def run() -> None:
        app = make_app()
        for action, arg in (("setup", "romisch-pokern"), ("seat-kind", "0:bot"), ("start", None)):
            app.click(action, arg)
        await settle(app)  # two bots play to the end
        assert app.screen.name == "end"
        await asyncio.sleep(0)  # the archive is written in the background
        kept = app.archive.kept
        assert len(kept.results) == 1 and len(kept.history) == 1
        (entry,) = kept.history
        assert entry["record"] == app.session.state.record().to_json()
        assert [p["bot"] for p in entry["players"]] == [True, True]
        assert app.store.get("ludi.persist-asked") == "1"
        app.click("stats")
        for _ in range(3):
            await asyncio.sleep(0)
        html = app.render()
        assert 'data-game="romisch-pokern"' in html and "Bots" in html
        assert buttons(html, action="replay-game", arg=entry["id"])
        app.click("replay-game", entry["id"])
        assert app.screen.name == "replay" and app.screen.back == "stats"
        app.click("replay-close")
        assert app.screen.name == "stats"

    run_async(run())


def test_statistics_reset_asks_first_and_backup_round_trips(finished) -> None:
    async def run() -> None:
        kept = Kept()
        for state in finished.values():
            kept = kept_games.add(kept, *kept_games.finished(state, 1000))
        app = make_app()
        app.archive = MemoryArchive(kept)
        app.click("stats")
        await asyncio.sleep(0)
        html = app.render()
        assert html.count('<li class="stat-card"') == sum(map(len, GAMES.values()))  # a card per seat
        downloads = []
        app.on_download = lambda name, text: downloads.append((name, text))
        app.click("backup")
        ((name, text),) = downloads
        assert name.startswith("ludi-backup-") and kept_games.load(json.loads(text)) == kept
        app.click("reset")
        assert 'role="alertdialog"' in app.render() and app.archive.kept == kept
        app.click("keep")
        app.click("reset")
        app.click("reset", "confirm")
        await asyncio.sleep(0)
        assert app.archive.kept == Kept() and "No finished game" in app.render()
        app.field("import-file", None, text.encode())
        for _ in range(3):
            await asyncio.sleep(0)
        assert app.archive.kept == kept and "3 games added" in app.render()

    run_async(run())


def statistics_screen(kept: Kept) -> tuple[str, str]:
    """The statistics screen opened on ``kept``: its markup, and Ann's card in it."""
    app = make_app()
    app.archive = MemoryArchive(kept)

    async def run() -> None:
        app.click("stats")
        await asyncio.sleep(0)

    run_async(run())
    html = app.render()
    ann = re.search(r'<li class="stat-card" data-player="Ann" data-bot="0">.*?</li>', html, re.S).group(0)
    return html, ann


def test_the_statistics_screen_lists_people_and_bots_with_a_chart() -> None:
    results = [
        result(str(i), i, ("Ann", False, 10 * i, i % 3 == 0), ("Robo", True, 5, i % 3 != 0)) for i in range(6)
    ]
    html, ann = statistics_screen(Kept(results, []))
    assert re.search(r'data-stat="played"><dt>Played</dt><dd>6</dd>', ann)
    assert re.search(r'data-stat="rate"><dt>Win rate</dt><dd>33%</dd>', ann)
    assert re.search(r'data-stat="average"><dt>Average</dt><dd>25.0</dd>', ann)
    assert ann.count('<rect class="bar') == 6 and ann.count("bar--won") == 2 and 'role="img"' in ann
    assert '<h3>Bots</h3><ul class="stat-cards"><li class="stat-card" data-player="Robo"' in html
    assert html.index("<h3>Players</h3>") < html.index('data-player="Ann"') < html.index("<h3>Bots</h3>")


def test_negative_scores_read_with_a_true_minus_sign_in_the_statistics() -> None:
    """Rummy Palace totals run below zero: best, average, the chart's words and the history
    print "−12" (U+2212) as the score sheet does, never a hyphen."""
    results = [result(str(i), i, ("Ann", False, -10 - i, False), ("Robo", True, 5, True)) for i in range(3)]
    html, ann = statistics_screen(Kept(results, [{**results[0], "record": {"game": "romme"}}]))
    assert re.search(r'data-stat="best"><dt>Best score</dt><dd>−10</dd>', ann), ann
    assert re.search(r'data-stat="average"><dt>Average</dt><dd>−11.0</dd>', ann), ann
    assert "−10, −11, −12" in ann
    assert "Ann −10" in html
    assert not re.search(r"[ >,]-\d", html)


# --- the home screen stays small -----------------------------------------------------------------
def test_home_imports_nothing_of_the_records_until_one_is_opened() -> None:
    from test_shell import loaded_after

    modules = loaded_after(
        """
        import ludi.ui.dom
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        app = App(MemoryStore(), ["en"])
        html = app.render()
        assert 'data-field="import-file"' in html and 'data-action="stats"' in html
        app.offer_install("button")
        assert 'data-action="install"' in app.render()
        """
    )
    assert not [m for m in modules if m.startswith(("ludi.ui.records", "ludi.ui.idb"))], sorted(modules)


def test_install_button_and_a_dismissible_hint() -> None:
    store = MemoryStore()
    app = make_app(store)
    installs = []
    app.on_install = lambda: installs.append(1)
    app.offer_install("button")
    app.click("install")
    assert installs == [1]
    app.offer_install("hint")
    html = app.render()
    assert "Add to Home Screen" in html and buttons(html, action="dismiss-install")
    app.click("dismiss-install")
    assert "Add to Home Screen" not in app.render()
    again = make_app(store)
    again.offer_install("hint")
    assert "Add to Home Screen" not in again.render()
    again.offer_install(None)
    assert not buttons(again.render(), action="install")


def test_a_saved_game_in_progress_exports_as_a_file() -> None:
    waiting = unfinished("romme", 12).record().dumps()
    app = make_app(MemoryStore({save_key("romme"): waiting}))
    downloads = []
    app.on_download = lambda name, text: downloads.append((name, text))
    app.click("export", save_key("romme"))
    assert downloads == [("ludi-romme.json", waiting)]


@pytest.mark.parametrize("game", list(GAMES))
def test_stepping_through_a_whole_game_shows_each_rounds_summary(game: str, finished) -> None:
    """Every move forward as the table told it, a finished round held on its summary (as at
    the table) until the next step, in a language other than English, a hand shown."""
    app = make_app(lang="fr")
    app.field("import-file", None, finished[game].record().dumps().encode())
    screen = app.screen
    if game != "romisch-pokern":
        app.click("show-cards", "1")
    held = 0
    while screen.step < screen.total:
        app.click("replay-forward")
        app.render()
        held += screen.game.holds(screen.ui)
    assert app.live.endswith(f"Coup {screen.total} sur {screen.total}")
    assert held == (0 if game == "romisch-pokern" else len(screen.final.view(None).results))
