"""Tokens (CR 111): creating tokens, the replacement effects that change how many or which, and
the verbs that create them (tokens, token copies, amass)."""

from __future__ import annotations

from dataclasses import replace

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import Amassed, GameEvent, TokenCeased, TokenCreated
from manastack.model.abilities import AddTypesStatic, TokenMultiplier, TokensInstead
from manastack.model.card import CardDef, army_token
from manastack.model.effects import Amass, CreateToken, CreateTokenCopy, Duration, Populate
from manastack.model.filters import AttachedTo, This
from manastack.model.types import CardType, Zone
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, objects_of, players_of, res_amount
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.counters import put_counters
from manastack.rules.entering_attacking import put_onto_battlefield_attacking
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.relations import related
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.triggers import notice
from manastack.rules.zones import (
    choose_copy,
    choose_values,
    copiable_values,
    enter_battlefield,
)
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def create_tokens(
    ctx: Ctx, player: int, card: CardDef, count: int, *, tapped: bool = False, by_effect: bool = True, marks: dict[str, bool] | None = None,
) -> list[int]:
    """CR 111.2: create tokens; replacement effects may change how many (614.1a). All the tokens
    of one creation event — every kind a replacement made of it (Bilbo's Food and Treasure, the
    doubled tokens of Bard) — enter the battlefield simultaneously (the seed rulings on Bard, King
    of Dale): first the number of tokens is determined, then each token's own "as enters" choices
    ("enter as a copy of", 614.1c, 614.12, 707.5) are made separately for each token, all before
    any of them is on the battlefield, so no token can choose another one being created with it.
    ``marks``: facts about how the tokens were made that their abilities ask about ("embalmed").
    Returns the new tokens."""
    created: list[int] = []

    def apply(ctx: Ctx, results: list[Proposed[TokenCreated]]) -> None:
        state = ctx.state
        planned: list[tuple[TokenCreated, int, int | None, dict[str, str]]] = []
        for p in results:
            ev = p.event
            for _ in range(ev.count):
                oid = state.new_id()
                copy_from = choose_copy(ctx, ev.token, ev.player, oid)
                chosen = choose_values(ctx, copiable_values(state, copy_from) if copy_from is not None else ev.token, ev.player, oid)
                planned.append((ev, oid, copy_from, chosen))
        entered: list[tuple[TokenCreated, list[GameEvent]]] = []
        for ev, oid, copy_from, chosen in planned:
            o = GameObject(
                id=oid, uid=oid, card=ev.token, owner=ev.player, controller=ev.player, zone=Zone.BATTLEFIELD,
                timestamp=state.new_timestamp(), is_token=True, sick=True, tapped=tapped,
            )
            o.controlled_since = o.timestamp
            state.objects[oid] = o
            if marks:
                o.chosen.update(marks)
            counters = enter_battlefield(ctx, o, copy_from, chosen)
            done = replace(ev, token_id=oid, count=1)
            record(state, done)
            created.append(oid)
            entered.append((done, counters))
        for done, counters in entered:
            if done.token_id in state.objects:
                notice(ctx, done)  # it enters; a token was created (603.6a)
                for counters_put in counters:
                    notice(ctx, counters_put)
        state.version += 1

    perform(ctx, TokenCreated(player, card, count=count, by_effect=by_effect), apply)
    return created


