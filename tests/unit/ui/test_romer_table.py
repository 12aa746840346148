"""The Römer table driven like the DOM drives it, and what it may show (RO-60)."""

from __future__ import annotations

import asyncio
import re
import sys
from html import unescape
from pathlib import Path

from test_app import click_button, settle
from ui_helpers import attr, buttons, run_async

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romer.views import CHANGE, LAY_TRUMP, LEAD, PLAY
from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.romer.cards import card_name
from ludi.ui.storage import MemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import romer_scenes  # noqa: E402

FAST = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
SEATS = (
    Seat("Julia"),
    Seat("Marcus", "bot", "normal"),
    Seat("Livia", "bot", "strong"),
    Seat("Gaius", "bot", "easy"),
)


def make_app(store: MemoryStore | None = None) -> App:
    return App(store if store is not None else MemoryStore(dict(FAST)), ["en"], bot_seed=5)


def shown_cards(html: str) -> list[str]:
    """Spoken names of every face-up card on screen (face-down cards have another label)."""
    return re.findall(r'<span class="rc rc--[RBGYP][^"]*" role="img" aria-label="([^"]+)"', html)


def busy_state(seed: int = 3):
    """Julia to move with every chariot holding horses (bots played everyone until then)."""
    d = registry.get("romer")
    for s in range(seed, seed + 200):
        state = d.new_game(d.rules_class(), SEATS, s)
        bots = [d.bots["normal"](i, i) for i in range(4)]
        while not state.is_over and state.view(None).round == 0:
            seat = state.current_seat
            view = state.view(seat)
            if seat == 0 and view.phase == "turn" and min(len(t) for t in view.teams) >= 3:
                return state
            state.apply(bots[seat].choose(view, state.legal_actions()))
    raise AssertionError("no seed")


def test_a_whole_game_against_bots_by_clicks() -> None:
    async def run() -> None:
        app = make_app()
        app.click("setup", "romer")
        app.click("add-seat")
        app.click("seat-kind", "2:bot")
        app.click("start")
        assert "The rules at this table" in app.render()
        app.click("deal")
        summaries = 0
        for _ in range(3000):
            await settle(app)
            if app.screen.name != "table":
                break
            html = app.render()
            if buttons(html, action="next-round"):
                summaries += 1
                assert re.search(r"×\d=\d+", html) or "data-points" in html  # scoring card by card
                app.click("next-round")
                continue
            click_button(app, buttons(html, action="card")[0])
            click_button(app, buttons(app.render(), action="act")[0])
        await settle(app)
        assert app.screen.name == "end" and summaries >= 1
        html = app.render()
        assert buttons(html, action="again") and "Score sheet" in html

    run_async(run())


def test_the_table_shows_only_what_the_viewer_may_know() -> None:
    """RO-60: trump cards, own hand, own horses when peeking; other horses and won cards never."""
    state = busy_state()
    app = make_app()
    app.open_table(state)
    app.session.ui.intro = False
    view = state.view(0)
    t = app.t
    allowed = {card_name(c, t) for c in view.hand}
    allowed |= {card_name(team[0], t) for team in view.teams if team and team[0]}
    allowed |= {
        card_name(c, t)
        for e in view.log
        if e.event in (LEAD, PLAY, LAY_TRUMP, CHANGE) and e.card
        for c in [e.card]
    }
    html = app.render()
    assert set(shown_cards(html)) <= allowed
    own_horses = [c for c in view.teams[0][1:] if c]
    assert own_horses  # Julia placed horses: face down until she peeks
    app.click("peek")
    peeked = app.render()
    assert len(shown_cards(peeked)) == len(shown_cards(html)) + len(own_horses)
    spectator = state.view(None)
    hidden = [c for s in range(1, 4) for c in state.view(s).teams[s][1:] if c]
    assert hidden and all(c is None for s in range(4) for c in spectator.teams[s][1:])


def test_hand_off_between_two_humans_shows_nothing_private() -> None:
    app = make_app()
    app.click("setup", "romer")
    app.click("seat-kind", "1:human")
    app.click("start")
    app.click("deal")
    html = app.render()
    assert buttons(html, action="reveal") and not shown_cards(html) and 'class="rc' not in html
    app.click("reveal")
    assert len(re.findall(r'data-action="card"', app.render())) == 15


