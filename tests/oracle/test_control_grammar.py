"""Control-changing effects (CR 108.4, 613.1b): "gain control of target creature [until end of
turn | for as long as CARDNAME remains on the battlefield]" and the Aura's "You control enchanted
creature."."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, ControlStatic, SpellAbility, StaticAbility, TriggeredAbility
from manastack.model.effects import Duration, GainControl, GrantAbilities, Untap
from manastack.model.filters import AttachedTo, PlayerBeside, Target, This
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_threaten() -> None:
    c = ok("Act of Treason", "Sorcery", "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)", "{2}{R}")
    (ab,) = c.abilities
    assert isinstance(ab, SpellAbility)
    gain, untap, haste = ab.effects
    assert gain == GainControl(Target(0), Duration.END_OF_TURN)
    assert untap == Untap(Target(0))
    assert isinstance(haste, GrantAbilities) and haste.keywords == (Keyword.HASTE,) and haste.what == Target(0)


def test_gain_control_while_source_remains_and_indefinitely() -> None:
    c = ok("Sower of Temptation", "Creature — Faerie Wizard", "Flying\nWhen this creature enters, gain control of target creature for as long as this creature remains on the battlefield.", "{2}{U}{U}", "2/2")
    trig = c.abilities[1]
    assert isinstance(trig, TriggeredAbility) and trig.effects == (GainControl(Target(0), Duration.WHILE_SOURCE_ON_BATTLEFIELD),)
    (ab,) = ok("Test Theft", "Sorcery", "Gain control of target creature.", "{4}{U}{U}").abilities
    assert isinstance(ab, SpellAbility) and ab.effects == (GainControl(Target(0), Duration.PERMANENT),)


def test_control_magic() -> None:
    c = ok("Control Magic", "Enchantment — Aura", "Enchant creature\nYou control enchanted creature.", "{2}{U}{U}")
    assert any(isinstance(a, StaticAbility) and a.effect == ControlStatic(AttachedTo()) for a in c.abilities)


def test_variants_that_stay_unsupported() -> None:
    """Control for as long as you control the source (it ends on a change of the source's
    controller, not only as it leaves) isn't read; nor is a control change to several players."""
    assert compiled("Test Seducer", "Creature — Test", "When this creature enters, gain control of target creature for as long as you control this creature.", "{2}", "1/1").card is None
    assert compiled("Test Gift", "Sorcery", "Each opponent gains control of target creature you control.", "{1}").card is None


def test_another_player_gains_control() -> None:
    """Donate: the target player is who gains control; "the player to your right gains control of
    this artifact" names the player beside the controller (CR 103.1)."""
    (ab,) = ok("Test Gift", "Sorcery", "Target opponent gains control of target creature you control.", "{1}").abilities
    assert isinstance(ab, SpellAbility) and ab.effects == (GainControl(Target(1), Duration.PERMANENT, Target(0)),)
    rope = ok("Test Rope", "Artifact", "{T}: Draw a card. The player to your right gains control of this artifact.", "{1}")
    (act,) = rope.abilities
    assert isinstance(act, ActivatedAbility) and act.effects[1] == GainControl(This(), Duration.PERMANENT, PlayerBeside(left=False))
