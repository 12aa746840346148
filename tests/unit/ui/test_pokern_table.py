"""The table renderer: built from legal actions only, readings, failures, cards, escaping."""

from __future__ import annotations

import re

from ui_helpers import T_EN, attr, buttons, find_state, new_state

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.actions import Pass, PlayCard, Roll, Score, Stop
from ludi.ui.pokern.table import TableUI, render_table, target_cells


def render(state, ui=None):
    legal = state.legal_actions()
    return render_table(
        state.view(state.current_seat), legal, ui or TableUI(), T_EN, len(state.history)
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
    html, legal = render(state, TableUI(number=high))
    rows = {int(attr(c, "data-row")) for c in buttons(html, kind="score")}
    assert rows == {a.row for a in legal if isinstance(a, Score) and a.number == high}
    assert target_cells(legal, TableUI(number=high)).keys() == rows


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
    html, legal = render(state, TableUI(card="drop_one", effect="drop_one"))
    dice = [t for t in re.findall(r"<button\b[^>]*>", html) if 'data-focus-key="die:' in t]
    expected = [a for a in legal if isinstance(a, PlayCard) and a.card == "drop_one"]
    offered = [legal[int(attr(t, "data-arg"))] for t in dice]
    assert offered == expected
    assert "choose a die" in html and buttons(html, action="cancel-card")


def test_joker_choice_lists_the_effects_it_may_take() -> None:
    state = find_state(lambda s: s.phase == "failed" and "I" in s.rolled)
    legal = state.legal_actions()
    html, _ = render(state, TableUI(card="joker", effect=None))
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
    html, _ = render(state, TableUI(busy=True))
    acts = buttons(html, action="act")  # kept focusable during the dice animation, but inert
    assert acts and all('aria-disabled="true"' in tag for tag in acts)
    state2 = new_state(3, seats=(Seat("Robo", "bot", "easy"), Seat("Julia")))
    html, _ = render(state2)
    assert buttons(html, action="act") == [] and "Robo (bot) is playing" in html


def test_animation_hides_dice_not_yet_landed() -> None:
    state = new_state(5, roll_several=True)
    state.apply(Roll(3))
    html, _ = render(state, TableUI(hidden=frozenset({2}), rolling=1, busy=True))
    assert html.count("die--rolling") == 1
    assert "Rolling…" in html
    assert len(re.findall(r'class="die die--empty"', html)) == 3 + 1  # unrolled + the hidden one
