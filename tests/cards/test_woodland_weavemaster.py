"""Woodland Weavemaster: Vigilance; "Whenever another Elf you control enters, this creature gets
+1/+1 until end of turn"; "{T}: Add X mana of any one color, where X is this creature's power.
Spend this mana only to cast Elf spells and activate abilities of Elf sources" (CR 106.6, 605)."""

from __future__ import annotations

from manastack.actions import ChooseManaType, DecisionKind
from manastack.cards.tokens import predefined_token  # the Food token definition the compiler uses
from manastack.model.types import Step
from tests.drivers import C, activate, at_step, attack, cast, game, kind, oid, options, pass_until, pool, pt, resolve_all


def test_vigilance_attacking_does_not_tap_it() -> None:
    g = game({"battlefield": [{"card": C("Woodland Weavemaster"), "as": "ww"}]})
    attack(g, "ww")
    assert g.state.objects[oid(g, "ww")].tapped is False


def test_another_elf_entering_pumps_it_until_end_of_turn() -> None:
    g = game({"battlefield": [{"card": C("Woodland Weavemaster"), "as": "ww"}, C("Forest")], "hand": [C("Llanowar Elves")]})
    cast(g, "Llanowar Elves")
    resolve_all(g)
    resolve_all(g)  # the trigger
    assert pt(g, "ww") == (2, 3)
    pass_until(g, at_step(Step.UPKEEP))
    assert pt(g, "ww") == (1, 2)


def test_mana_is_x_of_one_color_where_x_is_its_power() -> None:
    g = game({"battlefield": [{"card": C("Woodland Weavemaster"), "as": "ww", "counters": {"+1/+1": 2}}]})
    activate(g, "Activate Woodland Weavemaster")
    assert kind(g) is DecisionKind.CHOOSE_MANA_TYPE  # one choice for all three
    g.apply(ChooseManaType("U"))
    assert pool(g) == "{U}{U}{U}"


def test_the_mana_casts_elf_spells_but_not_other_spells() -> None:
    g = game({"battlefield": [{"card": C("Woodland Weavemaster"), "as": "ww", "counters": {"+1/+1": 1}}],
              "hand": [C("Llanowar Elves"), C("Grizzly Bears")]})
    activate(g, "Activate Woodland Weavemaster")
    g.apply(ChooseManaType("G"))
    assert pool(g) == "{G}{G}"
    assert "Cast Grizzly Bears" not in options(g)  # 106.6: not an Elf spell
    cast(g, "Llanowar Elves")
    resolve_all(g)
    assert pool(g) == "{G}"


def test_the_mana_pays_for_abilities_of_elf_sources_only() -> None:
    """Elvenking's Harper (an Elf) can use it; a Food token's ability can't."""
    g = game({"battlefield": [{"card": C("Woodland Weavemaster"), "as": "ww", "counters": {"+1/+1": 4}},
                              {"card": C("Elvenking's Harper"), "as": "harper"},
                              {"card": predefined_token("Food"), "token": True}]}, spare=False)
    activate(g, "Activate Woodland Weavemaster")
    g.apply(ChooseManaType("U"))
    assert pool(g) == "{U}{U}{U}{U}{U}"
    assert not [o for o in options(g) if o.startswith("Activate Food")]
    activate(g, "Activate Elvenking's Harper", oid(g, "ww"))
    assert pool(g) == ""
    resolve_all(g)
