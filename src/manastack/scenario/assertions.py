"""Checking assertions (``expect:`` and ``check:``) against a running game: players, objects,
the stack, the winner, and patterns over the events emitted since the scenario started.

Each failed assertion is a :class:`Difference` naming its key, what was expected and what the
game has.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from manastack.cards.lookup import CardPool, face_names, token_key
from manastack.mana import mana_text
from manastack.model.types import Zone
from manastack.rules.commander import commander_damage_to, is_commander
from manastack.rules.layers import chars
from manastack.scenario.catalog import NAME_FIELDS
from manastack.scenario.driver import Driver
from manastack.scenario.model import Expectation
from manastack.state.game_state import LogEvent

_MISSING = object()


@dataclass(frozen=True, slots=True)
class Difference:
    """One assertion that doesn't hold."""

    key: str
    expected: Any
    actual: Any
    note: str = ""

    def __str__(self) -> str:
        note = f" ({self.note})" if self.note else ""
        return f"{self.key}: expected {_show(self.expected)}, got {_show(self.actual)}{note}"


def _show(v: Any) -> str:
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, bool) or v is None:
        return str(v).lower() if v is not None else "null"
    return repr(v) if not isinstance(v, list) else "[" + ", ".join(_show(x) for x in v) + "]"


def check(exp: Expectation, drv: Driver, pool: CardPool, start_log: int = 0) -> list[Difference]:
    """Every difference between the assertions and the game."""
    c = _Checker(drv, pool, exp.key)
    for name, asserts in exp.players.items():
        c.player(name, asserts)
    for i, o in enumerate(exp.objects):
        c.obj(i, o)
    if exp.stack is not None:
        c.stack(list(exp.stack))
    if exp.winner is not None:
        c.winner(exp.winner)
    log = drv.state.log[start_log:]
    for kind, patterns in exp.events.items():
        c.events(kind, list(patterns), log)
    return c.diffs


