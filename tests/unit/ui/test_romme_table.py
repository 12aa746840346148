"""The Rommé table driven like the DOM drives it: clicks by data-action / data-arg only."""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from html import unescape

from test_app import click_button, settle
from ui_helpers import attr, buttons, run_async

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romme.actions import Discard, Draw, Meld
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.romme.cards import card_text, code_face
from ludi.ui.storage import MemoryStore

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
SUITS = "♣♠♥♦"


def make_app(store: MemoryStore | None = None) -> App:
    return App(store if store is not None else MemoryStore(dict(FAST)), ["en"], bot_seed=3)


def dealt_two_player_game(store: MemoryStore) -> App:
    """A new Rommé game from the setup screen's defaults (Julia and a bot), its cards dealt."""
    app = make_app(store)
    app.click("setup", "romme")
    app.click("start")
    app.click("deal")
    return app


def hand_on_screen(html: str) -> Counter:
    """Faces shown in the hand tray, read from the buttons' visible labels."""
    block = re.search(r'<ol class="hand".*?</ol>', html, re.S)
    if not block:
        return Counter()
    shown = r'<span class="hc__rank" aria-hidden="true">(.*?)</span><span class="sr-only">'
    faces = re.findall(shown, block.group(0))
    return Counter(re.sub(r"<[^>]+>", "", face) for face in faces)  # rank and suit have spans of their own


def expected_hand(app: App, seat: int) -> Counter:
    t = app.t
    return Counter(card_text(f, t) if f != 52 else "★" for f in app.session.state.view(seat).hand)


def new_romme(seats, seed: int = 5, **rules):
    d = registry.get("romme")
    return d.new_game(d.rules_class(**rules), seats, seed)


async def play_simple_human(app: App, limit: int = 600, stop_at_summary: bool = False) -> dict:
    """Draw from the stock and discard the first card the screen allows, until the game ends
    (or, ``stop_at_summary``, until a round's summary shows)."""
    seen = {"summaries": 0, "renders": 0}
    for _ in range(limit):
        await settle(app)
        if app.screen.name != "table":
            break
        html = app.render()
        if stop_at_summary and buttons(html, action="next-round"):
            break
        seen["renders"] += 1
        if app.session.viewer is not None and app.session.handoff is None:
            shown = hand_on_screen(html)
            assert not shown or shown == expected_hand(app, app.session.viewer)  # only the viewer's own cards
            assert app.session.state.seats[app.session.viewer].kind == "human"
        if buttons(html, action="deal"):
            app.click("deal")
        elif buttons(html, action="next-round"):
            seen["summaries"] += 1
            app.click("next-round")
        elif buttons(html, action="reveal"):
            app.click("reveal")
        elif buttons(html, kind="draw-stock"):
            click_button(app, buttons(html, kind="draw-stock")[0])
        elif buttons(html, kind="pass"):
            click_button(app, buttons(html, kind="pass")[0])
        elif buttons(html, kind="discard"):
            click_button(app, buttons(html, kind="discard")[0])
        elif app.session.human_decides(app.busy):
            app.click("clear")
            for p in range(20):
                app.click("card", str(p))
                if buttons(app.render(), kind="discard"):
                    break
                app.click("clear")
    await settle(app)
    return seen


def test_a_whole_game_against_three_bots_by_clicks_with_autosave() -> None:
    async def run() -> None:
        store = MemoryStore(dict(FAST))
        app = make_app(store)
        app.click("setup", "romme")
        app.click("add-seat")
        app.click("add-seat")
        app.click("seat-kind", "2:bot")
        app.click("seat-kind", "3:bot")
        app.click("start")
        assert "The rules at this table" in app.render() and app.session.state.history == []
        seen = await play_simple_human(app)
        assert app.screen.name == "end", app.render()[-2000:]
        assert seen["summaries"] >= 1
        html = app.render()
        assert "Ranked by minus points" in html and buttons(html, action="again")
        assert store.get(storage.save_key("romme")) is None  # the finished game left the slot
        places = [int(p) for p in re.findall(r'data-place="(\d)"', html)]
        assert places == sorted(places)

    run_async(run())


