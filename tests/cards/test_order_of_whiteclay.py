"""Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from
your graveyard to the battlefield" (CR 107.6: {Q} untaps it)."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, game, graveyard, oid, on_battlefield, options, resolve_all


def test_untap_cost_returns_a_small_creature() -> None:
    g = game({"battlefield": [{"card": C("Order of Whiteclay"), "as": "order", "tapped": True}] + [C("Plains")] * 3,
              "graveyard": [{"card": C("Grizzly Bears"), "as": "bears"}, C("Serra Angel")]})
    activate(g, "Activate Order of Whiteclay", oid(g, "bears"))
    assert g.state.objects[oid(g, "order")].tapped is False
    resolve_all(g)
    assert "Grizzly Bears" in on_battlefield(g, ALICE)
    assert graveyard(g, ALICE) == ["Serra Angel"]  # mana value 5: not a legal target


def test_untapped_it_cant_pay_the_untap_cost() -> None:
    g = game({"battlefield": [C("Order of Whiteclay")] + [C("Plains")] * 3, "graveyard": [C("Grizzly Bears")]})
    assert not [o for o in options(g) if o.startswith("Activate Order of Whiteclay")]
