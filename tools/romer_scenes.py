"""Römer table situations as game records, for screenshots and browser tests.

Each function returns the JSON text of a saved game (``ludi.save``) that, resumed, puts Julia
(seat 0, the only human) in one main phase of the game: laying a trump card, her turn,
answering a trick, just after a trick, adding the last horses, or one move before a round
or the game ends. Bots play every seat (Julia's too) until the situation arises, so the
tables look like real games; the rarer end situations are written as positions.
"""

from __future__ import annotations

from collections.abc import Callable

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romer.cards import CODES, COPIES
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState
from ludi.games.romer.views import RomerView

SEATS = (
    Seat("Julia"),
    Seat("Gaius", "bot", "normal"),
    Seat("Livia", "bot", "strong"),
    Seat("Octavia", "bot", "easy"),
)


def played_until(
    predicate: Callable[[RomerState, RomerView], bool], seats: tuple[Seat, ...] = SEATS, first_seed: int = 1
) -> str:
    """The first seeded game from ``first_seed`` on in which ``predicate`` holds for Julia's view
    at one of her decisions (every seat played by its bot until then, Julia's by the strong one)."""
    d = registry.get("romer")
    for seed in range(first_seed, 500):
        state = d.new_game(d.rules_class(), seats, seed)
        bots = [d.bots[s.level or "strong"](i, i + seed) for i, s in enumerate(seats)]
        for _ in range(400):
            seat = state.current_seat
            if seat is None or state.is_over or state.view(None).round > 0:
                break
            view = state.view(seat)
            if seat == 0 and predicate(state, view):
                return state.record().dumps()
            state.apply(bots[seat].choose(view, state.legal_actions()))
    raise SystemExit("no seed gives this situation")


def first_trump() -> str:
    """A new game, Julia the first to lay her trump card (the rules are shown first)."""
    return played_until(lambda state, view: view.phase == "trump" and not view.log)


def my_turn() -> str:
    """Julia to move, every chariot holding at least three cards."""
    return played_until(lambda state, view: view.phase == "turn" and min(len(t) for t in view.teams) >= 3)


def answer_trick() -> str:
    """A bot led a trick; Julia answers (every chariot with at least two cards)."""
    return played_until(
        lambda state, view: (
            view.phase == "trick" and view.trick_leader != 0 and min(len(t) for t in view.teams) >= 2
        )
    )


def trick_won() -> str:
    """Julia to move just after she won a cut trick: the cards others lost went to her chariot
    (the last trick shows; the winner leads next, RO-35)."""

    def just_won(state: RomerState, view: RomerView) -> bool:
        tail = view.log[-8:]
        return (
            view.phase == "turn"
            and view.log[-1].event in ("won", "lost", "draw")
            and any(e.event == "won" and e.seat == 0 for e in tail)
            and any(e.event == "lost" for e in tail)
            and not any(e.event == "lay_trump" for e in tail)  # no chariot emptied by the cut
        )

    # No seed before 11 gives it with today's bots: searched from 1, it took 14 s of the suite.
    return played_until(just_won, first_seed=11)


def _position_record(position: dict, seats: tuple[Seat, ...] = SEATS, rules: RomerRules | None = None) -> str:
    state = RomerState.from_position(rules or RomerRules(), seats, position, seed=1)
    return state.record().dumps()


def _deck() -> list[str]:
    return [c for c, k in zip(CODES, COPIES) for _ in range(k)]


def final_horses(totals: tuple[int, ...] = (120, 95, 140, 60), team_size: int = 6) -> str:
    """Only Julia holds cards (RO-42): she adds horses or stops; her chariot has ``team_size``
    cards, so one more horse can end the round."""
    deck = _deck()

    def take(codes: list[str]) -> list[str]:
        for c in codes:
            deck.remove(c)
        return codes

    teams = [
        take(["R4", "R1", "B6", "R2", "G5", "Y3"][:team_size]),
        take(["B2", "B5", "PC", "B1"]),
        take(["G1", "G3", "R6", "G7", "Y5"]),
        take(["P4", "P1", "Y2"]),
    ]
    hand = take(["R5", "B3", "GC", "Y7", "P6"])
    position = {
        "round": 1,
        "dealer": 3,
        "totals": list(totals),
        "hands": [hand, [], [], []],
        "draw": deck,
        "discard": [],
        "teams": teams,
        "phase": "final",
        "turn": 0,
    }
    return _position_record(position)


def game_end() -> str:
    """As ``final_horses``, but one more horse ends the game (Livia passes 500)."""
    return final_horses(totals=(430, 380, 470, 300))


def trump_lost() -> str:
    """Julia led red 5; Gaius, whose chariot is his trump card alone, answers next and holds
    no red and no blue; Livia holds only green, her trump colour: she cuts whatever she plays,
    and Gaius loses his trump card to her and lays a new one at once (RO-33, RO-40)."""
    deck = _deck()

    def take(codes: list[str]) -> list[str]:
        for c in codes:
            deck.remove(c)
        return codes

    teams = [take(["Y3", "Y1"]), take(["B2"]), take(["G1", "G3"]), take(["P4", "P1"])]
    hands = [take(["Y7", "P6"]), take(["Y5", "P2", "Y6"]), take(["G5", "G6"]), take(["R1", "B3"])]
    played = take(["R5"])
    position = {
        "round": 0,
        "dealer": 3,
        "hands": hands,
        "draw": deck,
        "discard": [],
        "teams": teams,
        "phase": "trick",
        "trick": {"leader": 0, "played": [[0, played[0]]]},
    }
    return _position_record(position)
