"""The script's steps that move the game forward: ``cast``, ``activate``, ``play``, ``attack``,
``block``, ``pass``, ``resolve``, ``to`` and ``effect``.

Each step is an object whose :meth:`advance` goes as far as it can: it returns True when the step
is complete and False when the game needs a decision the step doesn't answer (the step is then
paused; ``choose:`` steps answer the decision and the step carries on). A step that can't be
taken raises :class:`~manastack.scenario.refs.StepFailure`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from manastack.actions import (
    Activate,
    Answer,
    AutoPay,
    CastSpell,
    Choose,
    ChooseMode,
    ChooseNumber,
    Decision,
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    Pass,
    PlayLand,
    Purpose,
)
from manastack.model.abilities import (
    ActivatedAbility,
    AdditionalCost,
    AlternativeCost,
    KeywordAbility,
)
from manastack.model.card import CardDef
from manastack.model.types import Step, Zone
from manastack.rules.casting import FREE
from manastack.rules.describe import option_text
from manastack.rules.layers import base_chars, chars
from manastack.scenario.driver import Driver
from manastack.scenario.effects import EffectStep
from manastack.scenario.model import StepSpec
from manastack.scenario.refs import StepFailure

K = DecisionKind
MAX_ACTIONS = 3000


class Forward(Protocol):
    def advance(self, drv: Driver) -> bool: ...


def make_step(spec: StepSpec) -> Forward:
    """The step object for a forward step."""
    match spec.kind:
        case "cast":
            return CastStep(spec)
        case "activate":
            return ActivateStep(spec)
        case "play":
            return PlayStep(spec)
        case "attack":
            return AttackStep(spec)
        case "block":
            return BlockStep(spec)
        case "pass":
            return PassStep(spec)
        case "resolve":
            return ResolveStep(spec)
        case "to":
            return ToStep(spec)
        case "effect":
            return EffectStep(spec)
    raise ValueError(f"not a forward step: {spec.kind}")


# ---- casting and activating ----------------------------------------------------------------------


@dataclass
class _Announce:
    """The choices a ``cast``/``activate`` step makes while the spell or ability is put on the
    stack (601.2b–h): modes, X, targets, mana sources."""

    spec: StepSpec
    started: bool = False
    start_log: int = 0
    targets: list[str] = field(default_factory=list)
    modes: list[int | str] = field(default_factory=list)
    pay: list[str] = field(default_factory=list)
    x_done: bool = False
    what: str = ""
    optional: list[str] = field(default_factory=list)  # optional additional costs to announce (kicker)

    def __post_init__(self) -> None:
        o = self.spec.options
        self.targets = list(o.get("targets") or [])
        self.modes = list(o.get("modes") or [])
        self.pay = list(o.get("pay") or [])

    def finished(self, drv: Driver) -> bool:
        raise NotImplementedError

    def announce(self, drv: Driver) -> bool:
        """Answer this step's own decisions until the spell or ability is on the stack."""
        for _ in range(MAX_ACTIONS):
            if self.finished(drv):
                self.verify(drv)
                return True
            d = drv.decision()
            opts = d.options
            if d.kind is K.PRIORITY:
                raise StepFailure(f"{self.what} was abandoned: the engine returned to priority without it on the stack "
                                  "(a required target could not be chosen or the cost could not be paid)")
            if d.kind is K.MODE and self.modes:
                drv.apply(self._mode(drv, self.modes.pop(0)))
            elif d.kind is K.X and self.spec.options.get("x") is not None and not self.x_done:
                x = self.spec.options["x"]
                if ChooseNumber(x) not in opts:
                    raise StepFailure(f"X = {x} is not possible for {self.what}; legal: {drv.options_text()}")
                self.x_done = True
                drv.apply(ChooseNumber(x))
            elif d.kind is K.TARGET and self.targets:
                ref = self.targets.pop(0)
                ids = [a.id for a in opts if isinstance(a, Choose)]
                drv.apply(Choose(drv.world.target(ref, ids, f"legal targets ({d.context})")))
            elif d.kind is K.TARGET and Done() in opts and "targets" in self.spec.options:
                drv.apply(Done())
            elif d.kind is K.PAY_MANA and self.pay:
                ref = self.pay.pop(0)
                acts = [a for a in opts if isinstance(a, Activate)]
                src = drv.world.pick(ref, [a.source for a in acts], "mana sources that can be used now")
                drv.apply(next(a for a in acts if a.source == src))
            elif d.kind is K.PAY_MANA and AutoPay() in opts:
                drv.apply(AutoPay())
            elif d.purpose is Purpose.OPTIONAL_COST and drv.state.stack and d.source == drv.state.stack[-1] and Answer(True) in opts:
                # 601.2b: an optional additional cost (kicker) of this spell — paid if `alt:` names it, else not.
                wanted = d.about.lower() in self.optional
                if wanted:
                    self.optional.remove(d.about.lower())
                drv.apply(Answer(wanted))
            else:
                return False
        raise StepFailure(f"{self.what}: too many decisions")

    def _mode(self, drv: Driver, m: int | str) -> ChooseMode:
        d = drv.decision()
        opts = [a for a in d.options if isinstance(a, ChooseMode)]
        if isinstance(m, int):
            if ChooseMode(m - 1) not in opts:
                raise StepFailure(f"mode {m} can't be chosen; legal: {drv.options_text()}")
            return ChooseMode(m - 1)
        texts = [option_text(d, i, drv.state) for i in range(len(d.options))]
        found = [d.options[i] for i, t in enumerate(texts) if m.lower() in t.lower()]
        if len(found) != 1 or not isinstance(found[0], ChooseMode):
            raise StepFailure(f"mode {m!r} matches {len(found)} of the modes; legal: {drv.options_text()}")
        return found[0]

    def stack_object(self, drv: Driver) -> int | None:
        return None

    def verify(self, drv: Driver) -> None:
        """Targets, X and modes the engine chose without asking (a single legal option) must be the
        ones the script gave."""
        sid = self.stack_object(drv)
        if sid is None or sid not in drv.state.objects:
            return
        o = drv.state.objects[sid]
        given = list(self.spec.options.get("targets") or [])
        actual = [t for t in o.targets if t != -1]
        for i, ref in enumerate(given):
            if i >= len(actual):
                raise StepFailure(f"{self.what} took {len(actual)} target(s); {ref!r} is not a legal target")
            if not drv.world.matches(actual[i], ref):
                raise StepFailure(f"{ref!r} is not a legal target for {self.what}: the only legal target, "
                                  f"{drv.world.describe(actual[i])}, was chosen")
        x = self.spec.options.get("x")
        if x is not None and o.x != x:
            raise StepFailure(f"X = {x} is not possible for {self.what} (X is {o.x})")
        for m in self.spec.options.get("modes") or []:
            if isinstance(m, int) and m - 1 not in o.modes:
                raise StepFailure(f"mode {m} is not possible for {self.what}")

    def _event_since(self, drv: Driver, kind: str, **fields: Any) -> int | None:
        for e in reversed(drv.state.log[self.start_log:]):
            if e.event == kind and all(e.get(k) == v for k, v in fields.items()):
                return int(e.get("card_id") or e.get("source_id") or 0)
        return None