def test_pass_and_play_hides_every_hand_until_the_next_player_taps() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romme")
        app.click("seat-kind", "1:human")
        app.click("start")
        app.click("deal")
        html = app.render()
        assert buttons(html, action="reveal")
        current = app.session.state.current_seat
        assert app.session.state.seats[current].name in html
        # Nothing private while the hand-off screen is up: no card, no suit, no hand size leak.
        assert not any(s in html for s in SUITS) and "hc" not in html and "data-drag" not in html
        app.click("reveal")
        assert hand_on_screen(app.render()) == expected_hand(app, current)
        click_button(app, buttons(app.render(), kind="draw-stock")[0])
        for p in range(20):
            app.click("card", str(p))
            if buttons(app.render(), kind="discard"):
                break
            app.click("clear")
        click_button(app, buttons(app.render(), kind="discard")[0])
        html = app.render()
        assert buttons(html, action="reveal") and app.session.handoff == 1 - current
        # Only the recap of public moves (the card discarded) names a card; nothing else does.
        recap = re.findall(r'<li class="recap__item">(.*?)</li>', unescape(html))
        assert recap == app.session.recap(1 - current) and "discards" in recap[-1]
        assert not any(s in re.sub(r'<ol class="recap".*?</ol>', "", html) for s in SUITS)

    run_async(run())


def test_a_meld_shows_its_value_at_once_and_reset_takes_the_turn_back() -> None:
    """RM-30: the running first-meld total; reset returns what was laid this turn, not the draw."""
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
    for seed in range(1, 200):
        state = new_romme(seats, seed)
        if state.current_seat != 0:
            continue
        state.apply(Draw("stock"))
        melds = [
            a for a in state.legal_actions() if isinstance(a, Meld) and not any("*" in c for c in a.cards)
        ]
        if melds:
            break
    app = make_app()
    app.open_table(state)
    app.render()
    for c in melds[0].cards:
        face = code_face(c)
        position = next(
            p for p, f in enumerate(app.session.ui.order) if f == face and p not in app.session.ui.selected
        )
        app.click("card", str(position))
    html = app.render()
    assert re.search(r"A meld worth \d+ — first meld \d+ / 30", html), re.findall(
        r"selection__line[^>]*>([^<]*)", html
    )
    moves = len(app.session.state.history)
    app.click("lay-down")
    assert (
        app.session.state.history[-1] == melds[0]
        and len(app.session.state.history) == moves + 1
        and app.session.state.view(0).pending
    )
    html = app.render()
    reset = buttons(html, action="undo")
    assert "Your first meld" in html and reset and "Reset this turn" in html
    app.click("undo", None, attr(reset[0], "data-v"))
    assert len(app.session.state.history) == moves and not app.session.state.view(0).pending
    assert isinstance(app.session.state.history[-1], Draw)  # the drawn card stays drawn


def test_knock_window_prompts_the_eligible_human_and_bots_decide_in_order() -> None:
    """RM-60 with three players: the knock prompt, after a hand-off, for the human concerned."""
    seats = (Seat("Julia"), Seat("Marcus"), Seat("Livia"))
    d = registry.get("romme")
    for seed in range(1, 60):
        state = new_romme(seats, seed, knocking=True)
        bots = [d.bots["normal"](i, i) for i in range(3)]
        while not state.is_over and state.view(None).phase != "knock" and len(state.history) < 400:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if state.view(None).phase == "knock":
            break
    knocker = state.current_seat
    app = make_app()
    app.open_table(state)
    assert app.session.handoff == knocker and buttons(app.render(), action="reveal")
    app.click("reveal")
    html = app.render()
    top = card_text(state.view(None).discard[-1], app.t)
    assert "Knock?" in html and f"Knock for {top}" in html and buttons(html, kind="pass")
    moves = len(state.history)
    click_button(app, buttons(html, kind="knock")[0])
    assert len(app.session.state.history) == moves + 1 and "knocks and takes" in app.live


def julia_has_drawn() -> App:
    """Julia against an easy bot, her card drawn: the table waits for her melds or discard."""
    seats = (Seat("Julia"), Seat("Marcus", "bot", "easy"))
    state = new_romme(seats, 11)
    if state.current_seat != 0:
        state.apply(Draw("stock"))
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)))
    state.apply(Draw("stock"))
    app = make_app()
    app.open_table(state)
    app.session.ui.intro = False
    return app


def test_hint_names_melds_and_a_move_from_the_players_own_view() -> None:
    app = julia_has_drawn()
    app.click("hint")
    assert app.session.ui.hint and "Suggested" in app.live and app.live in app.render()


def test_setup_explains_impossible_combinations() -> None:
    app = make_app()
    app.click("setup", "romme")
    app.field("option", "knocking", True)
    html = app.render()
    assert "Knocking needs at least three players" in html
    assert 'data-action="start" data-focus-key="start" disabled' in html
    app.field("option", "knocking", False)
    app.field("option", "preset", "palace")
    for _ in range(3):
        app.click("add-seat")
    assert len(app.screen.model.seats) == 4  # Rami Palace seats 2 to 4
    app.field("option", "preset", "palast")
    app.click("add-seat")
    app.field("option", "preset", "palace")
    assert "Rami Palace is for 2 to 4 players" in app.render()
    app.field("option", "forty", True)
    app.field("option", "no-first-meld", True)
    assert "40 points for the first meld contradicts" in app.render()


