"""Zone changes (CR 400.6–400.7): moving objects between zones, entering and leaving the
battlefield, the replacement effects that change where an object goes, and the verbs that move
objects (exile, return, destroy, sacrifice, "until this leaves the battlefield").

An object that changes zones becomes a new object (400.7). Entering the battlefield applies the
replacement effects that modify how a permanent enters — a copy effect, "as this enters,
choose", "enters tapped", "enters with counters" (614.1c, 614.12, 616.1c); leaving it is seen by
leaves-the-battlefield abilities looking back in time (603.10) and ends effects lasting "for as
long as" it remains (611.2b).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.actions import Answer, Choose, ChooseValue, Decision, DecisionKind, Purpose
from manastack.events import (
    AuraCantEnter,
    ChosenAsEnters,
    CopyEffect,
    CreaturesDied,
    EffectDoesNothing,
    GameEvent,
    Revealed,
    ZoneChange,
)
from manastack.mana import COLOR_ORDER, Color
from manastack.model.abilities import (
    AMPLIFIED,
    DEVOURED,
    MADNESS,
    AlternativeCost,
    Amplify,
    Devour,
    Enchant,
    EntersAsCopy,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ExileInstead,
    ExileInsteadOfDying,
    ExileInsteadOfLeaving,
    GrantKeywordsStatic,
    GraveyardToExile,
    StaticAbility,
    Sunburst,
    ThisAndPaired,
    rebound_cast,
)
from manastack.model.card import CardDef, face_down_values
from manastack.model.effects import (
    Destroy,
    Duration,
    ExileUntilSourceLeaves,
    MoveChosen,
    MoveTo,
    Sacrifice,
    SacrificeObject,
)
from manastack.model.filters import AttachedTo, ObjectFilter, This
from manastack.model.triggers import AboutAttached, TriggerEvent
from manastack.model.types import CREATURE_TYPES, CardType, ChoiceKind, FaceDown, Keyword, Zone
from manastack.rules import replacement
from manastack.rules.amounts import (
    Resolving,
    amount_of,
    moved_earlier,
    objects_of,
    players_of,
    res_amount,
)
from manastack.rules.attachments import attach, choose_enchanted
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.continuous import end_effects_of_source
from manastack.rules.counters import put_counters
from manastack.rules.day_night import NIGHT
from manastack.rules.entering_attacking import RETURNED_ATTACKER_WAS_ATTACKING, put_onto_battlefield_attacking
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match, matches, matching
from manastack.rules.layers import base_chars, chars
from manastack.rules.life import lose_life
from manastack.rules.log import record
from manastack.rules.ordering import order_cards
from manastack.rules.pipeline import Proposed, perform
from manastack.rules.predicates import paired_partner
from manastack.rules.relations import same_team
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.triggers import notice
from manastack.state.characteristics import Chars
from manastack.state.effects import ActiveEffect
from manastack.state.game_state import DelayedTriggerRecord, ExileLink, GameState, PendingTrigger
from manastack.state.objects import GameObject, TriggerInfo


def move(
    ctx: Ctx,
    oid: int,
    to: Zone,
    *,
    controller: int | None = None,
    tapped: bool = False,
    counters: tuple[tuple[str, int], ...] = (),
    library_position: str = "top",
    silent: bool = False,
    rules: tuple[str, ...] = ("400.6",),
    resolving: bool = False,
    destroyed: bool = False,
    lethal: bool = False,
    regenerable: bool = True,
    own: tuple[Candidate, ...] = (),
    transformed: bool = False,
    face_down: FaceDown | None = None,
    discarded: bool = False,
) -> int | None:
    """Move an object to another zone (CR 400.6). It becomes a new object (400.7); the new id is
    returned (None when it ceased to exist or a replacement effect left it where it was).
    ``silent``: the move is part of another logged event (a draw, a mulligan) and isn't logged.

    A copy of a spell leaving the stack ceases to exist (704.5e) — except a copy of a permanent
    spell resolving, which becomes a token permanent that was not "created" (608.3f, 707.10f,
    111.13): no token-creation replacement effects or triggers apply to it.

    ``destroyed``: the move is a destruction (CR 701.8b), which a regeneration shield may replace
    (701.19a) unless ``regenerable`` is False ("it can't be regenerated", 701.19c); ``lethal``: a
    state-based action's destruction (704.5g–h), not an effect's (122.1c). ``own``: the
    self-replacement effects of the spell or ability moving it (614.15). ``transformed``: a
    double-faced card enters the battlefield with its back face up (712.14a; a modal one played as
    its back face, 712.12). ``face_down``: it is turned face down before it is put on the stack or
    enters (708.4: cast face down; 708.3: manifest, 701.40a); a face-down spell becomes a
    face-down permanent (708.4). ``discarded``: a card discarded (701.9a), which madness may exile (702.35a).

    A phased-out permanent is treated as though it doesn't exist (702.26b): nothing moves it."""
    o = ctx.state.objects.get(oid)
    if o is not None and o.zone is Zone.BATTLEFIELD and oid not in ctx.state.battlefield:
        return None
    moved: list[int] = []
    ev = ZoneChange(
        oid, to, resolving=resolving, destroyed=destroyed, lethal=lethal, regenerable=regenerable, controller=controller, tapped=tapped,
        counters=counters, position=library_position, quiet=silent, rules=rules, transformed=transformed, face_down=face_down,
        discarded=discarded,
    )
    perform(ctx, ev, lambda ctx, results: _move(ctx, results, moved), own=own)
    return moved[0] if moved else None


