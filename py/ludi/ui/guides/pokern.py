"""Römisch Pokern's guided first round, two players: the player rolls X, I, X one die at a
time (10, then IX or XI, then XIX or XXI), stops and writes 21 in the middle row; the bot
writes XV = 15; the player rolls V, V (two V: the turn fails) and rescues it with "Re-roll
one" on the second V (it lands X: XV = 15), stops and writes 15 above the 21; then the round
goes on against the bot.

The deal is a position (``PokernState.from_position``) whose ``dice`` are the faces of every
die rolled during the script, the bot's included, so the dice say what the texts say; after
them the seeded generator rolls, as in any game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import (
    CARDS,
    DROP_ONE,
    JOKER,
    REROLL_I,
    REROLL_ONE,
    REROLL_V,
    TWIN,
    Pass,
    PlayCard,
    Roll,
    Score,
    Stop,
)
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState
from ludi.ui.game_ui import TableContext
from ludi.ui.guide import Ask, GuideBook, Move, Step, Tell, say
from ludi.ui.pokern.controls import chosen_number
from ludi.ui.pokern.story import card_label

PLAYERS = 2
BOT = 1
#: Every die rolled during the script, in order: the player's X I X, the bot's X V, the
#: player's V V and the second V rolled again by "Re-roll one" (X), the bot's X X, the
#: player's V V again (rescued by "Drop one").
DICE = ("X", "I", "X", "X", "V", "V", "V", "X", "X", "X", "V", "V")
#: The player's first number, where it goes (row 4 of 7: room above and below), and the second.
FIRST, FIRST_ROW = 21, 3
SECOND, SECOND_ROW = 15, 2
RESCUE = PlayCard(REROLL_ONE, REROLL_ONE, die=1)  # the second V (index 1 of the turn's dice)
DROP = PlayCard(DROP_ONE, DROP_ONE, die=1)  # the second V again, set aside: V = 5 is left
THIRD, THIRD_ROW = 5, 0
#: The cards the player keeps, each shown on the table while the third turn has failed.
SHOWN_CARDS = (REROLL_V, REROLL_I, TWIN, JOKER)

STEPS: tuple[Step, ...] = (
    Tell("guide.pokern.welcome", marks=("dice",)),
    Ask(Roll(), "guide.pokern.roll", "guide.pokern.roll_wrong", marks=("act:roll",)),
    Tell("guide.pokern.ten", marks=("status",)),
    Ask(Roll(), "guide.pokern.roll_two", "guide.pokern.roll_wrong", marks=("act:roll",)),
    Tell("guide.pokern.two_ways", marks=("status",), teaches=("readings",)),
    Ask(Roll(), "guide.pokern.risk", "guide.pokern.risk_wrong", marks=("act:roll",)),
    Tell("guide.pokern.nineteen", marks=("status", "sheet")),
    Ask(Stop(), "guide.pokern.stop", "guide.pokern.stop_wrong", marks=("act:stop",), teaches=("stop",)),
    Ask(
        Score(FIRST, FIRST_ROW), "guide.pokern.write", "guide.pokern.write_wrong", marks=(f"number:{FIRST}",)
    ),
    Tell("guide.pokern.order", marks=("sheet",), teaches=("column",)),
    Move(BOT, Roll()),
    Move(BOT, Roll()),
    Move(BOT, Stop()),
    Move(BOT, Score(15, 2)),
    Tell("guide.pokern.bot", marks=("recap",)),
    Ask(Roll(), "guide.pokern.again", "guide.pokern.roll_wrong", marks=("act:roll",)),
    Ask(Roll(), "guide.pokern.five", "guide.pokern.five_wrong", marks=("act:roll",)),
    Tell("guide.pokern.failed", marks=("status", "cards"), teaches=("failed",)),
    Ask(
        RESCUE,
        "guide.pokern.card",
        "guide.pokern.card_wrong",
        marks=(f"card:{REROLL_ONE}",),
        teaches=(REROLL_ONE,),
    ),
    Tell("guide.pokern.rescued", marks=("status",)),
    Ask(Stop(), "guide.pokern.stop_again", "guide.pokern.stop_again_wrong", marks=("act:stop",)),
    Ask(
        Score(SECOND, SECOND_ROW),
        "guide.pokern.write_again",
        "guide.pokern.write_again_wrong",
        marks=(f"cell:{SECOND_ROW}",),
    ),
    Move(BOT, Roll()),
    Move(BOT, Roll()),
    Move(BOT, Stop()),
    Move(BOT, Score(20, 3)),
    Tell("guide.pokern.bot_again", marks=("recap",)),
    Ask(Roll(), "guide.pokern.third", "guide.pokern.roll_wrong", marks=("act:roll",)),
    Ask(Roll(), "guide.pokern.five_again", "guide.pokern.five_wrong", marks=("act:roll",)),
    Tell("guide.pokern.failed_again", marks=("status", "cards")),
    *(Tell(f"guide.pokern.about.{card}", marks=(f"card:{card}",), teaches=(card,)) for card in SHOWN_CARDS),
    Ask(
        DROP, "guide.pokern.drop", "guide.pokern.drop_wrong", marks=(f"card:{DROP_ONE}",), teaches=(DROP_ONE,)
    ),
    Ask(Stop(), "guide.pokern.stop_five", "guide.pokern.stop_five_wrong", marks=("act:stop",)),
    Ask(
        Score(THIRD, THIRD_ROW),
        "guide.pokern.write_five",
        "guide.pokern.write_five_wrong",
        marks=(f"cell:{THIRD_ROW}",),
    ),
    Tell("guide.pokern.end", marks=("sheet",), last=True, teaches=("score",)),
)


def position() -> dict[str, Any]:
    """The player (seat 0) starts an empty sheet, every card in hand, the dice scripted."""
    return {
        "start_player": 0,
        "current": 0,
        "columns": [[None] * 7 for _ in range(PLAYERS)],
        "cards": [list(CARDS) for _ in range(PLAYERS)],
        "phase": "rolling",
        "dice": list(DICE),
    }


class PokernGuide(GuideBook):
    game_id = "romisch-pokern"
    prefix = "pokern"
    players = PLAYERS
    steps = STEPS
    state_class = PokernState
    rules_class = PokernRules
    concepts = (
        "readings",
        "stop",
        "column",
        "failed",
        REROLL_ONE,
        REROLL_V,
        REROLL_I,
        TWIN,
        JOKER,
        DROP_ONE,
        "score",
    )

    def position(self) -> dict[str, Any]:
        return position()

    def prompt(self, ctx: TableContext, step: Ask) -> tuple[str, tuple[str, ...]]:
        """A write of two readings and a card take two taps: once the first is made (the
        number chosen, the card picked), the words and the outline move on to the second."""
        action, ui = step.action, ctx.ui
        if isinstance(action, Score) and f"number:{action.number}" in step.marks:
            if chosen_number(ctx.legal, ui) == action.number:
                text = say(ctx, "guide.pokern.then_row", number=action.number, row=action.row + 1)
                return text, (f"cell:{action.row}",)
        if isinstance(action, PlayCard):
            if (ui.card, ui.effect) == (action.card, action.effect):
                then = "guide.pokern.then_drop" if action.card == DROP_ONE else "guide.pokern.then_die"
                return say(ctx, then), (f"die:{action.die}",)
            if ui.card is not None:  # another card is half played: its Cancel comes first
                return say(ctx, "guide.pokern.cancel"), ("cancel-card",)
        return super().prompt(ctx, step)

    def fragments(self, ctx: TableContext, marks: Sequence[str]) -> list[str]:
        """Buttons by their focus key; the panels by their class. A card is outlined both in
        the cards panel and beside Pass (small screens show the one, large the other)."""
        out = []
        for mark in marks:
            kind, _, what = mark.partition(":")
            if kind == "card":
                out += [f'data-focus-key="card:{what}"', f'data-focus-key="quick-card:{what}"']
            elif kind in ("act", "cell", "number", "die") or mark == "cancel-card":
                out.append(f'data-focus-key="{mark}"')
            else:
                out += PANELS.get(mark, ())
        return out

    def describe(self, ctx: TableContext, action: Action) -> str:
        t = ctx.t
        if isinstance(action, Roll):
            return t("guide.pokern.tried.roll")
        if isinstance(action, Stop):
            return t("guide.pokern.tried.stop")
        if isinstance(action, Pass):
            return t("guide.pokern.tried.pass")
        if isinstance(action, Score):
            return t("guide.pokern.tried.write", number=action.number, row=action.row + 1)
        if isinstance(action, PlayCard):
            return t("guide.pokern.tried.card", card=card_label(action.card, action.effect, t))
        return ""


#: What a mark naming a part of the table outlines (the start of its markup, as rendered).
PANELS: dict[str, tuple[str, ...]] = {
    "dice": ('class="panel dice-panel',),
    "status": ('class="status-wrap"',),
    "sheet": ('class="panel sheet-panel"',),
    "recap": ('class="banner__recap"',),
    # The panel's cards, not the panel: beside Pass (a phone) the panel keeps only its words.
    "cards": ('data-cards="card"', 'class="quick-cards"'),
}

BOOK = PokernGuide()
