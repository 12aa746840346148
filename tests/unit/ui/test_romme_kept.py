"""The Rommé table keeps what is the players' own (hand order, sort mode) and says the right
words: whose first meld, minus points as they add up, one title on the score sheet, the hint
in the language chosen now. Cards carry where they came from (``data-flip-from``) and a
round's end shows its deciding move before the summary."""

from __future__ import annotations

import json
import re
from collections import Counter

from ui_helpers import attr, buttons

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romme.actions import Meld
from ludi.games.romme.cards import code, new_deck
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.romme.cards import code_face
from ludi.ui.romme.game_ui import GAME_UI
from ludi.ui.romme.ui_state import RommeUIState
from ludi.ui.storage import MemoryStore

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}


def make_app(speed: str = "off") -> App:
    return App(MemoryStore({**FAST, storage.SPEED_KEY: speed}), ["en"], bot_seed=3)


def position(rules, hands, **extra) -> dict:
    """A position with every card not named put aside (a short stock of two cards)."""
    stock = extra.pop("stock", ["D3", "S4"])
    table = extra.get("table", [])
    named = [*(c for h in hands for c in h), *stock, *extra.get("discard", [])]
    named += [c for m in table for c in m["cards"]] + [c for m in extra.get("pending", []) for c in m]
    rest = Counter(code(f) for f in new_deck(rules.decks, rules.jokers))
    rest.subtract(Counter(named))
    return {"hands": hands, "stock": stock, "aside": sorted(rest.elements()), **extra}


def state_at(seats, **pos):
    d = registry.get("romme")
    rules = d.rules_class(**pos.pop("rules", {}))
    hands = pos.pop("hands")
    return d.state_class.from_position(rules, seats, position(rules, hands, **pos), seed=1)


def open_at(app: App, state) -> None:
    app.open_table(state)
    app.session.ui.intro = False
    app.render()


JULIA_MARCUS = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
TWO_HUMANS = (Seat("Julia"), Seat("Marcus"))


def test_a_bots_first_meld_being_assembled_is_named_after_the_bot() -> None:
    state = state_at(
        JULIA_MARCUS,
        hands=[["H2", "H3", "H9", "C4"], ["D9", "D10", "SK"]],
        pending=[["C5", "C6", "C7"]],
        opened=[False, False],
        turn=1,
        phase="play",
    )
    app = make_app()
    open_at(app, state)
    staging = re.search(r'<section class="staging.*?</section>', app.render(), re.S).group(0)
    assert "Your first meld" not in staging and "Marcus’s first meld" in staging


def went_out_state(seats=JULIA_MARCUS, **rules):
    """Julia has come out and holds ♣5 ♣6 ♣7 ♦9: lay the run down, discard ♦9, round over."""
    return state_at(
        seats,
        rules=rules,
        hands=[["C5", "C6", "C7", "D9"], ["H9", "SK", "DQ", "C2"]],
        opened=[True, True],
        turn=0,
        phase="play",
    )


def lay_run(app: App) -> None:
    for face in ("C5", "C6", "C7"):
        app.click("card", str(app.session.ui.order.index(code_face(face))))
    app.click("lay-down")
    app.render()


def go_out(app: App) -> None:
    app.click("card", str(app.session.ui.order.index(code_face("D9"))))
    tag = buttons(app.render(), kind="discard")[0]
    app.click("act", attr(tag, "data-arg"), attr(tag, "data-v"))


def play_out(app: App) -> None:
    lay_run(app)
    go_out(app)


def test_palast_sheet_shows_minus_points_that_add_up_to_the_total() -> None:
    """Marcus is left with 9+10+10+2 = 31: 31 minus points for him, none for Julia, who went
    out (her plus points are not minus points): the rows add up to the totals."""
    from ludi.ui.romme.summaries import render_sheet

    app = make_app()
    open_at(app, went_out_state())
    play_out(app)
    view = app.session.state.view(None)
    assert view.results, "the round is over"
    sheet = render_sheet(view, ["Julia", "Marcus"], app.t)
    row = re.search(r"<tbody>(.*?)</tbody>", sheet, re.S).group(1)
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", row)
    assert "+" not in row, cells
    totals = re.findall(r'data-total="(-?\d+)"', sheet)
    assert [int(c) for c in cells] == [int(v) for v in totals] == [0, 31]


def test_the_folded_score_sheet_names_itself_once() -> None:
    app = make_app()
    open_at(app, went_out_state())
    play_out(app)
    app.click("next-round")
    html = app.render()
    panel = re.search(r'<details class="panel sheet-panel.*?</details>', html, re.S).group(0)
    visible = re.sub(r'<[^>]*class="sr-only"[^>]*>[^<]*<', "<", panel)
    assert visible.count("Score sheet") == 1, panel