def _move(ctx: Ctx, results: list[Proposed[ZoneChange]], moved: list[int]) -> None:
    if not results:
        return  # 614.8: regenerated instead — it stays where it was
    state = ctx.state
    ev = results[0].event
    oid, dest, controller, rules = ev.old_id, ev.to, ev.controller, ev.rules
    o = state.objects[oid]
    origin = o.zone
    lki = (o.copy(), chars(state, oid)) if origin is Zone.BATTLEFIELD else None
    becomes_token = o.is_copy and origin is Zone.STACK and dest is Zone.BATTLEFIELD
    copy_from = None
    chosen: dict[str, str] = {}
    enchanting: int | None = None  # 303.4f: what an Aura entering other than from the stack enchants
    back_up = False
    face_down = ev.face_down if dest in (Zone.STACK, Zone.EXILE) else None  # 708.4: cast face down; 406.3: exiled face down
    if dest is Zone.BATTLEFIELD and (not o.is_copy or becomes_token):
        face_down = o.face_down if origin is Zone.STACK else ev.face_down  # 708.3, 708.4
        enters_under = o.owner if controller is None else controller
        if origin is Zone.STACK and controller is None:
            enters_under = o.controller
        back_up = o.back_up if origin is Zone.STACK else ev.transformed  # 712.13, 712.14
        if face_down is None and state.day_night == NIGHT and o.card.back_face is not None and o.card.has_keyword(Keyword.DAYBOUND):
            back_up = True  # 702.145b: "if it is night, it enters transformed"
        if not _can_enter_with_face(o.card, back_up, origin):
            record(state, EffectDoesNothing(o.card.name, rules=("712.14a", "712.14b")))
            return
        own_face = _entering_face(o, back_up, becomes_token, face_down)
        copy_from = choose_copy(ctx, own_face, enters_under, oid)
        face = copiable_values(state, copy_from) if copy_from is not None else own_face
        chosen = choose_values(ctx, face, enters_under, oid)
        enchants = tuple(a for a in face.abilities if isinstance(a, Enchant))
        if enchants and origin is not Zone.STACK:
            enchanting = choose_enchanted(ctx, oid, enchants, enters_under)
            if enchanting is None:
                record(state, AuraCantEnter(oid, rules=("303.4g",)))
                return  # 303.4g: nothing it could enchant — it stays where it is
    state.zone_list(o.zone, o.owner).remove(oid)
    if o.zone is Zone.BATTLEFIELD:
        state.players[o.controller].permanents_left_this_turn += 1  # "a permanent you controlled left the battlefield this turn"
    if o.zone is Zone.BATTLEFIELD and state.combat is not None:
        state.combat.remove(oid)  # 506.4: it leaves combat as it leaves the battlefield
    if o.is_copy and not becomes_token:  # 704.5e: a copy of a spell leaving the stack ceases to exist
        del state.objects[oid]
        return
    owner = o.owner
    new = GameObject(
        id=state.new_id(), uid=o.uid, card=o.card, owner=owner, controller=owner if controller is None else controller,
        zone=dest, timestamp=state.new_timestamp(), is_token=o.is_token or becomes_token,
    )
    if new.is_token and dest is not Zone.BATTLEFIELD:
        state.token_left_battlefield = True  # 704.5d: to cease to exist
    if dest is Zone.BATTLEFIELD:
        new.back_up = back_up  # elsewhere a double-faced card has its front face up (712.8a)
    new.face_down = face_down  # elsewhere it is face up: revealed as it leaves (708.9)
    if becomes_token:
        new.copy_of = o.copy_of  # 608.3f: the token has the characteristics of the spell it was
        rules = rules + ("608.3f", "111.13")
    if dest is Zone.BATTLEFIELD:
        new.sick = True
        new.controlled_since = new.timestamp
        new.x = o.x
        new.tapped = ev.tapped
        if origin is Zone.STACK:
            new.controller = o.controller if controller is None else controller  # 608.3a
            new.alt_cost, new.costs_paid = o.alt_cost, o.costs_paid  # 400.7d: the costs paid to cast it
            new.bestowed = o.bestowed  # 702.103b: the permanent a bestowed Aura spell becomes is a bestowed Aura
            new.cast_from = o.cast_from  # … and where it was cast from ("if you cast it from your hand")
            new.mana_spent = o.mana_spent  # … and the mana spent to cast it (601.2h)
    if origin is Zone.STACK and dest is Zone.EXILE and ev.adventure:
        # 715.3d: exiled "on an adventure" — by the rule's replacement effect as it resolves, not
        # when another effect exiles it (countered, Bilbo's "exile it instead", "exile target spell").
        new.chosen["adventure"] = True
        rules = ("715.3d",)
    if origin is Zone.STACK and dest is Zone.EXILE and ev.rebound:
        # 702.88a: "… exile it and, at the beginning of your next upkeep, you may cast this card
        # from exile without paying its mana cost": a delayed triggered ability about the card (603.7c).
        state.delayed_triggers.append(DelayedTriggerRecord(rebound_cast(), o.controller, new.id, o.card.name, objects=(new.id,)))
        rules = ("702.88a",)
    if ev.madness:
        new.chosen[MADNESS] = True  # 702.35a: "exiled this way"
        rules = ("702.35a",)
    if origin is Zone.STACK and state.effects:
        # An effect attached to the spell (an "exile it instead" of the ability that let it be
        # cast) ends as the spell leaves the stack: the card is a new object (400.7).
        kept = [e for e in state.effects if not (e.affected == frozenset({oid}) and isinstance(e.effect, ExileInstead))]
        if len(kept) != len(state.effects):
            state.effects = kept
    del state.objects[oid]
    state.objects[new.id] = new
    for k, v in list(state.labels.items()):
        if v == oid:
            state.labels[k] = new.id
    entered_counters: list[GameEvent] = []
    if dest is Zone.BATTLEFIELD:
        entered_counters = enter_battlefield(ctx, new, copy_from, chosen, ev.counters)
    else:
        lst = state.zone_list(dest, owner)
        if dest is Zone.LIBRARY and ev.position == "top":
            lst.insert(0, new.id)
        else:
            lst.append(new.id)
    done = replace(ev, from_zone=origin, card_id=new.id, card_id_name=(new.name if new.face_down else new.card.back_face.name if new.back_up and new.card.back_face else new.card.name), lki=lki, rules=rules)
    if not ev.quiet:
        record(state, done)
    if enchanting is not None:
        attach(state, new.id, enchanting)  # 303.4f: it enters attached to what was chosen
    if origin is Zone.BATTLEFIELD:
        assert lki is not None
        _keep_last_known(state, oid, lki)
        if dest is Zone.GRAVEYARD:
            _aura_found_in_graveyard(state, oid, new.id)
        end_effects_of_source(state, oid)
        died = dest is Zone.GRAVEYARD and CardType.CREATURE in lki[1].types
        if died:
            state.creatures_died_this_turn += 1  # 700.4: "dies"
        notice(ctx, done)  # leaves the battlefield, dies (603.6c, 603.10a)
        if died:
            if state.dying_together is not None:
                state.dying_together.append((oid, lki))
            else:
                notice(ctx, CreaturesDied(((oid, lki),)))
        if state.exile_links:
            return_exiled_until_left(ctx, oid)
    if dest is Zone.BATTLEFIELD:
        notice(ctx, done)  # enters (603.6a)
        for counters_put in entered_counters:
            notice(ctx, counters_put)
    state.version += 1
    moved.append(new.id)


