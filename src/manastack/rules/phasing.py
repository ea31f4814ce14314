"""Phasing (CR 702.26): a phased-out permanent is treated as though it doesn't exist (702.26b).

It stays on the battlefield (702.26d: no zone change, no leaves- or enters-the-battlefield
triggers, its counters stay) but is taken out of ``state.battlefield`` into ``state.phased_out``,
so nothing that looks at the battlefield sees it. Auras and Equipment attached to it phase out
with it and phase in with it (702.26g). During each player's untap step, before anything untaps,
their permanents with phasing phase out and the permanents that phased out under their control
phase in, at once (702.26a)."""

from __future__ import annotations

from manastack.events import PhasedIn, PhasedOut
from manastack.model.effects import PhaseOut
from manastack.model.types import Keyword
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.combat_removal import remove_from_combat
from manastack.rules.context import Ctx
from manastack.rules.continuous import end_effects_of_source
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.state.game_state import GameState


def phase_out(state: GameState, oids: list[int]) -> None:
    """CR 702.26b: the permanents phase out directly, and what is attached to them indirectly
    (702.26g; an object phasing out both ways phases out indirectly, 702.26h). Each is removed from
    combat (506.4); "for as long as" effects of a phasing-out source end (702.26f, 611.2b)."""
    direct = [o for o in oids if o in state.battlefield]
    host_of: dict[int, int | None] = {o: None for o in direct}
    todo = list(direct)
    while todo:
        host: int = todo.pop()
        for o in state.battlefield:
            if state.objects[o].attached_to == host and (host_of.get(o) is None):
                host_of[o] = host
                todo.append(o)
    if not host_of:
        return
    for o, via in host_of.items():
        controller = chars(state, o).controller
        remove_from_combat(state, o)
        state.battlefield.remove(o)
        state.phased_out += ((o, controller, via),)
        record(state, PhasedOut(o, indirectly=via is not None))
    for o in host_of:
        end_effects_of_source(state, o)
    state.version += 1


def phasing_step(state: GameState) -> None:
    """CR 702.26a: during the untap step of the active player's team, before untapping, their
    phased-in permanents with phasing phase out and their phased-out permanents phase in, at the
    same time (those that phased out indirectly phase in with their host, 702.26g); an Aura or
    Equipment phases in attached to what it was attached to (702.26i: state-based actions deal
    with one whose object is gone)."""
    team = state.team_of(state.active).members
    going = [o for o in state.battlefield if chars(state, o).controller in team and Keyword.PHASING in chars(state, o).keywords]
    back = {o for o, ctl, host in state.phased_out if ctl in team and host is None}
    while True:  # what phased out along with a permanent that phases in
        more = {o for o, _, host in state.phased_out if host in back and o not in back}
        if not more:
            break
        back |= more
    if back:
        state.phased_out = tuple(p for p in state.phased_out if p[0] not in back)
        for o in sorted(back):
            state.battlefield.append(o)
            record(state, PhasedIn(o))
        state.version += 1
    phase_out(state, going)


def player_left(state: GameState, pid: int, gone: set[int]) -> None:
    """CR 800.4a with 702.26b: when player ``pid`` leaves the game, their phased-out permanents
    (``gone``) leave it too, without leaving the battlefield first (a phased-out permanent is
    treated as though it doesn't exist); what phased out attached to one of them phases in on its
    own; what phased out under ``pid``'s control, the effect giving them control ended, phases in
    under its controller now (its owner's, 702.26a)."""
    kept: list[tuple[int, int, int | None]] = []
    for o, controller, host in state.phased_out:
        if o in gone:
            continue
        kept.append((o, chars(state, o).controller if controller == pid else controller, None if host in gone else host))
    state.phased_out = tuple(kept)


@verb(PhaseOut)
def _phase_out(ctx: Ctx, e: PhaseOut, res: Resolving, did: bool) -> bool:
    """CR 702.26b: "CARDNAME phases out", "target creature phases out"."""
    phase_out(ctx.state, objects_of(ctx.state, e.what, res))
    return did


__all__ = ["phase_out", "phasing_step", "player_left"]
