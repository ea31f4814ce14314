"""Persist and undying (CR 702.79a, 702.93a) as the triggered abilities their reminder text
defines, "is put into a graveyard from the battlefield" triggers, and "return it to the
battlefield under its owner's control with a counter on it" (122.6)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import Not, SourceHasCounters
from manastack.model.effects import MoveTo
from manastack.model.filters import This
from manastack.model.triggers import AboutThis, TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def _trigger(type_line: str, text: str) -> TriggeredAbility:
    c = ok("Test Card", type_line, text, "{2}", "2/2" if "Creature" in type_line else None)
    (t,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    return t


def test_persist_is_a_dies_trigger_with_an_intervening_if() -> None:
    t = _trigger("Creature — Elemental", "Persist")
    assert t.trigger.event is TriggerEvent.DIES and t.trigger.constraints == (AboutThis(),)
    assert t.intervening_if == Not(SourceHasCounters("-1/-1"))
    assert t.effects == (MoveTo(This(), Zone.BATTLEFIELD, counters=(("-1/-1", 1),)),)


def test_undying_returns_with_a_plus_one_counter() -> None:
    t = _trigger("Creature — Wolf", "Undying")
    assert t.intervening_if == Not(SourceHasCounters("+1/+1"))
    assert t.effects == (MoveTo(This(), Zone.BATTLEFIELD, counters=(("+1/+1", 1),)),)


def test_an_aura_put_into_a_graveyard_from_the_battlefield() -> None:
    t = _trigger("Enchantment — Aura", "Enchant creature\nWhen this Aura is put into a graveyard from the battlefield, return it to its owner's hand.")
    assert t.trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD
    assert t.effects == (MoveTo(This(), Zone.HAND),)


def test_flicker_until_the_next_end_step_is_a_delayed_return() -> None:
    from manastack.model.effects import DelayedTrigger, MoveTo
    from manastack.model.types import Zone

    c = ok("Test Creature", "Creature — Spirit", "When this creature enters, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.", "{1}{W}{W}", "3/1")
    (ab,) = (a for a in c.abilities if hasattr(a, "trigger"))
    exile, delayed = ab.effects  # type: ignore[attr-defined]
    assert isinstance(exile, MoveTo) and exile.zone is Zone.EXILE
    assert isinstance(delayed, DelayedTrigger) and isinstance(delayed.effects[0], MoveTo) and delayed.effects[0].zone is Zone.BATTLEFIELD


def test_a_delayed_effect_on_a_card_moved_to_a_hidden_zone_stays_unsupported() -> None:
    c = compiled("Test Sorcery", "Sorcery", "Put target creature on top of its owner's library. Return that card to its owner's hand at the beginning of the next end step.", "{1}{U}")
    assert c.card is None


def test_put_two_targets_on_top_of_their_owners_libraries_at_once() -> None:
    from manastack.model.filters import Together

    c = ok("Test Sorcery", "Sorcery", "Put two target lands on top of their owners' libraries.", "{3}{G}{G}")
    (move,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(move, MoveTo) and move.zone is Zone.LIBRARY and move.library_position == "top"
    assert isinstance(move.what, Together) and len(move.what.refs) == 2  # 401.4: one move, the owner orders them


def test_put_target_creature_on_the_bottom_of_its_owners_library() -> None:
    c = ok("Test Instant", "Instant", "Put target attacking creature on the bottom of its owner's library.", "{1}{W}")
    (move,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(move, MoveTo) and move.zone is Zone.LIBRARY and move.library_position == "bottom"


def test_exile_target_players_graveyard() -> None:
    from manastack.model.filters import ControlledBy

    c = ok("Test Artifact", "Artifact", "{T}, Sacrifice this artifact: Exile target player's graveyard.", "{0}")
    (ab,) = c.activated_abilities
    (move,) = ab.effects
    assert isinstance(move, MoveTo) and move.zone is Zone.EXILE and isinstance(move.what, ControlledBy) and move.what.filter.zone is Zone.GRAVEYARD
