"""Saves PNGs of every screen at three sizes into screenshots/ (git-ignored), to look at them.

    .venv/bin/python tools/screenshots.py [--only NAME] [--sizes 390x844,...]

Serves the repository root like the tests do and drives Debian's Chromium with the same
launch arguments. Table situations come from seeded game records (built here with the
engine) put into localStorage as a saved game, then resumed through the UI.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romisch_pokern.actions import Roll, Score, Stop  # noqa: E402
from serve import serve_in_background  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SIZES = ((1024, 768), (768, 1024), (390, 844))
OUT = ROOT / "screenshots"
SEATS = (Seat("Julia"), Seat("Marcus", "bot", "strong"), Seat("Livia"), Seat("Octavia", "bot", "easy"))


def _bot_turns(state, turns: int) -> None:
    """Let strong bots play ``turns`` whole turns for whoever sits there (fills the sheet)."""
    d = registry.get("romisch-pokern")
    bot = d.bots["strong"]
    for _ in range(turns):
        seat = state.current_seat
        while state.current_seat == seat and not state.is_over:
            state.apply(bot(seat, 1).choose(state.view(seat), state.legal_actions()))


def _human_turns(seats, rounds: int):
    """Pokern games (seed after seed) played by bots for ``rounds`` rounds, at a human's turn."""
    d = registry.get("romisch-pokern")
    for seed in range(1, 3000):
        state = d.new_game(d.rules_class(random_start=False), seats, seed)
        _bot_turns(state, len(seats) * rounds)
        if state.seats[state.current_seat].kind == "human":
            yield state


def two_readings_record(seats=SEATS) -> str:
    """A human's turn stopped on a result that reads two ways, both writable."""
    for state in _human_turns(seats, 2):
        while Roll(1) in state.legal_actions() and len(state.view(None).readings) < 2:
            state.apply(Roll(1))
        if len(state.view(None).readings) == 2 and Stop() in state.legal_actions():
            state.apply(Stop())
            numbers = {a.number for a in state.legal_actions() if isinstance(a, Score)}
            if len(numbers) == 2:
                return state.record().dumps()
    raise SystemExit("no seed gives a two-reading result")


def failed_record(seats=SEATS) -> str:
    """A human's turn that failed on an impossible result, with cards in hand."""
    for state in _human_turns(seats, 3):
        while Roll(1) in state.legal_actions():
            state.apply(Roll(1))
        view = state.view(None)
        if view.phase == "failed" and view.failure == "impossible" and len(view.rolled) >= 3:
            return state.record().dumps()
    raise SystemExit("no seed gives a failed turn")


FIVE = (
    Seat("WWWWWWWWWWWWWWWWWWWW"),
    Seat("Marcus", "bot", "strong"),
    Seat("Livia", "bot", "normal"),
    Seat("Octavia", "bot", "easy"),
    Seat("Claudius Maximus", "bot", "strong"),
)


def five_players_record(seats=FIVE) -> str:
    """Five players (one 20-letter name), the human to roll, the last bot's turn summarised."""
    d = registry.get("romisch-pokern")
    state = d.new_game(d.rules_class(random_start=False), seats, 7)
    _bot_turns(state, len(seats) * 3)
    while state.seats[state.current_seat].kind != "human":
        _bot_turns(state, 1)
    return state.record().dumps()


def final_round_record(seats=SEATS) -> str:
    """The final round is on and a human is to roll."""
    d = registry.get("romisch-pokern")
    for seed in range(1, 500):
        state = d.new_game(d.rules_class(random_start=False), seats, seed)
        while not state.is_over and not state.final_round:
            _bot_turns(state, 1)
        if state.is_over:
            continue
        while not state.is_over and state.seats[state.current_seat].kind != "human":
            _bot_turns(state, 1)
        if not state.is_over:
            return state.record().dumps()
    raise SystemExit("no seed gives a final round with a human to move")


def stop_fails_record(seats=SEATS) -> str:
    """A human rolling on a result that stopping can only fail (Stop warns)."""
    from ludi.games.romisch_pokern.hints import stop_outlook

    for state in _human_turns(seats, 3):
        while Roll(1) in state.legal_actions():
            state.apply(Roll(1))
            if state.phase == "rolling" and stop_outlook(state).only_fails:
                return state.record().dumps()
    raise SystemExit("no seed gives a stop that can only fail")


