"""All-Fates Stalker: "When this creature enters, exile up to one target non-Assassin creature until
this creature leaves the battlefield." and warp {1}{W} (CR 702.185a). Warped, it is exiled at the
beginning of the next end step, which returns the creature it exiled (610.3); its owner may cast it
from exile on a later turn."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import BOB, C, answer, at_step, cast, exiled, game, on_battlefield, options, pass_until, resolve_all


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
    # 702.185a: not castable this turn; on its owner's next turn, from exile, for its mana cost
    assert not any(o.startswith("Cast All-Fates Stalker") for o in options(g))