def move_together(
    ctx: Ctx, moves: list[tuple[int, Zone, tuple[str, ...]]], *, destroyed: frozenset[int] = frozenset(), regenerable: bool = True,
    lethal: bool = False,
) -> bool:
    """Several objects change zones in one event (state-based actions, CR 704.3; "destroy all").
    They are moved one by one, but every permanent among them is remembered as it last existed, so
    that the leaves-the-battlefield abilities of each look back in time (603.10a) and see all of
    them leave: a creature that "dies" together with others triggers for each of them, and "one or
    more creatures die" once (603.2c). Returns whether any object was moved (or regenerated
    instead). The moves of ``destroyed`` objects are destructions (701.8b) that regeneration may
    replace unless not ``regenerable`` (701.19); ``lethal``: they are the destructions of
    state-based actions (704.5g–h)."""
    state = ctx.state
    batch = {
        oid: (state.objects[oid].copy(), chars(state, oid))
        for oid, _, _ in moves
        if oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD
    }
    prev = state.leaving_together
    state.leaving_together = {**prev, **batch}
    prev_dying = state.dying_together
    state.dying_together = []
    moved = False
    try:
        for oid, to, rules in moves:
            if oid in state.objects and state.objects[oid].zone is not to:
                move(ctx, oid, to, rules=rules, destroyed=oid in destroyed, lethal=lethal and oid in destroyed, regenerable=regenerable)
                moved = True
        dead = tuple(state.dying_together)
        state.dying_together = prev_dying
        if prev_dying is not None:
            prev_dying.extend(dead)  # part of a larger event
        elif dead:
            notice(ctx, CreaturesDied(dead))  # 603.2c: "whenever one or more creatures die", once
    finally:
        state.leaving_together = prev
        state.dying_together = prev_dying
    return moved


def destroy(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.8a",), *, regenerable: bool = True) -> bool:
    """CR 701.8: move a permanent to its owner's graveyard; indestructible permanents aren't
    destroyed (702.12b). A regeneration shield may replace the destruction (701.19a) unless it
    "can't be regenerated" (``regenerable`` False, 701.19c); returns whether it left."""
    state = ctx.state
    if oid not in state.objects or state.objects[oid].zone is not Zone.BATTLEFIELD:
        return False
    if Keyword.INDESTRUCTIBLE in chars(state, oid).keywords:
        return False
    return move(ctx, oid, Zone.GRAVEYARD, rules=rules, destroyed=True, regenerable=regenerable) is not None


# ---- entering the battlefield (CR 614.1c–d, 614.12, 616.1c) -------------------------------------


def choose_copy(ctx: Ctx, face: CardDef, controller: int, source: int) -> int | None:
    """CR 614.12, 707.5: the choice for "enter as a copy of" is made before the permanent enters —
    while the object is still in the zone it comes from (so a game viewed at this decision has every
    card in exactly one zone). Returns the chosen permanent, or None."""
    state = ctx.state
    for ab in face.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersAsCopy):
            options = [o for o in state.battlefield if o != source and matches(state, o, ab.effect.filter, controller, source)]
            if options:
                opts: tuple[Choose | Answer, ...] = tuple(Choose(o) for o in options)
                if ab.effect.optional:
                    opts = opts + (Answer(False),)
                ans = ctx.choose(Decision(controller, DecisionKind.CHOOSE_OBJECT, opts, context=f"{face.name}: enter as a copy of", purpose=Purpose.ENTER_AS_COPY, subject=source))
                if isinstance(ans, Choose):
                    return ans.id
            break
    return None


#: The key of :attr:`GameObject.chosen` that records that the life was paid as it entered ("as
#: this land enters, you may pay 2 life").
_PAID_LIFE = "paid life"


def _pays_life_as_it_enters(ctx: Ctx, name: str, controller: int, n: int) -> bool:
    """"As this land enters, you may pay N life. If you don't, it enters tapped" (614.12): the player
    it will enter under chooses, with the other "as enters" choices, and can pay only with at least
    N life (119.4). Paid now."""
    if ctx.state.team_of(controller).life < n:
        return False
    ans = ctx.choose(Decision(controller, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{name}: pay {n} life?",
                              labels=(f"Pay {n} life", "Don't pay"), purpose=Purpose.PAY_AS_IT_ENTERS, about=f"{n} life"))
    assert isinstance(ans, Answer)
    if ans.yes:
        lose_life(ctx, controller, n, rules=("119.4", "614.12"))
    return ans.yes


def _with_counters_key(kind: str) -> str:
    return f"with {kind} counters"


def _enters_with_counters(ctx: Ctx, name: str, controller: int, eff: EntersWithCounters) -> bool:
    """"You may have this creature enter with a +1/+1 counter on it" (614.12, unleash 702.98a): the
    player it will enter under chooses, with the other "as enters" choices."""
    what = f"{eff.amount} {eff.kind} counter(s)"
    ans = ctx.choose(Decision(controller, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{name}: enter with {what}?",
                              labels=(f"Enter with {what}", "Don't"), purpose=Purpose.ENTER_WITH_COUNTERS, about=what))
    assert isinstance(ans, Answer)
    return ans.yes


