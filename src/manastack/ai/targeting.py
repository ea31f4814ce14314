"""Static judgements about spells and abilities: does an effect hurt what it targets, is a spell
only a combat trick, and which target a quick policy should pick (used inside lookahead, where a
full search per choice would be too slow)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from manastack.actions import Choose, Decision, Done
from manastack.ai.evaluate import permanent_value
from manastack.game import Game
from manastack.model.abilities import GrantKeywordsStatic, ModifyPTStatic, SpellAbility, StaticAbility
from manastack.model.card import CardDef
from manastack.model.effects import (
    Becomes,
    CantBeRegenerated,
    CounterSpell,
    CreateToken,
    DealDamage,
    DealDividedDamage,
    Destroy,
    Discard,
    DrawCards,
    Duration,
    Fight,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseLife,
    Mill,
    ModifyPT,
    MoveTo,
    PreventDamage,
    PutCounters,
    Sacrifice,
    SkipNextStep,
    Tap,
    Untap,
)
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.layers import chars
from manastack.state.game_state import GameState

HARMFUL = (CantBeRegenerated, CounterSpell, DealDamage, DealDividedDamage, Destroy, Discard, Fight, GainControl, LoseLife, Mill, Sacrifice, SkipNextStep, Tap)
TEMPORARY = (ModifyPT, GrantAbilities, Becomes)


def _walk(x: object, depth: int = 0) -> list[object]:
    """Every effect-like value nested in ``x`` (effects inside May, Conditional, modes …)."""
    if depth > 6:
        return []
    out: list[object] = []
    if isinstance(x, (tuple, list)):
        for y in x:
            out += _walk(y, depth + 1)
    elif is_dataclass(x) and not isinstance(x, type) and not isinstance(x, CardDef):
        out.append(x)
        for f in fields(x):
            out += _walk(getattr(x, f.name), depth + 1)
    return out


def effects_of_top(state: GameState) -> list[object]:
    """The effects (all nested values) of the spell or ability on top of the stack."""
    if not state.stack:
        return []
    o = state.objects[state.stack[-1]]
    if o.ability is not None:
        return _walk(o.ability)
    face = o.face
    return _walk(face.abilities)


def is_harmful(parts: list[object]) -> bool:
    """Whether these effects hurt what they target (damage, destroy, bounce, -N/-N, …)."""
    for e in parts:
        if isinstance(e, HARMFUL):
            return True
        if isinstance(e, ModifyPT) and isinstance(e.power, int) and e.power < 0:
            return True
        if isinstance(e, MoveTo) and e.zone in (Zone.HAND, Zone.EXILE, Zone.LIBRARY, Zone.GRAVEYARD):
            return True
        if isinstance(e, GrantKeywordsStatic) and {Keyword.CANT_ATTACK, Keyword.CANT_BLOCK} & set(e.keywords):
            return True
        if isinstance(e, ModifyPTStatic) and isinstance(e.power, int) and e.power < 0:
            return True
    return False


def is_combat_trick(card: CardDef) -> bool:
    """An instant whose effects only last the turn or prevent damage (Giant Growth, Fog): worth
    casting only when combat damage is coming."""
    sa = card.spell_ability
    if sa is None or CardType.INSTANT not in card.types:
        return False
    parts = [e for e in _walk(sa) if isinstance(e, (*TEMPORARY, PreventDamage, Untap, DealDamage, Destroy, MoveTo, CounterSpell, Tap))]
    if not parts:
        return False
    return all(
        isinstance(e, (PreventDamage, Untap)) or (isinstance(e, TEMPORARY) and getattr(e, "duration", Duration.END_OF_TURN) is not Duration.PERMANENT)
        for e in parts
    )


def only_temporary(parts: list[object]) -> bool:
    """Effects that only change things until the turn ends ("+1/+0 until end of turn")."""
    lasting = (*HARMFUL, MoveTo, PutCounters, CreateToken, DrawCards, GainLife)
    return any(isinstance(e, TEMPORARY) for e in parts) and not any(isinstance(e, lasting) for e in parts)


def spell_card(state: GameState, cid: int) -> CardDef:
    return state.objects[cid].face


def _damage_amount(parts: list[object]) -> int:
    for e in parts:
        if isinstance(e, (DealDamage, DealDividedDamage)) and isinstance(e.amount, int):
            return e.amount
    return 0


def target_score(state: GameState, me: int, target: int, harmful: bool, damage: int) -> float:
    """How much ``me`` wants ``target`` as the target of a harmful or helpful effect."""
    mine = (target == me) if state.is_player_id(target) else chars(state, target).controller == me
    if state.is_player_id(target):
        if state.players[target].team == state.players[me].team:
            mine = True
        life = state.team_of(target).life
        if harmful:
            # Between several opponents, the closer to dying the better (none is closer in a duel).
            closer = sum(1 for o in state.opponents(me) if state.team_of(o).life > life)
            return -1.0 if mine else (100.0 if 0 < damage >= life else 1.0 + damage * 0.5 + 0.1 * closer)
        return 0.5 if mine else -1.0
    o = state.objects[target]
    if o.zone is Zone.STACK:
        return (-5.0 if mine else 5.0) if harmful else (1.0 if mine else -5.0)
    if o.zone is not Zone.BATTLEFIELD:
        return 1.0 if harmful != mine else -1.0
    value = permanent_value(state, target)
    c = chars(state, target)
    if harmful:
        if mine:
            return -value
        if damage and CardType.CREATURE in c.types:
            left = (c.toughness or 0) - o.damage
            return value + 5.0 if damage >= left else 0.2
        return value
    return value if mine else -value


def quick_target(game: Game, d: Decision) -> Choose | Done:
    """A target by static judgement: the best opposing thing for a harmful effect, the best own
    thing for a helpful one."""
    s = game.state
    parts = effects_of_top(s)
    harmful = is_harmful(parts)
    damage = _damage_amount(parts)
    best: Choose | Done | None = None
    best_score = float("-inf")
    for a in d.options:
        if isinstance(a, Done):
            score = 0.0
        elif isinstance(a, Choose):
            try:
                score = target_score(s, d.player, a.id, harmful, damage)
            except (KeyError, IndexError):
                score = -0.5
        else:
            continue
        if score > best_score:
            best, best_score = a, score
    assert best is not None
    return best


def aura_is_harmful(card: CardDef) -> bool:
    """An Aura that hurts what it enchants (Pacifism-like)."""
    return is_harmful(_walk(tuple(a for a in card.abilities if isinstance(a, StaticAbility))))


def spell_parts(card: CardDef) -> list[object]:
    sa: SpellAbility | None = card.spell_ability
    return _walk(sa) if sa is not None else []


__all__ = ["only_temporary", "aura_is_harmful", "effects_of_top", "is_combat_trick", "is_harmful", "quick_target", "spell_parts", "target_score"]