def test_setup_target_and_rules_in_force() -> None:
    app = make_app()
    app.click("setup", "romer")
    app.field("option", "target", "800")
    app.field("option", "optional-draw", False)
    for _ in range(3):
        app.click("add-seat")
    assert len(app.screen.model.seats) == 4  # RO-1: 2 to 4 players
    app.click("start")
    assert app.session.state.rules.target == 800 and not app.session.state.rules.optional_draw
    html = app.render()
    assert "The first to reach 800 points wins." in html and "You always draw after adding a horse." in html
    # A new player reads the cards before the first deal (RO-2): strength large, points in Roman.
    assert "the big number is its strength in a trick and the Roman numeral its points" in html


# --- the table of the issue "Tables that show what matters" -----------------------------------
def scene_app(record: str, store: dict[str, str] | None = None, frames: list | None = None) -> App:
    """An App at the table of a saved game (``romer_scenes``), the rules already read; with
    ``frames``, every wait of the table's loop is recorded with the page shown meanwhile."""
    from ludi.games import registry
    from ludi.games.protocol import GameRecord

    async def sleep(seconds: float) -> None:
        if frames is not None and seconds:
            frames.append((round(seconds * 1000), app.render()))
        await asyncio.sleep(0)

    app = App(MemoryStore(dict(store or FAST)), ["en"], bot_seed=5, sleep=sleep)
    app.open_table(registry.replay(GameRecord.loads(record)))
    app.session.ui.intro = False
    return app


def pressed(html: str) -> list[str]:
    return [attr(tag, "data-arg") for tag in buttons(html, action="card") if 'aria-pressed="true"' in tag]


def act(app: App, kind: str) -> None:
    click_button(app, buttons(app.render(), action="act", kind=kind)[0])


def test_two_equal_cards_are_two_places_and_only_the_tapped_one_is_chosen() -> None:
    app = scene_app(romer_scenes.my_turn())
    hand = app.session.state.view(0).hand
    twin = next(p for p in range(1, len(hand)) if hand[p] == hand[p - 1])
    app.click("card", str(twin))
    html = app.render()
    assert pressed(html) == [str(twin)] and html.count("rc-btn is-selected") == 1
    app.click("card", str(twin - 1))  # its twin: the choice moves, one card stays chosen
    assert pressed(app.render()) == [str(twin - 1)]
    app.click("card", str(twin - 1))
    assert pressed(app.render()) == []


def test_the_action_bar_keeps_its_buttons_whether_a_card_is_chosen_or_not() -> None:
    """Choosing a card enables its actions in place: the same buttons, nothing inserted."""
    app = scene_app(romer_scenes.my_turn())
    before = re.findall(r'<button[^>]*data-kind="([a-z-]+)"[^>]*>', app.render())
    assert before and not buttons(app.render(), action="act")  # all disabled until a card is chosen
    app.click("card", "0")
    html = app.render()
    assert re.findall(r'<button[^>]*data-kind="([a-z-]+)"[^>]*>', html) == before
    assert buttons(html, action="act", kind="lead") and "Selected: " in html


def test_a_led_card_is_taken_back_by_a_click_before_anyone_answers() -> None:
    async def run() -> None:
        app = scene_app(romer_scenes.my_turn())
        hand = app.session.state.view(0).hand
        app.click("card", "3")
        act(app, "lead")
        html = app.render()  # the bots have not answered yet
        undo = buttons(html, action="undo")
        assert undo and f"Take back {card_name(hand[3], app.t)}" in html
        click_button(app, undo[0])
        view = app.session.state.view(0)
        assert view.hand == hand and view.phase == "turn" and not view.trick and view.current == 0
        assert not buttons(app.render(), action="undo")
        await settle(app)

    run_async(run())


def test_horses_added_without_drawing_are_taken_back_by_clicks() -> None:
    app = scene_app(romer_scenes.final_horses(team_size=4))
    view = app.session.state.view(0)
    assert not buttons(app.render(), action="undo")
    for _ in range(2):
        app.click("card", "0")
        act(app, "horse-keep")
    html = app.render()
    assert "Take back 2 moves" in html
    click_button(app, buttons(html, action="undo")[0])
    after = app.session.state.view(0)
    assert after.hand == view.hand and after.teams[0] == view.teams[0]