def _keep_last_known(state: GameState, oid: int, lki: tuple[GameObject, Chars]) -> None:
    """CR 608.2h: a triggered ability, waiting or on the stack, whose event's object has left the
    battlefield uses that object as it last existed there ("that creature's power", evolve's
    comparison, 702.100a). The records are replaced, not changed: copies of the state share them."""
    def about_it(info: TriggerInfo | None) -> bool:
        return info is not None and info.object_id == oid and info.lki is None

    state.pending_triggers = [replace(t, info=replace(t.info, lki=lki)) if about_it(t.info) else t for t in state.pending_triggers]
    for s in state.stack:
        info = state.objects[s].trigger
        if info is not None and about_it(info):
            state.objects[s].trigger = replace(info, lki=lki)


_HOST_LEAVES = frozenset({TriggerEvent.LEAVES, TriggerEvent.DIES, TriggerEvent.PUT_INTO_GRAVEYARD})


def _aura_found_in_graveyard(state: GameState, oid: int, new: int) -> None:
    """CR 400.7f, 603.6e: the waiting abilities of Aura ``oid`` that triggered on the enchanted
    permanent leaving the battlefield can find the new object the Aura became in its owner's
    graveyard — put there as a state-based action for not being attached (704.5m), before they
    are put on the stack (117.5). The records are replaced, not changed (as in
    :func:`_keep_last_known`)."""
    def about_host(t: PendingTrigger) -> bool:
        cond = t.ability.trigger
        return t.source_id == oid and cond.event in _HOST_LEAVES and any(isinstance(c, AboutAttached) for c in cond.constraints)

    state.pending_triggers = [replace(t, info=replace(t.info, source_moved_to=new)) if about_host(t) else t for t in state.pending_triggers]


def _gains_instead(state: GameState, new: GameObject, keywords: tuple[Keyword, ...]) -> None:
    """"If you don't, it gains haste" (riot, 702.136a): an effect on the permanent as it enters,
    lasting while it stays on the battlefield (611.2a; a new object isn't affected, 400.7)."""
    if keywords:
        effect = GrantKeywordsStatic(AttachedTo(), keywords)
        state.effects.append(ActiveEffect(effect, new.id, new.controller, state.new_timestamp(), Duration.PERMANENT, frozenset({new.id}), new.name))
        state.version += 1


def _devour(ctx: Ctx, eff: Devour, controller: int, entering: int) -> int:
    """CR 702.82a: as the permanent with devour enters, the player it enters under may sacrifice
    any number of the permanents they control that the devour ability names (701.21a); they are
    sacrificed together (they die at once, 603.2c). Returns how many were."""
    state = ctx.state

    def candidates(chosen: list[int]) -> list[int]:
        return [o for o in state.battlefield if o != entering and o not in chosen and chars(state, o).controller == controller
                and matches(state, o, eff.filter, controller, entering)]

    eaten = ctx.choose_any_number(controller, candidates, f"devour: sacrifice any number of {eff.filter.describe()}s", Purpose.DEVOUR, entering)
    move_together(ctx, [(o, Zone.GRAVEYARD, ("702.82a", "701.21a")) for o in eaten])
    return len(eaten)


def _amplify(ctx: Ctx, face: CardDef, controller: int) -> int:
    """CR 702.38a: as the permanent with amplify enters, the player it enters under reveals any
    number of cards from their hand that share a creature type with it. Returns how many were."""
    state = ctx.state
    own = set(face.subtypes) & set(CREATURE_TYPES)

    def candidates(chosen: list[int]) -> list[int]:
        return [c for c in state.players[controller].hand if c not in chosen and own & set(chars(state, c).subtypes)]

    shown = ctx.choose_any_number(controller, candidates, f"{face.name}: amplify — reveal any number of cards that share a creature type with it", Purpose.AMPLIFY, controller)
    for c in shown:
        record(state, Revealed(controller, c))
    return len(shown)


def choose_values(ctx: Ctx, face: CardDef, controller: int, entering: int) -> dict[str, str]:
    """CR 614.12a: "as this permanent enters, choose a color / creature type" — the choice is made
    before the permanent enters, by the player it will enter under, for the face it will have
    (after a copy effect, whose own "as enters" choices the copy makes, 707.5, 707.6); so are the
    permanents it devours (702.82a). ``entering``: the object that will enter."""
    out: dict[str, str] = {}
    for ab in face.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, Devour):
            out[DEVOURED] = str(_devour(ctx, ab.effect, controller, entering))
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, Amplify):
            out[AMPLIFIED] = str(_amplify(ctx, face, controller))
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersWithCounters) and ab.effect.optional:
            if _enters_with_counters(ctx, face.name, controller, ab.effect):
                out[_with_counters_key(ab.effect.kind)] = "yes"
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersTapped) and ab.effect.unless_life:
            if _pays_life_as_it_enters(ctx, face.name, controller, ab.effect.unless_life):
                out[_PAID_LIFE] = "yes"
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersWithChoice):
            kind = ab.effect.kind
            if kind.value in out:
                continue
            values = [v for v in ([c.word for c in Color] if kind is ChoiceKind.COLOR else CREATURE_TYPES) if v not in ab.effect.other_than]
            ans = ctx.choose(Decision(controller, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(v) for v in values), context=f"{face.name}: choose a {kind.value}",
                                      purpose=Purpose.CHOOSE_AS_ENTERS, about=kind.value))
            assert isinstance(ans, ChooseValue)
            out[kind.value] = ans.value
    return out


