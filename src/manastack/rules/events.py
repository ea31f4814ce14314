"""The event pipeline: every game event is proposed, passed through replacement and prevention
effects (:mod:`manastack.rules.replacement`), performed on the state, logged with the rules that
produced it, and shown to triggered abilities (:mod:`manastack.rules.triggers`).

These primitives are the only code that changes life totals, zones, counters, damage, tapped
status and mana pools during a game.
"""

from __future__ import annotations

from manastack.actions import Answer, Choose, Decision, DecisionKind
from manastack.events import (
    CardDrawn,
    ChosenAsEnters,
    CopyEffect,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    Discarded,
    DrewFromEmptyLibrary,
    EffectEnded,
    LibraryShuffled,
    LifeGained,
    LifeLost,
    ManaAdded,
    ManaEmptied,
    Tapped,
    TokenCreated,
    Untapped,
    ZoneChange,
)
from manastack.mana import Color, ManaUnit, SpendRestriction, mana_text
from manastack.model.abilities import (
    EntersAsCopy,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ExileInstead,
    StaticAbility,
    TriggerEvent,
)
from manastack.model.card import CardDef
from manastack.model.effects import Duration
from manastack.model.types import CREATURE_TYPES, CardType, ChoiceKind, Keyword, Zone
from manastack.rules.context import Ctx
from manastack.rules.layers import base_chars, chars
from manastack.rules.pipeline import log
from manastack.rules.replacement import (
    CountersEvent,
    DamageEvent,
    DrawEvent,
    LifeGainEvent,
    ManaEvent,
    MoveEvent,
    TokenEvent,
    replace,
)
from manastack.rules.triggers import Happened, fire
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

# ---- life ---------------------------------------------------------------------------------------