class _Checker:
    def __init__(self, drv: Driver, pool: CardPool, key: str) -> None:
        self.drv = drv
        self.world = drv.world
        self.state = drv.state
        self.pool = pool
        self.key = key
        self.diffs: list[Difference] = []

    def diff(self, key: str, expected: Any, actual: Any, note: str = "") -> None:
        self.diffs.append(Difference(f"{self.key}.{key}", expected, actual, note))

    # ---- players -------------------------------------------------------------------------------

    def player(self, name: str, asserts: dict[str, Any]) -> None:
        s = self.state
        pid = self.world.player(name)
        assert pid is not None
        p, team = s.players[pid], s.team_of(pid)
        for k, want in asserts.items():
            key = f"{name}.{k}"
            match k:
                case "life":
                    have: Any = team.life
                case "poison":
                    have = team.poison
                case "hand_count":
                    have = len(p.hand)
                case "library_count":
                    have = len(p.library)
                case "lost":
                    have = p.lost
                case "speed":
                    have = p.speed
                case "won":
                    have = s.game_over and s.winner_team == p.team
                case "mana_pool":
                    have = mana_text(p.mana_pool)
                    if Counter(_symbols(have)) != Counter(_symbols(str(want))):
                        self.diff(key, want, have)
                    continue
                case "hand" | "graveyard" | "exile" | "battlefield" | "command":
                    self.zone(key, list(want), self._zone_objects(pid, k))
                    continue
                case "commander_damage":
                    for ref, n in want.items():
                        dealt = {commander_damage_to(s, pid, s.objects[o].uid) for o in s.objects if is_commander(s, o) and self.world.matches(o, ref)}
                        if dealt != {n}:
                            self.diff(f"{key}.{ref}", n, sorted(dealt) if len(dealt) != 1 else dealt.pop())
                    continue
                case _:
                    continue
            if have != want:
                self.diff(key, want, have)

    def _zone_objects(self, pid: int, zone: str) -> list[int]:
        s = self.state
        if zone == "hand":
            return list(s.players[pid].hand)
        if zone == "graveyard":
            return list(s.players[pid].graveyard)
        if zone in ("exile", "command"):
            return [o for o in s.zone_list(Zone(zone), None) if s.objects[o].owner == pid]
        return [o for o in s.battlefield if chars(s, o).controller == pid]

    def zone(self, key: str, want: list[str], objs: list[int]) -> None:
        left = list(objs)
        missing: list[str] = []
        # Labels first: they name one object; then names take any object with that name.
        for ref in sorted(want, key=lambda r: not self.world.is_label(r)):
            hit = next((o for o in left if self.world.matches(o, ref)), None)
            if hit is None:
                missing.append(ref)
            else:
                left.remove(hit)
        if missing or left:
            actual = sorted(self.state.objects[o].name for o in objs)
            notes = []
            if missing:
                notes.append(f"missing {', '.join(missing)}")
            if left:
                notes.append(f"unexpected {', '.join(self.world.describe(o) for o in left)}")
            self.diff(key, sorted(want), actual, "; ".join(notes))

    # ---- objects and the stack ---------------------------------------------------------------------

    def obj(self, i: int, spec: dict[str, Any]) -> None:
        ref = str(spec["object"])
        w, s = self.world, self.state
        key = f"objects[{i}]"
        oid: int | None
        if w.is_label(ref):
            oid = w.label_object(ref)
        else:
            found = [o for o in s.objects if w.name_matches(o, ref) and s.objects[o].source_id is None]
            if len(found) > 1 and all(w.signature(f) == w.signature(found[0]) for f in found[1:]):
                found = found[:1]  # objects that can't be told apart: any one of them
            if len(found) != 1:
                self.diff(f"{key}.object", f"one object named {ref}", f"{len(found)}: " + "; ".join(w.describe(o) for o in found),
                          "use a label to name one of several")
                return
            oid = found[0]
        o = s.objects.get(oid) if oid is not None else None
        for k, want in spec.items():
            if k == "object":
                continue
            kk = f"{key}.{k} ({ref})"
            if o is None or oid is None:
                if not (k == "zone" and want is None):
                    self.diff(kk, want, None, f"{ref} no longer exists")
                continue
            on_bf = o.zone is Zone.BATTLEFIELD
            ch = chars(s, oid) if on_bf else None
            # 604.3, 113.6a: a characteristic-defining ability works in every zone (an ability on
            # the stack has no power or toughness of its own).
            pt = chars(s, oid) if o.ability is None else None
            match k:
                case "zone":
                    have: Any = o.zone.value
                case "tapped":
                    have = o.tapped
                case "face_down":
                    have = o.face_down is not None  # 708.2
                case "damage":
                    have = o.damage
                case "power":
                    have = pt.power if pt else None
                case "toughness":
                    have = pt.toughness if pt else None
                case "controller":
                    have = s.players[ch.controller if ch else o.controller].name
                case "owner":
                    have = s.players[o.owner].name
                case "mana_value":
                    mc = o.face.mana_cost or (o.card.mana_cost if o.back_up and not o.card.modal_dfc else None)  # 712.8e
                    have = mc.with_x(o.x if o.zone is Zone.STACK else 0).mana_value if mc else 0
                case "counters":
                    have_c = {kind: n for kind, n in o.counters.items() if n}
                    want_c = {kind: n for kind, n in (want or {}).items()}
                    bad = {kind: n for kind, n in want_c.items() if have_c.get(kind, 0) != n}
                    if bad or (not want_c and have_c):
                        self.diff(kk, want_c, have_c)
                    continue
                case "attached_to":
                    host = o.attached_to
                    if want is None:
                        if host is not None:
                            self.diff(kk, None, w.describe(host))
                    elif host is None or not w.matches(host, str(want)):
                        self.diff(kk, want, w.describe(host) if host is not None else None)
                    continue
                case _:
                    continue
            if have != want:
                self.diff(kk, want, have)

    def stack(self, want: list[str]) -> None:
        s = self.state
        have = list(reversed(s.stack))
        ok = len(have) == len(want) and all(self.world.matches(o, r) for o, r in zip(have, want))
        if not ok:
            self.diff("stack", want, [s.name_of(o) for o in have], "top first")

    def winner(self, want: str) -> None:
        s = self.state
        if not s.game_over:
            self.diff("winner", want, None, "the game is not over")
            return
        if s.winner_team is None:
            have = "draw"
            ok = want == "draw"
        else:
            team = s.teams[s.winner_team]
            names = [s.players[m].name for m in team.members]
            have = team.name if len(names) > 1 else names[0]
            ok = want in names or want == team.name
        if not ok:
            self.diff("winner", want, have)

    # ---- events -----------------------------------------------------------------------------------

    def events(self, kind: str, patterns: list[dict[str, Any]], log: Sequence[LogEvent]) -> None:

        def m(e: LogEvent, p: dict[str, Any]) -> bool:
            return event_matches(self.drv, self.pool, e, p)

        if kind == "events":
            i = 0
            for j, p in enumerate(patterns):
                while i < len(log) and not m(log[i], p):
                    i += 1
                if i >= len(log):
                    self.diff(f"events[{j}]", _pat(p), _near(log, p), "not found in order after the earlier patterns")
                    return
                i += 1
        elif kind == "events_exact":
            kinds = {p["event"] for p in patterns}
            seq = [e for e in log if e.event in kinds]
            for j in range(max(len(seq), len(patterns))):
                if j >= len(patterns):
                    self.diff(f"events_exact[{j}]", None, _ev(seq[j]), "an extra event of a listed kind")
                    return
                if j >= len(seq):
                    self.diff(f"events_exact[{j}]", _pat(patterns[j]), None, "fewer events of the listed kinds than patterns")
                    return
                if not m(seq[j], patterns[j]):
                    self.diff(f"events_exact[{j}]", _pat(patterns[j]), _ev(seq[j]))
                    return
        elif kind == "events_unordered":
            match = _bipartite([[i for i, e in enumerate(log) if m(e, p)] for p in patterns])
            for j, hit in enumerate(match):
                if hit is None:
                    self.diff(f"events_unordered[{j}]", _pat(patterns[j]), _near(log, patterns[j]), "no distinct matching event")
        elif kind == "events_absent":
            for j, p in enumerate(patterns):
                hits = [e for e in log if m(e, p)]
                if hits:
                    self.diff(f"events_absent[{j}]", f"no {_pat(p)}", _ev(hits[0]))