def enter_battlefield(
    ctx: Ctx, new: GameObject, copy_from: int | None = None, chosen: dict[str, str] | None = None, counters: tuple[tuple[str, int], ...] = (),
) -> list[GameEvent]:
    """CR 614.1c–d, 614.12, 616.1c: replacement effects that modify how a permanent enters: a copy
    effect (chosen beforehand by :func:`choose_copy`) applies first, then the entering permanent's
    own "as enters" choices (made beforehand by :func:`choose_values`, 614.12a) and "enters
    tapped"/"enters with" effects (using the X of the spell it was, per the seed glossary).

    Returns the counters-put events of the counters it entered with: they are "put" on it (122.6),
    so "when counters are put" abilities (a Saga's chapter I, 714.2b) trigger once it is on the
    battlefield (the caller shows them to triggered abilities after its enters event)."""
    state = ctx.state
    puts: list[GameEvent] = []
    if copy_from is not None and copy_from in state.objects:
        new.copy_of = copiable_values(state, copy_from)
        if new.chosen.get("embalmed"):
            # "except if this creature was embalmed, …" (707.9b): exceptions of its own copy ability.
            for ab in new.card.abilities:
                if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersAsCopy) and ab.effect.if_embalmed is not None:
                    new.copy_of = ab.effect.if_embalmed.apply(new.copy_of)
        record(state, CopyEffect(new.card.name, state.name_of(copy_from)))
    for k, v in (chosen or {}).items():
        new.chosen[k] = v
        if k not in (_PAID_LIFE, DEVOURED, AMPLIFIED):
            record(state, ChosenAsEnters(new.name, k, v))
    for ab in new.face.abilities:
        if not isinstance(ab, StaticAbility):
            continue
        if ab.condition is not None and isinstance(ab.effect, (EntersTapped, EntersWithCounters)):
            # 614.1c: a conditional "enters with" ("if it was kicked", 702.33d), checked as it enters.
            if not condition_holds(state, ab.condition, new.controller, new.id):
                continue
        if isinstance(ab.effect, EntersTapped):
            if not (ab.effect.unless_life and _PAID_LIFE in new.chosen):
                new.tapped = True
        elif isinstance(ab.effect, EntersWithCounters):
            if ab.effect.optional and _with_counters_key(ab.effect.kind) not in new.chosen:
                _gains_instead(state, new, ab.effect.otherwise)
                continue
            n = amount_of(state, ab.effect.amount, controller=new.controller, source=new.id, x=new.x)
            # 122.6: counters an object is given as it enters are "put" on it, so effects that
            # modify putting counters (Doubling Season) apply to them too (614.12, 616.1f).
            put_counters(ctx, new.id, ab.effect.kind, n, rules=("614.1c", "122.6"), entering=puts)
        elif isinstance(ab.effect, Sunburst) and (colors := {t for t in new.mana_spent if t in COLOR_ORDER}):
            # 702.44a-b: one counter per color of mana spent to cast it (kept only by a permanent
            # that was a resolving spell); as a creature by its own types (ignoring type-changing
            # effects), else charge counters
            kind = "+1/+1" if CardType.CREATURE in new.face.types else "charge"
            put_counters(ctx, new.id, kind, len(colors), rules=("702.44a", "122.6"), entering=puts)
    for kind, n in counters:
        # "return it to the battlefield with a -1/-1 counter on it" (persist, 702.79a): it enters
        # with them, and they are "put" on it (122.6).
        put_counters(ctx, new.id, kind, n, rules=("614.1c", "122.6"), entering=puts)
    if CardType.PLANESWALKER in new.face.types and new.face.loyalty:
        # 306.5b, 209.1: a planeswalker enters with loyalty counters equal to its printed loyalty
        # (an intrinsic replacement effect, 614.1c; the counters are "put" on it, 122.6).
        put_counters(ctx, new.id, "loyalty", new.face.loyalty, rules=("306.5b", "122.6"), entering=puts)
    new.entered_x = new.x  # 107.3m: its enters-the-battlefield triggered abilities use the spell's X
    new.x = 0  # 107.3i / seed glossary: the permanent's own X is 0
    state.battlefield.append(new.id)
    return puts


def copiable_values(state: GameState, oid: int) -> CardDef:
    """CR 707.2: the copiable values of an object — its printed values as modified by other copy
    effects (layer 1), not by other continuous effects; a face-down object's are its face-down
    characteristics (708.2, 707.2)."""
    o = state.objects[oid]
    if o.face_down is not None or o.flipped:
        return o.face  # 708.2; a flipped permanent's alternative characteristics (710.2)
    return o.copy_of or o.card


def _entering_face(o: GameObject, back_up: bool, becomes_token: bool, face_down: FaceDown | None) -> CardDef:
    """The face an object enters the battlefield with: face down (708.3, 708.4), the copiable
    values of the spell a token was (608.3f), or the face up of a double-faced card (712.14)."""
    if face_down is not None:
        return face_down_values(face_down)
    if becomes_token and o.copy_of is not None:
        return o.copy_of
    return o.card.back_face if back_up and o.card.back_face else o.card


# ---- "the exiled card" and "until this leaves the battlefield" (CR 607.2a, 610.3) ------------------


def link_exiled(state: GameState, source: int, card: int, *, until_source_leaves: bool = False) -> None:
    """Remember that an ability of ``source`` exiled ``card`` (CR 607.2a; 610.3 for "until")."""
    kept = tuple(link for link in state.exile_links if link.card_id in state.exile)
    state.exile_links = kept + (ExileLink(source, card, until_source_leaves),)


def return_exiled_until_left(ctx: Ctx, source: int) -> None:
    """CR 610.3, 610.3c: immediately after ``source`` left the battlefield, the cards it exiled
    "until this leaves the battlefield" return to the battlefield under their owners' control;
    each is a new object (400.7)."""
    state = ctx.state
    due = [link for link in state.exile_links if link.source_id == source and link.until_source_leaves]
    if not due:
        return
    state.exile_links = tuple(link for link in state.exile_links if link not in due)
    for link in due:
        if link.card_id in state.exile:
            move(ctx, link.card_id, Zone.BATTLEFIELD, rules=("610.3", "610.3c"))


# ---- replacement effects on zone changes (CR 614.1a, 614.6) ----------------------------------------