TWO_HUMANS = (Seat("Julia"), Seat("Livia"))


def undo_record(seats=TWO_HUMANS) -> str:
    """Julia has just written a number; Livia has not rolled yet (Julia may undo)."""
    d = registry.get("romisch-pokern")
    state = d.new_game(d.rules_class(random_start=False), seats, 11)
    for _ in range(4):
        _bot_turns(state, 1)
    while state.current_seat == 0 or not isinstance(state.history[-1], Score):
        _bot_turns(state, 1)
    return state.record().dumps()


ROMME_SEATS = (
    Seat("Julia"),
    Seat("Marcus", "bot", "normal"),
    Seat("Livia", "bot", "strong"),
    Seat("Octavia", "bot", "easy"),
)


def busy_romme_record(seats=ROMME_SEATS) -> str:
    """Julia to play with 14 cards, five or more melds on the table (bots played the others).

    Julia herself only draws and discards until then, so her hand stays full.
    """
    d = registry.get("romme")
    from ludi.games.romme.actions import Discard, Draw

    for seed in range(1, 400):
        state = d.new_game(d.rules_class(), seats, seed)
        bots = {i: d.bots["normal"](i, i) for i in range(1, len(seats))}
        for _ in range(400):
            seat = state.current_seat
            if seat is None or state.is_over or state.view(None).round > 0:
                break
            view = state.view(seat)
            if seat == 0:
                if view.phase == "play" and len(view.table) >= 5 and len(view.hand) >= 14:
                    return state.record().dumps()
                legal = state.legal_actions()
                action = (
                    Draw("stock")
                    if Draw("stock") in legal
                    else next((a for a in legal if isinstance(a, Discard)), legal[-1])
                )
                state.apply(action)
            else:
                state.apply(bots[seat].choose(view, state.legal_actions()))
    raise SystemExit("no seed gives a busy Rommé table")


def romme_until(holds, seats=ROMME_SEATS, **rules):
    """A Rommé game the normal bots play for every seat, Julia's too, until ``holds`` (a state)."""
    d = registry.get("romme")
    for seed in range(1, 300):
        state = d.new_game(d.rules_class(**rules), seats, seed)
        bots = [d.bots["normal"](i, i) for i in range(len(seats))]
        for _ in range(600):
            if state.is_over or state.view(None).round > 0:
                break
            if holds(state):
                return state
            state.apply(
                bots[state.current_seat].choose(state.view(state.current_seat), state.legal_actions())
            )
    raise SystemExit("no seed gives that Rommé situation")


def romme_scenes() -> dict[str, str]:
    """Records of Rommé's main phases, Julia to act: draw, build a first meld, lay off, knock,
    go out with her last card."""
    from ludi.games.romme.actions import Discard, LayOff, Meld

    def julia(state, phase: str) -> bool:
        return state.current_seat == 0 and state.view(0).phase == phase

    def building(state) -> bool:
        v = state.view(0)
        melds = [a for a in state.legal_actions() if isinstance(a, Meld)]
        if julia(state, "play") and not v.opened[0] and len(v.table) >= 4 and melds:
            state.apply(melds[0])
            return bool(state.view(0).pending)
        return False

    def laying_off(state) -> bool:
        return (
            julia(state, "play")
            and state.view(0).opened[0]
            and len(state.view(0).table) >= 7
            and any(isinstance(a, LayOff) and not a.card.startswith("*") for a in state.legal_actions())
        )

    def last_card(state) -> bool:
        return (
            julia(state, "play")
            and len(state.view(0).hand) == 1
            and any(isinstance(a, Discard) for a in state.legal_actions())
        )

    three = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
    layoff = romme_until(laying_off)
    card = [a for a in layoff.legal_actions() if isinstance(a, LayOff) and not a.card.startswith("*")][
        -1
    ].card
    return {
        "drawing": romme_until(lambda s: julia(s, "draw") and len(s.view(0).table) >= 7).record().dumps(),
        "building": romme_until(building).record().dumps(),
        "layoff": layoff.record().dumps(),
        "layoff-card": card,
        "knock": romme_until(lambda s: julia(s, "knock"), seats=three, knocking=True).record().dumps(),
        "last-card": romme_until(last_card).record().dumps(),
    }


