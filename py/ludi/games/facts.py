"""What every part of the app knows about a game before importing it: declared once here.

The home screen, the setup form, the command line and each engine's rules validation read
the same facts, so a seat range or a game's hidden information cannot disagree between
them. Plain data, standard library only: the home screen imports this and no engine.
"""

from __future__ import annotations


class GameFacts:
    """One game's facts, read-only. A plain class, not a dataclass: the home screen imports
    it on a first visit, where a dataclass's generated methods cost milliseconds to compile."""

    __slots__ = ("game_id", "seats", "hidden_info", "seat_rule")
    game_id: str
    seats: tuple[int, int]
    hidden_info: bool
    seat_rule: str

    def __init__(self, game_id: str, seats: tuple[int, int], hidden_info: bool, seat_rule: str = "") -> None:
        set_once = object.__setattr__
        set_once(self, "game_id", game_id)
        #: The fewest and most seats any choice of options allows (a rules config may narrow it).
        set_once(self, "seats", seats)
        #: Hands hidden from the other players: pass-and-play shows a hand-off screen between
        #: two humans, and nothing private stays on screen while the tablet goes round.
        set_once(self, "hidden_info", hidden_info)
        #: The rule that sets the seats, named in the engine's (English) refusals.
        set_once(self, "seat_rule", seat_rule)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"GameFacts are read-only ({name})")

    def __repr__(self) -> str:
        return f"GameFacts({self.game_id!r}, seats={self.seats})"


GAMES: tuple[GameFacts, ...] = (
    GameFacts("romisch-pokern", (2, 6), hidden_info=False, seat_rule="RP-1"),
    GameFacts("romme", (2, 6), hidden_info=True, seat_rule="RM-1"),
    GameFacts("romer", (2, 4), hidden_info=True, seat_rule="RO-1"),
)
_BY_ID = {g.game_id: g for g in GAMES}


def facts(game_id: str) -> GameFacts:
    """The facts of ``game_id``; KeyError for a game this version does not know."""
    return _BY_ID[game_id]