@dataclass
class CastStep(_Announce):
    card: int = 0

    def advance(self, drv: Driver) -> bool:
        if not self.started:
            self.begin(drv)
        return self.announce(drv)

    def begin(self, drv: Driver) -> None:
        spec = self.spec
        d = drv.decision()
        if d.kind is K.CAST:
            self._accept_offer(drv, d)  # an offer to cast a spell while something resolves (608.2g)
            return
        if d.kind is not K.PRIORITY:
            raise StepFailure(f"can't cast {spec.value}: {drv.waiting()}", kind="stuck")
        pid = drv.actor(spec.by, d)
        s = drv.state
        zone = Zone(spec.options.get("from") or "hand")
        where = f"{drv.world.player_name(pid)}'s {zone.value}"
        in_zone = [oid for oid, o in s.objects.items() if o.zone is zone and o.ability is None]
        # The acting player's cards first: theirs, and those an effect lets them play (601.2a).
        allowed = {a.card for a in d.options if isinstance(a, CastSpell)} | {p.card_id for p in s.play_permissions if p.player == pid}
        mine = [oid for oid in in_zone if s.objects[oid].owner == pid or oid in allowed]
        oid = drv.world.pick_first(spec.value, (mine, in_zone), f"cards in {where}")
        if oid not in mine:
            raise StepFailure(f"{spec.value} is not in {where} and no effect lets {drv.world.player_name(pid)} cast it "
                              f"(it is {drv.world.describe(oid)}, owned by {drv.world.player_name(s.objects[oid].owner)})")
        self._cast(drv, oid, [a for a in d.options if isinstance(a, CastSpell)])

    def _accept_offer(self, drv: Driver, d: Decision) -> None:
        """Answer "you may cast a … spell from your graveyard" with the named card (608.2g)."""
        spec = self.spec
        drv.actor(spec.by, d)
        offers = [a for a in d.options if isinstance(a, CastSpell)]
        zone = spec.options.get("from")
        ids = [a.card for a in offers if zone is None or drv.state.objects[a.card].zone is Zone(zone)]
        oid = drv.world.pick(spec.value, ids, f"spells offered ({d.context})")
        self._cast(drv, oid, offers)

    def _cast(self, drv: Driver, oid: int, ways: list[CastSpell]) -> None:
        """Begin casting ``oid`` (601.2a) the way the step says: its face (715.3) and the cost
        announced (601.2b)."""
        spec = self.spec
        o = drv.state.objects[oid]
        face = spec.options.get("face")
        adventure = False
        if face is not None:
            if o.card.adventure is not None and face == o.card.adventure.name:
                adventure = True
            elif face != o.card.name:
                raise StepFailure(f"{o.card.name} has no face named {face!r}", kind="script")
        card = o.card.adventure if adventure and o.card.adventure else o.card
        action = self._way(drv, card, [a for a in ways if a.card == oid and a.adventure == adventure])
        self.what = f"casting {face or o.card.name}{_how(action.alt)}"
        self.card = oid
        self.start_log = len(drv.state.log)
        self.started = True
        drv.apply(action)

    def _way(self, drv: Driver, face: CardDef, ways: list[CastSpell]) -> CastSpell:
        """The way to cast ``face`` among the legal ``ways`` (601.2b): the cost named by ``alt:`` (an
        alternative cost, 118.9, or an optional additional cost such as kicker, announced when the
        engine asks, 601.2b), else its mana cost, else the only way there is (an effect's "without
        paying its mana cost", flashback from a graveyard); several ways need ``alt:``."""
        name = self.spec.options.get("alt")
        what = face.name
        alts = [a.name for a in face.abilities if isinstance(a, AlternativeCost)]
        extra = [a.name for a in face.abilities if isinstance(a, AdditionalCost) and a.optional]
        legal = ", ".join(what + _how(a.alt) for a in ways) or "none"
        if name:
            key = str(name).lower()
            if key in alts or key == FREE:
                found = [a for a in ways if a.alt == key]
                if not found:
                    raise StepFailure(f"{what} can't be cast with {name} now ({drv.state.step.value}, stack: {len(drv.state.stack)}); "
                                      f"ways to cast it now: {legal}; legal actions: {drv.options_text()}")
                return found[0]
            elif key in extra:
                self.optional.append(key)
            else:
                offered = ", ".join([*alts, *extra]) or "none"
                raise StepFailure(f"{what} has no alternative or optional additional cost {name!r} (it has: {offered}; "
                                  f"`alt: {FREE}` names an effect's permission)", kind="script")
        normal = [a for a in ways if not a.alt]
        if normal:
            return normal[0]
        if len(ways) == 1:
            return ways[0]
        if not ways:
            raise StepFailure(f"{what} can't be cast now ({drv.state.step.value}, stack: {len(drv.state.stack)}); "
                              f"legal actions: {drv.options_text()}")
        raise StepFailure(f"{what} can be cast in {len(ways)} ways now ({legal}); say which with `alt:`", kind="script")

    def finished(self, drv: Driver) -> bool:
        if self._event_since(drv, "spell_cast") is None:
            return False
        if self.optional:
            # 601.2b: the engine offers an optional additional cost only when it can be paid.
            raise StepFailure(f"{self.what}: the optional cost {', '.join(self.optional)} was never offered (it can't be paid now)")
        return True

    def stack_object(self, drv: Driver) -> int | None:
        return self._event_since(drv, "spell_cast")


