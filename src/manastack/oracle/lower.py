"""Lowering: IR → the typed card model.

Lowering resolves references: each "target …" becomes a target requirement and a
``Target(i)`` (indices count every slot of earlier requirements, CR 601.2c), "it"/"that creature"
becomes the most recent object mentioned (or the trigger's object), "that player" the trigger's
player. A node it can't express is reported as :class:`~manastack.oracle.ir.Unsupported`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass, replace

from manastack.model.abilities import (
    ALTERNATIVE,
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AlternativeCost,
    BlockedOnlyByAtLeast,
    Enchant,
    GrantAbilitiesStatic,
    KeywordAbility,
    Landwalk,
    Mode,
    ModifyPTStatic,
    Morph,
    Plot,
    Protection,
    PTEqualTo,
    SetPTStatic,
    SpellAbility,
    StaticAbility,
    TokensInstead,
    Toxic,
    TriggeredAbility,
)
from manastack.model.conditions import Condition, Not, SourceAttackedThisTurn, SourceHasCounters
from manastack.model.costs import Cost, DiscardSelf, ExileSelf
from manastack.model.effects import (
    AdditionalLandPlays,
    AddMana,
    Attach,
    BecomeColorOfChoice,
    Becomes,
    CastFromZone,
    CopySpell,
    CounterSpell,
    CreateToken,
    DealDamage,
    DealDamageAtOnce,
    DealDividedDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DrawCards,
    Duration,
    Effect,
    ExileUntilSourceLeaves,
    ForbidLifeGain,
    GainLife,
    GrantAbilities,
    GrantProtectionOfChoice,
    LoseLife,
    May,
    Mill,
    ModifyPT,
    MoveChosen,
    MoveTo,
    PayCost,
    PreventDamage,
    PutCounters,
    Sacrifice,
    SacrificeObject,
    Scry,
    SearchLibrary,
    Shuffle,
    StopPrevention,
    Tap,
    Untap,
)
from manastack.model.filters import (
    AllMatching,
    Amount,
    AttachedTo,
    AttackedBy,
    BlockersBeyondFirst,
    BlockersOf,
    ColorsSpent,
    CommanderCasts,
    CommanderTax,
    ControlledBy,
    Controller,
    ControllerOf,
    CountedAsEntered,
    CountersOn,
    CountOf,
    CreatedObjects,
    DamageDealtThisWay,
    DamagedThisWay,
    DefendingPlayer,
    Devotion,
    DiscardedThisWay,
    EachOpponent,
    EachPlayer,
    EventAmount,
    EventObject,
    EventPlayer,
    EventSpell,
    ExiledWith,
    GreatestPower,
    LifeLostThisWay,
    LifeTotal,
    ManaValueAtMostX,
    ObjectFilter,
    ObjectRef,
    OpponentsAttacked,
    OwnerOf,
    PlayerBeside,
    PlayerRef,
    PowerOf,
    Ref,
    Remembered,
    SameNameAs,
    Subtypes,
    Target,
    TargetKind,
    TargetSpec,
    This,
    TimesPaid,
    Together,
    TopOfLibrary,
    X,
    XTargets,
    You,
)
from manastack.model.triggers import TriggerEvent
from manastack.model.types import CardType, Keyword, Step, Zone
from manastack.oracle import ir


class LoweringError(Exception):
    """Raised inside lowering for a node the model can't express; carries the reason."""


#: Trigger events with an amount that "that much" / "that many" can name.
_EVENTS_WITH_AMOUNTS = frozenset({
    TriggerEvent.SCRY, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_DAMAGE_AT_ONCE, TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
    TriggerEvent.GAIN_LIFE, TriggerEvent.LOSE_LIFE,
})


#: Trigger events about an object that "it" and "that creature" name in the effect (the event's
#: object, when the trigger isn't about the ability's own source).
_EVENTS_ABOUT_AN_OBJECT = frozenset({
    TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.ATTACKS, TriggerEvent.BLOCKS, TriggerEvent.TAPPED_FOR_MANA,
    TriggerEvent.BECOMES_BLOCKED, TriggerEvent.ATTACKS_UNBLOCKED, TriggerEvent.BECOMES_TAPPED, TriggerEvent.BECOMES_UNTAPPED,
    TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_DAMAGE_AT_ONCE, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
    TriggerEvent.EXPLORES,
})


