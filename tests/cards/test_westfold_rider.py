"""Westfold Rider: Sacrifice this creature: Destroy target artifact or enchantment. Activate only as
a sorcery (602.5d, 307.1)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, game, graveyard, options, resolve_all


def test_sacrifice_destroys_target_artifact() -> None:
    g = game({"battlefield": [C("Westfold Rider"), C("Plains")]}, {"battlefield": [C("Dúnedain Blade"), C("Island")]})
    activate(g, "Activate Westfold Rider", "Dúnedain Blade")
    assert graveyard(g, ALICE) == ["Westfold Rider"]  # sacrificed as a cost
    resolve_all(g)
    assert graveyard(g, BOB) == ["Dúnedain Blade"]


def test_sacrifice_destroys_target_enchantment() -> None:
    g2 = game({"battlefield": [C("Westfold Rider"), C("Plains"), {"card": C("Elvish Mystic"), "as": "m"},
                               {"card": C("Gift of Strands"), "attached_to": "m"}]}, {"battlefield": [C("Island")]})
    activate(g2, "Activate Westfold Rider", "Gift of Strands")
    resolve_all(g2)
    assert sorted(graveyard(g2, ALICE)) == ["Gift of Strands", "Westfold Rider"]


def test_activate_only_as_a_sorcery() -> None:
    """602.5d, 307.1: not in the beginning of combat step, even on alice's own turn."""
    g2 = game({"battlefield": [C("Westfold Rider"), C("Plains")]}, {"battlefield": [C("Dúnedain Blade"), C("Island")]},
              step="beginning_of_combat")
    assert not any(o.startswith("Activate Westfold Rider") for o in options(g2))