@dataclass
class ActivateStep(_Announce):
    source: int = 0
    index: int = 0

    def advance(self, drv: Driver) -> bool:
        if not self.started:
            self.begin(drv)
        return self.announce(drv)

    def begin(self, drv: Driver) -> None:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"activate {spec.value}")
        pid = drv.actor(spec.by, d)
        s = drv.state
        cands = [o for o in s.battlefield if chars(s, o).controller == pid] + s.players[pid].hand + s.players[pid].graveyard
        oid = drv.world.pick(spec.value, cands, f"objects of {drv.world.player_name(pid)}")
        o = s.objects[oid]
        abilities = chars(s, oid).abilities if o.zone is Zone.BATTLEFIELD else base_chars(o).abilities
        idx = _ability_index(abilities, spec.options.get("ability"), o.name)
        self.what = f"activating {o.name}'s ability {idx + 1}"
        action = Activate(oid, idx)
        if action not in d.options:
            raise StepFailure(f"{o.name}'s ability {idx + 1} ({_text(abilities[idx])!r}) can't be activated now; legal actions: {drv.options_text()}")
        self.source, self.index = oid, idx
        self.start_log = len(s.log)
        self.started = True
        drv.apply(action)

    def finished(self, drv: Driver) -> bool:
        return self._event_since(drv, "ability_activated", source_id=self.source) is not None

    def stack_object(self, drv: Driver) -> int | None:
        s = drv.state
        mine = [o for o in s.stack if s.objects[o].source_id == self.source]
        return mine[-1] if mine else None


