"""The Rommé / Rami rules config: two presets and the Palace special rules (RM-60..RM-69).

Everything a table agrees on before play lives here, validated at construction so that a
config that cannot hold raises ``RulesError`` instead of being quietly patched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludi.games.protocol import Rules, RulesError, short_repr

PALAST = "palast"  # Rommé (Palast), German texts
PALACE = "palace"  # Rami (Palace), French texts
PRESETS = (PALAST, PALACE)
PRESET_ALIASES = {"palast": PALAST, "romme": PALAST, "palace": PALACE, "rami": PALACE}

#: CLI / setup option names -> rules field (special rules RM-60..RM-69 and settings).
OPTION_FIELDS = {
    "knocking": "knocking",  # RM-60
    "small": "small_game",  # RM-61
    "small-game": "small_game",
    "forty": "forty",  # RM-62
    "40": "forty",
    "no-first-meld": "no_first_meld",  # RM-63
    "cyclic": "cyclic_runs",  # RM-64
    "cyclic-runs": "cyclic_runs",
    "no-jokers": "no_jokers",  # RM-65
    "win-without-discard": "win_without_discard",  # RM-66
    "strict-jokers": "strict_jokers",  # RM-67
    "strict-sets": "strict_sets",  # RM-68
    "casino": "casino",  # RM-69
    "single-round": "single_round",
    "round": "single_round",
}

DEFAULT_MINUS_LIMIT = 500  # RM-54 Palast
DEFAULT_ROUNDS = 5  # RM-54 Palace (decision)
#: RM-53 Palast (decision): how often a round may turn the discard pile into a new stock.
#: Once, as at most tables: a round whose stock runs out twice has nobody able to go out
#: (e.g. lone strict jokers with only full sets on the table) and would otherwise never end.
PALAST_STOCK_TURNS = 1


@dataclass(frozen=True)
class RommeRules(Rules):
    """One table's rules. ``limit`` is RM-54's end: minus points (Palast) or rounds (Palace).

    ``single_round`` makes one GameState a single round (for simulations and win rates);
    otherwise a GameState is the whole game up to the RM-54 limit.
    """

    game_id = "romme"

    preset: str = PALAST
    knocking: bool = False
    small_game: bool = False
    forty: bool = False
    no_first_meld: bool = False
    cyclic_runs: bool = False
    no_jokers: bool = False
    win_without_discard: bool = False
    strict_jokers: bool = False
    strict_sets: bool = False
    casino: bool = False
    limit: int | None = None
    single_round: bool = False

    def __post_init__(self) -> None:
        if self.preset not in PRESETS:
            raise _unknown_preset(self.preset)
        for name in (
            "knocking",
            "small_game",
            "forty",
            "no_first_meld",
            "cyclic_runs",
            "no_jokers",
            "win_without_discard",
            "strict_jokers",
            "strict_sets",
            "casino",
            "single_round",
        ):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name} must be true or false", "rules.not_flag", {"name": name})
        if self.small_game and self.forty:
            raise RulesError(
                "the small game (RM-61) has no first-meld threshold, so 40 points (RM-62) cannot hold",
                "romme.small_game_threshold",
            )
        if self.small_game and not self.no_first_meld:
            raise RulesError(
                "the small game (RM-61) has no first-meld threshold: also set no_first_meld (RM-63)",
                "romme.small_game_threshold",
            )
        if self.forty and self.no_first_meld:
            raise RulesError(
                "40 points for the first meld (RM-62) contradicts no first meld (RM-63)",
                "romme.forty_no_first_meld",
            )
        if self.limit is not None and (not isinstance(self.limit, int) or isinstance(self.limit, bool)):
            raise RulesError("limit must be a whole number", "rules.whole", {"name": "limit", "low": 1})
        if self.limit is not None and self.limit < 1:
            raise RulesError(
                "limit must be at least 1 (minus points for Palast, rounds for Palace)",
                "rules.whole",
                {"name": "limit", "low": 1},
            )

    # --- derived facts -----------------------------------------------------------------
    @property
    def threshold(self) -> int:
        """First-meld minimum (RM-30, RM-62, RM-63)."""
        if self.no_first_meld:
            return 0
        return 40 if self.forty else 30

    @property
    def decks(self) -> int:
        return 1 if self.small_game else 2

    @property
    def jokers(self) -> int:
        if self.no_jokers:
            return 0
        return 3 if self.small_game else 6

    @property
    def deck_size(self) -> int:
        return 52 * self.decks + self.jokers

    @property
    def joker_must_be_remelded(self) -> bool:
        """RM-41 Palast and RM-67: a joker taken by exchange goes into a new meld this turn."""
        return self.preset == PALAST or self.strict_jokers

    @property
    def stock_turns(self) -> int:
        """RM-53: times a round may turn the discard pile into a new stock (Palace: never)."""
        return PALAST_STOCK_TURNS if self.preset == PALAST else 0

    @property
    def minus_limit(self) -> int:
        return self.limit if self.limit is not None else DEFAULT_MINUS_LIMIT

    @property
    def rounds(self) -> int:
        return self.limit if self.limit is not None else DEFAULT_ROUNDS

    @property
    def seat_range(self) -> tuple[int, int]:
        """RM-1 (decision): Palace tables seat 2-4, classic Rommé the game's whole range."""
        low, high = super().seat_range
        return (low, min(high, 4)) if self.preset == PALACE else (low, high)

    def hand_size(self, players: int) -> int:
        """RM-3 / RM-61: 13 each; the small game deals 10 (two players) or 7."""
        if self.small_game:
            return 10 if players == 2 else 7
        return 13

    def check_players(self, players: int) -> None:
        """Raise RulesError when this table cannot seat ``players``."""
        low, high = self.seat_range
        if self.preset == PALACE and not low <= players <= high:  # RM-1 (decision): a smaller table
            message = f"{self.preset} seats {low} to {high} players, not {players} (RM-1)"
            raise RulesError(message, "romme.palace_players", {"high": high, "players": players})
        super().check_players(players)
        if self.knocking and players < 3:
            raise RulesError("knocking (RM-60) needs at least three players", "romme.knocking_players")


