"""Lowering: IR → the typed card model.

Lowering resolves references: each "target …" becomes a target requirement and a
``Target(i)`` (indices count every slot of earlier requirements, CR 601.2c), "it"/"that creature"
becomes the most recent object mentioned (or the trigger's object), "that player" the trigger's
player. A node it can't express is reported as :class:`~manastack.oracle.ir.Unsupported`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from manastack.model.abilities import (
    Ability,
    ActivatedAbility,
    BlockedOnlyByAtLeast,
    Cost,
    Enchant,
    KeywordAbility,
    Landwalk,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    TriggerEvent,
)
from manastack.model.effects import (
    AddMana,
    Attach,
    CopySpell,
    CounterSpell,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Effect,
    GainLife,
    GrantAbilities,
    LoseLife,
    May,
    Mill,
    ModifyPT,
    MoveTo,
    PreventDamage,
    PutCounters,
    Sacrifice,
    SacrificeObject,
    Scry,
    SearchLibrary,
    Tap,
    Untap,
)
from manastack.model.filters import (
    AllMatching,
    Amount,
    AttachedTo,
    ControllerOf,
    CountOf,
    EachOpponent,
    EachPlayer,
    EventObject,
    EventPlayer,
    ObjectRef,
    OwnerOf,
    PowerOf,
    Ref,
    Target,
    TargetKind,
    TargetSpec,
    This,
    X,
    You,
)
from manastack.model.types import Zone
from manastack.oracle import ir


class LoweringError(Exception):
    """Raised inside lowering for a node the model can't express; carries the reason."""


@dataclass
class _Scope:
    """What one spell, ability or mode knows while its effects are lowered."""

    default_it: ObjectRef | None = None
    self_left: bool = False  # a dies/leaves trigger of this object: its power needs last known information
    specs: list[TargetSpec] = field(default_factory=list)
    slots: int = 0
    last_obj: ObjectRef | None = None
    last_player: Ref | None = None

    def noun(self, n: ir.Noun) -> list[Ref]:
        match n:
            case ir.TargetNoun():
                spec = TargetSpec(n.kind, n.filter, n.player_controller, n.count, n.min_count, n.description)
                first = self.slots
                self.specs.append(spec)
                self.slots += n.count
                refs: list[Ref] = [Target(first + i) for i in range(n.count)]
                if n.kind is TargetKind.PLAYER:
                    self.last_player = Target(first)
                else:
                    self.last_obj = Target(first)
                return refs
            case ir.SelfNoun():
                self.last_obj = This()
                return [This()]
            case ir.ItNoun():
                it = self.last_obj or self.default_it
                if it is None:
                    raise LoweringError("'it' with nothing to refer to")
                return [it]
            case ir.AttachedNoun():
                self.last_obj = AttachedTo()
                return [AttachedTo()]
            case ir.AllNoun(filter=f):
                ref = AllMatching(f)
                self.last_obj = ref
                return [ref]
            case ir.PlayerNoun(which=w):
                return [self._player(w)]
        raise LoweringError(f"reference {n!r}")

    def _player(self, w: str) -> Ref:
        if w == "you":
            p: Ref = You()
        elif w == "each opponent":
            p = EachOpponent()
        elif w == "each player":
            p = EachPlayer()
        elif w == "that player":
            p = EventPlayer()
        elif w == "_same":
            if self.last_player is None:
                raise LoweringError("a verb without a subject")
            return self.last_player
        elif w in ("controller", "owner"):
            obj = self.last_obj or self.default_it
            if obj is None:
                raise LoweringError(f"'its {w}' with nothing to refer to")
            p = ControllerOf(obj) if w == "controller" else OwnerOf(obj)
        else:
            raise LoweringError(f"player {w!r}")
        self.last_player = p
        return p

    def obj(self, n: ir.Noun) -> list[ObjectRef]:
        refs = self.noun(n)
        out: list[ObjectRef] = []
        for r in refs:
            if isinstance(r, (You, EachOpponent, EachPlayer, EventPlayer, ControllerOf, OwnerOf)):
                raise LoweringError("a player where an object is needed")
            out.append(r)
        return out

    def one(self, n: ir.Noun) -> Ref:
        refs = self.noun(n)
        if len(refs) != 1:
            raise LoweringError("several targets where one is needed")
        return refs[0]

    def amount(self, a: ir.AmountIR) -> Amount:
        match a:
            case int():
                return a
            case ir.XAmount():
                return X()
            case ir.CountAmount(filter=f):
                return CountOf(f)
            case ir.PowerAmount(of=of):
                objs = self.obj(of)
                if self.self_left and objs == [This()]:
                    raise LoweringError("the power of this object after it left the battlefield (last known information)")
                return PowerOf(objs[0])
        raise LoweringError(f"amount {a!r}")

    # ---- effects ----

    def effects(self, es: tuple[ir.EffectIR, ...]) -> tuple[Effect, ...]:
        out: list[Effect] = []
        for e in es:
            out += self.effect(e)
        return tuple(out)

    def effect(self, e: ir.EffectIR) -> list[Effect]:
        match e:
            case ir.Unsupported():
                raise LoweringError(e.reason)
            case ir.Damage(amount=a, to=to, source=src):
                source = self.obj(src)[0]
                amt = self.amount(a)
                return [DealDamage(amt, r, source) for r in self.noun(to)]
            case ir.PlayerAmount(verb=v, amount=a, who=who):
                amt = self.amount(a)
                if v == "scry":
                    return [Scry(amt)]
                player = self.one(who)
                if v == "draw":
                    return [DrawCards(amt, player)]  # type: ignore[arg-type]
                if v == "discard":
                    return [Discard(amt, player)]  # type: ignore[arg-type]
                if v == "mill":
                    return [Mill(amt, player)]  # type: ignore[arg-type]
                if v == "gain life":
                    return [GainLife(amt, player)]  # type: ignore[arg-type]
                if v == "lose life":
                    return [LoseLife(amt, player)]  # type: ignore[arg-type]
            case ir.ObjectVerb(verb=v, what=w):
                refs = self.obj(w)
                if v == "destroy":
                    return [Destroy(r) for r in refs]
                if v == "tap":
                    return [Tap(r) for r in refs]
                if v == "untap":
                    return [Untap(r) for r in refs]
                if v == "counter":
                    return [CounterSpell(r) for r in refs]
                if v == "sacrifice":
                    return [SacrificeObject(r) for r in refs]
            case ir.Move():
                return [MoveTo(r, e.zone, e.tapped, e.under_your_control, e.library_position) for r in self.obj(e.what)]
            case ir.MakeToken(token=t, count=c):
                return [CreateToken(t, self.amount(c), tapped=e.tapped)]
            case ir.Counters(kind=k, count=c, on=on):
                amt = self.amount(c)
                return [PutCounters(k, amt, r) for r in self.noun(on)]
            case ir.Pump():
                refs = self.obj(e.what)
                out: list[Effect] = []
                for r in refs:
                    if e.pt:
                        out.append(ModifyPT(r, self.amount(e.power), self.amount(e.toughness), e.duration))
                    if e.keywords:
                        out.append(GrantAbilities(r, keywords=e.keywords, duration=e.duration))
                return out
            case ir.Search():
                return [SearchLibrary(replace(e.filter, zone=Zone.LIBRARY), e.zone, e.count, e.tapped)]
            case ir.SacrificeChoice(who=who, filter=f, count=c):
                return [Sacrifice(f, c, self.one(who))]  # type: ignore[arg-type]
            case ir.CopyIt():
                return [CopySpell(r, e.new_targets, e.remove_supertypes) for r in self.obj(e.what)]
            case ir.Mana():
                return [AddMana(e.produce, self.amount(e.amount), e.restriction)]
            case ir.Prevent():
                prevent_to = self.one(e.to) if e.to is not None else None
                return [PreventDamage(prevent_to, self.amount(e.amount) if e.amount is not None else None, e.combat_only)]
            case ir.MayDo(effects=inner):
                return [May(self.effects(inner))]
        raise LoweringError(f"effect {type(e).__name__}")


