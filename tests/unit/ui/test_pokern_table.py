"""The table renderer: built from legal actions only, readings, failures, cards, escaping."""

from __future__ import annotations

import copy
import re
from html import unescape

from ui_helpers import T_EN, attr, buttons, find_state, new_state

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.ui.pokern.controls import target_cells
from ludi.ui.pokern.table import PokernUIState, render_table


def render(state, ui=None):
    legal = state.legal_actions()
    return render_table(
        state.view(state.current_seat), legal, ui or PokernUIState(), T_EN, len(state.history)
    ), legal


def test_highlighted_rows_are_exactly_the_legal_score_actions() -> None:
    state = find_state(lambda s: s.phase == "scoring" and len({a.number for a in s.legal_actions()}) == 1)
    html, legal = render(state)
    scores = [(i, a) for i, a in enumerate(legal) if isinstance(a, Score)]
    cells = buttons(html, kind="score")
    assert sorted(int(attr(c, "data-row")) for c in cells) == sorted(a.row for _, a in scores)
    # Each cell button carries the index of exactly that Score action.
    for tag in cells:
        action = legal[int(attr(tag, "data-arg"))]
        assert isinstance(action, Score) and action.row == int(attr(tag, "data-row"))


def test_two_readings_are_both_offered_then_rows_follow_the_choice() -> None:
    state = find_state(lambda s: s.phase == "scoring" and len({a.number for a in s.legal_actions()}) == 2)
    view = state.view(state.current_seat)
    low, high = view.readings
    html, legal = render(state)
    assert f"Reads {low} or {high}" in html
    choices = buttons(html, action="number")
    assert [attr(c, "data-arg") for c in choices] == [str(low), str(high)]
    assert buttons(html, kind="score") == []  # no row before a number is chosen
    html, legal = render(state, PokernUIState(number=high))
    rows = {int(attr(c, "data-row")) for c in buttons(html, kind="score")}
    assert rows == {a.row for a in legal if isinstance(a, Score) and a.number == high}
    assert target_cells(legal, PokernUIState(number=high)).keys() == rows


def test_roll_and_stop_buttons_map_to_legal_actions() -> None:
    state = new_state(5)
    html, legal = render(state)
    (roll,) = buttons(html, kind="roll")
    assert legal[int(attr(roll, "data-arg"))] == Roll(1)
    assert buttons(html, kind="stop") == []  # nothing rolled yet
    state.apply(Roll(1))
    html, legal = render(state)
    (stop,) = buttons(html, kind="stop")
    assert legal[int(attr(stop, "data-arg"))] == Stop()


def test_roll_several_offers_a_count_chooser() -> None:
    state = new_state(5, roll_several=True)
    html, legal = render(state)
    counts = buttons(html, kind="roll")
    assert [legal[int(attr(b, "data-arg"))] for b in counts] == [Roll(k) for k in range(1, 7)]


def test_failed_turn_says_why_and_offers_pass_or_a_card() -> None:
    state = find_state(lambda s: s.phase == "failed" and s.failure == "impossible")
    html, legal = render(state)
    assert 'data-failure="impossible"' in html
    assert "Turn failed" in html and "can never spell a Roman number" in html
    (pass_button,) = buttons(html, kind="pass")
    assert legal[int(attr(pass_button, "data-arg"))] == Pass()
    assert "or play an action card" in html
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    for tag in re.findall(r'<button\b[^>]*data-action="card"[^>]*>', html):
        card = attr(tag, "data-arg")
        assert ("disabled" in tag) == (card not in playable), card


def test_cards_are_disabled_while_rolling_without_option() -> None:
    state = new_state(5)
    state.apply(Roll(1))
    html, _ = render(state)
    cards = re.findall(r'<button\b[^>]*data-action="card"[^>]*>', html)
    assert len(cards) == 6 and all("disabled" in c for c in cards)
    assert "Playable only after a failed turn" in html