def cease_to_exist(ctx: Ctx, oid: int) -> None:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist."""
    perform(ctx, TokenCeased(oid), _cease)


def _cease(ctx: Ctx, results: list[Proposed[TokenCeased]]) -> None:
    state = ctx.state
    for p in results:
        o = state.objects.pop(p.event.object_id)
        state.zone_list(o.zone, o.owner).remove(o.id)
        happened(ctx, p.event)


# ---- replacement effects on creating tokens (CR 614.1a) ---------------------------------------------


def _multiplies(state: GameState, eff: TokenMultiplier, c: Candidate, ev: TokenCreated) -> bool:
    return ev.count > 0 and related(state, eff.player, c.you, ev.player) and (ev.by_effect or not eff.effect_only)


def _instead(state: GameState, eff: TokensInstead, c: Candidate, ev: TokenCreated) -> bool:
    return ev.count > 0 and related(state, eff.player, c.you, ev.player) and bool(eff.kinds & set(ev.token.subtypes))


replacement.register(ReplacementKind(TokenMultiplier, TokenCreated, _multiplies, lambda ctx, eff, c, ev: [replace(ev, count=ev.count * eff.factor)]))
replacement.register(ReplacementKind(TokensInstead, TokenCreated, _instead, lambda ctx, eff, c, ev: [replace(ev, token=t) for t in eff.instead]))


# ---- verbs ------------------------------------------------------------------------------------------


@verb(CreateToken)
def _create_token(ctx: Ctx, e: CreateToken, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        made = create_tokens(ctx, pid, e.token, res_amount(ctx.state, e.count, res), tapped=e.tapped)
        res.created += made
        if e.attacking:
            for oid in made:
                put_onto_battlefield_attacking(ctx, oid)
    return did


@verb(CreateTokenCopy)
def _create_token_copy(ctx: Ctx, e: CreateTokenCopy, res: Resolving, did: bool) -> bool:
    """CR 707.2: the copiable values only; 111.12: no token for an object that no longer exists."""
    state = ctx.state
    copied = [copiable_values(state, oid) for oid in objects_of(state, e.of, res)]
    if not copied and isinstance(e.of, This) and res.spell_id is not None and res.spell_id in state.objects and res.spell_id != res.source:
        # "this card", exiled to pay this ability's cost (embalm, 702.128a): the ability keeps its
        # source as it last existed (113.7a).
        copied = [state.objects[res.spell_id].card]
    for values in copied:
        if e.exceptions is not None:
            values = e.exceptions.apply(values)  # 707.9b
        for pid in players_of(state, e.player, res):
            res.created += create_tokens(ctx, pid, values, res_amount(state, e.count, res), tapped=e.tapped, marks={"embalmed": True} if e.embalmed else None)
    return did


@verb(Populate)
def _populate(ctx: Ctx, e: Populate, res: Resolving, did: bool) -> bool:
    """CR 701.36a: the controller chooses a creature token they control; a token that's a copy of it
    is created (707.2: its copiable values); 701.36b: with none, nothing happens."""
    state = ctx.state
    you = res.controller
    options = tuple(
        Choose(o) for o in state.battlefield
        if state.objects[o].is_token and chars(state, o).controller == you and CardType.CREATURE in chars(state, o).types
    )
    if not options:
        return did
    ans = ctx.choose(Decision(you, DecisionKind.CHOOSE_OBJECT, options, context=f"{res.source_name}: populate — choose a creature token",
                              purpose=Purpose.POPULATE, source=res.source))
    assert isinstance(ans, Choose)
    res.created += create_tokens(ctx, you, copiable_values(state, ans.id), 1)
    return did


@verb(Amass)
def _amass(ctx: Ctx, e: Amass, res: Resolving, did: bool) -> bool:
    """CR 701.47a: amass [subtype] N (see :class:`~manastack.model.effects.Amass`)."""
    state = ctx.state
    you = res.controller
    n = res_amount(state, e.amount, res)

    def armies() -> list[int]:
        return [o for o in state.battlefield if chars(state, o).controller == you
                and CardType.CREATURE in chars(state, o).types and "Army" in chars(state, o).subtypes]

    if not armies():
        res.created += create_tokens(ctx, you, army_token(e.subtype), 1)
    options = armies()
    if not options:
        return did  # 701.47b: amassed even though nothing could be done
    chosen = options[0]
    if len(options) > 1:
        ans = ctx.choose(Decision(you, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in options), context=f"{res.source_name}: amass — choose an Army",
                                  purpose=Purpose.AMASS, source=res.source))
        assert isinstance(ans, Choose)
        chosen = ans.id
    put_counters(ctx, chosen, "+1/+1", n)
    if chosen in state.battlefield and e.subtype not in chars(state, chosen).subtypes:
        add_effect(state, res, Duration.PERMANENT, AddTypesStatic(AttachedTo(), (), (e.subtype,)), frozenset({chosen}))
    record(state, Amassed(you, chosen, n))
    return did


__all__ = ["cease_to_exist", "create_tokens"]