def _body(body: ir.Body, scope: _Scope) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
    if body.modes:
        raise LoweringError("modal ability")
    effects = scope.effects(body.effects)
    return effects, tuple(scope.specs)


def lower_ability(a: ir.AbilityIR, text: str) -> Ability:
    """One ability IR node → a model ability (raises :class:`LoweringError`)."""
    match a:
        case ir.Unsupported():
            raise LoweringError(a.reason)
        case ir.KeywordLine(keyword=k):
            return KeywordAbility(k)
        case ir.LandwalkLine(land_type=t):
            return Landwalk(t)
        case ir.BlockedByLine(count=n):
            return BlockedOnlyByAtLeast(n)
        case ir.EnchantLine(filter=f):
            return Enchant(f)
        case ir.EquipLine(cost=c, filter=f):
            # CR 702.6a: "[Cost]: Attach this permanent to target [creature] you control. Activate only as a sorcery."
            desc = "target " + (" ".join(sorted(f.subtypes)) + " " if f.subtypes else "") + "creature you control"
            return ActivatedAbility(
                Cost(mana=c), (Attach(to=Target(0)),), (TargetSpec(TargetKind.OBJECT, f, description=desc),),
                sorcery_speed=True, text=text,
            )
        case ir.CyclingLine():
            raise LoweringError("cycling needs a 'discard this card' cost, which the model lacks")
        case ir.SpellLine(body=b):
            if b.modes:
                modes = []
                for m in b.modes:
                    s = _Scope()
                    modes.append(Mode(s.effects(m), tuple(s.specs)))
                return SpellAbility(modes=tuple(modes), choose=b.choose, text=text)
            s = _Scope()
            effects, targets = _body(b, s)
            return SpellAbility(effects, targets, text=text)
        case ir.ActivatedLine():
            s = _Scope(default_it=This())
            effects, targets = _body(a.body, s)
            zone = a.cost_zone or Zone.BATTLEFIELD
            for e in a.body.effects:
                if isinstance(e, ir.Move) and isinstance(e.what, ir.SelfNoun) and e.from_zone is not None:
                    zone = e.from_zone
            return ActivatedAbility(a.cost, effects, targets, a.sorcery_speed, a.once_per_turn, a.condition, zone, text=text)
        case ir.TriggeredLine():
            trig = a.trigger
            about_object = trig.event in (TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.ATTACKS, TriggerEvent.BLOCKS)
            default: ObjectRef | None = This() if a.self_subject else (EventObject() if about_object else None)
            s = _Scope(default_it=default, self_left=a.self_subject and trig.event in (TriggerEvent.DIES, TriggerEvent.LEAVES))
            effects, targets = _body(a.body, s)
            return TriggeredAbility(trig, effects, targets, a.intervening_if, text=text)
        case ir.StaticLine(effect=e, condition=c):
            return StaticAbility(e, c, text=text)
    raise LoweringError(f"ability {type(a).__name__}")
