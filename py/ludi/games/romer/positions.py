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

from collections.abc import Mapping
from typing import Any

from ludi.games.protocol import RulesError
from ludi.games.romer.cards import CODES, COPIES, N_FACES, code, counts_of, faces_of, parse
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import FINAL, PHASES, TRICK, TRUMP, TURN

KEYS = {
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
}


def _int(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"position: {what} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        raise RulesError(f"position: {what} must be between {low} and {high}, not {value}")
    return value


def _list(value: Any, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        raise RulesError(f"position: {what} must be a list")
    if length is not None and len(value) != length:
        raise RulesError(f"position: {what} needs {length} entries (one per seat), not {len(value)}")
    return list(value)


def _cards(value: Any, what: str) -> list[int]:
    out = []
    for c in _list(value, what):
        try:
            out.append(parse(c))
        except ValueError as exc:
            raise RulesError(f"position: {what}: {exc}") from None
    return out


def _team(value: Any, seat: int, n: int) -> tuple[list[int], list[int]]:
    entries = _list(value, f"teams[{seat}]")
    if len(entries) >= TEAM_LIMIT:
        raise RulesError(f"position: team {seat} has {len(entries)} cards; seven end the round (RO-50)")
    faces, masks = [], []
    everyone = (1 << n) - 1
    for pos, entry in enumerate(entries):
        where = f"teams[{seat}][{pos}]"
        if isinstance(entry, Mapping):
            if set(entry) - {"card", "known"}:
                raise RulesError(
                    f"position: {where} has unknown keys {sorted(set(entry) - {'card', 'known'})}"
                )
            face = _cards([entry.get("card")], where)[0]
            known = [_int(s, f"{where}.known", 0, n - 1) for s in _list(entry.get("known", []), where)]
            mask = sum(1 << s for s in set(known))
        else:
            face = _cards([entry], where)[0]
            mask = everyone if pos == 0 else 1 << seat
        if pos == 0 and mask != everyone:
            raise RulesError(f"position: {where} is a trump card, which is face up: known to all (RO-60)")
        faces.append(face)
        masks.append(mask)
    return faces, masks


def load(state: Any, data: Mapping[str, Any]) -> None:
    """Validate ``data`` and set the round fields of a fresh ``RomerState``; RulesError if bad."""
    if not isinstance(data, Mapping):
        raise RulesError("a position must be a JSON object")
    unknown = set(data) - KEYS
    if unknown:
        raise RulesError(f"position: unknown keys {sorted(unknown)}")
    n = state.n
    state.round_no = _int(data.get("round", 0), "round")
    state.dealer = _int(data.get("dealer", 0), "dealer", 0, n - 1)
    state.totals = [_int(t, "totals[]") for t in _list(data.get("totals", [0] * n), "totals", n)]
    hands = [_cards(h, f"hands[{s}]") for s, h in enumerate(_list(data.get("hands"), "hands", n))]
    state.hands = [counts_of(h) for h in hands]
    state.sizes = [len(h) for h in hands]
    state.draw = _cards(data.get("draw", []), "draw")
    state.discard = _cards(data.get("discard", []), "discard")
    teams = [_team(t, s, n) for s, t in enumerate(_list(data.get("teams"), "teams", n))]
    state.teams = [list(f) for f, _ in teams]
    state.masks = [list(m) for _, m in teams]
    state.log = []
    state.trick_leader, state.trick, state.order, state.trump_queue = None, [], [], []
    phase = data.get("phase", TURN)
    if phase not in PHASES:
        raise RulesError(f"position: phase must be one of {PHASES}, not {phase!r}")
    state.phase = phase
    state.turn = _int(data.get("turn", (state.dealer + 1) % n), "turn", 0, n - 1)
    _load_phase(state, data, n)
    _check_conservation(state)


def _load_phase(state: Any, data: Mapping[str, Any], n: int) -> None:
    holders = [s for s in range(n) if state.sizes[s]]
    phase = state.phase
    if phase == TRUMP:
        queue = [_int(s, "trump_queue[]", 0, n - 1) for s in _list(data.get("trump_queue"), "trump_queue")]
        if not queue or len(set(queue)) != len(queue):
            raise RulesError("position: trump_queue must list distinct seats, at least one")
        for s in queue:
            if state.teams[s] or not state.sizes[s]:
                raise RulesError(
                    f"position: seat {s} cannot lay a trump card: it needs an empty team and cards (RO-40)"
                )
        if len(holders) < 2:
            raise RulesError("position: with fewer than two players holding cards the phase is final (RO-42)")
        state.trump_queue = queue
        return
    if phase == FINAL:
        if holders != [state.turn]:
            raise RulesError(
                f"position: phase final needs seat {state.turn} to be the only one holding cards (RO-42)"
            )
        return
    if len(holders) < 2 and phase == TURN:
        raise RulesError("position: with fewer than two players holding cards the phase is final (RO-42)")
    lacking = [s for s in holders if not state.teams[s]]
    if lacking:
        raise RulesError(
            f"position: seat {lacking[0]} holds cards but has no team: phase trump first (RO-40)"
        )
    if phase == TURN:
        if not state.sizes[state.turn]:
            raise RulesError(f"position: seat {state.turn} has the lead but no cards (RO-41)")
        return
    trick = data.get("trick")
    if not isinstance(trick, Mapping):
        raise RulesError("position: phase trick needs a trick {leader, played}")
    leader = _int(trick.get("leader"), "trick.leader", 0, n - 1)
    played = _list(trick.get("played"), "trick.played")
    ring = [(leader + k) % n for k in range(n)]
    expected = [s for s in ring if s == leader or state.sizes[s] or state.teams[s]]
    cards: list[tuple[int, int | None]] = []
    for i, entry in enumerate(played):
        pair = _list(entry, f"trick.played[{i}]", 2)
        seat = _int(pair[0], f"trick.played[{i}] seat", 0, n - 1)
        if i >= len(expected) or seat != expected[i]:
            want = expected[i] if i < len(expected) else "nobody"
            raise RulesError(f"position: trick.played[{i}] should be seat {want} (clockwise, RO-22)")
        face = None if pair[1] is None else _cards([pair[1]], f"trick.played[{i}]")[0]
        if face is None and (i == 0 or state.sizes[seat]):
            raise RulesError(f"position: seat {seat} holds cards, so it plays one (RO-41)")
        cards.append((seat, face))
    if not cards:
        raise RulesError("position: a trick starts with the leader's card (RO-22)")
    order = expected[len(cards) :]
    if not order or not state.sizes[order[0]]:
        raise RulesError(
            "position: the trick is complete or the next seat holds no card; give the position after it"
        )
    state.trick_leader, state.trick, state.order = leader, cards, order


def _check_conservation(state: Any) -> None:
    counts = [0] * N_FACES
    for h in state.hands:
        counts = [a + b for a, b in zip(counts, h)]
    for f in state.draw + state.discard + [f for t in state.teams for f in t]:
        counts[f] += 1
    for _, f in state.trick:
        if f is not None:
            counts[f] += 1
    wrong = [f for f in range(N_FACES) if counts[f] != COPIES[f]]
    if wrong:
        detail = ", ".join(f"{CODES[f]} {counts[f]} times (the game has {COPIES[f]})" for f in wrong[:6])
        raise RulesError(f"position: every card must be in exactly one place (RO-2, RO-3): {detail}")


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