def test_a_round_ends_on_its_deciding_move_then_the_summary() -> None:
    """At normal speed the move that ended the round and why stay on the table first."""

    async def run() -> None:
        frames: list = []
        app = scene_app(romer_scenes.final_horses(), {**FAST, storage.SPEED_KEY: "normal"}, frames)
        app.click("card", "0")
        act(app, "horse-keep")
        html = unescape(app.render())
        assert "The round is over" in html and "Julia's chariot holds seven cards" in html
        assert "Julia adds a horse." in html and "Next round" not in html
        await settle(app)
        assert frames and frames[0][0] >= 2000 and "holds seven cards" in frames[0][1]
        html = app.render()
        assert buttons(html, action="next-round") and "Round 2 is over" in html

    run_async(run())


def at_the_deciding_moment():
    """Julia's last horse ends the round (normal speed): the table at its deciding moment."""
    app = scene_app(romer_scenes.final_horses(), {**FAST, storage.SPEED_KEY: "normal"}, [])
    app.click("card", "0")
    act(app, "horse-keep")
    html = unescape(app.render())
    assert "The round is over" in html
    return app, html


def test_the_rounds_deciding_moment_turns_every_chariot_up_and_keeps_the_rounds_moves() -> None:
    """RO-51: at the round's end every chariot is turned up, the viewer's own too; the move
    list still tells the round that ended (the next round's empty log would say "No move
    yet"), and the action bar says the round is over, not "act when it is your turn"."""

    async def run() -> None:
        app = scene_app(romer_scenes.final_horses(), {**FAST, storage.SPEED_KEY: "normal"}, [])
        before = app.session.state.view(0)
        app.click("card", "0")
        act(app, "horse-keep")
        html = unescape(app.render())
        assert "The round is over" in html
        own = re.search(r'<section class="romer-own[^"]*".*?</section>', html, re.S).group(0)
        assert 'class="rc rc--back' not in own and "rc--back" not in own
        team = app.session.state.view(None).results[-1].teams[0]
        assert len(shown_cards(own)) == len(team) == 7
        log = re.search(r'<ol class="log[^"]*".*?</ol>', html, re.S)
        assert log is not None and "No move yet" not in html
        assert "Julia adds a horse." in log.group(0)
        assert len(re.findall(r'<li class="log__item', log.group(0))) == 1 + len(before.log)
        assert "you act when it is your turn" not in html
        assert app.t("hand.round_over") in html and "hand.round_over" not in html
        await settle(app)

    run_async(run())


def test_the_rounds_deciding_moment_counts_the_hands_the_round_ended_with() -> None:
    """The next round is dealt the moment one ends; while the deciding move stays on the table
    each place still counts the cards its player held at the end (Julia 5 less the horse she
    added, the others none), not the next deal's 15 beside a chariot of seven."""

    async def run() -> None:
        app, html = at_the_deciding_moment()
        counts = [int(n) for n in re.findall(r'class="rseat__hand"[^>]*data-cards="(\d+)"', html)]
        assert sorted(counts) == [0, 0, 0, 4]
        assert "15 in hand" not in html and "15 cards in hand" not in html
        await settle(app)
        html = app.render()
        assert buttons(html, action="next-round")
        app.click("next-round")
        counts = [int(n) for n in re.findall(r'data-cards="(\d+)"', app.render())]
        assert counts and all(n == app.session.state.view(None).hand_sizes[0] for n in counts)

    run_async(run())


def test_the_rounds_deciding_moment_keeps_the_hands_room_in_the_tray() -> None:
    """While the deciding move stays on the table the hand is not shown (the view already holds
    the next deal's), but its room stays: the tray lost the hand's rows, and on a phone, where
    it is stuck to the screen's foot, its top moved 130 px down when a bot's move ended the
    round. The room has a place per card the player ended with, and no card in it."""

    async def run() -> None:
        app, html = at_the_deciding_moment()
        own = re.search(r'<section class="romer-own[^"]*".*?</section>', html, re.S).group(0)
        room = re.search(r'<ol class="romer-hand romer-hand--room" aria-hidden="true">(.*?)</ol>', own, re.S)
        assert room is not None, own
        assert room.group(1).count('<li class="hand__place">') == 4  # five, less the horse she added
        assert "rc--" not in room.group(1) and "<button" not in room.group(1)
        await settle(app)

    run_async(run())