def _unknown_preset(preset: object) -> RulesError:
    return RulesError(
        f"unknown preset {preset!r}; choose one of {PRESETS}",
        "rules.unknown_preset",
        {"preset": short_repr(preset), "known": ", ".join(PRESETS)},
    )


def rules_from_options(preset: str | None, options: Sequence[str]) -> RommeRules:
    """Build rules from a preset name and option words (``knocking``, ``casino``, ``limit=300``...).

    ``small`` also switches on ``no-first-meld``, which RM-61 implies.
    """
    name = PRESET_ALIASES.get((preset or PALAST).lower())
    if name is None:
        raise _unknown_preset(preset)
    values: dict[str, object] = {"preset": name}
    for raw in options:
        word = raw.strip().lower().replace("_", "-")
        if not word:
            continue
        if word.startswith(("limit=", "rounds=", "points=")):
            try:
                values["limit"] = int(word.split("=", 1)[1])
            except ValueError:
                raise RulesError(
                    f"{raw!r}: the limit must be a number", "rules.not_a_number", {"option": short_repr(raw)}
                ) from None
            continue
        field_name = OPTION_FIELDS.get(word)
        if field_name is None:
            raise RulesError(
                f"unknown option {raw!r}; known: {sorted(OPTION_FIELDS)} and limit=N",
                "rules.unknown_option",
                {"option": short_repr(raw), "known": ", ".join(sorted(OPTION_FIELDS)) + ", limit=N"},
            )
        values[field_name] = True
        if field_name == "small_game":
            values["no_first_meld"] = True
    return RommeRules(**values)  # type: ignore[arg-type]  # each value was checked against its field's type above; the dict holds objects
