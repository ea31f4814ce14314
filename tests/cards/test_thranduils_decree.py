"""Thranduil's Decree: "Counter target spell. If a permanent spell is countered this way, exile it
instead of putting it into its owner's graveyard. You may cast that card without paying its mana
cost for as long as it remains exiled." (CR 701.6a, 110.4b, 614.1a; 118.9, 601.2b: an alternative
cost; the rulings: timing permissions still apply)."""

from __future__ import annotations

from manastack.actions import Pass
from manastack.model.types import Step
from tests.cardlib import card
from tests.drivers import ALICE, BOB, C, at_step, cast, event_data, game, graveyard, names, on_battlefield, options, pass_until, resolve_all

DECREE = "Thranduil's Decree"
FREE_BEARS = "Cast Grizzly Bears without paying its mana cost"


def _alice_casts_bob_counters(spell: str, lands: list[str], *answers: str) -> object:
    g = game({"hand": [C(spell)], "battlefield": [C(n) for n in lands], "library": [C("Plains")] * 8},
             {"hand": [C(DECREE)], "battlefield": [C("Island")] * 6, "library": [C("Island")] * 8})
    cast(g, spell, *answers)
    target = g.state.stack[-1]
    g.apply(Pass())
    cast(g, DECREE, target)
    resolve_all(g)
    return g


def test_a_countered_permanent_spell_is_exiled_and_its_counterer_may_cast_it_free():
    g = _alice_casts_bob_counters("Grizzly Bears", ["Forest", "Forest"])
    st = g.state  # type: ignore[attr-defined]
    assert names(g, st.exile) == ["Grizzly Bears"] and graveyard(g, ALICE) == []  # type: ignore[arg-type]
    assert FREE_BEARS not in options(g)  # type: ignore[arg-type]  # a creature: only at sorcery timing (307.1)
    pass_until(g, lambda g: g.state.active == BOB and at_step(Step.PRECOMBAT_MAIN)(g))  # type: ignore[arg-type]
    assert FREE_BEARS in options(g)  # type: ignore[arg-type]
    untapped = sum(1 for o in st.battlefield if not g.state.objects[o].tapped and g.state.objects[o].name == "Island")  # type: ignore[attr-defined]
    g.apply(FREE_BEARS)  # type: ignore[attr-defined]
    resolve_all(g)  # type: ignore[arg-type]
    st = g.state  # type: ignore[attr-defined]
    assert "Grizzly Bears" in on_battlefield(g, BOB)  # type: ignore[arg-type]
    assert sum(1 for o in st.battlefield if not st.objects[o].tapped and st.objects[o].name == "Island") == untapped  # no mana paid


def test_the_owner_may_not_cast_the_exiled_card():
    g = _alice_casts_bob_counters("Grizzly Bears", ["Forest", "Forest", "Forest", "Forest"])
    assert not any(o.startswith("Cast Grizzly Bears") for o in options(g))  # type: ignore[arg-type]


def test_a_countered_instant_goes_to_the_graveyard_with_no_permission():
    g = _alice_casts_bob_counters("Shock", ["Mountain"], "bob")
    st = g.state  # type: ignore[attr-defined]
    assert graveyard(g, ALICE) == ["Shock"] and st.exile == []  # type: ignore[arg-type]
    assert st.play_permissions == ()


def test_its_exile_is_its_own_replacement_effect_applied_before_any_other() -> None:
    """614.15, 616.1a: "exile it instead" is a self-replacement effect of the Decree, chosen before
    Rest in Peace's (which then no longer applies: the card goes to exile, not a graveyard) — the
    Bears' controller is not asked to order them."""
    g = game({"hand": [C("Grizzly Bears")], "battlefield": [C("Forest"), C("Forest"), card("Rest in Peace")]},
             {"hand": [C(DECREE)], "battlefield": [C("Island")] * 6})
    cast(g, "Grizzly Bears")
    target = g.state.stack[-1]
    g.apply(Pass())
    cast(g, DECREE, target)
    resolve_all(g)
    # The Bears: the Decree's exile; then the Decree itself, resolved, is exiled by Rest in Peace.
    assert [e["effect"] for e in event_data(g, "replacement_applied")] == [DECREE, "Rest in Peace"]
    assert sorted(names(g, g.state.exile)) == ["Grizzly Bears", DECREE]
    assert [p.player for p in g.state.play_permissions if p.card_id in g.state.exile] == [BOB]  # "that card": the Decree's