def test_die_choice_for_drop_one_offers_exactly_the_legal_dice() -> None:
    state = find_state(lambda s: s.phase == "failed" and len(s.rolled) >= 2)
    html, legal = render(state, PokernUIState(card="drop_one", effect="drop_one"))
    dice = [t for t in re.findall(r"<button\b[^>]*>", html) if 'data-focus-key="die:' in t]
    expected = [a for a in legal if isinstance(a, PlayCard) and a.card == "drop_one"]
    offered = [legal[int(attr(t, "data-arg"))] for t in dice]
    assert offered == expected
    assert "choose a die" in html and buttons(html, action="cancel-card")


def test_joker_choice_lists_the_effects_it_may_take() -> None:
    state = find_state(lambda s: s.phase == "failed" and "I" in s.rolled)
    legal = state.legal_actions()
    html, _ = render(state, PokernUIState(card="joker", effect=None))
    offered = [attr(t, "data-arg") for t in buttons(html, action="joker-effect")]
    expected = list(dict.fromkeys(a.effect for a in legal if isinstance(a, PlayCard) and a.card == "joker"))
    assert offered == expected and "reroll_i" in offered


def test_active_player_is_named_and_highlighted_and_totals_shown() -> None:
    state = new_state(3)
    html, _ = render(state)
    assert "Julia&#x27;s turn" in html
    assert re.search(r'<th scope="col" class="sheet__name seat-0 is-active" aria-current="true"', html)
    assert 'data-total="30"' in html and 'data-bonus="30"' in html and "6 × 5" in html


def test_names_are_escaped() -> None:
    state = new_state(3, seats=(Seat("<b>Eve</b>"), Seat("Bob")))
    html, _ = render(state)
    assert "<b>Eve</b>" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html


def test_no_controls_for_a_bot_or_while_busy() -> None:
    state = new_state(3, seats=(Seat("Julia"), Seat("Robo", "bot", "easy")))
    html, _ = render(state, PokernUIState(busy=True))
    acts = buttons(html, action="act")  # kept focusable during the dice animation, but inert
    assert acts and all('aria-disabled="true"' in tag for tag in acts)
    state2 = new_state(3, seats=(Seat("Robo", "bot", "easy"), Seat("Julia")))
    html, _ = render(state2)
    assert buttons(html, action="act") == [] and "Robo (bot) is playing" in html


def test_animation_hides_dice_not_yet_landed() -> None:
    state = new_state(5, roll_several=True)
    state.apply(Roll(3))
    html, _ = render(state, PokernUIState(hidden=frozenset({2}), rolling=1, busy=True))
    assert html.count("die--rolling") == 1
    assert "Rolling…" in html
    assert len(re.findall(r'class="die die--empty"', html)) == 3 + 1  # unrolled + the hidden one


# --- issue 10: turns you can follow, safety nets ------------------------------------------------
from ludi.games.romisch_pokern import hints  # noqa: E402
from ludi.ui.pokern import GAME_UI, HelpFigure  # noqa: E402
from ludi.ui.pokern.story import (  # noqa: E402
    TurnSummary,  # noqa: E402
    entries,
    event_text,
    render_log,
)
from ludi.ui.pokern.table import recap_text, render_banner  # noqa: E402


def follow(state, ui: PokernUIState, action) -> None:
    """Apply ``action`` the way the shell does: spectator views before and after, then after_action."""
    before = state.view(None)
    state.apply(action)
    GAME_UI.after_action(ui, before, state.view(None), action)


def play_turn(state, ui: PokernUIState) -> Score | None:
    """One whole turn: two dice then stop, write the first row offered, or pass after a failure."""
    seat = state.current_seat
    while state.current_seat == seat and not state.is_over:
        legal = state.legal_actions()
        scores = [a for a in legal if isinstance(a, Score)]
        if scores:
            follow(state, ui, scores[0])
            return scores[0]
        if Pass() in legal:
            follow(state, ui, Pass())
        elif Stop() in legal and (len(state.rolled) >= 2 or Roll(1) not in legal):
            follow(state, ui, Stop())
        else:
            follow(state, ui, Roll(1))
    return None


