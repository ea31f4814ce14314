"""Creature keywords written out as their rules: ingest (CR 702.115a), reinforce (CR 702.77a),
awaken (702.113a), endure (701.63a), graft (702.58a, moving counters 122.5), ravenous (702.156a), amplify (702.38a);
the variants the rules don't write out stay unsupported with the clause named."""

from __future__ import annotations

from manastack.model.abilities import AMPLIFIED, ActivatedAbility, AlternativeCost, Amplify, EntersWithCounters, StaticAbility, TriggeredAbility
from manastack.model.conditions import EnteredXAtLeast, SourceHasCounters
from manastack.model.costs import DiscardSelf
from manastack.model.effects import Endure, May, MoveCounters, PutCounters
from manastack.model.filters import CountedAsEntered, EventObject, Target, This
from manastack.model.triggers import TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_ingest_is_a_combat_damage_trigger() -> None:
    c = ok("Culling Drone", "Creature — Eldrazi Drone", "Devoid\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)", "{1}{B}", "2/2")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER


def test_granted_ingest_stays_unsupported() -> None:
    c = compiled("Probe", "Artifact — Equipment", "Equipped creature has ingest.\nEquip {2}", "{2}")
    assert c.card is None


def test_reinforce_is_a_discard_ability_from_the_hand() -> None:
    c = ok("Burrenton Bombardier", "Creature — Kithkin Soldier", "Flying\nReinforce 2—{2}{W} ({2}{W}, Discard this card: Put two +1/+1 counters on target creature.)", "{2}{W}", "2/2")
    (act,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert act.zone is Zone.HAND
    assert any(isinstance(p, DiscardSelf) for p in act.cost.parts)
    (put,) = act.effects
    assert isinstance(put, PutCounters) and put.kind == "+1/+1" and put.count == 2


def test_reinforce_x_stays_unsupported() -> None:
    c = compiled("Probe", "Creature — Kithkin Soldier", "Reinforce X—{X}{W}", "{W}", "1/1")
    assert c.card is None
    assert "Reinforce X" in c.explain()


def test_awaken_is_an_alternative_cost_with_the_land_target_after_the_spells() -> None:
    c = ok("Ruinous Path", "Sorcery", "Destroy target creature or planeswalker.\nAwaken 4—{5}{B}{B} (If you cast this spell for {5}{B}{B}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "{1}{B}{B}")
    (alt,) = [a for a in c.abilities if isinstance(a, AlternativeCost)]
    assert alt.name == "awaken" and alt.spell is not None
    assert c.spell_ability is not None and len(c.spell_ability.targets) == 1
    assert len(alt.spell.targets) == 2 and alt.spell.targets[1].description == "target land you control"
    assert PutCounters("+1/+1", 4, Target(1)) in alt.spell.effects


def test_awaken_of_an_unread_spell_stays_unsupported_naming_the_awakened_text() -> None:
    c = compiled("Probe", "Instant", "Prevent all combat damage that would be dealt this turn by creatures target opponent controls.\nAwaken 2—{4}{W}", "{2}{W}")
    assert c.card is None
    assert "702.113a" in c.explain()


def test_it_endures_n_is_the_endure_verb_on_the_trigger_object() -> None:
    c = ok("Sandskitter Outrider", "Creature — Goblin Soldier", "Menace\nWhen this creature enters, it endures 2. (Put two +1/+1 counters on it or create a 2/2 white Spirit creature token.)", "{3}{B}", "2/1")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    (endure,) = trig.effects
    assert isinstance(endure, Endure) and endure.n == 2


def test_endure_x_stays_unsupported() -> None:
    c = compiled("Warden of the Grove", "Creature — Hydra", "Whenever another nontoken creature you control enters, it endures X, where X is the number of counters on this creature.", "{2}{G}", "2/2")
    assert c.card is None
    assert "endures X" in c.explain()


def test_graft_enters_with_counters_and_moves_one_onto_another_creature() -> None:
    c = ok("Aquastrand Spider", "Creature — Spider Mutant", "Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)", "{1}{G}", "0/0")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.intervening_if == SourceHasCounters("+1/+1")
    (may,) = trig.effects
    assert isinstance(may, May) and may.effects == (MoveCounters("+1/+1", 1, This(), EventObject()),)
    assert any(isinstance(a, StaticAbility) and isinstance(a.effect, EntersWithCounters) for a in c.abilities)


def test_move_a_counter_from_a_target_onto_this_creature() -> None:
    c = ok("Cytoplast Root-Kin", "Creature — Elemental Mutant", "{2}: Move a +1/+1 counter from target creature you control onto this creature.", "{2}{G}{G}", "0/0")
    (act,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert act.effects == (MoveCounters("+1/+1", 1, Target(0), This()),)


def test_ravenous_enters_with_x_counters_and_draws_if_x_is_5_or_more() -> None:
    c = ok("Termagant Swarm", "Creature — Tyranid", "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)", "{X}{G}", "0/0")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.intervening_if == EnteredXAtLeast(5)
    assert any(isinstance(a, StaticAbility) and isinstance(a.effect, EntersWithCounters) for a in c.abilities)


def test_if_x_is_n_or_more_outside_its_own_enters_trigger_stays_unsupported() -> None:
    # Whose X that would be isn't the spell's that became this permanent (107.3m): not read.
    c = compiled("Probe", "Creature — Tyranid", "Whenever this creature attacks, if X is 5 or more, draw a card.", "{X}{G}", "1/1")
    assert c.card is None
    assert "intervening if" in c.explain()


def test_amplify_reveals_as_it_enters_and_counts_the_cards_revealed() -> None:
    c = ok("Daru Stinger", "Creature — Soldier", "Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Soldier card you reveal in your hand.)", "{3}{W}", "1/1")
    effects = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert effects == [Amplify(), EntersWithCounters("+1/+1", CountedAsEntered(AMPLIFIED, 1))]


def test_granted_amplify_stays_unsupported() -> None:
    c = compiled("Probe", "Enchantment", "Creatures you control have amplify 1.", "{2}")
    assert c.card is None