def test_at_animation_speed_off_the_summary_comes_at_once() -> None:
    async def run() -> None:
        frames: list = []
        app = scene_app(romer_scenes.final_horses(), frames=frames)
        app.click("card", "0")
        act(app, "horse-keep")
        assert buttons(app.render(), action="next-round")
        await settle(app)
        assert frames == []

    run_async(run())


def test_a_finished_trick_stays_then_goes_to_its_winner() -> None:
    """A trick completed by the human: its cards in the middle with the winner marked, then
    gathered at the winner's place (the same data-flip keys), then the last-trick panel."""

    async def run() -> None:
        frames: list = []
        app = scene_app(romer_scenes.answer_trick(), {**FAST, storage.SPEED_KEY: "normal"}, frames)
        state = app.session.state
        while state.current_seat == 0 and state.view(0).phase == "trick":
            app.click("card", "0")
            act(app, "play")
            await settle(app)
            if frames:
                break
        assert frames, "the trick never finished"
        shown, gathered = frames[0][1], frames[1][1]
        assert "The trick is complete" in shown and 'class="trick__play seat-' in shown
        winner = re.search(r"trick__play seat-(\d) is-winner", shown).group(1)
        keys = set(re.findall(r'data-flip="(trick:\d)"', shown))
        pile = re.search(rf'data-seat="{winner}".*?</li>|data-seat="{winner}".*?</div></div>', gathered, re.S)
        assert keys and pile and set(re.findall(r'data-flip="(trick:\d)"', gathered)) == keys

    run_async(run())


def test_the_trays_band_shows_the_trick_under_the_middles_keys_a_card_led_from_the_hand() -> None:
    """While the bots answer Julia's lead, the tray's band (a phone's view of the trick) carries
    the middle's ``data-flip`` keys, her card naming the hand it left: the page glides the copy
    that is seen, and a copy without keys appeared while the other flew off a phone's foot."""

    async def run() -> None:
        frames: list = []
        paced = {storage.SPEED_KEY: "normal", storage.BOT_SPEED_KEY: "normal"}
        app = scene_app(romer_scenes.my_turn(), paced, frames)
        app.click("card", "0")
        act(app, "lead")
        await settle(app)
        watching = [
            html for _, html in frames if 'class="romer-watch"' in html and 'data-flip="trick:0"' in html
        ]
        assert watching, "no page showed the trick in the band"
        page = watching[0]
        band = page[page.index('class="romer-watch"') :]
        middle = page[page.index('class="panel romer-trick') : page.index('class="romer-watch"')]
        lead = re.search(r'data-flip="trick:0" data-flip-from="(hand:[^"]+)"', band)
        assert lead, band
        assert f'data-flip="trick:0" data-flip-from="{lead.group(1)}"' in middle

    run_async(run())


def test_every_flip_key_is_unique_and_new_chariot_cards_say_where_they_come_from() -> None:
    app = scene_app(romer_scenes.trick_won())
    html = app.render()
    keys = re.findall(r'data-flip="([^"]+)"', html)
    assert len(keys) == len(set(keys)) and any(k.startswith("hand:") for k in keys)
    # Julia won a cut trick: the card lost to her came from the loser's chariot.
    assert re.search(r'data-flip="slot:0:\d" data-flip-from="slot:\d:\d"', html)


def test_the_round_summary_puts_each_formula_on_its_own_lines() -> None:
    app = scene_app(romer_scenes.final_horses())
    app.click("card", "0")
    act(app, "horse-keep")
    html = app.render()
    assert '<span class="slot__calc">XX×2</span><span class="slot__total">=40</span>' in html
    assert html.count('class="round__delta"') == 4


def test_the_round_summary_says_whose_full_chariot_ended_the_round() -> None:
    """As Rommé's says who went out: the summary, not only the moment before it (which is
    gone at once when animations are off), says why the round ended (RO-50)."""
    app = scene_app(romer_scenes.final_horses())
    app.click("card", "0")
    act(app, "horse-keep")
    summary = re.search(r'<section class="panel summary".*?</section>', unescape(app.render()), re.S)
    assert summary and "Julia's chariot holds seven cards" in summary.group(0)