def test_resume_in_the_middle_of_a_turn_keeps_the_table() -> None:
    async def run() -> None:
        store = MemoryStore(dict(FAST))
        app = dealt_two_player_game(store)
        await settle(app)
        html = app.render()
        if buttons(html, kind="draw-stock"):
            click_button(app, buttons(html, kind="draw-stock")[0])
        before = app.session.state.view(0)
        again = make_app(store)
        assert buttons(again.render(), action="resume")
        again.click("resume")
        assert (
            again.screen.name == "table"
            and again.session.state.view(0) == before
            and not again.session.ui.intro
        )
        assert hand_on_screen(again.render()) == expected_hand(again, 0)

    run_async(run())


def test_a_reload_on_a_rounds_summary_comes_back_to_that_summary() -> None:
    """The summary holds play: reopened there, the app shows it again and the bots have not
    played the next round's opening moves behind it."""

    async def run() -> None:
        store = MemoryStore(dict(FAST))
        app = dealt_two_player_game(store)
        await play_simple_human(app, stop_at_summary=True)
        assert buttons(app.render(), action="next-round")
        waiting = app.session.state.view(None)
        again = make_app(store)
        again.click("resume")
        await settle(again)
        html = again.render()
        assert buttons(html, action="next-round") and f"Round {len(waiting.results)} is over" in html
        assert again.session.state.view(None) == waiting  # nobody moved behind the summary
        again.click("next-round")
        await settle(again)
        # Play goes on from there: the human's own first move, or the bots' before it.
        assert not buttons(again.render(), action="next-round")
        assert again.session.state.current_seat == 0 or again.session.state.view(None) != waiting
        assert again.session.human_decides(again.busy)

    run_async(run())