def full_chariots_record() -> str:
    """Four players, Julia to move, every chariot holding four or more cards (bots played)."""
    d = registry.get("romer")
    seats = (
        Seat("Julia"),
        Seat("Marcus", "bot", "normal"),
        Seat("Livia", "bot", "strong"),
        Seat("Octavia", "bot", "easy"),
    )
    for seed in range(1, 400):
        state = d.new_game(d.rules_class(), seats, seed)
        bots = {i: d.bots["normal"](i, i) for i in range(len(seats))}
        for _ in range(300):
            seat = state.current_seat
            if seat is None or state.is_over or state.view(None).round > 0:
                break
            view = state.view(seat)
            if seat == 0 and view.phase == "turn" and min(len(t) for t in view.teams) >= 4:
                return state.record().dumps()
            state.apply(bots[seat].choose(view, state.legal_actions()))
    raise SystemExit("no seed gives four full chariots")


def open_app(page: Page, url: str, storage: dict[str, str]) -> None:
    page.goto(url + "/assets/icon.svg")  # same origin, no app: set the storage first
    page.evaluate(
        "data => { localStorage.clear();"
        " for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v); }",
        storage,
    )
    page.goto(url + "/")
    page.wait_for_selector("html[data-py-ready]", state="attached", timeout=90_000)


def idle(page: Page) -> None:
    page.wait_for_selector("#app [data-screen][data-busy='0']", state="attached")


def shoot(page: Page, name: str, size: tuple[int, int]) -> None:
    path = OUT / f"{name}-{size[0]}x{size[1]}.png"
    page.screenshot(path=str(path), full_page=True)
    view = OUT / f"{name}-{size[0]}x{size[1]}-view.png"
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(view), full_page=False)  # what a player sees without scrolling
    print(path.relative_to(ROOT))