def test_the_folded_score_sheet_names_itself_once() -> None:
    app = scene_app(romer_scenes.final_horses())
    app.click("card", "0")
    act(app, "horse-keep")
    app.click("next-round")
    html = app.render()
    assert "<details" in html and html.count("Score sheet") == 1


def test_the_prompt_says_who_lays_a_trump_card_and_why_a_new_one() -> None:
    """RO-11, RO-40: at a round's start each player lays a trump card; a player whose chariot
    lost its trump card in a cut trick lays a new one at once. The banner says which, to the
    player concerned and to everyone else (a red "no trump" alone left a new player guessing)."""
    from ludi.games.protocol import GameRecord
    from ludi.games.romer.actions import Play
    from ludi.games.romer.views import TRUMP
    from ludi.ui.i18n import translator
    from ludi.ui.romer.table import prompt

    t = translator("en", "ludi.ui.romer")
    state = registry.replay(GameRecord.loads(romer_scenes.trump_lost()))
    names = [s.name for s in state.seats]
    for card in ("Y5", "G5", "R1"):  # Gaius throws off, Livia cuts, Octavia follows
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Play) and a.card == card))
    view = state.view(0)
    assert view.phase == TRUMP and view.current == 1 and not view.teams[1]
    assert prompt(view, 0, names, t) == "Gaius lost their trump card and lays a new one."
    own = prompt(state.view(1), 1, names, t)
    assert own == "You lost your trump card: choose a card and lay it as your new trump card."

    start = registry.replay(GameRecord.loads(romer_scenes.first_trump()))
    julia = start.view(0)
    assert julia.phase == TRUMP and julia.current == 0
    assert prompt(julia, 0, names, t) == "Choose a card and lay it as your trump card."
    assert prompt(start.view(1), 1, names, t) == "Julia lays a trump card."


def test_the_trick_says_whose_trump_colour_each_note_names() -> None:
    """Under a card, "trump red" read as if that card were trump: the note names the seat whose
    personal trump colour it is (RO-11)."""

    async def run() -> None:
        app = scene_app(romer_scenes.my_turn())
        app.click("card", "3")
        act(app, "lead")
        # The table's middle (the tray's watch copies the cards without the notes).
        html = re.search(r'<section class="panel romer-trick.*?</section>', app.render(), re.S).group(0)
        view = app.session.state.view(0)
        plays = re.findall(
            r'<li class="trick__play seat-(\d)[^"]*"><bdi class="trick__who">([^<]+)</bdi>.*?'
            r'<span class="trick__trump">(.*?)</span></li>',
            html,
        )
        assert plays
        shapes = {"R": "●", "B": "■", "G": "▲", "Y": "◆", "P": "★"}  # a colour always with its shape
        for seat, name, note in plays:
            colour = view.trumps[int(seat)]
            expected = f"{name}’s trump: {shapes[colour]} {app.t(f'colour.{colour}')}" if colour else ""
            assert unescape(re.sub(r"<[^>]+>", "", note)) == expected
        await settle(app)

    run_async(run())


def test_a_horse_or_a_lead_hint_names_the_horse_a_lead_could_win() -> None:
    """A whole first round of "add a horse" hints never said why one would lead: with horses in
    the other chariots, the hint names the one a trick could win (RO-33), whichever it advises."""
    import json

    from ludi.games.protocol import Hint
    from ludi.games.romer.hints import explain
    from ludi.ui.i18n import translator
    from ludi.ui.romer import coaching

    t = translator("en", "ludi.ui.romer")
    names = [s.name for s in SEATS]
    said = 0
    for seed in (3, 4, 5, 6):
        state = busy_state(seed)
        view = state.view(0)
        for action in state.legal_actions():
            code, params = explain(view, action)
            if code not in ("add_horse", "lead"):
                continue
            json.dumps(params)
            seat, place = params["prize"]
            assert seat != 0 and place == len(view.teams[seat]) >= 2
            assert place == max(len(team) for s, team in enumerate(view.teams) if s != 0)
            text = coaching.hint_text(Hint(action, code, params), t, names)
            assert f"{names[seat]}’s ×{place} horse" in text, text
            said += 1
    assert said