def _to_exile(ctx: Ctx, eff: object, c: Candidate, ev: ZoneChange) -> list[ZoneChange]:
    return [replace(ev, to=Zone.EXILE)]


def _graveyard_to_exile(state: GameState, eff: GraveyardToExile, c: Candidate, ev: ZoneChange) -> bool:
    """"If a card or token would be put into a graveyard from anywhere, exile it instead" (only
    cards an opponent owns, with ``opponents_only``; only its own card, with ``only_this``)."""
    if eff.only_this and ev.old_id != c.source:
        return False
    return ev.to is Zone.GRAVEYARD and (not eff.opponents_only or not same_team(state, state.objects[ev.old_id].owner, c.you))


def _graveyard_to_exile_of_its_own(state: GameState, ev: ZoneChange) -> list[Candidate]:
    """CR 113.6b, 614.1a: "If CARDNAME would be put into a graveyard from anywhere, exile it
    instead" functions wherever the card is — from the hand, the library, the stack as well as the
    battlefield (where it is a permanent's static ability like any other)."""
    o = state.objects.get(ev.old_id)
    if o is None or o.zone is Zone.BATTLEFIELD or ev.to is not Zone.GRAVEYARD:
        return []
    return [
        Candidate(ev.old_id, ab.effect, -(1 << 44) - o.uid * 64 - i, o.controller if o.zone is Zone.STACK else o.owner)
        for i, ab in enumerate(chars(state, ev.old_id).abilities)
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, GraveyardToExile) and ab.effect.only_this
    ]


def _exile_instead(state: GameState, eff: ExileInstead, c: Candidate, ev: ZoneChange) -> bool:
    """A replacement effect on one spell leaving the stack (see :class:`ExileInstead`); one a
    resolved ability attached to a spell applies to that spell only."""
    if c.active is not None and ev.old_id not in c.active.affected:
        return False
    o = state.objects[ev.old_id]
    if o.zone is not Zone.STACK or ev.to is Zone.EXILE or (eff.to is not None and ev.to is not eff.to):
        return False
    return chars_match(state, ev.old_id, base_chars(o), eff.spells, c.you, c.source)


def _exile_instead_of_dying(state: GameState, eff: ExileInsteadOfDying, c: Candidate, ev: ZoneChange) -> bool:
    """"If [it] would die, exile it instead": put into a graveyard from the battlefield (700.4)."""
    o = state.objects[ev.old_id]
    if o.zone is not Zone.BATTLEFIELD or ev.to is not Zone.GRAVEYARD:
        return False
    if c.active is not None:
        return ev.old_id in c.active.affected  # 611.2c: the objects locked in by the resolved spell
    if isinstance(eff.affected, AttachedTo):
        host = state.objects[c.source].attached_to if c.source in state.objects else None
        return host == ev.old_id
    if isinstance(eff.affected, This):
        return c.source == ev.old_id
    if isinstance(eff.affected, ThisAndPaired):
        return ev.old_id in (c.source, paired_partner(state, c.source, chars))  # 702.95a
    return matches(state, ev.old_id, eff.affected, c.you, c.source)


