"""Explicit Rommé positions: build a round from JSON data, validated, and write one back.

The form (lists in seat order; cards are codes, a joker in a meld ``"*H7"``, see ``cards``)::

    {"round": 0, "first_seat": 0,            # RM-4: round r is dealt from first_seat + r
     "minus": [0, 0], "plus": [0, 0],        # RM-54 running points ("totals" = plus - minus)
     "hands": [["H7", "H8", "JK"], ["C2"]],
     "stock": ["D5", "S9"],                  # bottom .. top (the next draw is the last)
     "discard": ["DK"],                      # bottom .. top
     "aside": ["C4", "C5"],                  # out of play: never drawn, never scored
     "table": [{"cards": ["H2", "H3", "*H4"], "owner": 1}],
     "opened": [false, true],                # who has come out (RM-30)
     "turn": 0, "phase": "draw",             # draw | play | knock
     "knock_queue": [2],                     # knock: seats still to be asked (RM-60)
     "last_discarder": 1,                    # whose discard a knock would take
     "taken_from_discard": null,             # play: the card drawn from the pile (RM-12)
     "pending": [["C5", "C6", "C7"]],        # play: a first meld being assembled (RM-30)
     "owed_jokers": 0,                       # play: jokers taken that must be re-melded (RM-41)
     "reshuffles": 0,                        # RM-53: times the pile became the stock
     "put_down": [[], []],                   # RM-69: cards each seat laid down this round
     "opened_before": false, "table_empty_at_start": true,   # RM-52 Handrommé facts of
     "laid_on_others": false, "exchanged": false}             # the turn in progress

Only ``hands`` is required; the rest default to the start of a turn (``turn`` 0, phase
``draw``, nobody out except the owners of table melds). Every card of the material must be
in exactly one place (RM-2, RM-61, RM-65), every meld valid under the rules (RM-20..RM-22).
``aside`` is that place for cards a scenario leaves out of play (a test that needs a stock of
two cards puts the rest of the material there); a dealt game never has any.
Past round results are not part of a position (scores are: ``minus``/``plus``).
"""

from __future__ import annotations

from typing import Any

from ludi.games.positions import (
    Fields,
    choice,
    codes,
    each,
    fail,
    flag,
    items,
    optional_seat,
    seat,
    whole,
)
from ludi.games.romme.cards import (
    JOKER,
    JOKER_FLAG,
    code,
    counts_of,
    entry_code,
    faces_of,
    new_deck,
    parse,
    parse_entry,
)
from ludi.games.romme.melds import InvalidMeld, check_meld
from ludi.games.romme.rules import PALACE, PALAST
from ludi.games.romme.views import DRAW, KNOCK, PLAY

KEYS = (
    "round",
    "first_seat",
    "minus",
    "plus",
    "totals",
    "hands",
    "stock",
    "discard",
    "aside",
    "table",
    "opened",
    "turn",
    "phase",
    "knock_queue",
    "last_discarder",
    "taken_from_discard",
    "pending",
    "owed_jokers",
    "reshuffles",
    "put_down",
    "opened_before",
    "table_empty_at_start",
    "laid_on_others",
    "exchanged",
)


def _meld(value: Any, what: str, rules: Any) -> tuple[int, ...]:
    entries = tuple(codes(value, what, parse_entry))
    try:
        check_meld(entries, rules)
    except InvalidMeld as exc:
        raise fail(what, f"is no meld: {exc}") from None
    return entries


def _taken(meld: tuple[int, ...]) -> list[int]:
    return [JOKER if e >= JOKER_FLAG else e for e in meld]