def _how(alt: str) -> str:
    """How a spell is cast, as words after its name: "", " with flashback", " without paying its mana cost"."""
    return f" {alt}" if alt == FREE else f" with {alt}" if alt else ""


def _text(ab: object) -> str:
    if isinstance(ab, KeywordAbility):
        return ab.text()
    t = getattr(ab, "text", "")
    return t if isinstance(t, str) else ""


def _ability_index(abilities: tuple[object, ...], which: int | str | None, name: str) -> int:
    listing = "; ".join(f"{i + 1}: {_text(a) or type(a).__name__}" for i, a in enumerate(abilities))
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            raise StepFailure(f"{name} has no ability {which} (its abilities: {listing or 'none'})", kind="script")
        if not isinstance(abilities[which - 1], ActivatedAbility):
            raise StepFailure(f"ability {which} of {name} is not an activated ability (its abilities: {listing})", kind="script")
        return which - 1
    acts = [i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility)]
    if isinstance(which, str):
        frag = which.lower()
        acts = [i for i in acts if frag in _text(abilities[i]).lower()]
        if len(acts) != 1:
            raise StepFailure(f"{which!r} matches {len(acts)} activated abilities of {name} (its abilities: {listing or 'none'})", kind="script")
        return acts[0]
    if not acts:
        raise StepFailure(f"{name} has no activated ability (its abilities: {listing or 'none'})", kind="script")
    if len(acts) > 1:
        raise StepFailure(f"{name} has {len(acts)} activated abilities; say which with `ability:` (its abilities: {listing})", kind="script")
    return acts[0]