def recap(html: str) -> list[str]:
    """The banner's account of the turns since the last human's, item by item."""
    items = re.search(r'<ol class="banner__recap"[^>]*>(.*?)</ol>', html).group(1)
    return [unescape(i) for i in re.findall(r"<li[^>]*>(.*?)</li>", items)]


def test_the_banner_tells_every_turn_since_the_last_human_turn() -> None:
    """Bots play in a blink: the banner keeps what each player did since the last human's
    turn (that turn included), so the next human can follow every bot in between."""
    seats = (Seat("Julia"), Seat("Marcus", "bot", "easy"), Seat("Livia"), Seat("Octavia", "bot", "easy"))
    state = new_state(8, seats=seats)
    ui = GAME_UI.new_ui(state.view(None))
    # Nothing happened yet: the box says what it is for (a green band with nothing in it
    # looked broken on every game's first turn).
    assert recap(render_banner(state.view(None), T_EN, ui)) == [T_EN("table.recap_empty")]
    said = []
    for _ in range(4):
        seat = state.current_seat
        written = play_turn(state, ui)
        name = seats[seat].name
        said.append(
            f"{name} wrote {written.number} in row {written.row + 1}"
            if written is not None
            else f"{name} failed: " + T_EN(f"fail.{state.view(None).events[-3]['reason']}")
        )
        shown = recap(render_banner(state.view(None), T_EN, ui))
        since = 2 if seat >= 2 else 0  # Livia (seat 2) is the last human once she has played
        assert shown == said[since:], (seat, shown)


def test_a_turn_with_cards_names_them_in_the_banner() -> None:
    names = ["Julia", "Marcus"]
    rescued = TurnSummary(1, (("joker", "drop_one"),), 17, 1, None)
    assert recap_text(rescued, names, T_EN) == "Marcus played the joker as “Drop one” and wrote 17 in row 2"
    lost = TurnSummary(0, (("reroll_one", "reroll_one"),), None, None, "no_row")
    assert recap_text(lost, names, T_EN) == "Julia played “Re-roll one” but failed: no row free"


def test_the_undo_button_names_whose_write_and_stays_in_the_banner() -> None:
    seats = (Seat("Julia"), Seat("Marcus", "bot", "easy"))
    state = new_state(8, seats=seats)
    ui = GAME_UI.new_ui(state.view(None))
    play_turn(state, ui)
    follow(state, ui, Roll(1))  # Marcus rolls: the write may still be taken back
    html = render_table(state.view(None), state.legal_actions(), ui, T_EN, 7, undo_seat=0)
    banner = re.search(r'<div class="banner.*?</ol>', html).group(0)
    (undo,) = buttons(banner, action="undo")
    assert attr(undo, "data-v") == "7" and "Undo Julia&#x27;s write" in banner
    assert buttons(render_table(state.view(None), state.legal_actions(), ui, T_EN, 7), action="undo") == []


def test_log_keeps_the_whole_game_with_readings_and_what_cards_produced() -> None:
    state = find_state(lambda s: s.phase == "failed" and "V" in s.rolled and len(s.rolled) >= 2)
    ui = GAME_UI.new_ui(state.view(None))
    ui.log_complete = True
    before = list(state.rolled)
    die = before.index("V")
    follow(state, ui, PlayCard("reroll_one", "reroll_one", die))
    story = entries(state.view(None), ui)
    card = next(e for e in reversed(story) if e["kind"] == "card")
    line = event_text(card, [s.name for s in state.seats], T_EN)
    assert line.startswith("Julia plays “Re-roll one”: re-rolls V → " + state.rolled[-1])
    if state.readings():
        assert line.endswith(" — reads " + " or ".join(map(str, state.readings())))
    # Many turns later the first events are still in the log (the engine keeps only 30).
    for _ in range(12):
        if state.phase == "failed":
            follow(state, ui, Pass())
        play_turn(state, ui)
    view = state.view(None)
    assert view.event_count > len(view.events)
    html = render_log(view, T_EN, ui=ui)
    assert 'data-key="0"' in html and 'tabindex="0"' in html  # scrollable by keyboard too
    assert html.count("<li") == sum(1 for e in entries(view, ui) if event_text(e, view.names, T_EN))


