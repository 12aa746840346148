"""A bot's decision time inside the browser (Pyodide on the main thread): median and p95.

Builds a page that loads the real app modules through a generated pyscript.toml, plays
seeded bot-only games and times every decision (``Bot.choose``) and the longest single
slice between yields (what could freeze the page). ``--big-hands`` instead times one
decision of each Rommé level on joker-heavy hands set up as positions (a full suit and six
jokers; sixteen cards with four jokers), plus ``legal_actions()`` itself, which the app
computes before a bot starts. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import sys

from playwright.sync_api import sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_in_background, write_page

sys.path.insert(0, str(ROOT / "tools"))
from gen_pyscript_toml import shipped_files  # noqa: E402

BENCH_PY = """
import json, time
from pyscript import document
from ludi.games import registry
from ludi.games.protocol import Seat

GAME, LEVEL, GAMES, OPTIONS, PLAYERS = {game!r}, {level!r}, {games}, {options!r}, {players}
definition = registry.get(GAME)
rules = definition.rules_from_options(None, OPTIONS)
bot_cls = definition.bots[LEVEL]
decisions, slices = [], []
for g in range(GAMES):
    seats = [Seat(f"B{{i}}", "bot", LEVEL) for i in range(PLAYERS)]
    state = definition.new_game(rules, seats, seed=g)
    bots = [bot_cls(i, seed=g * 10 + i) for i in range(len(seats))]
    guard = 0
    while not state.is_over and guard < 5000:
        guard += 1
        seat = state.current_seat
        view, legal = state.view(seat), state.legal_actions()
        gen = bots[seat].steps(view, legal)
        t0 = last = time.perf_counter()
        while True:
            try:
                next(gen)
            except StopIteration as done:
                action = done.value
                break
            now = time.perf_counter(); slices.append(now - last); last = now
        now = time.perf_counter(); slices.append(now - last)
        decisions.append(now - t0)
        state.apply(action)
document.getElementById("out").textContent = json.dumps({{"decisions": decisions, "slices": slices}})
document.documentElement.dataset.pyReady = "1"
"""


BIG_HANDS_PY = """
import json, time
from pyscript import document
from ludi.games.protocol import Seat
from ludi.games.romme.bots import EasyBot, NormalBot
from ludi.games.romme.strong_bot import StrongBot
from ludi.games.romme.expert_bot import ExpertBot
from ludi.games.romme.cards import JOKER, code, face, new_deck
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import clear_caches
from ludi.games.romme.state import RommeState

def position(hand, phase, opened):
    deck = new_deck(2, 6)
    for f in hand:
        deck.remove(f)
    other, rest = deck[:13], deck[13:]
    return {{"hands": [[code(f) for f in hand], [code(f) for f in other]],
            "stock": [code(f) for f in rest[:30]], "discard": [code(f) for f in rest[30:31]],
            "aside": [code(f) for f in rest[31:]], "turn": 0, "phase": phase, "opened": [opened, True]}}

hands = {{
    "full suit + 6 jokers": [face(2, r) for r in range(1, 14)] + [JOKER] * 6,
    "16 cards, 4 jokers": [face(0, r) for r in (1, 2, 5, 9, 11)] + [face(1, r) for r in (3, 4, 8, 12)]
    + [face(3, r) for r in (6, 7, 13)] + [JOKER] * 4,
}}
out = []
for name, hand in hands.items():
    for phase, opened in (("draw", True), ("play", True), ("play", False)):
        seats = [Seat("A"), Seat("B")]
        where = position(hand, phase, opened)
        state = RommeState.from_position(RommeRules(single_round=True), seats, where, 1)
        t0 = time.perf_counter()
        legal = state.legal_actions()
        legal_ms = (time.perf_counter() - t0) * 1000
        for cls in (EasyBot, NormalBot, StrongBot, ExpertBot):
            clear_caches()  # a cold decision: nothing the previous level solved counts
            gen = cls(0, 1).steps(state.view(0), legal)
            longest, start = 0.0, time.perf_counter()
            last = start
            while True:
                try:
                    next(gen)
                except StopIteration:
                    break
                now = time.perf_counter(); longest = max(longest, now - last); last = now
            now = time.perf_counter(); longest = max(longest, now - last)
            label = phase if opened else phase + " (first meld)"
            out.append([name, label, cls.level, len(legal), legal_ms, (now - start) * 1000, longest * 1000])
document.getElementById("out").textContent = json.dumps(out)
document.documentElement.dataset.pyReady = "1"
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="romisch-pokern")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2, help="seats, every one played by the level")
    parser.add_argument("--options", default="")
    parser.add_argument("--big-hands", action="store_true", help="Rommé levels on joker-heavy hands")
    args = parser.parse_args()
    options = [o for o in args.options.split(",") if o]
    if args.big_hands:
        code = BIG_HANDS_PY.format()
    else:
        code = BENCH_PY.format(
            game=args.game, level=args.level, games=args.games, options=options, players=args.players
        )
    html = (
        '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">'
        '<script type="module" src="../../../assets/vendor/pyscript/core.js"></script></head><body>'
        '<pre id="out"></pre><script type="py" config="./botbench.toml">' + code + "</script></body></html>"
    )
    toml = 'interpreter = "../../../assets/vendor/pyodide/pyodide.mjs"\n\n[files]\n' + "".join(
        f'"../../../py/{rel}" = "./{rel}"\n' for rel in shipped_files()
    )
    path = write_page("botbench", html, toml)
    server, base = serve_in_background()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(base + path)
            page.wait_for_selector("html[data-py-ready]", state="attached", timeout=600_000)
            data = json.loads(page.locator("#out").inner_text())
            browser.close()
    finally:
        server.shutdown()
    if args.big_hands:
        print("hand | phase | level | legal actions | legal_actions() ms | decision ms | longest slice ms")
        for name, phase, level, n, legal_ms, total, longest in data:
            print(f"{name} | {phase} | {level} | {n} | {legal_ms:.1f} | {total:.1f} | {longest:.1f}")
        return 0
    ms = sorted(d * 1000 for d in data["decisions"])
    sl = sorted(s * 1000 for s in data["slices"])

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, round(q * (len(values) - 1)))]

    print(
        f"{args.game} {args.level} bot in the browser: {len(ms)} decisions, "
        f"median {pct(ms, 0.5):.2f} ms, p95 {pct(ms, 0.95):.2f} ms, max {ms[-1]:.2f} ms; "
        f"longest slice between yields {sl[-1]:.2f} ms"
    )
    print(
        json.dumps(
            {"decisions": len(ms), "median_ms": pct(ms, 0.5), "p95_ms": pct(ms, 0.95), "max_slice_ms": sl[-1]}
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