def test_the_hint_speaks_the_language_chosen_after_it() -> None:
    state = went_out_state()
    app = make_app()
    open_at(app, state)
    app.click("hint")
    assert "Suggested" in app.render()
    app.click("lang", "fr")
    html = app.render()
    assert "Suggested" not in html and "Conseil" in html, re.findall(r'class="hint"[^>]*>([^<]*)', html)


def play_phase(seats):
    """Julia to play, both players out, five and four cards in hand."""
    hands = [["C5", "C6", "C7", "D9", "H2"], ["H9", "SK", "DQ", "C2"]]
    return state_at(seats, hands=hands, opened=[True, True], turn=0, phase="play")


def hand_codes(app: App) -> list[str]:
    return [code(f) for f in app.session.ui.order]


def test_hand_order_and_sort_mode_survive_a_json_round_trip_for_each_human() -> None:
    """Pass and play: each human's own order is kept, and the sort mode."""
    state = play_phase(TWO_HUMANS)
    app = make_app()
    app.open_table(state)
    app.session.ui.intro = False
    app.click("reveal")
    app.render()
    app.click("sort", "rank")
    app.click("drag", "0>3")
    julia = hand_codes(app)
    app.click("card", str(app.session.ui.order.index(code_face("D9"))))
    tag = buttons(app.render(), kind="discard")[0]
    app.click("act", attr(tag, "data-arg"), attr(tag, "data-v"))
    julia.remove("D9")
    app.click("reveal")
    app.render()
    app.click("drag", "3>0")
    marcus = hand_codes(app)
    kept = json.loads(json.dumps(GAME_UI.arrangement(app.session.ui)))

    again = make_app()
    again.open_table(app.session.state)
    again.session.ui.intro = False
    GAME_UI.restore_arrangement(again.session.ui, kept)
    again.click("reveal")
    again.render()
    assert hand_codes(again) == marcus and again.session.ui.sort == "rank"
    ui: RommeUIState = again.session.ui
    assert [code(f) for f in ui.orders[0]] == julia


def test_restore_arrangement_takes_anything_without_raising() -> None:
    ui = RommeUIState()
    for junk in (
        None,
        3,
        "x",
        [],
        {"sort": 5},
        {"orders": {"a": ["ZZ"]}},
        {"orders": {"0": "C5"}},
        {"orders": {"0": [5, None]}},
    ):
        GAME_UI.restore_arrangement(ui, junk)
    assert ui.sort in ("suit", "rank") and ui.orders == {}


def test_reset_this_turn_puts_the_cards_back_where_they_were() -> None:
    state = went_out_state()
    app = make_app()
    open_at(app, state)
    app.click("drag", "3>0")  # ♦9 first: an order of the player's own
    app.click("drag", "2>1")
    before = hand_codes(app)
    for face in ("C5", "C6", "C7"):
        app.click("card", str(app.session.ui.order.index(code_face(face))))
    app.click("lay-down")
    assert isinstance(app.session.state.history[-1], Meld)
    reset = buttons(app.render(), action="undo")[0]
    app.click("undo", None, attr(reset, "data-v"))
    app.render()
    assert hand_codes(app) == before


def test_cards_name_where_they_come_from() -> None:
    """A drawn card glides from the stock; a discard from its place in the hand to the pile."""
    state = state_at(JULIA_MARCUS, hands=[["C5", "C6", "C7", "D9"], ["H9", "SK", "DQ"]], discard=["HK"])
    app = make_app()
    open_at(app, state)
    tag = buttons(app.render(), kind="draw-stock")[0]
    app.click("act", attr(tag, "data-arg"), attr(tag, "data-v"))
    html = app.render()
    drawn = re.findall(r'<button[^>]*class="hc[^"]*is-new[^>]*>', html)
    assert len(drawn) == 1 and attr(drawn[0], "data-flip-from") == "stock", drawn
    keys = re.findall(r'data-flip="([^"]+)"', html)
    assert len(keys) == len(set(keys))  # unique on the page
    p = app.session.ui.order.index(code_face("D9"))
    hand_key = attr(buttons(html, action="card", arg=str(p))[0], "data-flip")
    app.click("card", str(p))
    tag = buttons(app.render(), kind="discard")[0]
    app.click("act", attr(tag, "data-arg"), attr(tag, "data-v"))
    top = re.search(r'<[^>]*class="pc [^"]*pile__top[^>]*>', app.render()).group(0)
    assert attr(top, "data-flip-from") == hand_key