def gain_life(ctx: Ctx, player: int, amount: int, source: int | None, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player gains life — one event, however much (the seed rulings' "for each" case).
    In Two-Headed Giant the gain applies to the team's shared total (810.9)."""
    if amount <= 0:
        return
    state = ctx.state
    for ev in replace(ctx, LifeGainEvent(player, amount, source)):
        assert isinstance(ev, LifeGainEvent)
        if ev.amount <= 0:
            continue
        state.team_of(ev.player).life += ev.amount
        state.players[ev.player].life_gained_this_turn += ev.amount
        applied = ("614.1a",) if ev.applied else ()
        log(state, LifeGained(ev.player, ev.amount, rules=rules + applied))
        fire(ctx, Happened(TriggerEvent.GAIN_LIFE, player=ev.player, amount=ev.amount))


def lose_life(ctx: Ctx, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player loses life (810.9: from the team's shared total)."""
    if amount <= 0:
        return
    state = ctx.state
    state.team_of(player).life -= amount
    log(state, LifeLost(player, amount, rules=rules))
    fire(ctx, Happened(TriggerEvent.LOSE_LIFE, player=player, amount=amount))


# ---- damage -------------------------------------------------------------------------------------


def deal_damage(
    ctx: Ctx,
    source: int,
    target: int,
    amount: int,
    combat: bool,
    src_chars_lki: Chars | None = None,
    lifelink_gains: dict[int, tuple[int, int]] | None = None,
) -> int:
    """CR 120.3: damage to a player causes life loss, to a creature is marked on it, to a
    planeswalker removes loyalty counters. Prevention (615) applies first. Deathtouch (702.2b)
    and lifelink (702.15b) come from the source's characteristics. Returns the damage dealt.

    A source that has left its zone (Walking Ballista removing its last counter to pay for its own
    ability) still deals the damage, using its last known information (CR 113.7a, 608.2h):
    ``src_chars_lki``; without it the damage is dealt with no keyword abilities.

    ``lifelink_gains``: when damage is dealt simultaneously to several recipients (combat damage,
    CR 510.2), the life a lifelink source causes its controller to gain is collected here as
    ``{source: (player, total)}`` for the caller to gain as one life-gain event per source
    (CR 702.15b, 702.15e, 119.9)."""
    state = ctx.state
    if amount <= 0:
        return 0
    dealt = 0
    for ev in replace(ctx, DamageEvent(source, target, amount, combat)):
        assert isinstance(ev, DamageEvent)
        if ev.amount <= 0:
            continue
        dealt += ev.amount
        src = chars(state, source) if source in state.objects else src_chars_lki
        kws = src.keywords if src else frozenset()
        src_controller = src.controller if src else None
        rules = ("120.3", "510.2") if combat else ("120.3",)
        log(state, DamageDealt(
            source, target, ev.amount, combat, source_name=None if source in state.objects or src is None else src.name, rules=rules,
        ))
        if state.is_player_id(target):
            lose_life(ctx, target, ev.amount, rules=("120.3a",))
        else:
            t = state.objects[target]
            tc = chars(state, target)
            if CardType.PLANESWALKER in tc.types:
                remove_counters(ctx, target, "loyalty", ev.amount, rules=("120.3c",))
            state.damaged_this_turn = state.damaged_this_turn | {target}
            if CardType.CREATURE in tc.types:
                t.damage += ev.amount
                state.version += 1
                if Keyword.DEATHTOUCH in kws:
                    t.deathtouch_damage = True
        if Keyword.LIFELINK in kws and src_controller is not None:
            if lifelink_gains is not None:
                who, n = lifelink_gains.get(source, (src_controller, 0))
                lifelink_gains[source] = (who, n + ev.amount)
            else:
                gain_life(ctx, src_controller, ev.amount, source, rules=("702.15b",))
        fire(ctx, Happened(TriggerEvent.DEALS_DAMAGE, obj=source, player=target if state.is_player_id(target) else None, amount=ev.amount))
        if combat and state.is_player_id(target):
            fire(ctx, Happened(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, obj=source, player=target, amount=ev.amount))
    return dealt


# ---- cards --------------------------------------------------------------------------------------


def draw(ctx: Ctx, player: int) -> None:
    """CR 121.2: draw one card (a replacement may make it several draws, 614.6). Each resulting
    draw is made before the replacement effects of the next one are chosen (121.2, 614.11a), so a
    draw replaced by several counts toward "the first one you draw in each of your draw steps" of
    the later ones. Drawing from an empty library is recorded for the state-based action of 704.5b."""
    state = ctx.state

    def one(ev: object) -> None:
        assert isinstance(ev, DrawEvent)
        p = state.players[ev.player]
        p.draws_this_turn += 1
        if state.step.value == "draw" and state.active == ev.player:
            p.draws_this_draw_step += 1
        if not p.library:
            p.drew_from_empty_library = True
            log(state, DrewFromEmptyLibrary(ev.player))
            return
        top = p.library[0]
        new = move(ctx, top, Zone.HAND, silent=True)
        if new is not None:
            log(state, CardDrawn(ev.player, new))
            fire(ctx, Happened(TriggerEvent.DRAW, obj=new, player=ev.player, nth=p.draws_this_turn))

    replace(ctx, DrawEvent(player), one)


def discard(ctx: Ctx, player: int, card: int) -> None:
    """CR 701.9a."""
    state = ctx.state
    log(state, Discarded(player, card))
    move(ctx, card, Zone.GRAVEYARD)


def shuffle(ctx: Ctx, player: int) -> None:
    """CR 701.24a: randomise the library with the game's seeded RNG."""
    ctx.state.rng.shuffle(ctx.state.players[player].library)
    log(ctx.state, LibraryShuffled(player))


# ---- zone changes -------------------------------------------------------------------------------


def _remove_from_zone(state: GameState, o: GameObject) -> None:
    lst = state.zone_list(o.zone, o.owner)
    lst.remove(o.id)
    if o.zone is Zone.BATTLEFIELD and state.combat is not None:
        state.combat.remove(o.id)  # 506.4: it leaves combat as it leaves the battlefield


def move(
    ctx: Ctx,
    oid: int,
    to: Zone,
    *,
    controller: int | None = None,
    tapped: bool = False,
    library_position: str = "top",
    silent: bool = False,
    rules: tuple[str, ...] = ("400.6",),
    resolving: bool = False,
    destroyed: bool = False,
    regenerable: bool = True,
) -> int | None:
    """Move an object to another zone (CR 400.6). It becomes a new object (400.7); the new id is
    returned (None when it ceased to exist or a replacement effect left it where it was). Entering
    the battlefield applies "enters tapped", "enters with counters", "as a copy" and "as this
    enters, choose" (614.1c, 614.12, 616.1c); leaving it is noticed by leaves-the-battlefield
    triggers looking back (603.10) and ends effects lasting "for as long as" it remains (611.2b).

    A copy of a spell leaving the stack ceases to exist (704.5e) — except a copy of a permanent
    spell resolving, which becomes a token permanent that was not "created" (608.3f, 707.10f,
    111.13): no token-creation replacement effects or triggers apply to it.

    ``destroyed``: the move is a destruction (CR 701.8b), which a regeneration shield may replace
    (701.19a) unless ``regenerable`` is False ("it can't be regenerated", 701.19c)."""
    state = ctx.state
    o = state.objects[oid]
    results = replace(ctx, MoveEvent(oid, to, resolving=resolving, destroyed=destroyed, regenerable=regenerable))
    if not results:
        return None  # 614.8: regenerated instead — it stays where it was
    first = results[0]
    assert isinstance(first, MoveEvent)
    dest = first.to
    origin = o.zone
    lki = (o.copy(), chars(state, oid)) if origin is Zone.BATTLEFIELD else None
    becomes_token = o.is_copy and origin is Zone.STACK and dest is Zone.BATTLEFIELD
    copy_from = None
    chosen: dict[str, str] = {}
    if dest is Zone.BATTLEFIELD and (not o.is_copy or becomes_token):
        enters_under = o.owner if controller is None else controller
        if origin is Zone.STACK and controller is None:
            enters_under = o.controller
        own_face = o.copy_of if becomes_token and o.copy_of is not None else o.card
        copy_from = _choose_copy(ctx, own_face, enters_under, oid)
        face = copiable_values(state, copy_from) if copy_from is not None else own_face
        chosen = _choose_values(ctx, face, enters_under)
    _remove_from_zone(state, o)
    if o.is_copy and not becomes_token:  # 704.5e: a copy of a spell leaving the stack ceases to exist
        del state.objects[oid]
        return None
    owner = o.owner
    new = GameObject(
        id=state.new_id(),
        uid=o.uid,
        card=o.card,
        owner=owner,
        controller=owner if controller is None else controller,
        zone=dest,
        timestamp=state.new_timestamp(),
        is_token=o.is_token or becomes_token,
    )
    if becomes_token:
        new.copy_of = o.copy_of  # 608.3f: the token has the characteristics of the spell it was
        rules = rules + ("608.3f", "111.13")
    if dest is Zone.BATTLEFIELD:
        new.sick = True
        new.x = o.x
        new.tapped = tapped
        if origin is Zone.STACK:
            new.controller = o.controller if controller is None else controller  # 608.3a
            new.alt_cost, new.costs_paid = o.alt_cost, o.costs_paid  # 400.7d: the costs paid to cast it
    if origin is Zone.STACK and dest is Zone.EXILE and first.adventure:
        # 715.3d: exiled "on an adventure" — by the rule's replacement effect as it resolves, not
        # when another effect exiles it (countered, Bilbo's "exile it instead", "exile target spell").
        new.chosen["adventure"] = True
        rules = ("715.3d",)
    if origin is Zone.STACK and state.effects:
        # An effect attached to the spell (an "exile it instead" of the ability that let it be
        # cast) ends as the spell leaves the stack: the card is a new object (400.7).
        kept = [e for e in state.effects if not (e.affected == frozenset({oid}) and isinstance(e.static, ExileInstead))]
        if len(kept) != len(state.effects):
            state.effects = kept
    del state.objects[oid]
    state.objects[new.id] = new
    for k, v in list(state.labels.items()):
        if v == oid:
            state.labels[k] = new.id
    entered_counters: list[Happened] = []
    if dest is Zone.BATTLEFIELD:
        entered_counters = _enter_battlefield(ctx, new, origin, copy_from, chosen)
    else:
        lst = state.zone_list(dest, owner)
        if dest is Zone.LIBRARY and library_position == "top":
            lst.insert(0, new.id)
        else:
            lst.append(new.id)
    if not silent:
        log(state, ZoneChange(oid, dest, origin, new.id, card_id_name=new.card.name, rules=rules))
    if origin is Zone.BATTLEFIELD:
        assert lki is not None
        end_effects_of_source(ctx, oid)
        fire(ctx, Happened(TriggerEvent.LEAVES, obj=oid, lki=lki, player=lki[1].controller))
        if dest is Zone.GRAVEYARD and CardType.CREATURE in lki[1].types:
            state.creatures_died_this_turn += 1  # 700.4: "dies"
            fire(ctx, Happened(TriggerEvent.DIES, obj=oid, lki=lki, player=lki[1].controller))
            if state.dying_together is not None:
                state.dying_together.append((oid, lki))
            else:
                fire(ctx, Happened(TriggerEvent.DIES_BATCH, batch=((oid, lki),)))
        if state.exile_links:
            _return_exiled_until_left(ctx, oid)
    if dest is Zone.BATTLEFIELD:
        fire(ctx, Happened(TriggerEvent.ENTERS, obj=new.id, player=new.controller))
        for h in entered_counters:
            fire(ctx, h)
    state.version += 1
    return new.id


def link_exiled(state: GameState, source: int, card: int, *, until_source_leaves: bool = False) -> None:
    """Remember that an ability of ``source`` exiled ``card`` (CR 607.2a; 610.3 for "until")."""
    from manastack.state.game_state import ExileLink

    kept = tuple(link for link in state.exile_links if link.card_id in state.exile)
    state.exile_links = kept + (ExileLink(source, card, until_source_leaves),)


def _return_exiled_until_left(ctx: Ctx, source: int) -> None:
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


def move_together(
    ctx: Ctx, moves: list[tuple[int, Zone, tuple[str, ...]]], *, destroyed: frozenset[int] = frozenset(), regenerable: bool = True,
) -> bool:
    """Several objects change zones in one event (state-based actions, CR 704.3). They are moved
    one by one, but every permanent among them is remembered as it last existed, so that the
    leaves-the-battlefield abilities of each look back in time (603.10a) and see all of them leave:
    a creature that "dies" together with others triggers for each of them. Returns whether any
    object was moved (or regenerated instead). The moves of ``destroyed`` objects are destructions
    (701.8b) that regeneration may replace unless not ``regenerable`` (701.19)."""
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
                move(ctx, oid, to, rules=rules, destroyed=oid in destroyed, regenerable=regenerable)
                moved = True
        dead = tuple(state.dying_together)
        state.dying_together = prev_dying
        if prev_dying is not None:
            prev_dying.extend(dead)  # part of a larger event
        elif dead:
            # CR 603.2c: "whenever one or more creatures die" triggers once for the whole event.
            fire(ctx, Happened(TriggerEvent.DIES_BATCH, batch=dead))
    finally:
        state.leaving_together = prev
        state.dying_together = prev_dying
    return moved


def _choose_copy(ctx: Ctx, face: CardDef, controller: int, source: int) -> int | None:
    """CR 614.12, 707.5: the choice for "enter as a copy of" is made before the permanent enters —
    while the object is still in the zone it comes from (so a game viewed at this decision has every
    card in exactly one zone). Returns the chosen permanent, or None."""
    state = ctx.state
    for ab in face.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersAsCopy):
            from manastack.rules.filters import matches

            options = [o for o in state.battlefield if o != source and matches(state, o, ab.effect.filter, controller, source)]
            if options:
                opts: tuple[Choose | Answer, ...] = tuple(Choose(o) for o in options)
                if ab.effect.optional:
                    opts = opts + (Answer(False),)
                ans = ctx.choose(Decision(controller, DecisionKind.CHOOSE_OBJECT, opts, context=f"{face.name}: enter as a copy of"))
                if isinstance(ans, Choose):
                    return ans.id
            break
    return None


def _choose_values(ctx: Ctx, face: CardDef, controller: int) -> dict[str, str]:
    """CR 614.12a: "as this permanent enters, choose a color / creature type" — the choice is made
    before the permanent enters, by the player it will enter under, for the face it will have
    (after a copy effect, whose own "as enters" choices the copy makes, 707.5, 707.6)."""
    out: dict[str, str] = {}
    for ab in face.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersWithChoice):
            kind = ab.effect.kind
            if kind.value in out:
                continue
            values = [c.word for c in Color] if kind is ChoiceKind.COLOR else list(CREATURE_TYPES)
            from manastack.actions import ChooseValue

            ans = ctx.choose(Decision(controller, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(v) for v in values), context=f"{face.name}: choose a {kind.value}"))
            assert isinstance(ans, ChooseValue)
            out[kind.value] = ans.value
    return out


def end_effects_of_source(ctx: Ctx, oid: int) -> None:
    """CR 611.2b: a continuous effect lasting "for as long as [its source] remains on the
    battlefield" ends as soon as the source leaves; a permanent whose controller changes back is
    removed from combat (506.4)."""
    state = ctx.state
    ending = [e for e in state.effects if e.duration is Duration.WHILE_SOURCE_ON_BATTLEFIELD and e.source_id == oid]
    if not ending:
        return
    before = {a: chars(state, a).controller for e in ending for a in e.affected if a in state.battlefield}
    state.effects = [e for e in state.effects if not any(e is x for x in ending)]
    state.version += 1
    log(state, EffectEnded(oid, len(ending)))
    from manastack.rules.combat import remove_from_combat

    for a, ctl in before.items():
        if a in state.battlefield and chars(state, a).controller != ctl:
            remove_from_combat(state, a)


def _enter_battlefield(
    ctx: Ctx, new: GameObject, origin: Zone | None, copy_from: int | None = None, chosen: dict[str, str] | None = None,
) -> list[Happened]:
    """CR 614.1c–d, 614.12, 616.1c: replacement effects that modify how a permanent enters: a copy
    effect (chosen beforehand by :func:`_choose_copy`) applies first, then the entering permanent's
    own "as enters" choices (made beforehand by :func:`_choose_values`, 614.12a) and "enters
    tapped"/"enters with" effects (using the X of the spell it was, per the seed glossary).

    Returns the counters-put events of the counters it entered with: they are "put" on it (122.6),
    so "when counters are put" abilities (a Saga's chapter I, 714.2b) trigger once it is on the
    battlefield (the caller fires them after its enters event)."""
    state = ctx.state
    puts: list[Happened] = []

    def entered_with(kind: str, count: int, rules: tuple[str, ...]) -> None:
        before = new.counters.get(kind, 0)
        new.counters[kind] = before + count
        log(state, CountersPut(new.id, kind, count, target_name=new.card.name, rules=rules))
        puts.append(Happened(TriggerEvent.COUNTERS_PUT, obj=new.id, amount=count, counter_kind=kind, counters_before=before))

    if copy_from is not None and copy_from in state.objects:
        new.copy_of = copiable_values(state, copy_from)
        if new.chosen.get("embalmed"):
            # "except if this creature was embalmed, …" (707.9b): exceptions of its own copy ability.
            for ab in new.card.abilities:
                if isinstance(ab, StaticAbility) and isinstance(ab.effect, EntersAsCopy) and ab.effect.if_embalmed is not None:
                    new.copy_of = ab.effect.if_embalmed.apply(new.copy_of)
        log(state, CopyEffect(new.card.name, state.name_of(copy_from)))
    for k, v in (chosen or {}).items():
        new.chosen[k] = v
        log(state, ChosenAsEnters(new.name, k, v))
    for ab in new.face.abilities:
        if not isinstance(ab, StaticAbility):
            continue
        if ab.condition is not None and isinstance(ab.effect, (EntersTapped, EntersWithCounters)):
            # 614.1c: a conditional "enters with" ("if it was kicked", 702.33d), checked as it enters.
            from manastack.rules.conditions import condition_holds

            if not condition_holds(state, ab.condition, new.controller, new.id):
                continue
        if isinstance(ab.effect, EntersTapped):
            new.tapped = True
        elif isinstance(ab.effect, EntersWithCounters):
            from manastack.rules.amounts import amount_of

            n = amount_of(state, ab.effect.amount, controller=new.controller, source=new.id, x=new.x)
            # 122.6: counters an object is given as it enters are "put" on it, so effects that
            # modify putting counters (Doubling Season) apply to them too (614.12, 616.1f).
            for cev in replace(ctx, CountersEvent(new.id, ab.effect.kind, n)) if n > 0 else ():
                assert isinstance(cev, CountersEvent)
                if cev.count > 0:
                    entered_with(cev.kind, cev.count, ("614.1c", "122.6"))
    if CardType.PLANESWALKER in new.face.types and new.face.loyalty:
        # 306.5b, 209.1: a planeswalker enters with loyalty counters equal to its printed loyalty
        # (an intrinsic replacement effect, 614.1c; the counters are "put" on it, 122.6).
        for cev in replace(ctx, CountersEvent(new.id, "loyalty", new.face.loyalty)):
            assert isinstance(cev, CountersEvent)
            if cev.count > 0:
                entered_with(cev.kind, cev.count, ("306.5b", "122.6"))
    new.entered_x = new.x  # 107.3m: its enters-the-battlefield triggered abilities use the spell's X
    new.x = 0  # 107.3i / seed glossary: the permanent's own X is 0
    state.battlefield.append(new.id)
    return puts


def copiable_values(state: GameState, oid: int) -> CardDef:
    """CR 707.2: the copiable values of an object — its printed values as modified by other copy
    effects (layer 1), not by other continuous effects."""
    o = state.objects[oid]
    return o.copy_of or o.card


# ---- tokens and counters ------------------------------------------------------------------------


def create_tokens(
    ctx: Ctx, player: int, token: CardDef, count: int, *, tapped: bool = False, by_effect: bool = True, marks: dict[str, bool] | None = None,
) -> list[int]:
    """CR 111.2: create tokens; replacement effects may change how many (614.1a). All the tokens
    of one creation event — every kind a replacement made of it (Bilbo's Food and Treasure, the
    doubled tokens of Bard) — enter the battlefield simultaneously (the seed rulings on Bard, King
    of Dale): first the number of tokens is determined, then each token's own "as enters" choices
    ("enter as a copy of", 614.1c, 614.12, 707.5) are made separately for each token, all before
    any of them is on the battlefield, so no token can choose another one being created with it.
    ``marks``: facts about how the tokens were made that their abilities ask about ("embalmed")."""
    state = ctx.state
    created: list[int] = []
    entered_counters: dict[int, list[Happened]] = {}
    planned: list[tuple[TokenEvent, int, int | None, dict[str, str]]] = []
    for ev in replace(ctx, TokenEvent(player, token, count, by_effect)):
        assert isinstance(ev, TokenEvent)
        for _ in range(ev.count):
            oid = state.new_id()
            copy_from = _choose_copy(ctx, ev.token, ev.player, oid)
            chosen = _choose_values(ctx, copiable_values(state, copy_from) if copy_from is not None else ev.token, ev.player)
            planned.append((ev, oid, copy_from, chosen))
    for ev, oid, copy_from, chosen in planned:
        o = GameObject(
            id=oid,
            uid=oid,
            card=ev.token,
            owner=ev.player,
            controller=ev.player,
            zone=Zone.BATTLEFIELD,
            timestamp=state.new_timestamp(),
            is_token=True,
            sick=True,
            tapped=tapped,
        )
        state.objects[oid] = o
        if marks:
            o.chosen.update(marks)
        entered_counters[oid] = _enter_battlefield(ctx, o, None, copy_from, chosen)
        created.append(oid)
        log(state, TokenCreated(ev.player, ev.token.name, oid))
    for oid in created:
        if oid in state.objects:
            fire(ctx, Happened(TriggerEvent.ENTERS, obj=oid, player=player))
            fire(ctx, Happened(TriggerEvent.TOKEN_CREATED, obj=oid, player=player))
            for h in entered_counters[oid]:
                fire(ctx, h)
    state.version += 1
    return created


def put_counters(ctx: Ctx, target: int, kind: str, count: int, *, by_effect: bool = True) -> None:
    """CR 122.1: put counters on a permanent or a player (poison: 122.1f; in Two-Headed Giant
    shared by the team, 810.10)."""
    state = ctx.state
    if count <= 0:
        return
    for ev in replace(ctx, CountersEvent(target, kind, count, by_effect)):
        assert isinstance(ev, CountersEvent)
        if ev.count <= 0:
            continue
        before = 0
        if state.is_player_id(ev.target):
            if ev.kind == "poison":
                state.team_of(ev.target).poison += ev.count
        else:
            o = state.objects[ev.target]
            before = o.counters.get(ev.kind, 0)
            o.counters[ev.kind] = before + ev.count
        state.version += 1
        log(state, CountersPut(ev.target, ev.kind, ev.count))
        fire(ctx, Happened(
            TriggerEvent.COUNTERS_PUT, obj=ev.target if not state.is_player_id(ev.target) else None, amount=ev.count,
            counter_kind=ev.kind, counters_before=before,
        ))


def remove_counters(ctx: Ctx, target: int, kind: str, count: int, rules: tuple[str, ...] = ("122.1",)) -> int:
    """CR 122.8-ish bookkeeping: remove up to ``count`` counters; returns how many were removed."""
    state = ctx.state
    o = state.objects[target]
    have = o.counters.get(kind, 0)
    n = min(have, count)
    if n <= 0:
        return 0
    if have - n:
        o.counters[kind] = have - n
    else:
        del o.counters[kind]
    state.version += 1
    log(state, CountersRemoved(target, kind, n, rules=rules))
    return n


# ---- tapping and mana ---------------------------------------------------------------------------


def tap(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.26a",)) -> None:
    o = ctx.state.objects[oid]
    if not o.tapped:
        o.tapped = True
        log(ctx.state, Tapped(oid, rules=rules))


def untap(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.26b",)) -> None:
    o = ctx.state.objects[oid]
    if o.tapped:
        o.tapped = False
        log(ctx.state, Untapped(oid, rules=rules))


def add_mana(
    ctx: Ctx,
    player: int,
    source: int,
    types: list[str],
    *,
    tapped_for_mana: bool,
    restriction: SpendRestriction | None = None,
    source_lki: tuple[GameObject, Chars] | None = None,
) -> list[str]:
    """CR 106.4: add mana to a player's pool. When the ability that produced it has {T} in its cost,
    the production is "tapping for mana": replacement effects can modify it (106.12b) and
    abilities that trigger on it trigger (106.12a) — as triggered mana abilities they resolve at
    once (605.4a). Returns the types actually added. ``source_lki``: the source as it last existed,
    when the ability's cost removed it (a sacrificed Treasure, 113.7a, 608.2h)."""
    state = ctx.state
    added: list[str] = []
    lki = source_lki if source not in state.objects else None
    for ev in replace(ctx, ManaEvent(source, player, list(types), tapped_for_mana, source_lki=lki)):
        assert isinstance(ev, ManaEvent)
        units = [ManaUnit(t, source, restriction) for t in ev.types]
        state.players[ev.player].mana_pool.extend(units)
        added += ev.types
    if added:
        log(state, ManaAdded(player, tuple(added), source, source_name=lki[1].name if lki is not None else None))
        if tapped_for_mana:
            fire(ctx, Happened(TriggerEvent.TAPPED_FOR_MANA, obj=source, lki=lki, player=player, amount=len(added), mana=tuple(added)))
    return added


def empty_mana_pools(state: GameState) -> None:
    """CR 500.5, 106.4: unspent mana empties from each player's pool at the end of each step and
    phase (a turn-based action, 703.4q)."""
    for p in state.players:
        if p.mana_pool:
            lost = mana_text(p.mana_pool)
            p.mana_pool.clear()
            log(state, ManaEmptied(p.id, lost))


__all__ = [
    "add_mana",
    "base_chars",
    "create_tokens",
    "deal_damage",
    "discard",
    "draw",
    "empty_mana_pools",
    "gain_life",
    "lose_life",
    "move",
    "put_counters",
    "remove_counters",
    "shuffle",
    "tap",
    "untap",
]
