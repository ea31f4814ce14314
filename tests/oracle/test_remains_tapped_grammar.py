"""'You may choose not to untap CARDNAME during your untap step' (CR 502.3) and the duration 'for as
long as CARDNAME remains tapped' (611.2b), read by the general duration grammar."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, DoesntUntap, StaticAbility
from manastack.model.effects import Duration, GrantAbilities, KeepTapped, ModifyPT, Tap
from manastack.model.filters import Target, This
from tests.oracle.helpers import compiled, ok

_MAY = "You may choose not to untap this creature during your untap step."


def test_rust_tick() -> None:
    c = ok("Rust Tick", "Artifact Creature — Insect", f"{_MAY}\n{{1}}, {{T}}: Tap target artifact. It doesn't untap during its controller's untap step for as long as Rust Tick remains tapped.", "{3}", "1/3")
    st, act = c.abilities
    assert isinstance(st, StaticAbility) and st.effect == DoesntUntap(This(), optional=True)
    assert isinstance(act, ActivatedAbility) and act.effects == (Tap(Target(0)), KeepTapped(Target(0), Duration.WHILE_SOURCE_TAPPED))


def test_pump_and_has_for_as_long_as_it_remains_tapped() -> None:
    c = ok("Everglove Courier", "Creature — Elf", "You may choose not to untap Everglove Courier during your untap step.\n{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier remains tapped.", "{2}{G}", "2/1")
    act = c.abilities[-1]
    assert isinstance(act, ActivatedAbility)
    durations = {e.duration for e in act.effects if isinstance(e, (ModifyPT, GrantAbilities))}
    assert durations == {Duration.WHILE_SOURCE_TAPPED}


def test_gain_control_while_you_control_and_it_remains_tapped_stays_unsupported() -> None:
    r = compiled("Willow Satyr", "Creature — Satyr", "You may choose not to untap Willow Satyr during your untap step.\n{T}: Gain control of target legendary creature for as long as you control Willow Satyr and Willow Satyr remains tapped.", "{2}{G}{G}", "1/1")
    assert r.card is None and any("for as long as you control" in u.text for u in r.unsupported)
