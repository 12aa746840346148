"""Explicit positions: build a Römer state from JSON data, validated, and write one back.

The form (every list in seat order; cards are codes, see ``cards``)::

    {"round": 0, "dealer": 0, "totals": [0, 0],
     "hands": [["R1", "BC"], ["G7"]],
     "draw": ["Y3", ...],            # bottom .. top
     "discard": ["P2", ...],
     "teams": [[{"card": "R3", "known": [0, 1]}, {"card": "R5", "known": [0]}], []],
     "phase": "turn",                # trump | turn | trick | final
     "turn": 0,                      # turn / final: the seat with the lead
     "trump_queue": [1],             # trump: seats still to lay a trump card, first = now
     "trick": {"leader": 0, "played": [[0, "B4"], [1, null]]}}   # trick: cards so far

A team card may also be a bare code: the trump card (first) is then public, a horse known to
its owner (RO-60). Every card of the game must be in exactly one place (RO-2, RO-3).
"""

from __future__ import annotations

from typing import Any

from ludi.games.positions import Fields, card, choice, codes, each, fail, items, seat, whole
from ludi.games.romer.cards import CODES, COPIES, N_FACES, code, counts_of, faces_of, parse
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import FINAL, PHASES, TRICK, TRUMP, TURN

KEYS = (
    "round",
    "dealer",
    "totals",
    "hands",
    "draw",
    "discard",
    "teams",
    "phase",
    "turn",
    "trump_queue",
    "trick",
)


def _team(value: Any, owner: int, n: int) -> tuple[list[int], list[int]]:
    what = f"teams[{owner}]"
    entries = items(value, what)
    if len(entries) >= TEAM_LIMIT:
        raise fail(what, f"has {len(entries)} cards; seven end the round", "RO-50")
    faces, masks = [], []
    everyone = (1 << n) - 1
    for pos, entry in enumerate(entries):
        where = f"{what}[{pos}]"
        if isinstance(entry, dict):
            fields = Fields(entry, ("card", "known"), where)
            face = card(fields.get("card"), f"{where}.card", parse)
            known = each(fields.get("known", []), f"{where}.known", lambda v, w: seat(v, w, n))
            mask = sum(1 << s for s in set(known))
        else:
            face = card(entry, where, parse)
            mask = everyone if pos == 0 else 1 << owner
        if pos == 0 and mask != everyone:
            raise fail(where, "is a trump card, which is face up: known to all", "RO-60")
        faces.append(face)
        masks.append(mask)
    return faces, masks


def load(state: Any, data: Any) -> None:
    """Validate ``data`` and set every round field of ``state`` (a ``RomerState``); RulesError if bad."""
    f = Fields(data, KEYS)
    n = state.n
    state.round_no = whole(f.get("round", 0), "round")
    state.dealer = seat(f.get("dealer", 0), "dealer", n)
    state.totals = each(f.get("totals", [0] * n), "totals", whole, n)
    hands = each(f.get("hands"), "hands", lambda v, w: codes(v, w, parse), n)
    state.hands = [counts_of(h) for h in hands]
    state.sizes = [len(h) for h in hands]
    state.draw = codes(f.get("draw", []), "draw", parse)
    state.discard = codes(f.get("discard", []), "discard", parse)
    teams = [_team(t, s, n) for s, t in enumerate(items(f.get("teams"), "teams", n))]
    state.teams = [faces for faces, _ in teams]
    state.masks = [masks for _, masks in teams]
    state.log = []
    state.trick_leader, state.trick, state.order, state.trump_queue = None, [], [], []
    state.phase = choice(f.get("phase", TURN), "phase", PHASES)
    state.turn = seat(f.get("turn", (state.dealer + 1) % n), "turn", n)
    _load_phase(state, f, n)
    _check_conservation(state)