@dataclass
class PlayStep:
    """``play: NAME``: play a land (305.1) from the hand, or with ``from:`` from exile, a graveyard
    or the top of the library (``library``), as an effect may allow."""

    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"play {spec.value}")
        pid = drv.actor(spec.by, d)
        s, name = drv.state, drv.world.player_name(pid)
        p = s.players[pid]
        zone = Zone(spec.options.get("from") or "hand")
        where = f"on top of {name}'s library" if zone is Zone.LIBRARY else f"in {name}'s {zone.value}"
        if zone is Zone.LIBRARY:
            tiers = [p.library[:1], p.library]
        elif zone is Zone.EXILE:
            allowed = {c.card_id for c in s.play_permissions if c.player == pid}
            tiers = [[o for o in s.exile if s.objects[o].owner == pid or o in allowed], list(s.exile)]
        else:
            tiers = [p.hand if zone is Zone.HAND else p.graveyard,
                     [o for q in s.players for o in (q.hand if zone is Zone.HAND else q.graveyard)]]
        oid = drv.world.pick_first(spec.value, tiers, f"cards {where}")
        if oid not in tiers[0]:
            raise StepFailure(f"{spec.value} is not {where} (it is {drv.world.describe(oid)}, owned by {drv.world.player_name(s.objects[oid].owner)})")
        if PlayLand(oid) not in d.options:
            raise StepFailure(f"{spec.value} {where} can't be played now; legal actions: {drv.options_text()}")
        drv.apply(PlayLand(oid))
        return True


# ---- combat ----------------------------------------------------------------------------------------


def _advance_to_declaration(drv: Driver, kind: DecisionKind, ready: Any, what: str) -> None:
    """Pass priority until the ``kind`` declaration (or ``ready(state)``)."""
    for _ in range(MAX_ACTIONS):
        d = drv.decision()
        if d.kind is kind or ready(drv):
            return
        if d.kind is not K.PRIORITY:
            raise StepFailure(f"can't {what}: {drv.waiting()}", kind="stuck")
        drv.apply(Pass())
    raise StepFailure(f"can't {what}: the declaration never came")


@dataclass
class AttackStep:
    spec: StepSpec
    declared: bool = False

    def advance(self, drv: Driver) -> bool:
        if self.declared:
            return True
        s = drv.state
        by = drv.world.player(self.spec.by) if self.spec.by else None
        if by is not None and not s.is_active(by):
            raise StepFailure(f"{self.spec.by} can't declare attackers: it is {s.players[s.active].name}'s turn (508.1)")
        if s.step.order > Step.DECLARE_ATTACKERS.order or (s.step is Step.DECLARE_ATTACKERS and s.combat and s.combat.attackers_declared):
            raise StepFailure(f"too late to declare attackers: the game is in the {s.step.value} step of turn {s.turn}")
        turn = s.turn

        def past(d: Driver) -> bool:
            st = d.state
            return st.turn != turn or st.step.order > Step.DECLARE_ATTACKERS.order or bool(st.combat and st.combat.attackers_declared)

        _advance_to_declaration(drv, K.DECLARE_ATTACKERS, past, "declare attackers")
        if drv.state.turn != turn or drv.decision().kind is not K.DECLARE_ATTACKERS:
            raise StepFailure("no attackers could be declared (the declaration was made without asking: no creature can attack)")
        pairs = self._pairs(drv)
        todo = dict(pairs)
        while drv.game.decision is not None and drv.game.decision.kind is K.DECLARE_ATTACKERS:
            d = drv.game.decision
            mine = [a for a in todo if drv.state.objects[a].controller == d.player or chars(drv.state, a).controller == d.player]
            if mine:
                a = mine[0]
                act = DeclareAttacker(a, todo.pop(a))
                if act not in d.options:
                    raise StepFailure(f"{drv.world.describe(a)} can't attack {drv.world.describe(act.defender)}; legal: {drv.options_text()}")
                drv.apply(act)
            else:
                drv.apply(Done())
        if todo:
            raise StepFailure(f"{', '.join(drv.world.describe(a) for a in todo)} could not attack (not controlled by the attacking player or team)")
        self.declared = True
        return True

    def _pairs(self, drv: Driver) -> list[tuple[int, int]]:
        s, w = drv.state, drv.world
        mine = [o for o in s.battlefield]
        v = self.spec.value
        out: list[tuple[int, int]] = []
        if isinstance(v, list):
            opps = s.opponents(s.active)
            if len(opps) != 1:
                raise StepFailure("the list form of `attack:` needs exactly one opponent", kind="script")
            for a in v:
                out.append((w.pick(a, mine, "permanents"), opps[0]))
        else:
            defenders = [p.id for p in s.players] + list(s.battlefield)
            for a, dref in v.items():
                out.append((w.pick(a, mine, "permanents"), w.target(str(dref), defenders, "players and permanents")))
        return out


