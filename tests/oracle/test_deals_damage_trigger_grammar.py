"""'Whenever [it] deals damage' (CR 120.3, 603.2c): one trigger event per source for all the damage
it deals at once, combat or not; "that much" is that total."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import GainLife
from manastack.model.filters import EventAmount
from manastack.model.triggers import AboutAttached, AboutThis, TriggerEvent
from tests.oracle.helpers import compiled, ok


def _trigger(text: str, type_line: str, pt: str | None = None) -> TriggeredAbility:
    card = ok("Test", type_line, text, "{2}{W}", pt)
    (trig,) = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    return trig


def test_this_creature_deals_damage_exalted_angel() -> None:
    trig = _trigger("Flying\nWhenever Test deals damage, you gain that much life.", "Creature — Angel", "4/5")
    assert trig.trigger.event is TriggerEvent.DEALS_DAMAGE_AT_ONCE and trig.trigger.constraints == (AboutThis(),)
    (gain,) = trig.effects
    assert isinstance(gain, GainLife) and gain.amount == EventAmount()


def test_enchanted_creature_deals_damage_spirit_link() -> None:
    trig = _trigger("Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.", "Enchantment — Aura")
    assert trig.trigger.event is TriggerEvent.DEALS_DAMAGE_AT_ONCE and trig.trigger.constraints == (AboutAttached(),)


def test_damage_to_a_creature_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Beast", "Whenever Test deals damage to a creature, you gain that much life.", "{2}{W}", "2/2")
    assert c.card is None and "deals damage to a creature" in c.explain()