def test_each_remembered_log_line_is_drawn_once_per_language(monkeypatch) -> None:
    """A tap redrew the whole game's log; a remembered event never changes, so its line is
    drawn once, and again only in another language."""
    from ludi.ui.i18n import translator
    from ludi.ui.pokern import story

    state = new_state(4)
    ui = GAME_UI.new_ui(state.view(None))
    ui.log_complete = True
    for _ in range(6):
        play_turn(state, ui)
    drawn = []
    monkeypatch.setattr(story, "event_text", lambda e, names, t: drawn.append(e["n"]) or f"line {e['n']}")
    first = render_log(state.view(None), T_EN, ui=ui)
    assert sorted(drawn) == sorted(e["n"] for e in entries(state.view(None), ui))
    drawn.clear()
    assert render_log(state.view(None), T_EN, ui=ui) == first and drawn == []
    play_turn(state, ui)
    again = render_log(state.view(None), T_EN, ui=ui)
    assert drawn and min(drawn) > max(int(n) for n in re.findall(r'data-key="(\d+)"', first))
    assert again.endswith(first[first.index('<li class="log__item') :])  # the old lines below
    drawn.clear()
    render_log(state.view(None), translator("de"), ui=ui)
    assert len(drawn) == len(entries(state.view(None), ui))


def test_the_stop_outlook_is_worked_out_once_per_move(monkeypatch) -> None:
    from ludi.games import registry
    from ludi.games.romisch_pokern import questions as pokern_questions

    state = new_state(4)
    state.apply(Roll(1))
    asked = []
    real = pokern_questions.stop_outlook
    monkeypatch.setattr(pokern_questions, "stop_outlook", lambda s: asked.append(1) or real(s))
    ask = registry.get("romisch-pokern").questions(state)
    first = ask.stop_outlook()
    assert ask.stop_outlook() is first and len(asked) == 1
    state.apply(Roll(1))
    assert ask.stop_outlook() == real(state) and len(asked) == 2


def test_a_resumed_game_rebuilds_its_whole_log_from_the_record() -> None:
    from ludi.games import registry
    from ludi.ui.game_ui import TableContext

    state = new_state(4)
    for _ in range(14):
        play_turn(state, PokernUIState())
    view = state.view(None)
    assert view.event_count > len(view.events)
    ui = GAME_UI.new_ui(view)
    assert not ui.log_complete and 'data-key="0"' not in render_log(view, T_EN, ui=ui)
    ask = registry.get("romisch-pokern").questions(state)
    ctx = TableContext(view, state.legal_actions(), ui, T_EN, len(state.history), state.seats, 0, 0, True,
                       False, ask=ask)  # fmt: skip
    html = GAME_UI.render_table(ctx)
    assert 'data-key="0"' in html and ui.log_complete
    first_roll = next(e for e in entries(view, ui) if e["kind"] == "roll")
    assert "readings" in first_roll  # what the dice read then, not only what they showed


def test_final_round_badge_names_who_triggered_it_and_the_turns_left() -> None:
    from ludi.games import registry

    bot = registry.get("romisch-pokern").bots["strong"]

    def bot_turn(state, ui) -> None:
        seat = state.current_seat
        while state.current_seat == seat and not state.is_over:
            follow(state, ui, bot(seat, 1).choose(state.view(seat), state.legal_actions()))

    for seed in range(60):
        state = new_state(seed, seats=(Seat("Julia"), Seat("Marcus"), Seat("Livia")))
        ui = GAME_UI.new_ui(state.view(None))
        while not state.final_round and not state.is_over:
            bot_turn(state, ui)
        if state.is_over or state.end_reason != "seventh_number":
            continue
        trigger = state.last_actor
        view = state.view(None)
        left = (view.start_player - view.current - 1) % 3 + 1
        banner = render_banner(view, T_EN, ui)
        words = "last turn" if left == 1 else f"{left} turns left"
        name = state.seats[trigger].name
        assert f"Final round: {name} filled the column · {words}" in banner
        # Read off the table too (after a resume, before the log is rebuilt).
        assert f"{name} filled the column" in render_banner(view, T_EN, PokernUIState())
        turns = 0
        while not state.is_over:
            bot_turn(state, ui)
            turns += 1
        assert turns == left  # the badge counted right
        return
    raise AssertionError("no seed reaches a final round")