def load(state: Any, data: Any) -> None:
    """Validate ``data`` and set every round field of ``state`` (a ``RommeState``); RulesError if bad."""
    f = Fields(data, KEYS)
    rules, n = state.rules, state.n
    round_no = whole(f.get("round", 0), "round")
    first_seat = seat(f.get("first_seat", 0), "first_seat", n)
    minus = each(f.get("minus", [0] * n), "minus", whole, n)
    plus = each(f.get("plus", [0] * n), "plus", whole, n)
    totals = [p - m for p, m in zip(plus, minus)]
    if f.has("totals") and each(f.get("totals"), "totals", lambda v, w: whole(v, w, -(2**62)), n) != totals:
        raise fail("totals", f"must be plus - minus per seat, {totals}")
    if not rules.single_round:
        if rules.preset == PALACE and round_no >= rules.rounds:
            raise fail("round", f"is {round_no}, but the game ends after {rules.rounds} rounds", "RM-54")
        if rules.preset == PALAST and max(minus) > rules.minus_limit:
            raise fail("minus", f"passes {rules.minus_limit}: the game is over", "RM-54")
    hands = [counts_of(h) for h in each(f.get("hands"), "hands", lambda v, w: codes(v, w, parse), n)]
    stock = codes(f.get("stock", []), "stock", parse)
    discard = codes(f.get("discard", []), "discard", parse)
    aside = codes(f.get("aside", []), "aside", parse)
    table, owners = [], []
    for i, entry in enumerate(items(f.get("table", []), "table")):
        meld_fields = Fields(entry, ("cards", "owner"), f"table[{i}]")
        table.append(_meld(meld_fields.get("cards"), f"table[{i}].cards", rules))
        owners.append(seat(meld_fields.get("owner"), f"table[{i}].owner", n))
    opened = each(f.get("opened", [s in owners for s in range(n)]), "opened", flag, n)
    for i, owner in enumerate(owners):
        if not opened[owner]:
            raise fail(f"table[{i}].owner", f"is seat {owner}, who has not come out", "RM-30")
    turn = seat(f.get("turn", 0), "turn", n)
    phase = choice(f.get("phase", DRAW), "phase", (DRAW, PLAY, KNOCK))
    pending = [_meld(m, f"pending[{i}]", rules) for i, m in enumerate(items(f.get("pending", []), "pending"))]
    last_discarder = optional_seat(f.get("last_discarder"), "last_discarder", n)
    taken = f.get("taken_from_discard")
    from_discard = None if taken is None else codes([taken], "taken_from_discard", parse)[0]
    owed = whole(f.get("owed_jokers", 0), "owed_jokers")
    reshuffles = whole(f.get("reshuffles", 0), "reshuffles", 0, rules.stock_turns)
    knock_queue = each(f.get("knock_queue", []), "knock_queue", lambda v, w: seat(v, w, n))

    if phase != PLAY:
        for key, value in (("pending", pending), ("taken_from_discard", from_discard), ("owed_jokers", owed)):
            if value:
                raise fail(key, f"belongs to phase 'play', not {phase!r}")
        if not stock:
            raise fail("stock", "is empty at the start of a turn: the round has ended", "RM-53")
    if pending and (opened[turn] or rules.threshold == 0):
        raise fail("pending", "is a first meld being assembled; this seat needs none", "RM-30, RM-63")
    if owed and not rules.joker_must_be_remelded:
        raise fail("owed_jokers", "only exist where a joker taken must be re-melded", "RM-41, RM-67")
    if phase == KNOCK:
        if not rules.knocking:
            raise fail("phase", "'knock' needs the knocking rule", "RM-60")
        if not knock_queue or len(set(knock_queue)) != len(knock_queue):
            raise fail("knock_queue", "must list distinct seats, at least one", "RM-60")
        for s in knock_queue:
            if s in (turn, last_discarder) or not opened[s]:
                raise fail("knock_queue", f"holds seat {s}, who may not knock now", "RM-60")
        if not discard:
            raise fail("discard", "is empty: there is nothing to knock for", "RM-60")
    elif knock_queue:
        raise fail("knock_queue", "belongs to phase 'knock'")
    for s, hand in enumerate(hands):
        if not any(hand) and not (s == turn and phase == PLAY and pending):
            raise fail(f"hands[{s}]", "is empty: the round has ended", "RM-14")

    counts = [0] * len(hands[0])
    for hand in hands:
        counts = [a + b for a, b in zip(counts, hand)]
    for face in stock + discard + aside + [c for m in table + pending for c in _taken(m)]:
        counts[face] += 1
    expected = counts_of(new_deck(rules.decks, rules.jokers))
    wrong = [x for x in range(len(counts)) if counts[x] != expected[x]]
    if wrong:
        detail = ", ".join(f"{code(x)} {counts[x]} times (the game has {expected[x]})" for x in wrong[:6])
        raise fail(
            "cards",
            f"must each be in exactly one place, 'aside' if out of play: {detail}",
            "RM-2, RM-61, RM-65",
        )

    default_put_down = [[c for m, o in zip(table, owners) if o == s for c in _taken(m)] for s in range(n)]
    put_down = each(f.get("put_down", [codes_of(p) for p in default_put_down]), "put_down",
                    lambda v, w: codes(v, w, parse), n)  # fmt: skip

    state.round_no, state.first_seat = round_no, first_seat
    state.minus, state.plus, state.totals = minus, plus, totals
    state.results, state.over, state.log = [], False, []
    state.hands, state.stock, state.discard, state.aside = hands, stock, discard, aside
    state.table, state.owners, state.opened, state.pending = table, owners, opened, pending
    state.put_down = put_down
    state.last_discarder, state.knock_queue, state.reshuffles = last_discarder, knock_queue, reshuffles
    state.turn, state.phase, state.from_discard, state.owed = turn, phase, from_discard, owed
    state.opened_before = flag(f.get("opened_before", opened[turn]), "opened_before")
    state.table_empty_at_start = flag(f.get("table_empty_at_start", not table), "table_empty_at_start")
    state.laid_on_others = flag(f.get("laid_on_others", False), "laid_on_others")
    state.exchanged = flag(f.get("exchanged", False), "exchanged")


def codes_of(faces: list[int]) -> list[str]:
    return [code(x) for x in faces]


def dump(state: Any) -> dict[str, Any]:
    """The round in progress as position JSON (every card visible: for records and tests)."""
    return {
        "round": state.round_no,
        "first_seat": state.first_seat,
        "minus": list(state.minus),
        "plus": list(state.plus),
        "totals": list(state.totals),
        "hands": [codes_of(faces_of(h)) for h in state.hands],
        "stock": codes_of(state.stock),
        "discard": codes_of(state.discard),
        "aside": codes_of(getattr(state, "aside", [])),
        "table": [
            {"cards": [entry_code(e) for e in m], "owner": o} for m, o in zip(state.table, state.owners)
        ],
        "opened": list(state.opened),
        "turn": state.turn,
        "phase": state.phase,
        "knock_queue": list(state.knock_queue),
        "last_discarder": state.last_discarder,
        "taken_from_discard": None if state.from_discard is None else code(state.from_discard),
        "pending": [[entry_code(e) for e in m] for m in state.pending],
        "owed_jokers": state.owed,
        "reshuffles": state.reshuffles,
        "put_down": [codes_of(p) for p in state.put_down],
        "opened_before": state.opened_before,
        "table_empty_at_start": state.table_empty_at_start,
        "laid_on_others": state.laid_on_others,
        "exchanged": state.exchanged,
    }