def test_hand_is_dealt_sorted_and_can_be_reordered_by_drag_tap_and_keys() -> None:
    app = make_app()
    app.click("setup", "romme")
    app.click("start")
    app.click("deal")
    app.render()
    order = list(app.session.ui.order)
    suits = [f // 13 for f in order if f != 52]
    assert suits == sorted(suits)  # by suit, then rank (10 after 9)
    app.click("drag", "0>3")
    assert app.session.ui.order[2] == order[0] and app.session.ui.order[0] == order[1]
    app.click("card", "2")
    app.click("pick", "2")
    app.click("place", "0")
    assert app.session.ui.order[0] == order[0]
    assert app.key("Shift+ArrowRight", "card:0")
    assert app.session.ui.order[1] == order[0] and app.focus == "card:1"
    app.click("sort", "rank")
    ranks = [f % 13 for f in app.session.ui.order if f != 52]
    assert ranks == sorted(ranks)
    tag = buttons(app.render(), action="sort")[0]
    assert attr(tag, "data-arg") == "suit"


def test_a_card_dragged_onto_a_table_meld_is_laid_off() -> None:
    """RM-11: dragging is a shortcut for "select the card, tap the meld"."""
    from ludi.games.romme.actions import LayOff

    d = registry.get("romme")
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
    found = None
    for seed in range(1, 80):
        state = new_romme(seats, seed)
        bots = [d.bots["normal"](i, i) for i in range(2)]
        while not state.is_over and state.view(None).round == 0 and len(state.history) < 300:
            seat = state.current_seat
            layoffs = [
                a for a in state.legal_actions() if isinstance(a, LayOff) and not a.card.startswith("*")
            ]
            if seat == 0 and layoffs:
                found = (state, layoffs)
                break
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if found:
            break
    state, layoffs = found
    app = make_app()
    app.open_table(state)
    app.session.ui.intro = False
    app.render()
    wanted = [a for a in layoffs if sum(1 for b in layoffs if (b.card, b.meld) == (a.card, a.meld)) == 1][0]
    position = app.session.ui.order.index(code_face(wanted.card))
    moves = len(state.history)
    app.click("drag", f"{position}>m{wanted.meld}")
    assert len(app.session.state.history) == moves + 1 and app.session.state.history[-1] == wanted


def two_jokers_for_held_cards_position(rules) -> dict:
    """Julia has come out and holds ♥5 ♥6 ♥7 ♥8 and two jokers: ♥5 J J ♥8 is a legal run
    (RM-21: a joker may stand for any card) that the legal list leaves out, because both
    jokers stand for cards her hand holds (``melds.HELD_JOKERS``)."""
    from ludi.games.romme.cards import code, new_deck

    hands = [["H5", "H6", "H7", "H8", "JK", "JK", "C2"], ["D9", "D10", "C4"]]
    table = [{"cards": ["S10", "SJ", "SQ", "SK"], "owner": 0}]
    stock = ["D3", "S4"]
    rest = Counter(code(f) for f in new_deck(rules.decks, rules.jokers))
    rest.subtract(Counter(c for cards in (*hands, table[0]["cards"], stock) for c in cards))
    return {
        "hands": hands,
        "table": table,
        "stock": stock,
        "discard": [],
        "aside": sorted(rest.elements()),
        "opened": [True, False],
        "turn": 0,
        "phase": "play",
    }


def test_a_legal_meld_the_list_leaves_out_can_still_be_laid_down() -> None:
    """RM-21: selecting ♥5 J J ♥8 lays that run down, though only spellings with one joker for
    a held card are listed; the engine's own check says it is legal."""
    d = registry.get("romme")
    rules = d.rules_class()
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
    state = d.state_class.from_position(rules, seats, two_jokers_for_held_cards_position(rules), seed=1)
    wanted = Meld(("H5", "*H6", "*H7", "H8"))
    assert wanted not in state.legal_actions()
    state.check(wanted)  # legal all the same
    app = make_app()
    app.open_table(state)
    app.click("deal")  # past the round's opening screen
    app.render()
    for face in (code_face("H5"), 52, 52, code_face("H8")):
        position = next(
            p for p, f in enumerate(app.session.ui.order) if f == face and p not in app.session.ui.selected
        )
        app.click("card", str(position))
    html = app.render()
    assert "A meld worth 26" in html, re.findall(r"selection__line[^>]*>([^<]*)", html)
    app.click("lay-down")
    assert app.session.state.history[-1] == wanted


def test_every_spelling_of_a_selection_is_offered_the_unlisted_one_too() -> None:
    """RM-21/RM-22 (Palace, no rule against two jokers side by side): ♥5 ♥6 Joker Joker spells
    3-6, 4-7 or 5-8; the last puts both jokers where the hand holds ♥7 ♥8 and is not in the
    legal list, but the choice offers it and laying it down works."""
    d = registry.get("romme")
    rules = d.rules_class(preset="palace")
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
    state = d.state_class.from_position(rules, seats, two_jokers_for_held_cards_position(rules), seed=1)
    unlisted = Meld(("H5", "H6", "*H7", "*H8"))
    assert unlisted not in state.legal_actions()
    app = make_app()
    app.open_table(state)
    app.click("deal")
    app.render()
    for face in (code_face("H5"), code_face("H6"), 52, 52):
        position = next(
            p for p, f in enumerate(app.session.ui.order) if f == face and p not in app.session.ui.selected
        )
        app.click("card", str(position))
    app.click("lay-down")
    html = app.render()
    choices_shown = buttons(html, kind="meld")
    assert len(choices_shown) == 3, choices_shown
    spelled = buttons(html, action="meld-spelling")
    assert len(spelled) == 1
    app.click("meld-spelling", attr(spelled[0], "data-arg"))
    assert app.session.state.history[-1] == unlisted


def test_between_two_humans_nothing_private_stays_on_screen_while_the_bots_play() -> None:
    """Julia (human), Livia (bot), Marcus (human), Gaius (bot): from Julia's discard until
    Marcus takes the tablet, every render is the spectator's table: no hand, no selection,
    no hand value, no staged meld; then the hand-off screen for Marcus."""

    async def run() -> None:
        gate = asyncio.Event()

        async def slow_sleep(seconds: float) -> None:
            if seconds:
                await gate.wait()  # every bot pause lasts until the test has looked

        livia, gaius = Seat("Livia", "bot", "normal"), Seat("Gaius", "bot", "normal")
        seats = (Seat("Julia"), livia, Seat("Marcus"), gaius)
        store = MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "normal"})
        app = App(store, ["en"], sleep=slow_sleep, bot_seed=3)
        seed = next(s for s in range(100) if new_romme(seats, s).current_seat == 0)  # Julia deals first
        app.open_table(new_romme(seats, seed=seed))
        for _ in range(200):  # to Julia's turn, her hand shown
            await asyncio.sleep(0)
            html = app.render()
            for step in ("deal", "next-round", "reveal"):
                if buttons(html, action=step):
                    app.click(step)
            if app.session.human_decides(app.busy) and app.session.state.current_seat == 0:
                break
            gate.set()
            await asyncio.sleep(0)
            gate.clear()
        assert app.session.human_decides(app.busy) and app.session.state.current_seat == 0
        html = app.render()
        click_button(app, buttons(html, kind="draw-stock")[0])
        app.click("card", "0")
        assert hand_on_screen(app.render())  # Julia's own turn: her hand is there
        click_button(app, buttons(app.render(), kind="discard")[0])
        sampled = 0
        while app.session.state.current_seat in (1, 3) or app.busy:
            html = app.render()
            sampled += 1
            assert not hand_on_screen(html) and 'class="hand"' not in html
            assert "Your hand" not in html and "If someone goes out now" not in html
            assert 'class="selection' not in html
            gate.set()
            await asyncio.sleep(0)
            gate.clear()
            if app.session.state.current_seat == 2:
                break
        await settle_quietly(app, gate)
        assert sampled >= 1
        assert app.session.handoff == 2 and buttons(app.render(), action="reveal")

    run_async(run())


