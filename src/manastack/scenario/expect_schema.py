"""Validating assertions (``expect:`` and ``check:`` steps) into an
:class:`~manastack.scenario.model.Expectation`."""

from __future__ import annotations

from typing import Any

from manastack.cards.lookup import CardPool, token_key
from manastack.model.card import EMBLEM_NAME, FACE_DOWN_NAME, CardDef
from manastack.scenario import catalog as cat
from manastack.scenario.checker import Checker, Path, hint, render, type_name
from manastack.scenario.model import Expectation


class ExpectReader:
    """Reads and checks assertion mappings against the scenario's players, labels and cards."""

    def __init__(self, ck: Checker, pool: CardPool, players: list[str], labels: set[str], teams: list[str], tokens: dict[str, CardDef]) -> None:
        self.ck = ck
        self.pool = pool
        self.players = players
        self.labels = labels
        self.teams = teams
        self.tokens = tokens

    def read(self, v: object, path: Path) -> Expectation:
        ck = self.ck
        m = ck.mapping(v, path, allow_null=True) or {}
        exp = Expectation(key=render(path))
        for k, x in m.items():
            kp = (*path, k)
            if k in self.players:
                exp.players[k] = self.player(x, kp)
            elif k == "objects":
                items = ck.seq(x, kp) or []
                exp = _with(exp, objects=tuple(o for i, it in enumerate(items) if (o := self.obj(it, (*kp, i))) is not None))
            elif k == "stack":
                names = ck.strings(x, kp, allow_single=False) or []
                for i, n in enumerate(names):
                    self.name(n, (*kp, i))
                exp = _with(exp, stack=tuple(names))
            elif k == "winner":
                w = ck.string(x, kp)
                if w is not None and w != "draw" and w not in self.players and w not in self.teams:
                    ck.error(kp, f"{w!r} is not a player{' or a team' if self.teams else ''} (or `draw`){hint(w, [*self.players, *self.teams])}")
                exp = _with(exp, winner=w)
            elif k in cat.EVENT_ASSERTIONS:
                items = ck.seq(x, kp) or []
                exp.events[k] = tuple(p for i, it in enumerate(items) if (p := self.pattern(it, (*kp, i))) is not None)
            else:
                ck.error(kp, f"unknown assertion key {k!r}: not a player or one of {', '.join(cat.GAME_ASSERTIONS)}{hint(k, [*self.players, *cat.GAME_ASSERTIONS])}")
        return exp

    def player(self, v: object, path: Path) -> dict[str, Any]:
        ck = self.ck
        m = ck.mapping(v, path) or {}
        ck.known_keys(m, cat.PLAYER_ASSERTIONS, path, "player assertion")
        out: dict[str, Any] = {}
        for k, x in m.items():
            kp = (*path, k)
            if k in ("life",):
                val: Any = ck.integer(x, kp, minimum=None)
            elif k in ("poison", "hand_count", "library_count"):
                val = ck.integer(x, kp)
            elif k in ("lost", "won"):
                val = ck.boolean(x, kp)
            elif k == "speed":  # CR 702.179b: null for a player who has no speed
                val = None if x is None else ck.integer(x, kp)
            elif k == "mana_pool":
                val = x if x == "" else ck.string(x, kp)
            elif k == "commander_damage":  # CR 903.10a: {COMMANDER_LABEL_OR_NAME: N}
                val = {str(c): ck.integer(n, (*kp, str(c))) for c, n in (ck.mapping(x, kp) or {}).items()}
            elif k in cat.ZONE_ASSERTIONS:
                val = self.names(x, kp)
            else:
                continue
            if val is not None:
                out[k] = val
        return out

    def names(self, v: object, path: Path) -> list[str] | None:
        """A zone's contents: a list of names (a multiset) or ``{NAME: COUNT}``."""
        ck = self.ck
        if isinstance(v, dict):
            out: list[str] = []
            for n, c in v.items():
                k = ck.integer(c, (*path, str(n)))
                self.name(str(n), (*path, str(n)))
                out += [str(n)] * (k or 0)
            return out
        names = ck.strings(v, path, allow_single=False)
        if names is None:
            return None
        for i, n in enumerate(names):
            self.name(n, (*path, i))
        return names

    def name(self, n: str, path: Path) -> None:
        if n in self.labels or n in (EMBLEM_NAME, FACE_DOWN_NAME) or self.pool.has_card(n) or self.pool.has_token(n) or token_key(n) in self.tokens:
            return
        self.ck.error(path, f"unknown card, token or label {n!r}{hint(n, [*self.labels, *self.pool.close_names(n)])}")

    def obj(self, v: object, path: Path) -> dict[str, Any] | None:
        ck = self.ck
        m = ck.mapping(v, path)
        if m is None:
            return None
        ck.known_keys(m, cat.OBJECT_ASSERTIONS, path, "object assertion")
        if "object" not in m:
            ck.error(path, "missing `object:` (a label, or a name that exactly one object has)")
            return None
        out: dict[str, Any] = {}
        for k, x in m.items():
            kp = (*path, k)
            if k == "object":
                s = ck.string(x, kp)
                if s is not None:
                    self.name(s, kp)
                out[k] = s
            elif k == "zone":
                if x is not None and x not in cat.OBJECT_ZONES:
                    ck.error(kp, f"unknown zone {x!r}{hint(str(x), cat.OBJECT_ZONES)} (zones: {', '.join(cat.OBJECT_ZONES)}, or null: gone)")
                out[k] = x
            elif k in ("tapped", "face_down"):
                out[k] = ck.boolean(x, kp)
            elif k in ("power", "toughness"):
                out[k] = ck.integer(x, kp, minimum=None)
            elif k in ("damage", "mana_value"):
                out[k] = ck.integer(x, kp)
            elif k == "counters":
                cm = ck.mapping(x, kp, allow_null=True) or {}
                out[k] = {kind: ck.integer(n, (*kp, kind)) for kind, n in cm.items()}
            elif k in ("controller", "owner"):
                if x not in self.players:
                    ck.error(kp, f"{x!r} is not a player{hint(str(x), self.players)}")
                out[k] = x
            elif k == "attached_to":
                if x is not None:
                    s = ck.string(x, kp)
                    if s is not None:
                        self.name(s, kp)
                out[k] = x
        return None if out.get("object") is None else out

    def pattern(self, v: object, path: Path) -> dict[str, Any] | None:
        ck = self.ck
        m = ck.mapping(v, path)
        if m is None:
            return None
        kind = m.get("event")
        if kind is None:
            ck.error(path, "an event pattern needs `event:` (the kind of event)")
            return None
        if kind not in cat.EVENT_FIELDS:
            ck.error((*path, "event"), f"unknown event kind {kind!r}{hint(str(kind), cat.EVENT_FIELDS)}")
            return None
        fields = cat.EVENT_FIELDS[kind]
        for k, x in m.items():
            kp = (*path, k)
            if k == "event":
                continue
            if k not in fields:
                ck.error(kp, f"`{kind}` events have no field {k!r}{hint(k, fields)} (fields: {', '.join(fields) or 'none'})")
            elif k in cat.PLAYER_FIELDS[kind] and x not in self.players:
                ck.error(kp, f"{x!r} is not a player{hint(str(x), self.players)}")
            elif k in cat.NAME_FIELDS[kind] and isinstance(x, str) and x not in self.players:
                self.name(x, kp)
            elif isinstance(x, float):
                ck.error(kp, f"unexpected {type_name(x)}")
        return dict(m)


def _with(exp: Expectation, **kw: Any) -> Expectation:
    from dataclasses import replace

    return replace(exp, **kw)


__all__ = ["ExpectReader"]