def test_stop_warns_when_stopping_can_only_fail_and_cells_show_where_a_reading_could_go() -> None:
    state = find_state(lambda s: s.phase == "rolling" and s.rolled and hints.stop_outlook(s).only_fails)
    outlook = hints.stop_outlook(state)
    html = render_table(state.view(0), state.legal_actions(), PokernUIState(), T_EN, 0, outlook=outlook)
    (stop,) = re.findall(r'<button[^>]*data-kind="stop"[^>]*>.*?</button>', html)
    assert "btn--warn" in stop and "fails now" in stop and 'aria-describedby="outlook"' in stop
    assert 'data-only-fails="1"' in html and "Stopping now fails" in html and "is-could" not in html
    state = find_state(lambda s: s.phase == "rolling" and s.rolled and hints.stop_outlook(s).placements)
    outlook = hints.stop_outlook(state)
    html = render_table(state.view(0), state.legal_actions(), PokernUIState(), T_EN, 0, outlook=outlook)
    rows = {r for _, r in outlook.placements}
    shown = [
        int(m)
        for m in re.findall(
            r'<tr><th scope="row" class="sheet__row">(\d)</th><td class="cell is-empty is-could', html
        )
    ]  # noqa: E501
    assert {r - 1 for r in shown} == rows and "If you stop:" in html
    stop = re.findall(r'<button[^>]*data-kind="stop"[^>]*>', html)[0]
    assert "btn--warn" not in stop


def test_target_cells_show_the_number_to_be_written() -> None:
    state = find_state(lambda s: s.phase == "scoring" and len({a.number for a in s.legal_actions()}) == 1)
    html, legal = render(state)
    number = next(a.number for a in legal if isinstance(a, Score))
    cell = re.search(r'<button[^>]*data-kind="score"[^>]*>(.*?)</button>', html).group(1)
    assert f'<span class="cell__n">{number}</span>' in cell and "+" not in cell


def test_card_note_says_what_is_true_at_that_moment() -> None:
    def note(state) -> str:
        return re.search(r'<p class="panel__note">(.*?)</p>', render(state)[0]).group(1)

    state = new_state(5)
    state.apply(Roll(1))
    assert note(state) == "Playable only after a failed turn."
    failed = find_state(lambda s: s.phase == "failed" and len(s.rolled) >= 2)
    assert note(failed).startswith("The turn failed: a card may rescue it")
    rescued = None
    for die in range(len(failed.rolled)):
        trial = copy.deepcopy(failed)
        trial.apply(PlayCard("drop_one", "drop_one", die))
        if trial.phase == "rolling" and trial.cards_playable():
            rescued = trial
            break
    assert rescued is not None
    assert note(rescued).startswith("This turn failed earlier")  # the highlighted cards agree
    on_valid = new_state(5, cards_on_valid=True)
    assert note(on_valid) == "Playable once you have rolled."


def test_quick_cards_beside_pass_are_the_playable_cards() -> None:
    state = find_state(lambda s: s.phase == "failed" and len(s.rolled) >= 2)
    html, legal = render(state)
    quick = re.search(r'<section class="quick-cards".*?</section>', html).group(0)
    cards = buttons(quick, action="quick-card")
    assert len(cards) == 6  # always six places: choosing a card never moves the others
    offered = {attr(t, "data-arg") for t in cards if "disabled" not in t}
    assert offered == {a.card for a in legal if isinstance(a, PlayCard)}
    assert "has-quick-cards" in html