def scenes(lang: str) -> dict:
    base = {"ludi.lang": lang, "ludi.speed": "off"}
    two = two_readings_record()
    failed = failed_record()

    def home(page, url):
        open_app(page, url, base)

    def setup(page, url):
        open_app(page, url, base)
        page.click("[data-action='setup']")
        page.click("[data-action='add-seat']")
        page.click("[data-action='seat-kind'][data-arg='2:bot']")
        page.click("[data-action='seat-level'][data-arg='2:strong']")
        page.check("[data-field='option'][data-arg='roll-several']")
        page.locator("[data-field='name'][data-arg='1']").focus()
        page.keyboard.press("Tab")  # keyboard focus on a segmented button: the ring must show

    def table_two_readings(page, url):
        open_app(page, url, {**base, "ludi.save": two})
        page.click("[data-action='resume']")
        idle(page)

    def table_rows(page, url):
        table_two_readings(page, url)
        page.locator("[data-action='number']").last.click()
        page.locator("[data-kind='score']").first.focus()

    def failed_turn(page, url):
        open_app(page, url, {**base, "ludi.save": failed})
        page.click("[data-action='resume']")
        idle(page)

    hints_on = {"ludi.setup.romisch-pokern": '{"hints": true}'}  # two humans: hints asked for

    def hint_writing(page, url):  # the hint on a reading that reads two ways: its row ringed
        open_app(page, url, {**base, **hints_on, "ludi.save": two})
        page.click("[data-action='resume']")
        idle(page)
        page.click("[data-action='hint']")
        page.wait_for_selector(".hint--suggest")

    def hint_failed(page, url):  # the hint after a failed turn: a card or Pass ringed
        open_app(page, url, {**base, **hints_on, "ludi.save": failed})
        page.click("[data-action='resume']")
        idle(page)
        page.click("[data-action='hint']")
        page.wait_for_selector(".hint--suggest")

    def joker(page, url):
        failed_turn(page, url)
        page.click("button.card.is-playable[data-arg='joker']:visible")

    def rolling(page, url):
        open_app(page, url, {**base, "ludi.speed": "slow", "ludi.save": failed})
        page.click("[data-action='discard']")
        page.click("[data-action='discard'][data-arg='confirm']")
        page.click("[data-action='setup']")
        page.click("[data-action='seat-kind'][data-arg='1:human']")
        page.check("[data-field='option'][data-arg='roll-several']")
        page.check("[data-field='option'][data-arg='fixed-start']")
        page.click("[data-action='start']")
        idle(page)
        page.locator("[data-kind='roll']").nth(2).click()
        page.wait_for_selector(".die--rolling")

    def end(page, url):
        open_app(page, url, {**base, "ludi.bot-speed": "instant"})
        page.click("[data-action='setup']")
        page.click("[data-action='seat-kind'][data-arg='0:bot']")
        page.click("[data-action='seat-level'][data-arg='0:strong']")
        page.click("[data-action='seat-level'][data-arg='1:easy']")
        page.click("[data-action='add-seat']")
        page.click("[data-action='seat-kind'][data-arg='2:bot']")
        page.click("[data-action='start']")
        page.wait_for_selector("#app [data-screen='end'][data-busy='0']", timeout=60_000)

    def help_dialog(page, url):
        open_app(page, url, base)
        page.click("[data-action='help'][data-arg='romisch-pokern']")

    def help_example(page, url):
        help_dialog(page, url)
        page.locator(".help-dice").nth(1).scroll_into_view_if_needed()  # the worked example

    five = five_players_record()
    final = final_round_record()
    stop_fails = stop_fails_record()
    undo = undo_record()

    def resume(page, url, record, extra=None):
        open_app(page, url, {**base, "ludi.save": record, **(extra or {})})
        page.click("[data-action='resume']")
        idle(page)

    def five_players(page, url):
        resume(page, url, five)

    def final_round(page, url):
        resume(page, url, final)

    def stop_warning(page, url):
        resume(page, url, stop_fails)

    def undo_write(page, url):
        resume(page, url, undo)

    def drop_one(page, url):
        failed_turn(page, url)
        page.click("button.card.is-playable[data-arg='drop_one']:visible")

    def confirm_discard(page, url):
        open_app(page, url, {**base, "ludi.save": two})
        page.click("[data-action='discard']")

    romme = busy_romme_record()
    bots = {**base, "ludi.bot-speed": "instant"}

    def romme_setup(page, url):
        open_app(page, url, bots)
        page.click("[data-action='setup'][data-arg='romme']")
        page.click("[data-action='add-seat']")
        page.check("[data-field='option'][data-arg='knocking']")
        page.check("[data-field='option'][data-arg='casino']")

    def romme_table(page, url):
        open_app(page, url, {**bots, "ludi.save": romme})
        page.click("[data-action='resume']")
        idle(page)

    def romme_selected(page, url):
        romme_table(page, url)
        for i in (0, 1, 2):
            page.click(f"[data-action='card'][data-arg='{i}']")

    def romme_intro(page, url):
        romme_setup(page, url)
        page.click("[data-action='start']")
        idle(page)

    def romme_handoff(page, url):
        open_app(page, url, bots)
        page.click("[data-action='setup'][data-arg='romme']")
        page.click("[data-action='seat-kind'][data-arg='1:human']")
        page.click("[data-action='start']")
        page.click("[data-action='deal']")

    def romme_summary(page, url):
        romme_table(page, url)
        for _ in range(300):
            idle(page)
            if page.locator("[data-action='next-round']").count():
                return
            if page.locator("[data-kind='draw-stock']").count():
                page.click("[data-kind='draw-stock']")
                continue
            for p in range(page.locator("[data-action='card']").count()):  # the hand as it is now
                page.click(f"[data-action='card'][data-arg='{p}']")
                if page.locator("[data-kind='discard']").count():
                    page.click("[data-kind='discard']")
                    break
                page.click("[data-action='clear']")

    phases = romme_scenes()

    def romme_resume(page, url, record, speed="off"):
        open_app(page, url, {**bots, "ludi.speed": speed, "ludi.save": record})
        page.click("[data-action='resume']")
        if page.locator("[data-action='reveal']").count():
            page.click("[data-action='reveal']")
        idle(page)

    def romme_drawing(page, url):
        romme_resume(page, url, phases["drawing"])

    def romme_building(page, url):
        romme_resume(page, url, phases["building"])

    def romme_layoff(page, url):
        from ludi.ui.romme.cards import code_face

        romme_resume(page, url, phases["layoff"])
        keys = page.locator(".hc").evaluate_all("els => els.map(e => e.dataset.flip)")
        face = str(code_face(phases["layoff-card"]))
        position = next(p for p, k in enumerate(keys) if k.split(":")[1] == face)
        page.click(f"[data-action='card'][data-arg='{position}']")

    def romme_knock(page, url):
        romme_resume(page, url, phases["knock"])

    def go_out(page):
        page.click("[data-action='card'][data-arg='0']")
        page.click("[data-kind='discard']")

    def romme_moment(page, url):  # the deciding move, held before the summary ("slow": 2.6 s)
        romme_resume(page, url, phases["last-card"], speed="slow")
        go_out(page)
        page.wait_for_selector(".moment")

    def romme_round_over(page, url):
        romme_resume(page, url, phases["last-card"])
        go_out(page)
        page.wait_for_selector("[data-action='next-round']")

    def romme_end(page, url):
        open_app(page, url, bots)
        page.click("[data-action='setup'][data-arg='romme']")
        page.click("[data-action='seat-kind'][data-arg='0:bot']")
        page.click("[data-action='start']")
        for _ in range(300):  # the bots play; each round's summary waits for a tap
            page.wait_for_selector("[data-action='next-round'], [data-action='deal'], [data-screen='end']")
            if page.locator("[data-screen='end']").count():
                break
            try:  # a tap is taken after the next paint: the button just tapped may still be there
                page.locator("[data-action='next-round'], [data-action='deal']").first.click(timeout=5_000)
            except PlaywrightTimeout:
                continue  # it went away with the tap before (the last round went on to the end)
        page.wait_for_selector("#app [data-screen='end'][data-busy='0']", timeout=60_000)

    chariots = full_chariots_record()

    def romer_table(page, url):
        open_app(page, url, {**bots, "ludi.save": chariots})
        page.click("[data-action='resume']")
        idle(page)
        page.locator("[data-action='card']").first.click()

    def romer_setup(page, url):
        open_app(page, url, bots)
        page.click("[data-action='setup'][data-arg='romer']")

    def romme_help(page, url):
        open_app(page, url, base)
        page.click("[data-action='help'][data-arg='romme']")

    def corrupt(page, url):
        open_app(page, url, {**base, "ludi.save": '{"game": "romisch-pokern", "seats": ['})

    return {
        "home": home,
        "setup": setup,
        "table-two-readings": table_two_readings,
        "table-rows": table_rows,
        "failed-turn": failed_turn,
        "hint-writing": hint_writing,
        "hint-failed": hint_failed,
        "joker": joker,
        "rolling": rolling,
        "end": end,
        "help": help_dialog,
        "help-example": help_example,
        "five-players": five_players,
        "final-round": final_round,
        "stop-warning": stop_warning,
        "undo": undo_write,
        "drop-one": drop_one,
        "confirm-discard": confirm_discard,
        "corrupt": corrupt,
        "romme-setup": romme_setup,
        "romme-intro": romme_intro,
        "romme-table": romme_table,
        "romme-selected": romme_selected,
        "romme-handoff": romme_handoff,
        "romme-help": romme_help,
        "romme-summary": romme_summary,
        "romme-drawing": romme_drawing,
        "romme-building": romme_building,
        "romme-layoff": romme_layoff,
        "romme-knock": romme_knock,
        "romme-moment": romme_moment,
        "romme-round-over": romme_round_over,
        "romme-end": romme_end,
        "romer-setup": romer_setup,
        "romer-table": romer_table,
    }