def _exile_instead_of_leaving(state: GameState, eff: ExileInsteadOfLeaving, c: Candidate, ev: ZoneChange) -> bool:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else" (unearth,
    702.84a): the permanents the resolved ability locked in (611.2c), leaving for any other zone."""
    o = state.objects[ev.old_id]
    return o.zone is Zone.BATTLEFIELD and ev.to is not Zone.EXILE and c.active is not None and ev.old_id in c.active.affected


class AdventureExile:
    """CR 715.3d: "Instead of putting a spell that was cast as an Adventure into its owner's
    graveyard as it resolves, its controller exiles it" — a replacement effect of the rules, not a
    self-replacement effect (614.15), so when another effect would also exile the spell instead
    (the effect of Bilbo, Thief in the Night's ability) its controller chooses which applies first
    (616.1e). Only this one puts the card on an adventure, with the permission to cast it later."""

    __slots__ = ()


def _adventure_applies(state: GameState, eff: AdventureExile, c: Candidate, ev: ZoneChange) -> bool:
    spell = state.objects[ev.old_id]
    return spell.zone is Zone.STACK and spell.on_adventure_face and ev.resolving and ev.to is Zone.GRAVEYARD


class BuybackReturn:
    """CR 702.27a: "If the buyback cost was paid, put this spell into its owner's hand instead of
    into that player's graveyard as it resolves" — the spell's own replacement effect."""

    __slots__ = ()


def _buyback_applies(state: GameState, eff: BuybackReturn, c: Candidate, ev: ZoneChange) -> bool:
    spell = state.objects[ev.old_id]
    return spell.zone is Zone.STACK and "buyback" in spell.costs_paid and ev.resolving and ev.to is Zone.GRAVEYARD


class ReboundExile:
    """CR 702.88a: "If this spell was cast from your hand, instead of putting it into your graveyard
    as it resolves, exile it and, at the beginning of your next upkeep, you may cast this card from
    exile without paying its mana cost" — the spell's own replacement effect; multiple instances are
    redundant (702.88c)."""

    __slots__ = ()


def _rebound_applies(state: GameState, eff: ReboundExile, c: Candidate, ev: ZoneChange) -> bool:
    spell = state.objects[ev.old_id]
    return (spell.zone is Zone.STACK and spell.cast_from is Zone.HAND and ev.resolving and ev.to is Zone.GRAVEYARD
            and Keyword.REBOUND in chars(state, ev.old_id).keywords)


def _own_replacements(state: GameState, ev: ZoneChange) -> list[Candidate]:
    """Replacement effects of the rules for a spell leaving the stack: an Adventure spell's exile as
    it resolves (CR 715.3d), the spell's own "If CARDNAME would be put into a graveyard from
    anywhere, exile it instead" (113.6: it functions on the stack too), and the flashback card's own "exile this card instead of putting it
    anywhere else any time it would leave the stack" when the flashback cost was paid (702.34a),
    and the same for an aftermath half cast from a graveyard (702.127a)."""
    out: list[Candidate] = []
    o = state.objects.get(ev.old_id)
    if o is None or o.zone is not Zone.STACK:
        return out
    adventure = Candidate(ev.old_id, AdventureExile(), -(1 << 41) - o.uid, o.controller)
    if _adventure_applies(state, adventure.effect, adventure, ev):
        out.append(adventure)
    buyback = Candidate(ev.old_id, BuybackReturn(), -(1 << 42) - o.uid, o.controller)
    if _buyback_applies(state, buyback.effect, buyback, ev):
        out.append(buyback)
    rebound = Candidate(ev.old_id, ReboundExile(), -(1 << 43) - o.uid, o.controller)
    if _rebound_applies(state, rebound.effect, rebound, ev):
        out.append(rebound)
    flashback = o.alt_cost is not None and any(
        isinstance(ab, AlternativeCost) and ab.name == o.alt_cost and ab.exile_on_leaving_stack for ab in o.face.abilities
    )
    aftermath = o.cast_from is Zone.GRAVEYARD and o.half is not None and o.face.has_keyword(Keyword.AFTERMATH)
    if flashback or aftermath:
        exiled = Candidate(ev.old_id, ExileInstead(to=None), -(1 << 40) - o.uid, o.controller)
        if _exile_instead(state, exiled.effect, exiled, ev):
            out.append(exiled)
    return out


replacement.register(ReplacementKind(GraveyardToExile, ZoneChange, _graveyard_to_exile, _to_exile))
replacement.register(ReplacementKind(ExileInstead, ZoneChange, _exile_instead, _to_exile, lambda eff: "exile it instead"))
replacement.register(ReplacementKind(ExileInsteadOfDying, ZoneChange, _exile_instead_of_dying, _to_exile, lambda eff: "exile it instead"))
replacement.register(ReplacementKind(ExileInsteadOfLeaving, ZoneChange, _exile_instead_of_leaving, _to_exile, lambda eff: "exile it instead"))
replacement.register(ReplacementKind(AdventureExile, ZoneChange, _adventure_applies, lambda ctx, eff, c, ev: [replace(ev, to=Zone.EXILE, adventure=True)]))
replacement.register(ReplacementKind(ReboundExile, ZoneChange, _rebound_applies, lambda ctx, eff, c, ev: [replace(ev, to=Zone.EXILE, rebound=True)]))
replacement.register(ReplacementKind(BuybackReturn, ZoneChange, _buyback_applies, lambda ctx, eff, c, ev: [replace(ev, to=Zone.HAND)]))
replacement.register_source(ZoneChange, _own_replacements)
replacement.register_source(ZoneChange, _graveyard_to_exile_of_its_own)


# ---- verbs ------------------------------------------------------------------------------------------


@verb(MoveTo)
def _move_to(ctx: Ctx, e: MoveTo, res: Resolving, did: bool) -> bool:
    state = ctx.state
    pos = e.library_position
    found = objects_of(state, e.what, res) or moved_earlier(state, e.what, res)
    if e.zone is Zone.LIBRARY and len(found) > 1 and e.library_position in ("top", "bottom"):
        found = _library_order(ctx, found, e.library_position, res)
    for oid in found:
        res.last_known[oid] = (state.objects[oid].copy(), chars(state, oid))  # 608.2h
        attacks = state.objects[oid].chosen.get(RETURNED_ATTACKER_WAS_ATTACKING)
        if e.zone is Zone.LIBRARY and e.library_position == "owner's choice":
            pos = top_or_bottom(ctx, oid, res, state.objects[oid].owner)
        new = move(
            ctx, oid, e.zone, tapped=e.tapped, counters=e.counters, controller=res.controller if e.under_your_control else None,
            library_position=pos, transformed=e.transformed,
        )
        if new is not None:
            if e.attacking:
                put_onto_battlefield_attacking(ctx, new, attacks)  # 508.4, 702.49c
            if e.zone is Zone.EXILE and new in state.exile:
                for kind, n in e.counters:  # "exile it with three time counters on it" (702.62a)
                    put_counters(ctx, new, kind, n, rules=("702.62a",))
            if state.objects[new].zone not in (Zone.HAND, Zone.LIBRARY):
                res.moved_to[oid] = new
            res.created.append(new)
            if e.zone is Zone.EXILE and res.spell_id != res.source and new in state.exile:
                link_exiled(state, res.source, new)  # 607.2a: "the exiled card"
    return did


def _library_order(ctx: Ctx, found: list[int], where: str, res: Resolving) -> list[int]:
    """CR 401.4: cards put into a library at once are arranged by their owner; the order in which
    they are moved (each to the top, or each to the bottom) gives the order chosen, topmost first."""
    state = ctx.state
    out: list[int] = []
    for owner in dict.fromkeys(state.objects[o].owner for o in found):
        mine = [o for o in found if state.objects[o].owner == owner]
        ordered = order_cards(ctx, owner, mine, f"{res.source_name}: the next card (from the top) put on the {where} of your library", Purpose.LIBRARY_ORDER, res.source, where)
        # each card goes to the top in turn, so the topmost is moved last; to the bottom, first
        out += list(reversed(ordered)) if where == "top" else ordered
    return out


def _can_enter_with_face(card: CardDef, back_up: bool, origin: Zone) -> bool:
    """CR 712.14a: a card put onto the battlefield "transformed" that isn't a double-faced card, or
    whose back face isn't a permanent (712.10), stays where it is; 712.14b: so does a modal
    double-faced card put onto the battlefield from elsewhere than the stack whose front face isn't a
    permanent card."""
    if back_up:
        return card.back_face is not None and card.back_face.is_permanent_card
    return origin is Zone.STACK or not card.modal_dfc or card.is_permanent_card


def top_or_bottom(ctx: Ctx, oid: int, res: Resolving, chooser: int) -> str:
    """"Its owner puts it on their choice of the top or bottom of their library" (the owner),
    "put that card on your choice of the top or bottom of its owner's library" (the controller of
    ``res``): ``chooser`` decides as the effect happens."""
    state = ctx.state
    whose = "your" if chooser == state.objects[oid].owner else "its owner's"
    ans = ctx.choose(Decision(chooser, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)),
                              context=f"{res.source_name}: put {state.name_of(oid)} on the top or bottom of {whose} library?",
                              labels=("Top", "Bottom"), purpose=Purpose.TOP_OR_BOTTOM, source=res.source, subject=oid))
    return "top" if isinstance(ans, Answer) and ans.yes else "bottom"


@verb(ExileUntilSourceLeaves)
def _exile_until_source_leaves(ctx: Ctx, e: ExileUntilSourceLeaves, res: Resolving, did: bool) -> bool:
    """CR 610.3a-b: if the source already left the battlefield, the object doesn't move."""
    state = ctx.state
    if res.source not in state.battlefield:
        record(state, EffectDoesNothing(res.source_name, rules=("610.3a", "610.3b")))
        return did
    for oid in objects_of(state, e.what, res):
        new = move(ctx, oid, Zone.EXILE, rules=("610.3",))
        if new is not None and new in state.exile:
            res.created.append(new)
            link_exiled(state, res.source, new, until_source_leaves=True)
    return did


@verb(Destroy)
def _destroy(ctx: Ctx, e: Destroy, res: Resolving, did: bool) -> bool:
    state = ctx.state
    oids = objects_of(state, e.what, res)
    for oid in oids:
        res.last_known[oid] = (state.objects[oid].copy(), chars(state, oid))  # 608.2h: "its controller"
    if len(oids) > 1:
        # "Destroy all …": one event (CR 701.8a, 603.2c, 603.10a): the permanents leave together.
        doomed = [o for o in oids if state.objects[o].zone is Zone.BATTLEFIELD and Keyword.INDESTRUCTIBLE not in chars(state, o).keywords]
        move_together(ctx, [(o, Zone.GRAVEYARD, ("701.8a",)) for o in doomed], destroyed=frozenset(doomed), regenerable=e.regenerable)
    else:
        for oid in oids:
            destroy(ctx, oid, regenerable=e.regenerable)
    return did


def _choose_controlled(ctx: Ctx, pid: int, f: ObjectFilter, res: Resolving, purpose: Purpose) -> int | None:
    """A permanent ``pid`` controls that ``f`` admits, of their choice (None if there is none)."""
    state = ctx.state
    mine = [o for o in matching(state, f, pid, res.source) if chars(state, o).controller == pid]
    if not mine:
        return None
    ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in mine), context=purpose.value, purpose=purpose, source=res.source))
    assert isinstance(ans, Choose)
    return ans.id