def test_help_draws_dice_and_tells_a_worked_example_the_engine_agrees_with() -> None:
    from ludi.games.romisch_pokern.numerals import readings
    from ludi.ui.frame import render_help

    for lang in ("de", "fr", "en"):
        sections = GAME_UI.help_sections(lang)
        figures = [p for _, _, paras in sections for p in paras if isinstance(p, HelpFigure)]
        assert len(figures) == 4 and all('role="img"' in f for f in figures)
        html = render_help("Help", sections, T_EN)
        assert '<span class="die die--X" aria-hidden="true">X</span>' in html  # markup, not escaped
        assert "dice:" not in html
    # The example: X I reads 9 or 11, X I V V fails, X I V X reads 24 or 26.
    assert readings(("X", "I"), False) == (9, 11)
    assert readings(("X", "I", "V", "V"), False) == ()
    assert readings(("X", "I", "V", "X"), False) == (24, 26)


def test_choosing_a_card_keeps_the_six_cards_in_place_and_swaps_pass_for_cancel() -> None:
    """Choosing a card (or the joker's part) and cancelling it are selection taps: the same
    six card places, one button in the row under the dice (Pass, or Cancel while choosing)."""
    state = find_state(lambda s: s.phase == "failed" and "I" in s.rolled and len(s.rolled) >= 2)

    def rescue(ui: PokernUIState) -> tuple[list[str], list[str], list[str]]:
        html, _ = render(state, ui)
        row = re.search(
            r'<div class="controls controls--turn controls--rescue[^"]*">(.*?)</div>', html
        ).group(1)
        quick = re.search(r'<section class="quick-cards".*?</section>', html).group(0)
        return (
            buttons(row),
            [attr(t, "data-arg") for t in re.findall(r"<button\b[^>]*>", quick)],
            buttons(quick),
        )

    (passing,), places, _ = rescue(PokernUIState())
    assert attr(passing, "data-kind") == "pass" and places == list(CARDS)
    (cancel,), chosen, tags = rescue(
        PokernUIState(card="drop_one", effect="drop_one", card_from="quick-card")
    )
    assert attr(cancel, "data-action") == "cancel-card" and chosen == list(CARDS)
    assert all("disabled" in t for t in tags)  # the die is what to pick now
    (cancel,), joker, tags = rescue(PokernUIState(card="joker", effect=None, card_from="quick-card"))
    parts = [attr(t, "data-arg") for t in tags if attr(t, "data-action") == "joker-effect"]
    legal = state.legal_actions()
    legal_parts = list(
        dict.fromkeys(a.effect for a in legal if isinstance(a, PlayCard) and a.card == "joker")
    )
    assert joker == list(CARDS) and parts == legal_parts and "reroll_i" in parts


def test_the_banners_story_can_be_reached_by_keyboard_whenever_it_tells_something() -> None:
    """Two lines that scroll beyond: two turns with cards overflow them on a phone, so any
    story is focusable (a scrolling box the keyboard cannot reach fails axe)."""
    state = new_state(4)
    ui = PokernUIState()
    assert 'tabindex="0"' not in re.search(r'<ol class="banner__recap"[^>]*>', render(state, ui)[0]).group(0)
    play_turn(state, ui)
    play_turn(state, ui)
    tag = re.search(r'<ol class="banner__recap"[^>]*>', render(state, ui)[0]).group(0)
    assert attr(tag, "data-turns") != "0" and 'tabindex="0"' in tag


def test_names_too_long_for_a_phones_column_stand_the_heads_names_upright() -> None:
    """A phone's column holds seven letters across with four players, five with five or six
    ("Maximil" over "ian" before): past that the sheet's head is marked for upright names."""

    def marked(*names: str) -> bool:
        return "sheet--upright" in render(new_state(1, tuple(Seat(n) for n in names)))[0]

    assert not marked("Julia", "Marcus", "Livia")
    assert not marked("Julia", "Marcus", "Livia", "Octavia")
    assert marked("Julia", "Marcus", "Livia", "Maximilian")
    assert not marked("Julia", "Gaius", "Livia", "Titus", "Cato")
    assert marked("Julia", "Gaius", "Livia", "Titus", "Marcus")
    assert not marked("Anna", "Ben", "Maximilian")  # three columns hold eleven letters
