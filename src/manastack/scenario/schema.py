"""Validating a scenario document and building a :class:`~manastack.scenario.model.Scenario`.

Every key is checked against :mod:`manastack.scenario.catalog`; card and token names against the
card pool (with close matches); step names, labels and player names against what the scenario
defines. All problems of a document are collected and raised together as a
:class:`~manastack.scenario.model.ScenarioError`, each naming the file, line, scenario and key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace as dc_replace
from typing import Any

from manastack.cards.lookup import CardPool, token_key, tokens_made_by
from manastack.errors import ManastackError, ManaSyntaxError, UnknownCardError
from manastack.mana import Color, parse_mana_units
from manastack.model.card import CardDef, token
from manastack.model.types import CardType, Keyword, Step, Supertype
from manastack.scenario import catalog as cat
from manastack.scenario.checker import Checker, Path, hint, render, type_name
from manastack.scenario.expect_schema import ExpectReader
from manastack.scenario.model import (
    SETUP_ZONES,
    CardEntry,
    PlayerSetup,
    Scenario,
    ScenarioError,
    StepSpec,
)
from manastack.state.game_state import Format

_COLORS = {"W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED, "G": Color.GREEN}
_COLOR_WORDS = {c.name.lower(): c for c in Color if c.name in ("WHITE", "BLUE", "BLACK", "RED", "GREEN")}


def build(doc: object, *, file: str, lines: Mapping[Path, int], doc_line: int | None, pool: CardPool) -> Scenario:
    """Validate one YAML document and build its scenario (raises :class:`ScenarioError`)."""
    ck = Checker(file, lines, doc_line)
    b = _Builder(ck, pool)
    scenario = b.document(doc)
    if ck.problems or scenario is None:
        if not ck.problems:
            ck.error((), "not a scenario")
        raise ScenarioError(ck.problems)
    return scenario


class _Builder:
    def __init__(self, ck: Checker, pool: CardPool) -> None:
        self.ck = ck
        self.pool = pool
        self.players: list[str] = []
        self.labels: dict[str, Path] = {}
        self.teams: dict[str, list[str]] = {}
        self.format = Format.DUEL
        self.commander = False
        self.tokens: dict[str, CardDef] = {}

    # ---- the document ---------------------------------------------------------------------------

    def document(self, doc: object) -> Scenario | None:
        ck = self.ck
        m = ck.mapping(doc, ())
        if m is None:
            return None
        name = m.get("scenario")
        if name is None:
            ck.error(("scenario",), "missing: every scenario needs a name (`scenario: ...`)")
            name = ""
        elif not isinstance(name, str) or not name.strip():
            ck.error(("scenario",), f"expected the scenario's name as a string, got {type_name(name)}")
            name = str(name)
        ck.scenario = name or None
        ck.known_keys(m, cat.TOP_LEVEL_KEYS, (), "top-level")
        scen = Scenario(name=name, file=ck.file, line=ck.doc_line)
        if "cite" in m:
            cites = ck.strings(m["cite"], ("cite",))
            scen.cite = tuple(cites or ())
        fmt = m.get("format", "duel")
        if fmt not in cat.FORMATS:
            ck.error(("format",), f"unknown format {fmt!r}{hint(str(fmt), cat.FORMATS)} (formats: {', '.join(cat.FORMATS)})")
        elif fmt == "two-headed-giant":
            self.format = Format.TWO_HEADED_GIANT
        elif fmt == "multiplayer":
            self.format = Format.FREE_FOR_ALL
        elif fmt == "commander":  # CR 903.2: a duel, or free-for-all with three players or more
            self.commander = True
        scen.commander = self.commander
        if "seed" in m:
            scen.seed = ck.integer(m["seed"], ("seed",), minimum=None) or 0
        scen.players = self.players_section(m.get("players"))
        scen.format = self.format  # a Commander game of more than two is free-for-all
        scen.teams = tuple((t, tuple(ms)) for t, ms in self.teams.items())
        scen.labels = frozenset(self.labels)
        self.turn(m.get("turn"), scen)
        scen.steps = tuple(self.steps(m.get("do")))
        reader = ExpectReader(ck, self.pool, self.players, set(self.labels), list(self.teams), self.tokens)
        if "expect" in m:
            scen.expect = reader.read(m["expect"], ("expect",))
        if "expect_error" in m:
            scen.expect_error = ck.string(m["expect_error"], ("expect_error",))
            if not scen.steps:
                ck.error(("expect_error",), "needs at least one step in `do:` (the last step is the one the engine must reject)")
        scen.steps = tuple(
            dc_replace(st, value=reader.read(st.value, ("do", st.index, "check"))) if st.kind == "check" else st for st in scen.steps
        )
        scen.tokens = self.tokens
        return scen

    def turn(self, v: object, scen: Scenario) -> None:
        ck = self.ck
        scen.active = self.players[0] if self.players else ""
        if v is None:
            return
        m = ck.mapping(v, ("turn",))
        if m is None:
            return
        ck.known_keys(m, cat.TURN_KEYS, ("turn",), "turn")
        if "number" in m:
            n = ck.integer(m["number"], ("turn", "number"), minimum=1)
            scen.turn = n or scen.turn
        if "active" in m:
            a = m["active"]
            if a not in self.players:
                ck.error(("turn", "active"), f"{a!r} is not a player{hint(str(a), self.players)} (players: {', '.join(self.players)})")
            else:
                scen.active = str(a)
        if "step" in m:
            s = self.step_name(m["step"], ("turn", "step"))
            if s is not None:
                if s in (Step.UNTAP, Step.CLEANUP):
                    ck.error(("turn", "step"), f"a scenario can't start in the {s.value} step: no player gets priority there (CR 502.4, 514.3)")
                else:
                    scen.step = s

    def step_name(self, v: object, path: Path) -> Step | None:
        if not isinstance(v, str) or v not in cat.STEP_NAMES:
            extra = hint(v, cat.STEP_NAMES) if isinstance(v, str) else ""
            self.ck.error(path, f"unknown step {v!r}{extra} (steps: {', '.join(cat.STEP_NAMES)})")
            return None
        return Step(v)

    # ---- players and setup ------------------------------------------------------------------------

    def players_section(self, v: object) -> tuple[PlayerSetup, ...]:
        ck = self.ck
        if v is None:
            ck.error(("players",), "missing: a scenario needs `players:` (name: setup, in turn order)")
            return ()
        m = ck.mapping(v, ("players",))
        if m is None:
            return ()
        self.players = list(m)
        # Labels first, so that attached_to can refer to any of them.
        for pname, spec in m.items():
            if not isinstance(spec, dict):
                continue
            for zone in SETUP_ZONES:
                entries = spec.get(zone)
                if not isinstance(entries, list):
                    continue
                for i, e in enumerate(entries):
                    if isinstance(e, dict) and isinstance(e.get("as"), str):
                        self.define_label(e["as"], ("players", pname, zone, i, "as"))
        setups = [self.player(pname, spec) for pname, spec in m.items()]
        self.check_player_count(setups)
        return tuple(self.order_by_team(setups))

    def define_label(self, label: str, path: Path) -> None:
        if label in self.labels:
            self.ck.error(path, f"label {label!r} is defined twice (also at {render(self.labels[label])})")
        elif label in self.players:
            self.ck.error(path, f"label {label!r} is also a player's name")
        else:
            self.labels[label] = path

    def player(self, name: str, spec: object) -> PlayerSetup:
        ck = self.ck
        path: Path = ("players", name)
        m = ck.mapping(spec, path, allow_null=True) or {}
        ck.known_keys(m, cat.PLAYER_KEYS, path, "player")
        life = ck.integer(m["life"], (*path, "life"), minimum=None) if "life" in m else None
        poison = ck.integer(m["poison"], (*path, "poison")) if "poison" in m else None
        team = None
        if "team" in m:
            team = ck.string(m["team"], (*path, "team"))
            if self.format is not Format.TWO_HEADED_GIANT:
                ck.error((*path, "team"), "teams exist only in `format: two-headed-giant`")
        elif self.format is Format.TWO_HEADED_GIANT:
            ck.error(path, "missing `team:` (every Two-Headed Giant player is on a team)")
        if team is not None:
            self.teams.setdefault(team, []).append(name)
        zones = []
        for z in SETUP_ZONES:
            if z in m:
                entries = ck.seq(m[z], (*path, z))
                zones.append((z, tuple(e for i, x in enumerate(entries or []) for e in self.entry(x, (*path, z, i), z))))
        pool: str | None = ""
        if "mana_pool" in m:
            pool = ck.string(m["mana_pool"], (*path, "mana_pool")) if m["mana_pool"] != "" else ""
            if pool:
                try:
                    parse_mana_units(pool)
                except (ManaSyntaxError, ValueError, KeyError) as e:
                    ck.error((*path, "mana_pool"), f"not mana symbols: {pool!r} ({e})")
                    pool = ""
        commanders = self.commander_setup(m, path, zones)
        return PlayerSetup(name, life, poison, team, tuple(zones), pool or "", *commanders)

    def commander_setup(
        self, m: dict[str, Any], path: Path, zones: list[tuple[str, tuple[CardEntry, ...]]],
    ) -> tuple[tuple[CardDef, ...], tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
        """A player's ``commander:`` (one name, or two partners), ``commander_casts:`` (a number, or
        ``{NAME: N}``) and ``commander_damage:`` (``{COMMANDER: N}``) — only with ``format: commander``."""
        ck = self.ck
        keys = [k for k in ("commander", "commander_casts", "commander_damage") if k in m]
        marked = [e.card.name for _, es in zones for e in es if e.commander]
        if not self.commander:
            for k in keys:
                ck.error((*path, k), "commanders exist only in `format: commander`")
            if marked:
                ck.error(path, f"`commander: true` on {marked[0]!r}: commanders exist only in `format: commander`")
            return (), (), ()
        names = ck.strings(m["commander"], (*path, "commander")) or [] if "commander" in m else []
        cards = tuple(cd for i, n in enumerate(names) if (cd := self.card(n, (*path, "commander", i))) is not None)
        if len(names) + len(marked) > 2:
            ck.error((*path, "commander"), f"a player has one commander, or two with partner abilities (CR 702.124a); got {len(names) + len(marked)}")
        every = [c.name for c in cards] + marked
        casts: list[tuple[str, int]] = []
        if "commander_casts" in m:
            v = m["commander_casts"]
            if isinstance(v, int) and len(every) == 1:
                casts.append((every[0], ck.integer(v, (*path, "commander_casts")) or 0))
            else:
                for cname, n in (ck.mapping(v, (*path, "commander_casts")) or {}).items():
                    if cname not in every:
                        ck.error((*path, "commander_casts", cname), f"{cname!r} is not this player's commander (commanders: {', '.join(every) or 'none'})")
                    casts.append((cname, ck.integer(n, (*path, "commander_casts", cname)) or 0))
        damage = [
            (str(k), ck.integer(n, (*path, "commander_damage", k)) or 0)
            for k, n in (ck.mapping(m["commander_damage"], (*path, "commander_damage")) or {}).items()
        ] if "commander_damage" in m else []
        return cards, tuple(casts), tuple(damage)

    def entry(self, v: object, path: Path, zone: str) -> list[CardEntry]:
        ck = self.ck
        if isinstance(v, str):
            cd = self.card(v, path)
            return [CardEntry(cd, back_up=_named_by_back(cd, v, zone))] if cd else []
        m = ck.mapping(v, path)
        if m is None:
            return []
        ck.known_keys(m, cat.ENTRY_KEYS, path, "card entry")
        if ("card" in m) == ("token" in m):
            ck.error(path, "give exactly one of `card:` and `token:`")
            return []
        is_token = "token" in m
        cd = self.token_def(m["token"], (*path, "token")) if is_token else self.card(m["card"], (*path, "card"))
        if is_token and zone != "battlefield":
            ck.error((*path, "token"), f"a token can only be set up on the battlefield (a token in the {zone} ceases to exist, CR 111.7)")
        for k in cat.BATTLEFIELD_ONLY:
            if k in m and zone != "battlefield":
                ck.error((*path, k), f"`{k}` applies only to permanents (battlefield entries), not to the {zone}")
        count = ck.integer(m.get("count", 1), (*path, "count"), minimum=1) or 1
        label = None
        if "as" in m:
            label = ck.string(m["as"], (*path, "as"))
            if count > 1:
                ck.error((*path, "as"), f"a label names one object; this entry makes {count} (split it, or drop `as`)")
        tapped = ck.boolean(m["tapped"], (*path, "tapped")) if "tapped" in m else False
        sick = ck.boolean(m["sick"], (*path, "sick")) if "sick" in m else False
        damage = ck.integer(m["damage"], (*path, "damage")) if "damage" in m else 0
        counters: list[tuple[str, int]] = []
        if "counters" in m:
            cm = ck.mapping(m["counters"], (*path, "counters")) or {}
            for kind, n in cm.items():
                num = ck.integer(n, (*path, "counters", kind))
                if num is not None:
                    counters.append((kind, num))
        attached = None
        if "attached_to" in m:
            attached = ck.string(m["attached_to"], (*path, "attached_to"))
            if attached is not None and attached not in self.labels and not self.pool.has_card(attached) and not self.pool.has_token(attached):
                ck.error((*path, "attached_to"), f"unknown label or name {attached!r}{hint(attached, [*self.labels])}")
        if cd is None:
            return []
        back_up = not is_token and _named_by_back(cd, m["card"], zone)
        commander = bool(ck.boolean(m["commander"], (*path, "commander"))) if "commander" in m else False
        if commander and (is_token or count > 1):
            ck.error((*path, "commander"), "a commander is one card (CR 903.3), not a token or several")
        return [CardEntry(cd, is_token, count, label, bool(tapped), bool(sick), damage or 0, tuple(counters), attached, "", back_up, commander)]

    def card(self, v: object, path: Path) -> CardDef | None:
        name = self.ck.string(v, path)
        if name is None:
            return None
        try:
            cd = self.pool.card(name)
            for t in tokens_made_by(cd):  # the tokens this card makes can be named in checks
                self.tokens.setdefault(token_key(t.name), t)
            return cd
        except ManastackError as e:  # an unknown name, or a card whose text doesn't compile
            if isinstance(e, UnknownCardError) and self.pool.has_token(name):
                self.ck.error(path, f"{name!r} is a token: write `{{token: {token_key(name)}}}`")
            else:
                self.ck.error(path, str(e) + _comma_hint(self.pool, name))
            return None

    def token_def(self, v: object, path: Path) -> CardDef | None:
        ck = self.ck
        if isinstance(v, str):
            try:
                return self.pool.token(v)
            except ManastackError as e:  # unknown, ambiguous, or a token whose text doesn't compile
                ck.error(path, f"{e} (predefined tokens: {', '.join(self.pool.token_names())}; or define it inline: {{name, types, subtypes, colors, power, toughness}})")
                return None
        m = ck.mapping(v, path)
        if m is None:
            return None
        ck.known_keys(m, cat.INLINE_TOKEN_KEYS, path, "token definition")
        name = ck.string(m.get("name"), (*path, "name")) if "name" in m else None
        if name is None and "name" not in m:
            ck.error(path, "an inline token needs `name:`")
        types = self.enum_list(m.get("types", []), (*path, "types"), {t.value.lower(): t for t in CardType}, "card type")
        supertypes = self.enum_list(m.get("supertypes", []), (*path, "supertypes"), {t.value.lower(): t for t in Supertype}, "supertype")
        subtypes = ck.strings(m.get("subtypes", []), (*path, "subtypes")) or []
        colors: set[Color] = set()
        for i, c in enumerate(ck.strings(m.get("colors", []), (*path, "colors")) or []):
            col = _COLORS.get(c.upper().strip("{}")) or _COLOR_WORDS.get(c.lower())
            if col is None:
                ck.error((*path, "colors", i), f"unknown color {c!r} (W, U, B, R, G or white, blue, black, red, green)")
            else:
                colors.add(col)
        power = ck.integer(m["power"], (*path, "power"), minimum=None) if "power" in m else None
        toughness = ck.integer(m["toughness"], (*path, "toughness"), minimum=None) if "toughness" in m else None
        kws = self.enum_list(m.get("keywords", []), (*path, "keywords"), {k.value.lower(): k for k in Keyword}, "keyword")
        if CardType.CREATURE in types and (power is None or toughness is None):
            ck.error(path, "a creature token needs `power:` and `toughness:`")
        if name is None:
            return None
        from manastack.model.abilities import KeywordAbility

        td = token(name, frozenset(types), subtypes=tuple(subtypes), colors=frozenset(colors), power=power, toughness=toughness,
                   abilities=tuple(KeywordAbility(k) for k in kws), supertypes=frozenset(supertypes))
        self.tokens[token_key(name)] = td
        return td

    def enum_list(self, v: object, path: Path, table: Mapping[str, Any], what: str) -> list[Any]:
        out = []
        for i, s in enumerate(self.ck.strings(v, path) or []):
            e = table.get(s.lower())
            if e is None:
                self.ck.error((*path, i), f"unknown {what} {s!r}{hint(s.lower(), table)}")
            else:
                out.append(e)
        return out

    def check_player_count(self, setups: list[PlayerSetup]) -> None:
        ck, n = self.ck, len(setups)
        if self.commander and n > 2:
            self.format = Format.FREE_FOR_ALL
        if self.format is Format.TWO_HEADED_GIANT:
            if n != 4 or len(self.teams) != 2 or any(len(ms) != 2 for ms in self.teams.values()):
                ck.error(("players",), f"Two-Headed Giant needs four players in two teams of two (got {n} players, teams: {dict(self.teams) or 'none'})")
            for t, ms in self.teams.items():
                lives = {p.life for p in setups if p.name in ms and p.life is not None}
                poisons = {p.poison for p in setups if p.name in ms and p.poison is not None}
                if len(lives) > 1:
                    ck.error(("players", ms[1], "life"), f"team {t}'s life is shared (CR 810.9): give it on one teammate, or the same on both (got {sorted(lives)})")
                if len(poisons) > 1:
                    ck.error(("players", ms[1], "poison"), f"team {t}'s poison counters are shared (CR 810.10): give them once (got {sorted(poisons)})")
        elif self.format is Format.FREE_FOR_ALL:
            if not 3 <= n <= 6:
                ck.error(("players",), f"a multiplayer (free-for-all) game has three to six players (got {n})")
        elif n != 2:
            ck.error(("players",), f"a duel has two players (got {n}); use `format: multiplayer` or `two-headed-giant`")

    def order_by_team(self, setups: list[PlayerSetup]) -> list[PlayerSetup]:
        """Two-Headed Giant players are given to the engine team by team."""
        if self.format is not Format.TWO_HEADED_GIANT:
            return setups
        order = [n for ms in self.teams.values() for n in ms]
        return sorted(setups, key=lambda p: order.index(p.name) if p.name in order else len(order))

    # ---- the script --------------------------------------------------------------------------------

    def steps(self, v: object) -> list[StepSpec]:
        ck = self.ck
        items = ck.seq(v, ("do",))
        out: list[StepSpec] = []
        for i, raw in enumerate(items or []):
            path: Path = ("do", i)
            m = ck.mapping(raw, path)
            if m is None:
                continue
            kinds = [k for k in m if k in cat.STEP_KINDS]
            if len(kinds) != 1:
                others = [k for k in m if k not in cat.STEP_KINDS and k != "by"]
                if kinds:
                    ck.error(path, f"a step has one main key; this one has {', '.join(kinds)}")
                elif others:
                    k = others[0]
                    ck.error((*path, k), f"unknown step {k!r}{hint(k, cat.STEP_KINDS)} (steps: {', '.join(cat.STEP_KINDS)})")
                else:
                    ck.error(path, f"empty step (steps: {', '.join(cat.STEP_KINDS)})")
                continue
            kind = kinds[0]
            allowed = (kind, "by", *cat.STEP_OPTIONS[kind])
            ck.known_keys(m, allowed, path, f"`{kind}` step")
            by = None
            if "by" in m:
                by = ck.string(m["by"], (*path, "by"))
                if by is not None and by not in self.players:
                    ck.error((*path, "by"), f"{by!r} is not a player{hint(by, self.players)}")
            value = self.step_value(kind, m[kind], (*path, kind), m)
            opts = {k: self.step_option(kind, k, m[k], (*path, k)) for k in cat.STEP_OPTIONS[kind] if k in m}
            out.append(StepSpec(kind, value, opts, by, i, ck.line((*path, kind))))
        return out

    def step_value(self, kind: str, v: object, path: Path, m: Mapping[str, Any]) -> Any:
        ck = self.ck
        match kind:
            case "cast" | "activate" | "play" | "turn_face_up" | "suspend" | "foretell" | "plot":
                s = ck.string(v, path)
                if s is not None and not ("face" in m and kind == "cast"):
                    self.ref(s, path, objects=True)
                return s
            case "attack":
                if isinstance(v, list):
                    if self.format is Format.TWO_HEADED_GIANT or len(self.players) != 2:
                        ck.error(path, "the list form attacks the only opponent; with several opponents write `{ATTACKER: DEFENDER}`")
                    names = ck.strings(v, path) or []
                    for i, a in enumerate(names):
                        self.ref(a, (*path, i), objects=True)
                    return names
                am = ck.mapping(v, path)
                for a, d in (am or {}).items():
                    self.ref(a, (*path, a), objects=True)
                    if self.ck.string(d, (*path, a)) is not None:
                        self.ref(d, (*path, a), objects=True, players=True)
                return am or {}
            case "block":
                bm = ck.mapping(v, path, allow_null=True)
                for b, a in (bm or {}).items():
                    self.ref(b, (*path, b), objects=True)
                    # a list: the attackers a creature that can block several blocks (509.1a)
                    items: list[tuple[int | None, Any]] = list(enumerate(a)) if isinstance(a, list) and a else [(None, a)]
                    for k, one in items:
                        at = (*path, b) if k is None else (*path, b, k)
                        if self.ck.string(one, at) is not None:
                            self.ref(one, at, objects=True)
                return bm or {}
            case "choose":
                return self.choice(v, path)
            case "pass":
                return 1 if v is None else ck.integer(v, path, minimum=1)
            case "resolve":
                if v is None:
                    return 1
                if v == "all":
                    return "all"
                if isinstance(v, int) and not isinstance(v, bool) and v >= 1:
                    return v
                ck.error(path, f"expected a number of stack objects or `all`, got {type_name(v)}")
                return None
            case "to":
                if isinstance(v, dict):
                    tm = ck.mapping(v, path) or {}
                    ck.known_keys(tm, ("turn", "step"), path, "`to`")
                    turn = ck.integer(tm.get("turn"), (*path, "turn"), minimum=1) if "turn" in tm else None
                    if "step" not in tm:
                        ck.error(path, "missing `step:`")
                        return None
                    st = self.step_name(tm["step"], (*path, "step"))
                    return (st, turn) if st else None
                st = self.step_name(v, path)
                return (st, None) if st else None
            case "effect":
                return self.effect(v, path)
            case "check":
                return v
        return v

    def step_option(self, kind: str, key: str, v: object, path: Path) -> Any:
        ck = self.ck
        match key:
            case "targets":
                refs = ck.strings(v, path) or []
                for i, r in enumerate(refs):
                    self.ref(r, (*path, i) if isinstance(v, list) else path, objects=True, players=True)
                return refs
            case "pay":
                refs = ck.strings(v, path) or []
                for i, r in enumerate(refs):
                    self.ref(r, (*path, i) if isinstance(v, list) else path, objects=True)
                return refs
            case "x":
                return ck.integer(v, path)
            case "modes":
                items = v if isinstance(v, list) else [v]
                out: list[int | str] = []
                for i, x in enumerate(items):
                    if isinstance(x, int) and not isinstance(x, bool) and x >= 1:
                        out.append(x)
                    elif isinstance(x, str) and x.strip():
                        out.append(x)
                    else:
                        ck.error((*path, i), f"a mode is a 1-based number or a text fragment, got {type_name(x)}")
                return out
            case "ability":
                if isinstance(v, int) and not isinstance(v, bool) and v >= 1:
                    return v
                if isinstance(v, str) and v.strip():
                    return v
                ck.error(path, f"expected a 1-based ability number or a text fragment, got {type_name(v)}")
                return None
            case "from":
                zones = cat.PLAY_ZONES if kind == "play" else cat.CAST_ZONES
                if v not in zones:
                    ck.error(path, f"unknown zone {v!r}{hint(str(v), zones)} (zones: {', '.join(zones)})")
                    return None
                return v
            case "face":
                s = ck.string(v, path)
                if s is not None and not self.pool.has_card(s):
                    ck.error(path, f"unknown card face {s!r}{hint(s, self.pool.names())}")
                return s
            case "alt":
                if isinstance(v, list):  # an optional additional cost paid several times (replicate, multikicker)
                    return [ck.string(x, (*path, i)) for i, x in enumerate(v)]
                return ck.string(v, path)
            case "mana_cost":
                return ck.boolean(v, path)
        return v

    def choice(self, v: object, path: Path) -> Any:
        ck = self.ck
        if v is None:
            ck.error(path, "missing the answer")
        elif isinstance(v, list):
            for i, x in enumerate(v):
                if isinstance(x, str):
                    self.ref(x, (*path, i), objects=True, players=True)
                else:
                    ck.error((*path, i), f"expected a label or name, got {type_name(x)}")
        elif isinstance(v, dict):
            keys = [k for k in v if isinstance(k, str)]
            if set(keys) <= {"top", "bottom", "graveyard"}:
                for k in keys:
                    for i, x in enumerate(ck.strings(v[k], (*path, k)) or []):
                        self.ref(x, (*path, k, i), objects=True)
            else:
                for k, amount in v.items():
                    self.ref(str(k), (*path, str(k)), objects=True, players=True)
                    ck.integer(amount, (*path, str(k)))
        elif isinstance(v, float):
            ck.error(path, f"expected a label, name, number or yes/no, got {type_name(v)}")
        return v

    def effect(self, v: object, path: Path) -> tuple[str, Any] | None:
        ck = self.ck
        m = ck.mapping(v, path)
        if m is None:
            return None
        if len(m) != 1:
            ck.error(path, f"an effect step has one verb, got {len(m)}: {', '.join(m) or 'none'} (verbs: {', '.join(cat.EFFECTS)})")
            return None
        verb, arg = next(iter(m.items()))
        if verb not in cat.EFFECTS:
            ck.error((*path, verb), f"unknown effect {verb!r}{hint(verb, cat.EFFECTS)} (effects: {', '.join(cat.EFFECTS)})")
            return None
        spec = cat.EFFECTS[verb]
        p = (*path, verb)
        if spec is None:
            s = ck.string(arg, p)
            if s is not None:
                self.ref(s, p, objects=True)
            return (verb, s)
        required, optional = spec
        am = ck.mapping(arg, p)
        if am is None:
            return None
        ck.known_keys(am, (*required, *optional), p, f"`{verb}` effect")
        for k in required:
            if k not in am:
                ck.error(p, f"missing `{k}:`")
        for k, x in am.items():
            kp = (*p, k)
            if k == "player":
                if x not in self.players:
                    ck.error(kp, f"{x!r} is not a player{hint(str(x), self.players)}")
            elif k in ("amount", "count"):
                ck.integer(x, kp)
            elif k in ("source",):
                if ck.string(x, kp) is not None:
                    self.ref(x, kp, objects=True)
            elif k == "target":
                if ck.string(x, kp) is not None:
                    self.ref(x, kp, objects=True, players=True)
            elif k == "cards":
                for i, r in enumerate(ck.strings(x, kp) or []):
                    self.ref(r, (*kp, i), objects=True)
            elif k == "kind":
                ck.string(x, kp)
            elif k == "token":
                am[k] = self.token_def(x, kp)
        return (verb, am)

    # ---- references --------------------------------------------------------------------------------

    def ref(self, name: str, path: Path, *, objects: bool = False, players: bool = False) -> None:
        """A label, a player's name or a card/token name; anything else is an error."""
        if players and name in self.players:
            return
        if objects and (name in self.labels or self.pool.has_card(name) or self.pool.has_token(name) or token_key(name) in self.tokens):
            return
        if not objects and name in self.labels:
            self.ck.error(path, f"{name!r} is a label; a player's name is needed here")
            return
        what = " or ".join([w for w, ok in (("a label", objects), ("a player", players), ("a card name", objects)) if ok])
        choices = [*self.labels, *self.players] if players else list(self.labels)
        extra = hint(name, choices) or (hint(name, self.pool.close_names(name)) if objects else "")
        self.ck.error(path, f"unknown reference {name!r}: not {what}{extra}")


def _comma_hint(pool: CardPool, name: str) -> str:
    """Unquoted names with commas are split by YAML inside [ ] and { }."""
    whole = [n for n in pool.names() if n.startswith(f"{name}, ") or n.endswith(f", {name}")]
    return f" (quote names with a comma inside [ ] or {{ }}: \"{whole[0]}\")" if whole else ""


__all__ = ["build"]


def _named_by_back(cd: CardDef | None, name: object, zone: str) -> bool:
    """A double-faced card set up on the battlefield by its back face's name has that face up (CR
    712.8d-f; in other zones a double-faced card has only its front face, 712.8a)."""
    return zone == "battlefield" and cd is not None and cd.back_face is not None and name == cd.back_face.name