async def settle_quietly(app: App, gate: asyncio.Event) -> None:
    gate.set()
    await settle(app)


def test_a_first_meld_being_built_is_named_for_its_owner_not_the_onlooker() -> None:
    """A bot's (or another player's) staged first meld is 'Livia's first meld', never 'Your'."""
    from ludi.ui.romme.centre import render_staging
    from ludi.ui.romme.ui_state import RommeUIState

    seats = (Seat("Julia"), Seat("Livia", "bot", "normal"))
    for seed in range(300):
        state = new_romme(seats, seed)
        while not state.is_over and not state.view(None).pending:
            legal = state.legal_actions()
            meld = next((a for a in legal if isinstance(a, Meld)), None)
            state.apply(meld or legal[0])
            if len(state.history) > 30:
                break
        if state.view(None).pending:
            break
    else:
        raise AssertionError("no first meld staged in the sampled games")
    owner = state.current_seat
    names = [s.name for s in seats]
    from ludi.ui.i18n import translator

    t = translator("en", "ludi.ui.romme")
    own = render_staging(state.view(owner), [], RommeUIState(), 0, False, t, owner, names)
    other = render_staging(state.view(None), [], RommeUIState(), 0, False, t, None, names)
    assert "Your first meld" in own
    assert "Your first meld" not in other and f"{names[owner]}’s first meld" in other


def test_the_draw_is_also_offered_in_the_action_bar_under_the_thumb() -> None:
    """In the draw the action bar above the hand was an empty band (its height kept so the hand
    never moves) while the piles sat at the top of the table, out of a thumb's reach on a
    tablet: it now offers both draws, the same legal actions as the piles, and only then."""

    async def dealt() -> App:
        app = dealt_two_player_game(MemoryStore(dict(FAST)))
        await settle(app)
        return app

    app = run_async(dealt())
    html = app.render()
    assert app.session.state.current_seat == 0 and buttons(html, kind="draw-stock")
    bar = re.search(r'<div class="selection.*?</div></div>', html, re.S).group(0)
    for kind in ("draw-stock", "draw-discard"):
        (pile,) = buttons(html, kind=kind)
        (offered,) = buttons(bar, kind=f"bar-{kind}")
        assert attr(offered, "data-arg") == attr(pile, "data-arg")  # the very same legal action
    assert "Take " in unescape(bar) and "Draw from the stock" in bar
    (stock,) = buttons(bar, kind="bar-draw-stock")
    app.click("act", attr(stock, "data-arg"), attr(stock, "data-v"))
    assert app.session.state.view(0).phase != "draw"
    assert not buttons(app.render(), kind="bar-draw-stock")  # drawn: the bar is for the cards again


def test_a_card_tap_builds_the_table_context_once() -> None:
    """The context a tap is read with draws its render too, unless the tap changed what it
    holds: a card selected builds it once, and a move's render is drawn from the new position."""
    app = julia_has_drawn()
    app.render()
    session = app.session
    built = []
    original = session.context

    def counted(*args, **kwargs):
        built.append(1)
        return original(*args, **kwargs)

    session.context = counted  # type: ignore[method-assign]
    card = buttons(app.render(), action="card")[0]
    built.clear()
    click_button(app, card)
    html = app.render()
    assert len(built) == 1
    assert 'aria-pressed="true"' in html or "is-selected" in html  # the render shows the tap
    moves = len(session.state.history)
    discard = next(b for b in buttons(html, action="act") if 'data-kind="discard"' in b)
    built.clear()
    click_button(app, discard)
    html = app.render()
    # a move's tap is read from the last render's legal list: its render builds the one context
    assert len(session.state.history) == moves + 1 and len(built) == 1