def test_a_rounds_end_shows_the_deciding_move_first_unless_animations_are_off() -> None:
    from test_app import settle
    from ui_helpers import run_async

    async def run(speed: str) -> tuple[list[str], str]:
        app = make_app(speed)
        open_at(app, went_out_state())
        seen: list[str] = []
        original = app.changed

        def watch() -> None:
            seen.append(app.render())
            original()

        app.changed = watch  # type: ignore[method-assign]
        lay_run(app)
        await settle(app)
        go_out(app)
        await settle(app)
        return seen, app.render()

    async def both() -> None:
        seen, final = await run("fast")
        moments = [h for h in seen if "Julia goes out" in h and "next-round" not in h]
        assert moments, "the deciding move is shown before the summary"
        assert "D9" not in moments[0] and "9♦" in moments[0]  # the card that went out, by name
        assert buttons(final, action="next-round")
        seen, final = await run("off")
        assert not [h for h in seen if "Julia goes out" in h and "next-round" not in h]
        assert buttons(final, action="next-round")

    run_async(both())


def test_every_folded_score_sheet_shows_that_it_opens() -> None:
    """The folded sheet's title is a flex row, which drops the browser's own disclosure
    triangle: the shell's stylesheet draws one for every table's sheet and turns it open."""
    from pathlib import Path

    css = (Path(__file__).resolve().parents[3] / "css" / "ludi.css").read_text()
    marker = re.search(r"\.sheet-panel > summary::before \{([^}]*)\}", css)
    assert marker and re.search(r'content:\s*"[^"]+"', marker.group(1)), "no marker drawn"
    assert re.search(r"\.sheet-panel\[open\] > summary::before \{[^}]*transform:\s*rotate", css)
    for game_css in ("romme.css", "romer.css"):
        own = (Path(__file__).resolve().parents[3] / "css" / game_css).read_text()
        assert "summary::before" not in own, f"{game_css} draws its own marker again"


class CountingStore(MemoryStore):
    """Counts the writes of each key (a storage write inside a tap delays its paint)."""

    def __init__(self, data: dict[str, str]) -> None:
        super().__init__(data)
        self.writes: Counter = Counter()

    def set(self, key: str, value: str) -> None:
        self.writes[key] += 1
        super().set(key, value)


def test_the_hand_order_is_stored_when_it_changes_not_at_every_tap() -> None:
    state = play_phase(JULIA_MARCUS)
    store = CountingStore(dict(FAST))
    app = App(store, ["en"], bot_seed=3)
    app.open_table(state)
    app.session.ui.intro = False
    app.render()
    key = storage.ui_key("romme")
    before = hand_codes(app)
    app.click("drag", "0>3")
    assert store.writes[key] == 1 and hand_codes(app) != before
    for position in (0, 1, 2, 1, 0):  # select and deselect: the arrangement stays
        app.click("card", str(position))
        app.render()
    app.click("clear")
    assert store.writes[key] == 1
    app.click("sort", "rank")
    assert store.writes[key] == 2
    assert json.loads(store.data[key])["sort"] == "rank"


def test_minus_totals_are_printed_with_a_true_minus_sign_as_the_rounds_are() -> None:
    """Rummy Palace: Marcus ends the round 31 points down. His round cell reads "−31" (U+2212);
    the total under it read "-31" with a hyphen, and so did the end screen's ranking."""
    from ludi.ui.romme.summaries import render_sheet
    from ludi.ui.widgets import render_ranked_end

    app = make_app()
    open_at(app, went_out_state(preset="palace"))
    play_out(app)
    view = app.session.state.view(None)
    sheet = render_sheet(view, ["Julia", "Marcus"], app.t)
    totals = re.findall(r'data-total="(-?\d+)">([^<]*)<', sheet)
    assert totals[1] == ("-31", "−31"), totals
    end = render_ranked_end(["Julia", "Marcus"], [31, -31], [31, -31], "Total", "", "", app.t)
    shown = re.findall(r'data-total="(-?\d+)">([^<]*)<', end)
    assert shown == [("31", "31"), ("-31", "−31")], shown
    app.click("next-round")
    assert "−31 pts" in app.render() and "-31" not in re.sub(r'="[^"]*"', "", app.render())


def test_no_minus_points_yet_read_zero_not_minus_zero() -> None:
    """Rommé Palast before anyone has minus points: each seat's score read "−0"."""
    app = make_app()
    open_at(app, went_out_state())
    scores = re.findall(r'<span class="player__score">([^<]*)</span>', app.render())
    assert scores and set(scores) == {"0"}, scores
    play_out(app)
    app.click("next-round")
    scores = re.findall(r'<span class="player__score">([^<]*)</span>', app.render())
    assert sorted(scores) == ["0", "−31"], scores