@dataclass
class BlockStep:
    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        s = drv.state
        c = s.combat
        by = drv.world.player(self.spec.by) if self.spec.by else None
        if by is not None and by not in s.opponents(s.active):
            raise StepFailure(f"{self.spec.by} can't declare blockers: only a defending player does (509.1)")
        if s.step.order > Step.DECLARE_BLOCKERS.order or (c is not None and c.blockers_declared):
            raise StepFailure(f"too late to declare blockers: the game is in the {s.step.value} step of turn {s.turn}")
        if drv.decision().kind is K.DECLARE_ATTACKERS:
            raise StepFailure(f"attackers have not been declared yet: {drv.waiting()}", kind="stuck")
        if s.step.order < Step.DECLARE_ATTACKERS.order:
            raise StepFailure(f"no creatures are attacking: the game is in the {s.step.value} step (declare attackers with `attack:` first)")

        def declared(d: Driver) -> bool:
            cb = d.state.combat
            return cb is None or cb.blockers_declared or d.state.step is not Step.DECLARE_ATTACKERS

        _advance_to_declaration(drv, K.DECLARE_BLOCKERS, declared, "declare blockers")
        w = drv.world
        todo: list[tuple[int, int]] = []
        for b, a in (self.spec.value or {}).items():
            st = drv.state
            attackers = list(st.combat.attackers) if st.combat else []
            todo.append((w.pick(b, list(st.battlefield), "permanents"), w.pick(str(a), attackers, "attacking creatures")))
        while drv.game.decision is not None and drv.game.decision.kind is K.DECLARE_BLOCKERS:
            d = drv.game.decision
            mine = [(b, a) for b, a in todo if chars(drv.state, b).controller == d.player]
            legal = [(b, a) for b, a in mine if DeclareBlocker(b, a) in d.options]
            if legal:
                todo.remove(legal[0])
                drv.apply(DeclareBlocker(*legal[0]))
            elif mine:
                b, a = mine[0]
                raise StepFailure(f"{w.describe(b)} can't block {w.describe(a)}" + (" (or the block is incomplete)" if Done() not in d.options else "")
                                  + f"; legal: {drv.options_text()}")
            elif Done() in d.options:
                drv.apply(Done())
            else:
                raise StepFailure(f"the block is incomplete (a creature with menace or a similar restriction needs more blockers); legal: {drv.options_text()}")
        cb = drv.state.combat
        todo = [(b, a) for b, a in todo if not (cb is not None and a in cb.blockers.get(b, []))]
        if todo:
            b, a = todo[0]
            raise StepFailure(f"{w.describe(b)} could not block {w.describe(a)} (the block declaration was not asked: no legal block)")
        return True


# ---- passing ----------------------------------------------------------------------------------------


@dataclass
class PassStep:
    spec: StepSpec
    done: int = 0

    def advance(self, drv: Driver) -> bool:
        n = int(self.spec.value or 1)
        while self.done < n:
            if drv.game.decision is None:
                raise StepFailure(f"can't pass priority: the game is over ({drv.outcome()})")
            d = drv.decision()
            if d.kind is not K.PRIORITY:
                return False
            if self.done == 0:
                drv.actor(self.spec.by, d)
            drv.apply(Pass())
            self.done += 1
        return True