def _choose_card(ctx: Ctx, pid: int, f: ObjectFilter, res: Resolving, purpose: Purpose) -> int | None:
    """A card in ``pid``'s own zone (the filter's) that ``f`` admits, of their choice (None if there is none)."""
    state = ctx.state
    mine = [o for o in matching(state, f, pid, res.source) if state.objects[o].owner == pid]
    if not mine:
        return None
    ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in mine), context=purpose.value, purpose=purpose, source=res.source))
    assert isinstance(ans, Choose)
    return ans.id


@verb(Sacrifice)
def _sacrifice(ctx: Ctx, e: Sacrifice, res: Resolving, did: bool) -> bool:
    """CR 701.21: each referenced player sacrifices permanents of their choice. Returns whether
    they sacrificed all they had to ("you may sacrifice an artifact. If you don't, …": a player
    who can't hasn't, 101.3)."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        for _ in range(res_amount(state, e.count, res)):
            chosen = _choose_controlled(ctx, pid, e.filter, res, Purpose.SACRIFICE)
            if chosen is None:
                did = False
                break
            res.sacrificed += ((state.objects[chosen].copy(), chars(state, chosen)),)  # 608.2h: "that creature's toughness"
            move(ctx, chosen, Zone.GRAVEYARD, rules=("701.21a",))
    return did


@verb(MoveChosen)
def _move_chosen(ctx: Ctx, e: MoveChosen, res: Resolving, did: bool) -> bool:
    """"Return a land you control to its owner's hand", "return a creature card from your graveyard
    to the battlefield", "put a land card from your hand onto the battlefield", "exile a nonland card
    from your hand": chosen as the effect happens (a card of the graveyard or hand is its owner's:
    404.1, 402.1). A card a permanent's ability exiled is what its linked abilities call "the exiled
    card" (607.2a)."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        if e.filter.zone in (Zone.GRAVEYARD, Zone.HAND):
            chosen = _choose_card(ctx, pid, e.filter, res, Purpose.RETURN_CHOSEN)
        else:
            chosen = _choose_controlled(ctx, pid, e.filter, res, Purpose.RETURN_CHOSEN)
        if chosen is not None:
            new = move(ctx, chosen, e.zone, tapped=e.tapped)
            if new is not None:
                res.created.append(new)
                if e.zone is Zone.EXILE and res.spell_id != res.source and new in state.exile:
                    link_exiled(state, res.source, new)
    return did


@verb(SacrificeObject)
def _sacrifice_object(ctx: Ctx, e: SacrificeObject, res: Resolving, did: bool) -> bool:
    """CR 701.21a: only a permanent you control can be sacrificed; "If you do, …" (608.2c) follows
    only if one was."""
    state = ctx.state
    sacrificed = False
    for oid in objects_of(state, e.what, res):
        if state.objects[oid].zone is Zone.BATTLEFIELD and (e.by_controller or chars(state, oid).controller == res.controller):
            res.last_known[oid] = (state.objects[oid].copy(), chars(state, oid))  # 608.2h: "If you do, it deals …"
            move(ctx, oid, Zone.GRAVEYARD, rules=("701.21a",))
            sacrificed = True
    return did and sacrificed


__all__ = [
    "AdventureExile",
    "choose_copy",
    "choose_values",
    "copiable_values",
    "destroy",
    "enter_battlefield",
    "link_exiled",
    "move",
    "move_together",
    "return_exiled_until_left",
]
