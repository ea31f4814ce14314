"""All-Fates Stalker: "When this creature enters, exile up to one target non-Assassin creature until
this creature leaves the battlefield." and warp {1}{W} (CR 702.185a). Warped, it is exiled at the
beginning of the next end step, which returns the creature it exiled (610.3); its owner may cast it
from exile on a later turn."""

from __future__ import annotations

from manastack.model.types import Step
from manastack.rules.casting import playable_from_exile
from tests.drivers import ALICE, BOB, C, answer, at_step, cast, exiled, game, on_battlefield, pass_until, resolve_all


def test_warped_it_leaves_at_the_end_step_returning_the_exiled_creature() -> None:
    g = game(
        {"battlefield": [C("Plains")], "hand": [C("All-Fates Stalker")]},
        {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]},
    )
    cast(g, "All-Fates Stalker with warp")
    resolve_all(g)
    answer(g, "Grizzly Bears")  # its enters trigger's target
    resolve_all(g)
    assert "Grizzly Bears" in exiled(g, BOB) and "All-Fates Stalker" in on_battlefield(g)
    pass_until(g, at_step(Step.END))
    resolve_all(g)
    assert "All-Fates Stalker" in exiled(g) and "Grizzly Bears" in on_battlefield(g, BOB)
    # 702.185a: its owner may cast it from exile only after the current turn has ended
    assert playable_from_exile(g.state, ALICE) == []
    pass_until(g, at_step(Step.UPKEEP, g.state.turn + 1))
    assert [g.state.objects[c].card.name for c in playable_from_exile(g.state, ALICE)] == ["All-Fates Stalker"]