@dataclass
class ResolveStep:
    spec: StepSpec
    started: bool = False
    left: int = 0
    seen: set[int] = field(default_factory=set)

    def advance(self, drv: Driver) -> bool:
        v = self.spec.value
        if not self.started:
            self.started = True
            self.seen = set(drv.state.stack)
            if not drv.state.stack:
                raise StepFailure("nothing to resolve: the stack is empty")
        for _ in range(MAX_ACTIONS):
            s = drv.state
            gone = self.seen - set(s.stack)
            self.left += len(gone)
            self.seen = set(s.stack)
            if drv.game.decision is None:
                return True
            if v == "all" and not s.stack and drv.game.decision.kind is K.PRIORITY:
                return True
            if v != "all" and self.left >= int(v):
                return True
            d = drv.game.decision
            if d.kind is not K.PRIORITY:
                return False
            if not s.stack:
                raise StepFailure(f"only {self.left} of {v} stack objects resolved: the stack is empty")
            drv.apply(Pass())
        raise StepFailure("the stack did not finish resolving (a loop?)")


#: The declaration that begins a combat step (508.1, 509.1).
_DECLARATION = {Step.DECLARE_ATTACKERS: K.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS: K.DECLARE_BLOCKERS}


def declare_none(drv: Driver, kind: str) -> None:
    """Before a step other than ``attack``/``block`` (``kind``) moves the game on from a pending
    declaration of attackers or blockers (508.1, 509.1; where ``to:`` stops), that declaration is
    made empty: no creature attacks or blocks unless the script says so. A declaration that can't
    be empty (a creature that must attack) is left to the script."""
    if kind in ("to", "attack", "block"):  # `to:` declares none on its own way; `block:` needs attackers
        return
    while (d := drv.game.decision) is not None and d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS):
        if Done() not in d.options:
            raise StepFailure(f"the declaration can't be left empty: {drv.waiting()}", kind="stuck")
        drv.apply(Done())


@dataclass
class ToStep:
    """``to: STEP``: every player passes priority until that step is reached, resolving the stack
    on the way and declaring no attackers or blockers. ``declare_attackers`` and ``declare_blockers``
    stop at the start of the step, with its declaration still to be made (508.1, 509.1)."""

    spec: StepSpec
    turns_crossed: int = 0
    entered: bool = False
    start_log: int = -1

    def advance(self, drv: Driver) -> bool:
        target, turn = self.spec.value
        if self.start_log < 0:
            self.start_log = len(drv.state.log)
        no_priority = target in (Step.UNTAP, Step.CLEANUP)
        for _ in range(MAX_ACTIONS):
            s = drv.state
            d = drv.game.decision
            if d is None:
                if self._entered(drv, target, turn):
                    return True  # the game ended in that step
                raise StepFailure(f"the game ended ({drv.outcome()}) before the {target.value} step was reached")
            if turn is not None and s.turn > turn:
                raise StepFailure(f"turn {turn} is over: the {target.value} step was not reached (it was skipped)")
            here = s.step is target and (turn is None or s.turn == turn)
            if no_priority:
                if self._entered(drv, target, turn):
                    return True
            elif here and (d.kind is K.PRIORITY or d.kind is _DECLARATION.get(target)):
                # 508.1, 509.1: the declaration is the first thing of its step; it stays to be made.
                return True
            if d.kind is K.PRIORITY:
                before = s.turn
                drv.apply(Pass())
                if drv.state.turn != before and turn is None:
                    self.turns_crossed += 1
                    if self.turns_crossed > 1:
                        raise StepFailure(f"the {target.value} step was not reached this turn or the next (it was skipped); "
                                          "give `to: {turn: N, step: ...}` to go further")
            elif d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS) and Done() in d.options:
                drv.apply(Done())
            else:
                return False
        raise StepFailure(f"the {target.value} step was not reached")

    def _entered(self, drv: Driver, target: Step, turn: int | None) -> bool:
        for e in drv.state.log[self.start_log:]:
            if e.event == "step" and e.get("step") == target.value and (turn is None or e.get("turn") == turn):
                return True
        return False


__all__ = ["Forward", "declare_none", "make_step"]