def run(
    all_scenes: dict,
    chosen: list[str],
    sizes,
    shot: Callable[[Page, str, tuple[int, int]], None] | None = None,
) -> int:
    """Each chosen scene at each size, saved by ``shot`` (default: ``shoot``); 1 on page errors."""
    OUT.mkdir(exist_ok=True)
    server, url = serve_in_background()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size in sizes:
                viewport = {"width": size[0], "height": size[1]}
                context = browser.new_context(viewport=viewport, service_workers="block")
                page = context.new_page()
                errors: list[str] = []
                page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
                for name in chosen:
                    all_scenes[name](page, url)
                    (shot or shoot)(page, name, size)
                if errors:
                    print("page errors:", errors, file=sys.stderr)
                    return 1
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return 0


def parse_sizes(text: str | None) -> tuple[tuple[int, int], ...]:
    if not text:
        return SIZES
    return tuple(tuple(int(v) for v in s.split("x")) for s in text.split(","))  # type: ignore[misc]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="comma-separated scene names")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--sizes", help="e.g. 390x844,1024x768")
    args = parser.parse_args()
    all_scenes = scenes(args.lang)
    chosen = args.only.split(",") if args.only else list(all_scenes)
    return run(
        all_scenes,
        chosen,
        parse_sizes(args.sizes),
        lambda page, name, size: shoot(page, f"{args.lang}-{name}", size),
    )


if __name__ == "__main__":
    raise SystemExit(main())