@dataclass
class _Scope:
    """What one spell, ability or mode knows while its effects are lowered."""

    tokens: ir.Tokens  # the predefined tokens, by name
    default_it: ObjectRef | None = None
    self_left: bool = False  # a dies/leaves trigger of this object: its power needs last known information
    specs: list[TargetSpec] = field(default_factory=list)
    slots: int = 0
    last_obj: ObjectRef | None = None
    last_player: Ref | None = None
    made_tokens: bool = False  # an earlier effect created tokens ("that token")
    event: TriggerEvent | None = None  # the trigger event, in a triggered ability
    announced_x: bool = False  # a spell, or an ability with X in its cost: X is announced (601.2b, 602.2b)
    tapped_this_way: bool = False  # an earlier "tap any number of …" ("for each Human tapped this way")
    moved: list[ObjectRef] = field(default_factory=list)  # references an earlier effect moved to another zone (400.7)
    moved_public: list[ObjectRef] = field(default_factory=list)  # … to a public zone, where it can be found (400.7j)
    declared: list[tuple[ir.TargetNoun, list[Target | XTargets]]] = field(default_factory=list)  # the targets declared so far
    same_targets: list[tuple[ir.TargetNoun, list[Target | XTargets]]] = field(default_factory=list)  # of the effect an "instead" replaces
    divided: bool = False  # an earlier effect divides damage among all the targets (601.2d)
    searched: bool = False  # an earlier effect found cards no reference names ("those lands" after a search)
    discarded_hand: bool = False  # an earlier effect was "discard your hand" ("then draw that many cards")

    def noun(self, n: ir.Noun) -> list[Ref]:
        match n:
            case ir.BothNoun(first=a, second=b):
                return [Together(tuple(self.noun(a) + self.noun(b)))]
            case ir.SameNameNoun(filter=flt):
                if self.last_obj is None:
                    raise LoweringError("'the same name as that' with nothing named before")
                return [SameNameAs(self.last_obj, flt)]
            case ir.AnotherTargetNoun():
                return [self._another_target()]
            case ir.TargetNoun() if any(m == n for m, _ in self.same_targets):
                # The "instead" effect names the targets of the effect it replaces: the same ones.
                same = next(r for m, r in self.same_targets if m == n)
                if n.kind is TargetKind.PLAYER:
                    self.last_player = same[0]
                else:
                    self.last_obj = same[0]
                return list(same)
            case ir.TargetNoun():
                if self.divided:
                    raise LoweringError("a target after damage divided among the targets")
                if self.specs and self.specs[-1].x_count:
                    raise LoweringError("a target after X targets")  # their number is known only as X is announced
                if n.x_count and self.event is not None:
                    raise LoweringError("X targets of a triggered ability")  # no X is announced for it (601.2b)
                if n.filter.get(ManaValueAtMostX) is not None and not self.announced_x:
                    raise LoweringError("a target 'with mana value X or less' where no X is announced")
                spec = TargetSpec(n.kind, n.filter, n.player_controller, n.count, n.min_count, n.description, share_card_type=n.share_card_type,
                                  same_graveyard=n.same_graveyard, x_count=n.x_count)
                first = self.slots
                self.specs.append(spec)
                self.slots += n.count
                slots: list[Target | XTargets] = [XTargets(first)] if n.x_count else [Target(first + i) for i in range(n.count)]
                refs: list[Ref] = list(slots)
                self.declared.append((n, slots))
                if n.kind is TargetKind.PLAYER:
                    self.last_player = Target(first)
                else:
                    # "those creatures", "them": every target of the noun, not only the first
                    self.last_obj = Target(first) if n.count == 1 else slots[0] if n.x_count else Together(tuple(refs))
                return refs
            case ir.SelfNoun():
                self.last_obj = This()
                return [This()]
            case ir.ItNoun():
                if self.last_obj is None and self.searched:
                    raise LoweringError("'they' for the cards a search found")
                it = self.last_obj or self.default_it
                if it is None:
                    raise LoweringError("'it' with nothing to refer to")
                return [it]
            case ir.BlockingNoun():
                # the blocker a "whenever a creature blocks this creature" trigger is about (509.1)
                if self.event is not TriggerEvent.BLOCKS or self.default_it != EventObject():
                    raise LoweringError("'the blocking creature' outside a trigger on a creature blocking")
                self.last_obj = EventObject()
                return [EventObject()]
            case ir.AttachedNoun():
                self.last_obj = AttachedTo()
                return [AttachedTo()]
            case ir.AllNoun(filter=f):
                ref = AllMatching(f)
                self.last_obj = ref
                return [ref]
            case ir.TopNoun(count=count, theirs=theirs):
                if theirs and self.event is None:
                    raise LoweringError("'that player's library' outside a triggered ability")
                return [TopOfLibrary(count, of_event_player=theirs)]
            case ir.ExiledNoun():
                self.last_obj = ExiledWith()
                return [ExiledWith()]
            case ir.DiscardedNoun():
                return [DiscardedThisWay()]
            case ir.SacrificedNoun():
                from manastack.model.filters import Sacrificed

                return [Sacrificed()]
            case ir.DamagedNoun(filter=f):
                return [DamagedThisWay(f)]
            case ir.RevealedNoun(filter=f):
                from manastack.model.filters import RevealedThisWay

                return [RevealedThisWay(f)]
            case ir.PlayerNoun(which=w):
                return [self._player(w)]
            case ir.BlockersNoun(of=of):
                attackers = self.obj(of)
                if len(attackers) != 1:
                    raise LoweringError("the blockers of several creatures")
                bref = BlockersOf(attackers[0])
                self.last_obj = bref
                return [bref]
            case ir.ControlledByNoun(filter=f, player=p):
                who = self.one(p)
                if not isinstance(who, (Target, You, EachOpponent, EachPlayer, EventPlayer, ControllerOf, OwnerOf)):
                    raise LoweringError("objects controlled by something that isn't a player")
                cref = ControlledBy(f, who)
                self.last_obj = cref
                return [cref]
        raise LoweringError(f"reference {n!r}")

    def _check_copied_spell(self, r: Ref) -> None:
        """CR 707.10: what "copy it" / "copy that spell" refers to must be a spell: a target spell,
        the spell a cast trigger is about, or the spell itself (a trigger that functions on the
        stack); anything else (a card, a permanent) isn't read."""
        if self._spell_target(r):
            return
        if isinstance(r, EventObject) and self.event is TriggerEvent.CAST:
            return
        if isinstance(r, EventSpell) and self.event is TriggerEvent.ACTIVATES:
            return
        if isinstance(r, This) and self.event is TriggerEvent.CAST:
            return
        raise LoweringError("'copy' of something that isn't a spell")

    def _spell_target(self, r: Ref) -> bool:
        """Whether ``r`` is a target of this ability's that is a spell ("target instant spell")."""
        if isinstance(r, Target) and r.index < self.slots:
            spec = next((s for s in self._specs_by_slot() if s[0] == r.index), None)
            return spec is not None and spec[1].filter.zone is Zone.STACK
        return False

    def _specs_by_slot(self) -> list[tuple[int, TargetSpec]]:
        out: list[tuple[int, TargetSpec]] = []
        i = 0
        for spec in self.specs:
            for _ in range(spec.count):
                out.append((i, spec))
                i += 1
        return out

    def _another_target(self) -> Target:
        """"any target and … another target" (CR 115.3): one more target of the requirement just
        declared, so a different one; its index follows that requirement's."""
        last = self.specs[-1] if self.specs else None
        if last is None or last.kind is not TargetKind.ANY or last.count != 1 or last.min_count is not None:
            raise LoweringError("'another target' not right after 'any target'")
        self.specs[-1] = replace(last, count=2, description=f"{last.description}, then another target")
        self.slots += 1
        return Target(self.slots - 1)

    def _player(self, w: str) -> Ref:
        if w == "you":
            p: Ref = You()
        elif w == "each opponent":
            p = EachOpponent()
        elif w in ("each player", "each other player"):
            p = EachPlayer(other=w == "each other player")
        elif w in ("player to your left", "player to your right", "opponent to your left", "opponent to your right"):
            p = PlayerBeside(left=w.endswith("left"), opponent=w.startswith("opponent"))  # 103.1
        elif w == "defending player":
            # 508.5: in an ability about an attacking creature (itself, or the trigger's creature)
            if self.event not in (TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_UNBLOCKED, TriggerEvent.BECOMES_BLOCKED) or self.default_it is None:
                raise LoweringError("'defending player' outside an ability about an attacking creature")
            p = DefendingPlayer(self.default_it)
        elif w == "attacked":
            attacker = self.last_obj or self.default_it
            if self.event not in (TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_UNBLOCKED, TriggerEvent.BECOMES_BLOCKED) or attacker is None:
                raise LoweringError("'the player or planeswalker it's attacking' outside an ability about an attacking creature")
            return AttackedBy(attacker)
        elif w == "that player" and isinstance(self.last_player, OwnerOf):
            # "Return target permanent to its owner's hand. Then that player discards a card": the
            # owner named before, in a spell or a triggered ability alike.
            return self.last_player
        elif w == "that player" and self.event is None:
            # Outside a triggered ability "that player" is the target player named before ("Target
            # player discards two cards. … it deals 3 damage to that player").
            if not isinstance(self.last_player, Target):
                raise LoweringError("'that player' with no target player before it")
            return self.last_player
        elif w == "that player":
            p = EventPlayer()
        elif w == "_same":
            if self.last_player is None:
                raise LoweringError("a verb without a subject")
            return self.last_player
        elif w == "player or controller":
            # "that player or that planeswalker's controller" after "target player or planeswalker":
            # the target itself if it is a player, its controller if it is a permanent (ControllerOf)
            obj = self.last_obj
            if not isinstance(obj, Target) or dict(self._specs_by_slot())[obj.index].kind not in (TargetKind.PLAYER_OR_OBJECT, TargetKind.ANY):
                raise LoweringError("'that player or that permanent's controller' with no target player or permanent before it")
            p = ControllerOf(obj)
        elif w in ("controller", "owner"):
            obj = self.last_obj or self.default_it
            if obj is None:
                raise LoweringError(f"'its {w}' with nothing to refer to")
            p = ControllerOf(obj) if w == "controller" else OwnerOf(obj)
        else:
            raise LoweringError(f"player {w!r}")
        self.last_player = p
        return p

    def source(self, n: ir.Noun) -> ObjectRef:
        """The object a verb's subject names as the source of its damage (CR 120.2b). The card
        itself as the subject doesn't become what "that creature's controller" after it refers to:
        "Destroy target Mountain. CARDNAME deals 3 damage to that land's controller"."""
        return This() if isinstance(n, ir.SelfNoun) else self.obj(n)[0]

    def obj(self, n: ir.Noun) -> list[ObjectRef]:
        refs = self.noun(n)
        out: list[ObjectRef] = []
        for r in refs:
            if isinstance(r, (You, EachOpponent, EachPlayer, EventPlayer, ControllerOf, OwnerOf, DefendingPlayer, AttackedBy, PlayerBeside)) or (
                isinstance(r, Together) and not all(isinstance(x, (Target, SameNameAs)) for x in r.refs)
            ):
                raise LoweringError("a player where an object is needed")
            out.append(r)
        return out

    def divided_targets(self, tn: ir.TargetNoun) -> None:
        """CR 601.2d: the division is among all the targets of the spell or ability."""
        if self.specs:
            raise LoweringError("a division in an ability with other targets")
        self.noun(tn)
        self.divided = True

    def delayed(self, eff: Effect, step: Step, yours: bool) -> Effect:
        """CR 603.7: a delayed triggered ability that triggers at the beginning of the next ``step``
        (of its controller's turn if ``yours``); one that moves objects is about the objects it
        names, fixed as it is created (603.7c). Its controller is "you" (603.7d)."""
        from manastack.model.triggers import AtStep, ByPlayer, TriggerCondition

        when = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, ((ByPlayer(Controller.YOU),) if yours else ()) + (AtStep(step),))
        if isinstance(eff, DrawCards) and isinstance(eff.amount, int) and eff.player == You():
            return DelayedTrigger(when, (eff,))
        if not isinstance(eff, (MoveTo, SacrificeObject, Destroy)):
            raise LoweringError("a delayed effect other than moving, sacrificing or destroying an object or drawing a fixed number of cards")
        if eff.what in self.moved and eff.what not in self.moved_public:
            # 400.7j: only an object moved to a public zone can be found there
            raise LoweringError("a delayed effect on an object an earlier effect moved to a hidden zone (400.7)")
        return DelayedTrigger(when, (replace(eff, what=Remembered()),), about=eff.what)

    def found_after_move(self, refs: list[ObjectRef]) -> list[ObjectRef]:
        """CR 400.7j: an object an earlier part of this effect moved to a public zone is found there
        by the other parts of the effect — "Return target creature card from your graveyard to the
        battlefield. It gains haste." — as what that effect moved (``CreatedObjects``), when it
        moved that object alone and created nothing."""
        if not any(r in self.moved for r in refs):
            return refs
        if self.moved_public == refs and self.moved == refs and len(refs) == 1 and not self.made_tokens:
            return [CreatedObjects()]
        raise LoweringError("an effect on an object an earlier effect moved to another zone (400.7)")

    def _undercity(self) -> None:
        """Venturing into Undercity (CR 701.49d, 726.2) needs its dungeon card, which comes with the
        card data's tokens: unless its rooms compile, a card that ventures there doesn't either."""
        from manastack.errors import ManastackError
        from manastack.rules.initiative import UNDERCITY

        try:
            self.tokens(UNDERCITY)
        except ManastackError as e:
            raise LoweringError(f"venturing into Undercity, whose dungeon card doesn't compile ({e})") from e

    def one(self, n: ir.Noun) -> Ref:
        refs = self.noun(n)
        if len(refs) != 1:
            raise LoweringError("several targets where one is needed")
        return refs[0]

    def one_player(self, n: ir.Noun) -> PlayerRef:
        r = self.one(n)
        if not isinstance(r, PlayerRef):
            raise LoweringError("an object where a player is needed")
        return r

    def amount(self, a: ir.AmountIR) -> Amount:
        match a:
            case int():
                return a
            case ir.XAmount(times=k):
                if self.event is TriggerEvent.BECOMES_MONSTROUS:
                    # 701.37c: X is the value of X as the permanent became monstrous ("monstrosity X")
                    if k != 1:
                        raise LoweringError("a multiple of the X of monstrosity X")
                    return EventAmount()
                return X(k)
            case ir.CountAmount(filter=f, times=k):
                return CountOf(f, k)
            case ir.PowerAmount(of=of):
                # Of an object that has left the battlefield (its own dies trigger): its last known
                # information, kept by the trigger (608.2h, rules.amounts.last_known).
                return PowerOf(self.obj(of)[0])
            case ir.CountersAmount(kind=k, on=on):
                return CountersOn(k, self.obj(on)[0])
            case ir.EventCountAmount() if self.discarded_hand:
                from manastack.model.filters import CountRef

                return CountRef(DiscardedThisWay())  # the cards discarded from your hand (701.9a)
            case ir.EventCountAmount():
                if self.event not in _EVENTS_WITH_AMOUNTS:
                    raise LoweringError("'that much' or 'that many' outside a trigger whose event has an amount")
                return EventAmount()  # the damage dealt, the life gained or lost, the cards looked at (701.22d)
            case ir.GreatestPowerAmount(filter=f):
                return GreatestPower(f)
            case ir.ToughnessAmount(of=of):
                from manastack.model.filters import ToughnessOf

                return ToughnessOf(self.obj(of)[0])
            case ir.ManaValueAmount(of=of):
                from manastack.model.filters import ManaValueOf

                return ManaValueOf(self.obj(of)[0])
            case ir.PlusAmount(amount=inner, plus=n):
                from manastack.model.filters import Plus

                return Plus(self.amount(inner), n)
            case TimesPaid() | CountedAsEntered() | ColorsSpent() | CommanderCasts() | CommanderTax():
                return a
            case LifeTotal(player=You()) | Devotion() | LifeLostThisWay() | DamageDealtThisWay() | BlockersBeyondFirst() | OpponentsAttacked():
                return a
            case ir.TappedThisWayAmount():
                if not self.tapped_this_way:
                    raise LoweringError("'tapped this way' with nothing tapped before it")
                from manastack.model.filters import CountRef

                return CountRef(CreatedObjects())
        raise LoweringError(f"amount {a!r}")

    # ---- effects ----

    def damage(self, e: ir.Damage) -> list[DealDamage]:
        source = self.source(e.source)
        amt = self.amount(e.amount)
        return [DealDamage(amt, r, source) for r in self.noun(e.to)]

    def _rules_effect(self, e: ir.EffectIR) -> list[Effect]:
        return _rules_effect(self, e)

    def _top_card(self, e: ir.TopCardIR) -> list[Effect]:
        """CR 401.2, 701.20a: the top card looked at or revealed, and what becomes of it."""
        from manastack.model.effects import IfDone, LookAtTop, LookAtTopCard

        if not e.taken:
            if e.reveal or e.else_said:
                raise LoweringError("the top card of a library revealed without saying what becomes of it")
            return [LookAtTop(1, rest_zone=Zone.LIBRARY, rest_position="top")]  # "look at the top card of your library": it stays
        card = LookAtTopCard(e.reveal, e.filter, e.take_zone, e.optional, e.reveal_taken, e.tapped, e.else_zone, e.else_position,
                             e.else_optional, e.else_unmatched_only, You() if e.player is None else self.one(e.player))  # type: ignore[arg-type]
        if e.take_zone is not None:
            self.last_obj = CreatedObjects()  # "it": the card taken, where it went
            return [card]
        if not e.then:
            raise LoweringError("'you may reveal it' without saying what revealing it does")
        # "If you do, …": "it" would be the card still in the library, which no reference finds
        saved, self.default_it, self.last_obj = self.default_it, None, None
        try:
            then = self.effects(e.then)
        finally:
            self.default_it = saved
        return [IfDone((card,), then)]

    def effects(self, es: tuple[ir.EffectIR, ...]) -> tuple[Effect, ...]:
        out: list[Effect] = []
        for e in es:
            out += self.effect(e)
        return tuple(out)

    def effect(self, e: ir.EffectIR) -> list[Effect]:
        match e:
            case ir.Unsupported():
                raise LoweringError(e.reason)
            case ir.LastingTriggerIR(line=line, duration=d, next_only=once):
                ab = lower_ability(line, "", self.tokens)
                if not isinstance(ab, TriggeredAbility) or ab.targets or ab.intervening_if is not None:
                    raise LoweringError("a lasting triggered ability with targets or an intervening 'if'")
                return [DelayedTrigger(ab.trigger, ab.effects, lasts=d, next_only=once)]  # 603.7b
            case ir.ChooseColorIR():
                raise LoweringError("'choose a color' with no sentence after it that uses the color")
            case ir.Damage():
                return list(self.damage(e))
            case ir.DamageAtOnce(parts=ps):
                return [DealDamageAtOnce(tuple(d for p in ps for d in self.damage(p)))]
            case ir.DividedDamage(amount=a, targets=tn, source=src):
                source = self.obj(src)[0]  # "it deals …": named before the targets
                self.divided_targets(tn)
                return [DealDividedDamage(self.amount(a), source)]
            case ir.DividedCounters(kind=k, amount=a, targets=tn):
                from manastack.model.effects import PutDividedCounters

                self.divided_targets(tn)
                return [PutDividedCounters(k, self.amount(a))]
            case ir.PlayerAmount(verb=v, amount=a, who=who):
                amt = self.amount(a)
                if v == "scry":
                    return [Scry(amt)]
                if v == "surveil":
                    from manastack.model.effects import Surveil

                    return [Surveil(amt)]
                if v == "discover":
                    from manastack.model.effects import Discover

                    return [Discover(amt)]
                player = self.one(who)
                if v == "draw":
                    return [DrawCards(amt, player)]  # type: ignore[arg-type]
                if v == "discard":
                    return [Discard(amt, player)]  # type: ignore[arg-type]
                if v == "discard at random":
                    return [Discard(amt, player, random=True)]  # type: ignore[arg-type]
                if v == "reveal at random":
                    from manastack.model.effects import RevealAtRandom

                    return [RevealAtRandom(amt, player)]  # type: ignore[arg-type]
                if v == "mill":
                    return [Mill(amt, player)]  # type: ignore[arg-type]
                if v == "gain life":
                    return [GainLife(amt, player)]  # type: ignore[arg-type]
                if v == "lose life":
                    return [LoseLife(amt, player)]  # type: ignore[arg-type]
            case ir.SkipIR(who=who, step=step, count=times):
                from manastack.model.effects import SkipNextStep, SkipNextTurns

                if step is not None:
                    return [SkipNextStep(step, self.one(who))]  # type: ignore[arg-type]
                return [SkipNextTurns(self.one(who), times)]  # type: ignore[arg-type]
            case ir.ExtraTurnsIR(who=who, count=turns):
                from manastack.model.effects import ExtraTurns

                return [ExtraTurns(self.one(who), turns)]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="the ring tempts", who=who):
                from manastack.model.effects import RingTempts

                return [RingTempts(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="look at library top", who=who):
                from manastack.model.effects import LookAtLibraryTop

                return [LookAtLibraryTop(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="discard hand", who=who):
                from manastack.model.effects import DiscardHand

                discarder = self.one(who)
                self.discarded_hand = discarder == You()  # one player's cards: "that many" counts them
                return [DiscardHand(discarder)]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="shuffle library", who=who):
                return [Shuffle(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="shuffle graveyard into library", who=who):
                from manastack.model.effects import ShuffleGraveyardIntoLibrary

                return [ShuffleGraveyardIntoLibrary(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="win the game", who=who):
                from manastack.model.effects import WinsGame

                return [WinsGame(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="lose the game", who=who):
                from manastack.model.effects import LosesGame

                return [LosesGame(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="become the monarch", who=who):
                from manastack.model.effects import BecomeMonarch

                return [BecomeMonarch(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="venture into the dungeon", who=who):
                from manastack.model.effects import Venture

                return [Venture(self.one(who))]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="venture into undercity", who=who):
                from manastack.model.effects import Venture
                from manastack.rules.initiative import UNDERCITY

                self._undercity()
                return [Venture(self.one(who), UNDERCITY)]  # type: ignore[arg-type]
            case ir.PlayerVerb(verb="take the initiative", who=who):
                from manastack.model.effects import TakeInitiative

                self._undercity()  # CR 726.2: taking the initiative ventures into Undercity
                return [TakeInitiative(self.one(who))]  # type: ignore[arg-type]
            case ir.ObjectVerb(verb=v, what=w):
                refs = self.obj(w)
                if v == "destroy":
                    return [Destroy(r, e.regenerable) for r in refs]
                if v == "discard":
                    from manastack.model.effects import DiscardCard

                    return [DiscardCard(r) for r in refs]
                if v == "regenerate":
                    from manastack.model.effects import Regenerate

                    return [Regenerate(r) for r in refs]
                if v == "can't be regenerated":
                    from manastack.model.effects import CantBeRegenerated

                    return [CantBeRegenerated(r) for r in refs]
                if v == "tap":
                    return [Tap(r) for r in refs]
                if v == "phase out":
                    from manastack.model.effects import PhaseOut

                    return [PhaseOut(r) for r in refs]
                if v == "untap":
                    return [Untap(r) for r in refs]
                if v == "tap or untap":
                    from manastack.model.effects import TapOrUntap

                    return [TapOrUntap(r) for r in refs]
                if v in ("keep tapped while tapped", "keep tapped while controlled"):
                    from manastack.model.effects import KeepTapped

                    lasting = Duration.WHILE_SOURCE_TAPPED if v == "keep tapped while tapped" else Duration.WHILE_YOU_CONTROL_SOURCE
                    return [KeepTapped(r, lasting) for r in refs]
                if v == "skip next untap":
                    from manastack.model.effects import SkipNextUntap

                    return [SkipNextUntap(r) for r in refs]
                if v == "transform":
                    from manastack.model.effects import Transform

                    return [Transform(r) for r in refs]
                if v == "flip":
                    from manastack.model.effects import Flip

                    return [Flip(r) for r in refs]
                if v == "counter":
                    return [CounterSpell(r) for r in refs]
                if v == "become monstrous":
                    from manastack.model.effects import BecomeMonstrous

                    return [BecomeMonstrous(r) for r in refs]
                if v == "become renowned":
                    from manastack.model.effects import BecomeRenowned

                    return [BecomeRenowned(r) for r in refs]
                if v == "sacrifice":
                    return [SacrificeObject(r) for r in refs]
                if v == "remove all counters":
                    from manastack.model.effects import RemoveAllCounters

                    return [RemoveAllCounters(r) for r in refs]
            case ir.FightIR(first=a, second=b):
                from manastack.model.effects import Fight

                first, second = self.obj(a), self.obj(b)
                if len(first) != 1 or len(second) != 1:
                    raise LoweringError("a fight between more than two creatures")
                return [Fight(first[0], second[0])]
            case ir.Move():
                refs = self.obj(e.what)
                if e.zone is Zone.LIBRARY and len(refs) > 1:
                    refs = [Together(tuple(refs))]  # 401.4: put there at once, in the owner's order
                shuffles = e.library_position == "shuffle"  # 701.24c: "shuffle it into its owner's library"
                moves: list[Effect] = [
                    MoveTo(r, e.zone, e.tapped, e.under_your_control, "top" if shuffles else e.library_position, e.counters, e.transformed) for r in refs
                ]
                if shuffles:
                    moves += [Shuffle(OwnerOf(r)) for r in refs]
                self.moved += [m.what for m in moves if isinstance(m, MoveTo)]
                if e.zone not in (Zone.HAND, Zone.LIBRARY):
                    self.moved_public += [m.what for m in moves if isinstance(m, MoveTo)]
                if isinstance(e.what, ir.TopNoun):
                    self.last_obj = CreatedObjects()  # "it": the card as it is now, in its new zone
                elif e.zone is Zone.HAND and len(refs) == 1:
                    self.last_player = OwnerOf(refs[0])  # "to its owner's hand" names the owner ("that player")
                return moves
            case ir.MayPlayIR(what=w, until=until):
                from manastack.model.effects import MayPlay

                play_refs: list[ObjectRef] = [CreatedObjects()] if w is None else self.obj(w)
                return [MayPlay(r, until, e.spells_only, e.any_mana_type, e.without_paying) for r in play_refs]
            case ir.MayCastNowIR():
                from manastack.model.effects import MayCastCard

                if not self.searched and not self.moved_public:
                    raise LoweringError("'you may cast those cards' with no cards moved before it")
                return [MayCastCard(CreatedObjects())]
            case ir.CountersOfIR(of=whose, on=on):
                from manastack.model.effects import PutCountersOf

                (holder,) = self.obj(whose)
                return [PutCountersOf(holder, r) for r in self.noun(on)]
            case ir.RemoveCountersIR(kind=k, count=c, on=on):
                from manastack.model.effects import RemoveCounters

                n = self.amount(c)
                return [RemoveCounters(k, n, r) for r in self.obj(on)]
            case ir.MoveCountersIR(kind=k, count=c, source=src, to=to):
                from manastack.model.effects import MoveCounters

                # "onto that creature": an object named before this clause, never the one the
                # counters come from (moving them onto it is impossible, CR 122.5) — read first.
                dst = self.obj(to)
                frm = self.obj(src)
                if len(dst) != 1 or len(frm) != 1:
                    raise LoweringError("counters moved from or onto several objects")
                return [MoveCounters(k, c, frm[0], dst[0])]
            case ir.FlipCoinIR(who=who, won=won, lost=lost):
                from manastack.model.effects import FlipCoin

                return [FlipCoin(self.effects(won), self.effects(lost), self.one(who))]  # type: ignore[arg-type]
            case ir.RollDieIR(sides=sides, table=rows):
                from manastack.model.effects import DieResult, RollDie

                return [RollDie(sides, tuple(DieResult(lo, hi, self.effects(es)) for lo, hi, es in rows))]
            case ir.IfDoneIR(first=first, then=then):
                from manastack.model.effects import IfDone

                return [IfDone(tuple(self.effect(first)), self.effects(then))]
            case ir.CounterExileIR(what=w, exile_if=flt, instead=z, position=pos):
                return [CounterSpell(r, flt, z, pos) for r in self.obj(w)]
            case ir.ExileUntil(what=w):
                return [ExileUntilSourceLeaves(r) for r in self.obj(w)]
            case ir.MakeToken(token=t, count=c):
                self.made_tokens = True
                self.last_obj = CreatedObjects()  # "it" / "them": the tokens just created
                token = self.tokens(t.name) if isinstance(t, ir.NamedToken) else t
                if e.granted:
                    token = replace(token, abilities=token.abilities + tuple(lower_ability(a, e.granted_text, self.tokens) for a in e.granted))
                if CardType.CREATURE in token.types and (token.power is None or token.toughness is None) and not any(
                    isinstance(ab, StaticAbility) and isinstance(ab.effect, PTEqualTo) for ab in token.abilities
                ):
                    raise LoweringError("a creature token without a power and toughness")
                return [CreateToken(token, self.amount(c), tapped=e.tapped, attacking=e.attacking)]
            case ir.MakeTokenCopy(of=of, count=c, tapped=tapped):
                from manastack.model.effects import CreateTokenCopy

                refs = self.obj(of)
                self.made_tokens = True
                self.last_obj = CreatedObjects()  # "it" / "them": the tokens just created
                return [CreateTokenCopy(r, self.amount(c), tapped=tapped) for r in refs]
            case ir.HandChoiceIR(who=who, filter=flt, action=action, look=look):
                from manastack.model.effects import ChooseFromHand, DiscardCard, LookAtHand, RevealHand

                player = self.one(who)
                if flt is None:
                    return [LookAtHand(player) if look else RevealHand(player)]  # type: ignore[arg-type]
                if action is None:
                    raise LoweringError("a card chosen from a revealed hand with nothing done to it")
                self.last_obj = CreatedObjects()  # "that card": the card chosen
                after: Effect = DiscardCard(CreatedObjects()) if action == "discard" else MoveTo(CreatedObjects(), Zone.EXILE)
                return [ChooseFromHand(player, flt, look), after]  # type: ignore[arg-type]
            case ir.EmblemIR(abilities=abilities, text=text):
                from manastack.model.card import emblem
                from manastack.model.effects import CreateEmblem

                return [CreateEmblem(emblem(tuple(lower_ability(a, text, self.tokens) for a in abilities), text))]
            case ir.AtNextStep(effect=inner, step=step, yours=yours):
                before = list(self.moved), list(self.moved_public)
                delayed_effects = self.effects((inner,))
                self.moved, self.moved_public = before  # the delayed effect moves nothing now
                return [self.delayed(eff, step, yours) for eff in delayed_effects]
            case ir.WhenDiesThisTurn(effects=inner):
                from manastack.model.triggers import AboutRemembered, TriggerCondition

                (about,) = self.obj(ir.ItNoun())
                saved = self.last_obj, list(self.moved), list(self.moved_public), len(self.specs)
                self.last_obj = EventObject()  # "the creature", "it": the creature that died (603.10a)
                delayed_effects = tuple(self.effects(inner))
                if len(self.specs) != saved[3]:
                    raise LoweringError("a target in a delayed triggered ability")
                self.last_obj, self.moved, self.moved_public = saved[0], saved[1], saved[2]
                return [DelayedTrigger(TriggerCondition(TriggerEvent.DIES, (AboutRemembered(),)), delayed_effects, about=about, lasts=Duration.END_OF_TURN)]
            case ir.ExileCreatedAtEndOfCombat():
                if not self.made_tokens:
                    raise LoweringError("'that token' with no token created before it")
                from manastack.model.triggers import AtStep, TriggerCondition

                return [DelayedTrigger(
                    TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END_OF_COMBAT),)),
                    (MoveTo(Remembered(), Zone.EXILE),), about=CreatedObjects(),
                )]
            case ir.Counters(kind=k, count=c, on=on):
                amt = self.amount(c)
                return [PutCounters(k, amt, r) for r in self.noun(on)]
            case ir.Pump():
                refs = self.found_after_move(self.obj(e.what))
                if any(self._spell_target(r) for r in refs):
                    raise LoweringError("a spell's characteristics changed (the layers apply to permanents)")
                out: list[Effect] = []
                for r in refs:
                    if e.pt:
                        out.append(ModifyPT(r, self.amount(e.power), self.amount(e.toughness), e.duration))
                    fixed = tuple(a for a in e.abilities if isinstance(a, (Protection, Landwalk, StaticAbility)))
                    if e.keywords or fixed:
                        out.append(GrantAbilities(r, keywords=e.keywords, abilities=fixed, duration=e.duration))
                    out += [GrantProtectionOfChoice(r, a.options, e.duration) for a in e.abilities if isinstance(a, ir.ProtectionOfChoice)]
                    if e.color_of_choice:
                        out.append(BecomeColorOfChoice(r, e.duration))
                return out
            case ir.SwitchPTIR(what=w, duration=d):
                from manastack.model.effects import SwitchPT

                return [SwitchPT(r, d) for r in self.obj(w)]
            case ir.Search():
                self.searched = True
                search = SearchLibrary(replace(e.filter, zone=Zone.LIBRARY), e.zone, None if e.count is None else self.amount(e.count), e.tapped, rest=e.rest,
                                       zones=e.zones, shuffle=e.shuffle, max_mana_value=None if e.max_mana_value is None else self.amount(e.max_mana_value),
                                       min_mana_value=None if e.min_mana_value is None else self.amount(e.min_mana_value), up_to=e.up_to,
                                       under_your_control=e.under_your_control, every_zone=e.every_zone, also=tuple(replace(f, zone=Zone.LIBRARY) for f in e.also),
                                       different_names=e.different_names, counters=e.counters)
                if e.same_name_as is not None:
                    named = self.found_after_move(self.obj(e.same_name_as))  # 400.7j: "that card" in its new zone
                    if len(named) != 1:
                        raise LoweringError("'the same name as' several objects")
                    search = replace(search, same_name_as=named[0])
                if e.library_of is not None:
                    search = replace(search, library_of=self.one(e.library_of))  # type: ignore[arg-type]
                return [search if e.who is None else replace(search, player=self.one(e.who))]  # type: ignore[arg-type]
            case ir.MoveChosen(filter=f):
                chosen = MoveChosen(f, e.zone, e.tapped)
                self.last_obj = CreatedObjects()  # "it": the chosen card as it is now, in its new zone
                return [chosen if e.who is None else replace(chosen, player=self.one(e.who))]  # type: ignore[arg-type]
            case ir.SacrificeChoice(who=who, filter=f, count=c):
                sacrifice = Sacrifice(f, c, self.one(who))  # type: ignore[arg-type]
                if c == 1 and isinstance(sacrifice.player, (Target, You)):
                    from manastack.model.filters import Sacrificed

                    # "Target player sacrifices a creature of their choice, then gains life equal to
                    # that creature's toughness": the one permanent sacrificed (608.2h)
                    self.last_obj = Sacrificed()
                return [sacrifice]
            case ir.CopyIt():
                # "Whenever you cast a spell, copy that spell / copy it": the spell the trigger is about
                cast = isinstance(e.what, ir.ItNoun) and self.last_obj is None and self.default_it is None and self.event is TriggerEvent.CAST
                if e.ability and self.event is not TriggerEvent.ACTIVATES:
                    raise LoweringError("'copy that ability' not of an ability just activated")
                refs = [EventSpell()] if e.ability else [EventObject()] if cast else self.obj(e.what)
                for r in refs:
                    self._check_copied_spell(r)
                return [CopySpell(r, e.new_targets, e.remove_supertypes, e.times) for r in refs]
            case ir.NextSpellWithFlashIR(filter=f):
                from manastack.model.effects import NextSpellWithFlash

                return [NextSpellWithFlash(f)]
            case ir.ChangeTargetsIR(what=w, to=to):
                from manastack.model.effects import ChangeTargets

                return [ChangeTargets(r, None if to is None else self.one(to)) for r in self.obj(w)]  # type: ignore[arg-type]
            case ir.Mana():
                return [AddMana(e.produce, self.amount(e.amount), e.restriction, self.one(e.who), e.same_type, e.kept)]  # type: ignore[arg-type]
            case ir.NoLifeGain(who=who):
                return [ForbidLifeGain(self.one(who))]  # type: ignore[arg-type]
            case ir.Unpreventable():
                return [StopPrevention()]
            case ir.Prevent(by=by_noun):
                if isinstance(by_noun, ir.ChosenNoun):
                    from manastack.model.effects import ChooseObject

                    self.last_obj = CreatedObjects()  # "that creature": the one chosen
                    return [ChooseObject(by_noun.filter), PreventDamage(combat_only=True, by=CreatedObjects())]
                by: list[ObjectRef | None] = [None] if by_noun is None else list(self.obj(by_noun))
                if len(by) != 1:
                    raise LoweringError("combat damage several references would deal")
                # "dealt to and dealt by [it]": the same reference, read once
                prevent_to = (by[0] if e.to == by_noun else self.one(e.to)) if e.to is not None else None
                return [PreventDamage(prevent_to, self.amount(e.amount) if e.amount is not None else None, e.combat_only, by[0])]
            case ir.GainControlIR(what=w, duration=d, who=who):
                from manastack.model.effects import GainControl

                gainer = You() if who == ir.PlayerNoun("you") else self.one_player(who)
                return [GainControl(r, d, gainer) for r in self.obj(w)]
            case ir.ExchangeControlIR(what=w):
                from manastack.model.effects import ExchangeControl

                pair = self.obj(w)
                if len(pair) != 2:
                    raise LoweringError("exchange of control of other than two objects")
                return [ExchangeControl(pair[0], pair[1])]
            case ir.AttachSelfIR(what=what, to=to):
                # "attach this Equipment to it": what was mentioned before ("create a … token, then", 702.92a)
                earlier = self.obj(to) if isinstance(to, ir.ItNoun) else None
                if self.noun(what) != [This()]:
                    raise LoweringError("'attach it' where 'it' isn't the ability's source")
                dest = earlier if earlier is not None else self.obj(to)
                if This() in dest:
                    raise LoweringError("an object attached to itself (CR 301.5c, 303.4d)")
                return [Attach(r) for r in dest]
            case ir.AttachChosenIR(filter=f, to=to):
                from manastack.model.effects import AttachChosen

                return [AttachChosen(f, r) for r in self.obj(to)]
            case ir.IfItIs(what=w, filter=f, effects=inner):
                from manastack.model.conditions import IsA
                from manastack.model.effects import Conditional

                subject = self.obj(w)
                if len(subject) != 1:
                    raise LoweringError("'if it's …' about several objects")
                # 400.7j: an object an earlier effect moved to a public zone is found there ("If the
                # exiled card is a God card"); one moved to a hidden zone can't be.
                return [Conditional(IsA(self.found_after_move(subject)[0], f), self.effects(inner))]
            case ir.MayDo(effects=inner, who=who, otherwise=refused):
                chooser = You() if who is None else self.one(who)
                return [May(self.effects(inner), chooser, self.effects(refused))]  # type: ignore[arg-type]
            case ir.IfThen(condition=cond, effects=inner, otherwise=()):
                from manastack.model.conditions import CostPaid
                from manastack.model.effects import Conditional

                if e.about_it and self.obj(ir.ItNoun()) != [This()]:
                    raise LoweringError("a condition on counters on 'it' that isn't this object")
                slots = self.slots
                if_true = self.effects(inner)
                if isinstance(cond, CostPaid) and self.slots != slots:
                    # CR 702.33g: targets of a part that happens only if the spell was kicked are
                    # chosen only if it was kicked — targets that depend on the kicker.
                    raise LoweringError("targets chosen only if the spell was kicked")
                return [Conditional(cond, if_true)]
            case ir.IfThen(condition=cond, effects=inner, otherwise=other):
                from manastack.model.effects import Conditional

                # CR 702.33e, 608.2c: "If this spell was kicked, [effects] instead" replaces the
                # effect before it; the spell's targets were chosen once (601.2c), so the "instead"
                # effect may name only the targets the replaced effect has.
                mark = len(self.declared)
                replaced = self.effects(other)
                self.same_targets, slots = self.declared[mark:], self.slots
                instead = self.effects(inner)
                self.same_targets = []
                if self.slots != slots:
                    raise LoweringError("an 'instead' effect with targets of its own")
                return [Conditional(cond, instead, replaced)]
            case ir.ExploreIR(what=w, times=n):
                from manastack.model.effects import Explore

                explores: list[Effect] = [Explore(r) for r in self.obj(w)]
                return explores * n
            case ir.EndureIR(what=w, n=n):
                from manastack.model.effects import Endure

                return [Endure(n, r) for r in self.obj(w)]
            case ir.PopulateIR():
                from manastack.model.effects import Populate

                self.made_tokens = True
                return [Populate()]
            case ir.BolsterIR(count=n):
                from manastack.model.effects import Bolster

                return [Bolster(n)]
            case ir.AmassIR(subtype=st, count=n):
                from manastack.model.effects import Amass

                return [Amass(st, n)]
            case ir.RevealUntilIR(take_zone=None):
                raise LoweringError("'reveal cards until' without saying where the card goes")
            case ir.RevealUntilIR(filter=f, take_zone=z, tapped=t) if z is not None:
                from manastack.model.effects import RevealUntil

                self.last_obj = CreatedObjects()  # "it": the card revealed, where it went
                return [RevealUntil(f, z, t)]
            case ir.PilesIR(count=n, separator=sep, chooser=ch, chosen_zone=cz, other_zone=oz):
                from manastack.model.effects import RevealIntoPiles

                if ch is None or cz is None or oz is None:
                    raise LoweringError("cards separated into piles without saying what becomes of them")
                return [RevealIntoPiles(self.amount(n), sep, ch, cz, oz)]
            case ir.TopCardIR():
                return self._top_card(e)
            case ir.LookTopIR(rest_zone=None):
                raise LoweringError("look at the top cards of a library without saying where they go")
            case ir.LookTopIR(rest_zone=rz) if rz is not None:
                from manastack.model.effects import LookAtTop

                return [LookAtTop(
                    self.amount(e.count), e.take, e.filter, e.optional, e.reveal, e.take_zone, rz, e.rest_position, e.random, e.tapped,
                    e.reveal_all, e.take_all,
                )]
            case ir.PutFromHandIR(count=n, position=pos):
                from manastack.model.effects import PutFromHand

                return [PutFromHand(n, Zone.LIBRARY, pos)]
            case ir.ExtraLandPlays(count=n):
                return [AdditionalLandPlays(n)]
            case ir.ManifestIR(count=n, kind=kind):
                from manastack.model.effects import Manifest

                self.last_obj = CreatedObjects()  # "then put a +1/+1 counter on it": the manifested permanent
                return [Manifest(n, kind)]
            case ir.ManifestDreadIR():
                from manastack.model.effects import ManifestDread

                self.last_obj = CreatedObjects()  # "that creature": the manifested permanent
                return [ManifestDread()]
            case ir.ProliferateIR():
                from manastack.model.effects import Proliferate

                return [Proliferate()]
            case ir.RestrictIR() | ir.CombatRuleIR() | ir.LoseKeywords() | ir.ExileIfDiesIR() | ir.SetBasePTIR() | ir.ChooseTargets() | ir.TapAnyIR() | ir.BecomesIR():
                return self._rules_effect(e)
            case ir.CreateReplacementIR(effect=eff, duration=d):
                from manastack.model.effects import CreateReplacement

                return [CreateReplacement(eff, d)]
            case ir.CastFrom(filter=f, zone=z, replacement=rep):
                return [CastFromZone(f, z, replacement=rep)]
            case ir.OptionalCost(cost=c, payer=payer, then=then, otherwise=other):
                otherwise = self.effects(other)
                if payer == ir.PlayerNoun("any opponent"):
                    # "any opponent may …. If a player does, …" (118.12): the first opponent who pays
                    return [PayCost(c, self.effects(then), otherwise, EachOpponent(), any_player=True)]
                payer_ref = self.one(payer)
                return [PayCost(c, self.effects(then), otherwise, payer_ref)]  # type: ignore[arg-type]
        raise LoweringError(f"effect {type(e).__name__}")


def _mode_texts(text: str, n: int) -> list[str]:
    """The printed text of each of ``n`` bulleted modes (CR 700.2), or "" if they can't be told apart."""
    parts = [p.strip() for p in text.split("\u2022")[1:]]
    return parts if len(parts) == n else [""] * n


def _rules_effect(scope: _Scope, e: ir.EffectIR) -> list[Effect]:
    """Restrictions (CR 508.1c, 509.1b, 611.2c), ability loss (613.1f), "exile it instead" for a
    dying creature (614.1a), base power and toughness (613.4b), chosen targets, "tap any number of"
    and "becomes … and gains …" (205.1b, 613.1f)."""
    from manastack.model.effects import (
        ExileIfDies,
        ExileIfLeaves,
        LoseAbilities,
        Restrict,
        SetBasePT,
        TapAnyNumber,
    )

    match e:
        case ir.RestrictIR(what=w, attack=at, block=bl, duration=d, requirement=req, attack_source=at_src, during=during, block_source=bl_src):
            turn_of = scope.one(during) if during is not None else None  # named first: "that player" is it
            refs = scope.obj(w)
            if any(not isinstance(r, (AllMatching, ControlledBy, Target, This, AttachedTo, EventObject)) for r in refs):
                # 611.2c: a rule-modifying effect on a described set is checked as it applies;
                # only "all [filter]", "[filter] that player controls" and particular objects are expressed.
                raise LoweringError("a restriction on a set of objects other than 'all [filter]'")
            whom = This() if bl_src else None
            return [Restrict(r, at, bl, d, req, attack_source=at_src, whom=whom, next_turn_of=turn_of) for r in refs]  # type: ignore[arg-type]
        case ir.CombatRuleIR(what=w, rule=rule, duration=d):
            from manastack.model.effects import CombatRule

            refs = scope.obj(w)
            if any(not isinstance(r, (AllMatching, Target, This, AttachedTo, EventObject)) for r in refs):
                raise LoweringError("a blocking rule for a set of objects other than 'all [filter]'")  # 611.2c, as Restrict
            return [CombatRule(r, rule, d) for r in refs]
        case ir.LoseKeywords(what=w, keywords=kws, duration=d):
            return [LoseAbilities(r, kws, d) for r in scope.obj(w)]
        case ir.ExileIfDiesIR(what=w, leaves=leaves):
            return [ExileIfLeaves(r) if leaves else ExileIfDies(r) for r in scope.found_after_move(scope.obj(w))]
        case ir.SetBasePTIR(what=w, power=p, toughness=t, duration=d):
            refs = scope.obj(w)  # "its": resolved before "CARDNAME's" changes the last object
            pa, ta = scope.amount(p), scope.amount(t)
            return [SetBasePT(r, pa, ta, d) for r in refs]
        case ir.ChooseTargets(target=t):
            scope.noun(t)
            return []
        case ir.TapAnyIR(filter=f):
            scope.tapped_this_way = True
            return [TapAnyNumber(f)]
        case ir.BecomesIR(what=w, types=ts, subtypes=sts, granted=granted, granted_text=gt, duration=d) if e.pt is not None:
            if not e.keeps_types:
                raise LoweringError("becomes a creature without keeping its other types (205.1a)")
            colors = frozenset(e.colors) if e.colors is not None else None
            made = Becomes(This(), ts, sts, e.pt[0], e.pt[1], d, colors, e.keywords, e.replaces_creature_types)
            return _becomes_each(_permanents_now(scope, w), made, _granted_abilities(granted, gt, scope.tokens))
        case ir.BecomesIR(what=w, types=ts, subtypes=sts, granted=granted, granted_text=gt, duration=d):
            refs = _permanents_now(scope, w)
            abilities = _granted_abilities(granted, gt, scope.tokens)
            # A Vehicle has a printed power and toughness, which it has once it is a creature (301.7a-b):
            # "[this Vehicle / target Vehicle] becomes an artifact creature" (205.1b). That the card
            # itself has a printed power and toughness is checked with its type line (compile_face).
            vehicle = ts == (CardType.ARTIFACT.value, CardType.CREATURE.value) and not sts and all(
                isinstance(r, This) or any(r in ts_ and (sub := n.filter.get(Subtypes)) is not None and "Vehicle" in sub.subtypes for n, ts_ in scope.declared) for r in refs
            )
            if "Creature" in ts and not vehicle and not any(isinstance(ab, StaticAbility) and isinstance(ab.effect, (PTEqualTo, SetPTStatic)) for ab in abilities):
                raise LoweringError("becomes a creature without a power and toughness the engine can define")
            return _becomes_each(refs, Becomes(This(), ts, sts, duration=d, added_colors=frozenset(e.added_colors)), abilities)
    raise LoweringError(f"effect {type(e).__name__}")


def _permanents_now(scope: _Scope, n: ir.Noun) -> list[ObjectRef]:
    """The objects a "becomes" effect names; one an earlier effect moved is found where it went
    (400.7j: "return it to the battlefield … That creature is a Zombie")."""
    return scope.found_after_move(scope.obj(n))


def _becomes_each(refs: list[ObjectRef], made: Becomes, abilities: tuple[Ability, ...]) -> list[Effect]:
    """The "becomes" effect on each referenced object, and the abilities it gains with it (one
    effect of layers 4–7, 611.2c)."""
    out: list[Effect] = []
    for r in refs:
        out.append(replace(made, what=r))
        if abilities:
            out.append(GrantAbilities(r, abilities=abilities, duration=made.duration))
    return out


def _granted_abilities(granted: tuple[ir.AbilityIR, ...], text: str, tokens: ir.Tokens) -> tuple[Ability, ...]:
    """The quoted abilities an effect grants (layer 6, 613.1f): activated and triggered abilities,
    keywords, and static abilities defining or modifying power and toughness — rules.layers
    applies the effects of granted static abilities in layer 7 only."""
    abilities = tuple(lower_ability(a, text, tokens) for a in granted)
    for ab in abilities:
        if isinstance(ab, StaticAbility) and not isinstance(ab.effect, (PTEqualTo, SetPTStatic, ModifyPTStatic)):
            raise LoweringError("a granted static ability other than a power/toughness one")
        if not isinstance(ab, (KeywordAbility, StaticAbility, ActivatedAbility, TriggeredAbility)):
            raise LoweringError(f"a granted {type(ab).__name__}")
    return abilities


def _body(body: ir.Body, scope: _Scope) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
    if body.modes:
        raise LoweringError("modal ability")
    effects = scope.effects(body.effects)
    return effects, tuple(scope.specs)


def lower_abilities(a: ir.AbilityIR, text: str, tokens: ir.Tokens) -> tuple[Ability, ...]:
    """One ability IR node → the model abilities it stands for: a keyword with a cost may represent
    several (dash, CR 702.109a: an alternative cost and two static abilities)."""
    if isinstance(a, ir.KeywordCostLine):
        from manastack.model.abilities import KEYWORD_COSTS

        return KEYWORD_COSTS[a.keyword](a.cost, text)
    if isinstance(a, ir.KeywordPlainLine):
        from manastack.model.abilities import KEYWORD_PLAIN

        return KEYWORD_PLAIN[a.keyword](text)
    if isinstance(a, ir.KeywordNumberLine):
        from manastack.model.abilities import KEYWORD_NUMBERS

        return KEYWORD_NUMBERS[a.keyword](a.n, text)
    if isinstance(a, ir.KeywordLine) and a.keyword is Keyword.SOULBOND:
        from manastack.model.abilities import soulbond

        return soulbond()
    ability = lower_ability(a, text, tokens)
    if "mana value x or less" in text.lower() and _x_mana_value_outside_targets(ability):
        raise LoweringError("'with mana value X or less' outside a target requirement")
    return (ability,)


def _x_mana_value_outside_targets(node: object) -> bool:
    """Whether a filter "with mana value X or less" appears in ``node`` other than in a target
    requirement (only those are counted for the announced X, 601.2c)."""
    if isinstance(node, TargetSpec):
        return False
    if isinstance(node, ObjectFilter) and node.get(ManaValueAtMostX) is not None:
        return True
    if isinstance(node, tuple):
        return any(_x_mana_value_outside_targets(n) for n in node)
    if is_dataclass(node) and not isinstance(node, type):
        return any(_x_mana_value_outside_targets(getattr(node, f.name)) for f in fields(node))
    return False


def _about_source(cond: Condition | None) -> bool:
    """An intervening "if" about the ability's source ("if there are no arrowhead counters on this
    artifact", "if this Vehicle attacked or blocked this combat"): "it" after it is the source."""
    return isinstance(cond.condition if isinstance(cond, Not) else cond, (SourceHasCounters, SourceAttackedThisTurn))


def lower_ability(a: ir.AbilityIR, text: str, tokens: ir.Tokens) -> Ability:
    """One ability IR node → a model ability (raises :class:`LoweringError`); ``tokens`` gives the
    predefined tokens the ability names."""
    match a:
        case ir.Unsupported():
            raise LoweringError(a.reason)
        case ir.KeywordLine(keyword=k):
            return KeywordAbility(k)
        case ir.LandwalkLine(land_type=t):
            return Landwalk(t)
        case ir.ToxicLine(n=n):
            return Toxic(n)
        case ir.ProtectionLine(ability=p):
            return p
        case ir.BlockedByLine(count=n):
            return BlockedOnlyByAtLeast(n)
        case ir.EnchantLine(filter=f):
            return Enchant(f)
        case ir.EquipLine(cost=c, filter=f):
            # CR 702.6a: "[Cost]: Attach this permanent to target [creature] you control. Activate only as a sorcery."
            sub = f.get(Subtypes)
            desc = "target " + (" ".join(sorted(sub.subtypes)) + " " if sub and sub.subtypes else "") + "creature you control"
            return ActivatedAbility(
                Cost(mana=c), (Attach(to=Target(0)),), (TargetSpec(TargetKind.OBJECT, f, description=desc),),
                sorcery_speed=True, text=text,
            )
        case ir.EmbalmLine(cost=c):
            # CR 702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a
            # token that's a copy of this card, except it's white, it has no mana cost, and it's a
            # Zombie in addition to its other types. Activate only as a sorcery."
            from manastack.model.effects import EMBALM_EXCEPTIONS, CreateTokenCopy

            return ActivatedAbility(
                Cost(c, (ExileSelf(),)), (CreateTokenCopy(This(), exceptions=EMBALM_EXCEPTIONS, embalmed=True),),
                sorcery_speed=True, zone=Zone.GRAVEYARD, text=text,
            )
        case ir.BackupLine():
            # CR 702.165a: it grants the abilities printed below it, which only the card's own text
            # box has (the compiler lowers it there); granted ("gains backup 1") it isn't read.
            raise LoweringError("backup without the abilities printed below it (CR 702.165a)")
        case ir.KeywordCostLine(keyword=k) | ir.KeywordNumberLine(keyword=k) | ir.KeywordPlainLine(keyword=k):
            abilities = lower_abilities(a, text, tokens)
            if len(abilities) != 1:
                raise LoweringError(f"{k} granted: a keyword of several abilities")
            return abilities[0]
        case ir.CumulativeUpkeepLine(cost=c):
            # CR 702.24a: a triggered ability at the beginning of its controller's upkeep.
            from manastack.model.abilities import cumulative_upkeep

            return cumulative_upkeep(c, text=text)
        case ir.CastTriggerLine(keyword=k):
            # CR 702.40a, 702.85a: triggered abilities of the spell that function on the stack.
            from manastack.model.abilities import cascade, storm

            return {"storm": storm, "cascade": cascade}[k](text=text)
        case ir.OverloadLine(cost=c, body=b):
            # CR 702.96a: an alternative cost with the spell's text changed ("target" → "each").
            from manastack.model.abilities import overload

            if b is None:
                raise LoweringError("overload on a card without a spell ability")
            spell = lower_ability(ir.SpellLine(b), text, tokens)
            assert isinstance(spell, SpellAbility)
            if spell.targets or any(m.targets for m in spell.modes):
                raise LoweringError("an overloaded spell that still has targets (702.96b)")
            return overload(c, spell, text=text)
        case ir.AwakenLine(cost=c, body=b):
            # CR 702.113a: an alternative cost with the awaken spell ability after the spell's own.
            from manastack.model.abilities import awaken

            if b is None:
                raise LoweringError("awaken on a card without a spell ability")
            spell = lower_ability(ir.SpellLine(b), text, tokens)
            assert isinstance(spell, SpellAbility)
            return awaken(c, spell, text=text)
        case ir.FlashbackLine(cost=c):
            # CR 702.34a: cast from the graveyard for the flashback cost; exiled when it leaves the stack.
            from manastack.model.abilities import flashback

            return flashback(c, text=text)
        case ir.CrewLine(power=n):
            # CR 702.122a: "Tap any number of other untapped creatures you control with total power N
            # or greater: This permanent becomes an artifact creature until end of turn."
            from manastack.model.abilities import crew

            return crew(n, text=text)
        case ir.MorphLine(cost=c, kind=kind):
            # CR 702.37a–b, 702.168a: cast face down for {3}; turned face up for the cost (rules.face_down).
            return Morph(c, kind, text=text)
        case ir.SuspendLine(count=n, cost=c):
            # CR 702.62a: the special action from the hand and two triggered abilities in exile (rules.suspend).
            from manastack.model.abilities import suspend

            return suspend(n, c, text=text)
        case ir.PlotLine(cost=c):
            # CR 702.170a: a special action from the hand; the plotted card is cast free later (rules.plot).
            return Plot(c, text=text)
        case ir.WardLine(cost=c):
            from manastack.model.abilities import ward

            return ward(c, text=text)
        case ir.KickerLine(cost=c, multi=multi, name=name):
            # CR 702.33a, 702.33c: an optional additional cost, paid once (or any number of times).
            from manastack.model.abilities import kicker

            return kicker(c, text=text if name == "kicker" else f"Kicker {c.text()}", multi=multi, name=name)
        case ir.BuybackLine(cost=c):
            # CR 702.27a: "You may pay an additional [cost] as you cast this spell" and "If the buyback
            # cost was paid, put this spell into its owner's hand instead of into that player's
            # graveyard as it resolves" (rules.zones).
            return AdditionalCost(c, "buyback", optional=True, text=text)
        case ir.CyclingLine(cost=c, search=f):
            # CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."; 702.29e:
            # "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a
            # [type] card, reveal it, and put it into your hand. Then shuffle." Activated from hand.
            cycle_effects: tuple[Effect, ...] = (DrawCards(1),) if f is None else (SearchLibrary(f, Zone.HAND),)
            return ActivatedAbility(Cost(c, (DiscardSelf(),)), cycle_effects, zone=Zone.HAND, text=text, keyword="cycling")
        case ir.SpellLine(body=b):
            if b.modes:
                modes = []
                for i, m in enumerate(b.modes):
                    s = _Scope(tokens, announced_x=True)
                    modes.append(Mode(s.effects(m), tuple(s.specs), cost=b.mode_costs[i] if b.mode_costs else None))
                return SpellAbility(modes=tuple(modes), choose=b.choose, text=text, at_least=b.at_least, repeat_modes=b.repeat, choose_all_if=b.choose_all_if)
            s = _Scope(tokens, announced_x=True)
            effects, targets = _body(b, s)
            return SpellAbility(effects, targets, text=text)
        case ir.ActivatedLine() if a.body.modes and (a.body.repeat or a.body.mode_costs):
            raise LoweringError("an activated ability whose modes may be chosen more than once or have costs")
        case ir.ActivatedLine() if a.body.modes:
            # CR 700.2a: a modal activated ability; each mode has its own targets (700.2c).
            act_modes = []
            for m, mode_text in zip(a.body.modes, _mode_texts(text, len(a.body.modes))):
                s = _Scope(tokens, default_it=This())
                act_modes.append(Mode(s.effects(m), tuple(s.specs), mode_text))
            if any(isinstance(e, ir.Move) and isinstance(e.what, ir.SelfNoun) and e.from_zone is not None for m in a.body.modes for e in m):
                raise LoweringError("a modal ability that moves its source from another zone")
            return ActivatedAbility(a.cost, (), (), a.sorcery_speed, a.max_per_turn, a.condition, a.cost_zone or Zone.BATTLEFIELD,
                                    text=text, modes=tuple(act_modes), choose=a.body.choose, cost_modifiers=a.cost_modifiers, at_least=a.body.at_least,
                                    keyword=a.keyword, activators=a.activators)
        case ir.ActivatedLine():
            s = _Scope(tokens, default_it=This(), announced_x=a.cost.mana is not None and a.cost.mana.x_count > 0)
            effects, targets = _body(a.body, s)
            zone = a.cost_zone or Zone.BATTLEFIELD
            for e in a.body.effects:
                if isinstance(e, ir.Move) and isinstance(e.what, ir.SelfNoun) and e.from_zone is not None:
                    zone = e.from_zone
            return ActivatedAbility(a.cost, effects, targets, a.sorcery_speed, a.max_per_turn, a.condition, zone, text=text,
                                    cost_modifiers=a.cost_modifiers, keyword=a.keyword, activators=a.activators)
        case ir.TriggeredLine():
            trig = a.trigger
            about_object = trig.event in _EVENTS_ABOUT_AN_OBJECT
            default: ObjectRef | None = This() if a.self_subject else (EventObject() if about_object else None)
            if default is None and _about_source(a.intervening_if):
                default = This()  # "if this enchantment has no charge counters on it, return it …"
            s = _Scope(tokens, default_it=default, self_left=a.self_subject and trig.event in (TriggerEvent.DIES, TriggerEvent.LEAVES), event=trig.event)
            effects, targets = _body(a.body, s)
            return TriggeredAbility(trig, effects, targets, a.intervening_if, text=text)
        case ir.StaticLine(effect=ir.TokensInsteadIR(kinds=kinds, instead=names), condition=c):
            return StaticAbility(TokensInstead(kinds, tuple(tokens(n) for n in names)), c, text=text)
        case ir.StaticLine(effect=ir.GrantQuotedIR(affected=affected, granted=granted, text=gt), condition=c):
            return StaticAbility(GrantAbilitiesStatic(affected, _granted_abilities(granted, gt, tokens)), c, text=text)
        case ir.StaticLine(effect=e, condition=c):
            assert not isinstance(e, (ir.TokensInsteadIR, ir.GrantQuotedIR))
            return StaticAbility(e, c, text=text)
        case ir.AdditionalCostLine(cost=c):
            return AdditionalCost(c, text=text)
        case ir.AdditionalCostChoiceLine(choices=cs):
            return AdditionalCost(Cost(), text=text, choices=cs)  # 118.8, 601.2b
        case ir.AlternativeCostLine(cost=c, condition=cond):
            return AlternativeCost(c, ALTERNATIVE, condition=cond, text=text)  # 118.9
    raise LoweringError(f"ability {type(a).__name__}")