def _pat(p: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in p.items()) + "}"


def _ev(e: LogEvent) -> str:
    return "{" + ", ".join([f"event: {e.event}"] + [f"{k}: {v}" for k, v in e.data if not k.endswith("_id")]) + "}"


def _near(log: Sequence[LogEvent], p: dict[str, Any]) -> str:
    same = [e for e in log if e.event == p["event"]]
    if not same:
        return f"no {p['event']} events"
    return "; ".join(_ev(e) for e in same[:6]) + (" …" if len(same) > 6 else "")


def _bipartite(cands: list[list[int]]) -> list[int | None]:
    """A matching of patterns to distinct events (augmenting paths)."""
    owner: dict[int, int] = {}

    def place(j: int, seen: set[int]) -> bool:
        for i in cands[j]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = j
                return True
        return False

    for j in range(len(cands)):
        place(j, set())
    out: list[int | None] = [None] * len(cands)
    for i, j in owner.items():
        out[j] = i
    return out


def _symbols(text: str) -> list[str]:
    return re.findall(r"\{([^}]*)\}", text)


def names_equal(pool: CardPool, have: str, want: str) -> bool:
    """Whether the event's name ``have`` is ``want``: the same, a token name without "Token", or
    another face of the same card."""
    if have == want or token_key(have) == token_key(want):
        return True
    return pool.has_card(have) and want in face_names(pool.card(have))


def event_matches(drv: Driver, pool: CardPool, e: LogEvent, pattern: dict[str, Any]) -> bool:
    if e.event != pattern.get("event"):
        return False
    w = drv.world
    for k, want in pattern.items():
        if k == "event":
            continue
        have = e.get(k, _MISSING)
        if have is _MISSING:
            return False
        if k == "mana" and isinstance(want, str) and isinstance(have, str):
            if Counter(_symbols(have)) != Counter(_symbols(want)):
                return False
            continue
        if isinstance(want, bool) or isinstance(have, bool):
            if want != have:
                return False
            continue
        if isinstance(want, str) and k in NAME_FIELDS[e.event]:
            if w.is_label(want):
                ids = [e.get(f"{k}_id"), e.get("old_id") if k == "card" else None]
                known = [i for i in ids if i is not None]
                if known:
                    if not any(i in w.label_ids[want] for i in known):
                        return False
                    continue
                cur = w.label_object(want)
                if cur is None or not names_equal(pool, str(have), drv.state.objects[cur].name):
                    return False
                continue
            if isinstance(have, list):
                if not any(names_equal(pool, str(h), want) for h in have):
                    return False
                continue
            if not names_equal(pool, str(have), want):
                return False
            continue
        if isinstance(want, list) and isinstance(have, list):
            if sorted(map(str, want)) != sorted(map(str, have)):
                return False
            continue
        if have != want and str(have) != str(want):
            return False
    return True


__all__ = ["Difference", "check", "event_matches", "names_equal"]