def _load_phase(state: Any, f: Fields, n: int) -> None:
    holders = [s for s in range(n) if state.sizes[s]]
    phase = state.phase
    if phase == TRUMP:
        queue = each(f.get("trump_queue"), "trump_queue", lambda v, w: seat(v, w, n))
        if not queue or len(set(queue)) != len(queue):
            raise fail("trump_queue", "must list distinct seats, at least one")
        for s in queue:
            if state.teams[s] or not state.sizes[s]:
                raise fail(
                    "trump_queue",
                    f"holds seat {s}, who cannot lay a trump card: it needs an empty team and cards",
                    "RO-40",
                )
        if len(holders) < 2:
            raise fail(
                "phase", f"must be final with fewer than two players holding cards, not {phase!r}", "RO-42"
            )
        state.trump_queue = queue
        return
    if phase == FINAL:
        if holders != [state.turn]:
            raise fail("phase", f"final needs seat {state.turn} to be the only one holding cards", "RO-42")
        return
    if len(holders) < 2 and phase == TURN:
        raise fail(
            "phase", f"must be final with fewer than two players holding cards, not {phase!r}", "RO-42"
        )
    lacking = [s for s in holders if not state.teams[s]]
    if lacking:
        raise fail(
            f"teams[{lacking[0]}]",
            "is empty, but the seat holds cards: with no team, phase trump first",
            "RO-40",
        )
    if phase == TURN:
        if not state.sizes[state.turn]:
            raise fail("turn", f"is seat {state.turn}, who has the lead but no cards", "RO-41")
        return
    if not f.has("trick"):
        raise fail("trick", "is needed in phase trick: {leader, played}")
    trick = Fields(f.get("trick"), ("leader", "played"), "trick")
    leader = seat(trick.get("leader"), "trick.leader", n)
    played = items(trick.get("played"), "trick.played")
    ring = [(leader + k) % n for k in range(n)]
    expected = [s for s in ring if s == leader or state.sizes[s] or state.teams[s]]
    cards: list[tuple[int, int | None]] = []
    for i, entry in enumerate(played):
        where = f"trick.played[{i}]"
        pair = items(entry, where, 2)
        player = seat(pair[0], f"{where}[0]", n)
        if i >= len(expected) or player != expected[i]:
            want = expected[i] if i < len(expected) else "nobody"
            raise fail(where, f"should be seat {want}, clockwise", "RO-22")
        face = None if pair[1] is None else card(pair[1], f"{where}[1]", parse)
        if face is None and (i == 0 or state.sizes[player]):
            raise fail(
                where, f"is seat {player} playing nothing, but it holds cards, so it plays one", "RO-41"
            )
        cards.append((player, face))
    if not cards:
        raise fail("trick.played", "is empty; a trick starts with the leader's card", "RO-22")
    order = expected[len(cards) :]
    if not order or not state.sizes[order[0]]:
        raise fail("trick", "is complete or the next seat holds no card; give the position after it")
    state.trick_leader, state.trick, state.order = leader, cards, order


def _check_conservation(state: Any) -> None:
    counts = [0] * N_FACES
    for h in state.hands:
        counts = [a + b for a, b in zip(counts, h)]
    for face in state.draw + state.discard + [x for t in state.teams for x in t]:
        counts[face] += 1
    for _, face in state.trick:
        if face is not None:
            counts[face] += 1
    wrong = [x for x in range(N_FACES) if counts[x] != COPIES[x]]
    if wrong:
        detail = ", ".join(f"{CODES[x]} {counts[x]} times (the game has {COPIES[x]})" for x in wrong[:6])
        raise fail("cards", f"must each be in exactly one place: {detail}", "RO-2, RO-3")


def dump(state: Any) -> dict[str, Any]:
    """The current round as position JSON (all cards visible: for records and tests, not players)."""
    n = state.n
    data: dict[str, Any] = {
        "round": state.round_no,
        "dealer": state.dealer,
        "totals": list(state.totals),
        "hands": [[code(f) for f in faces_of(h)] for h in state.hands],
        "draw": [code(f) for f in state.draw],
        "discard": [code(f) for f in state.discard],
        "teams": [
            [{"card": code(f), "known": [s for s in range(n) if m >> s & 1]} for f, m in zip(t, ms)]
            for t, ms in zip(state.teams, state.masks)
        ],
        "phase": state.phase,
        "turn": state.turn,
    }
    if state.phase == TRUMP:
        data["trump_queue"] = list(state.trump_queue)
    if state.phase == TRICK:
        data["trick"] = {
            "leader": state.trick_leader,
            "played": [[s, None if f is None else code(f)] for s, f in state.trick],
        }
    return data
