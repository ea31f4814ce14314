"""Combat (CR 506–511): declaring attackers and blockers, and combat damage.

Attack and block declarations are made one creature at a time, then finished with ``Done``; only
declarations that can be completed legally are offered (509.1b–c: flying/reach, menace and other
"can't be blocked except by" rules, landwalk, "can't block"). Combat damage is assigned by the
current rules (510.1): a creature blocked by several creatures divides its damage as its
controller chooses; trample (702.19b) must assign lethal damage to every blocker before the rest
goes to the player, and with deathtouch 1 damage is lethal (702.2c).
"""

from __future__ import annotations

from collections.abc import Iterator

from manastack.actions import (
    AssignDamage,
    Cancel,
    Decision,
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    Purpose,
)
from manastack.events import (
    AttackDeclared,
    AttackedWith,
    BecameBlocked,
    BlockDeclared,
    NotBlocked,
    PlayerAttacked,
)
from manastack.mana import Color
from manastack.model.abilities import (
    AttackUnlessDefenderControls,
    BlockedOnlyByAtLeast,
    BlockRestriction,
    CombatRequirement,
    CombatRestriction,
    Landwalk,
    StaticAbility,
)
from manastack.model.effects import WHILE_SOURCE, RemoveFromCombat
from manastack.model.types import CardType, Keyword
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.blocking import (
    all_able_block,
    assigns_no_combat_damage,
    block_capacity,
    max_blockers,
    may_assign_as_though_unblocked,
    must_be_blocked,
)
from manastack.rules.combat_removal import remove_from_combat
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.costs import is_sick
from manastack.rules.damage import deal_damage
from manastack.rules.execute import verb
from manastack.rules.filters import affects, matches, matching
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.log import record
from manastack.rules.protection import protected_from
from manastack.rules.relations import same_team
from manastack.rules.status import tap
from manastack.rules.triggers import notice
from manastack.state.characteristics import Chars
from manastack.state.game_state import Combat, GameState


def can_attack(state: GameState, oid: int) -> bool:
    """CR 508.1a: an untapped creature the active player controls that isn't summoning sick
    (302.6) and has neither defender (702.3b; unless an effect lets it attack "as though it didn't
    have defender") nor "can't attack"."""
    c = chars(state, oid)
    if CardType.CREATURE not in c.types or state.objects[oid].tapped:
        return False
    if (Keyword.DEFENDER in c.keywords and Keyword.ATTACKS_DESPITE_DEFENDER not in c.keywords) or Keyword.CANT_ATTACK in c.keywords:
        return False
    if restricted(state, oid, attack=True):
        return False
    return not is_sick(state, oid)


def restricted(state: GameState, oid: int, *, attack: bool) -> bool:
    """CR 508.1c, 509.1b: is creature ``oid`` affected by a restriction that says it can't attack
    (``attack``) or can't block, now?"""
    return _affected_by(state, oid, CombatRestriction, attack)


def required(state: GameState, oid: int, *, attack: bool) -> bool:
    """CR 508.1d, 509.1c: is creature ``oid`` affected by a requirement that says it attacks
    (``attack``) or blocks if able, now?"""
    if attack and Keyword.ATTACKS_EACH_COMBAT in chars(state, oid).keywords:
        return True
    if _affected_by(state, oid, CombatRequirement, attack):
        return True
    # a requirement to attack a particular planeswalker binds only while it can be obeyed
    return attack and any(d in defenders(state, chars(state, oid).controller) and _may_attack(state, oid, d) for d in required_defenders(state, oid))


def required_defenders(state: GameState, oid: int) -> set[int]:
    """CR 508.1d: the planeswalkers and players creature ``oid`` is required to attack ("creatures
    that player controls attack Gideon Jura if able": the effect's source, while it is on the
    battlefield; "attacks that opponent this turn if able", encore 702.141a: that player)."""
    return _particular(state, oid, CombatRequirement, attack=True)


def required_attackers(state: GameState, oid: int) -> set[int]:
    """CR 509.1c: the attacking creatures creature ``oid`` is required to block ("block this
    creature if able", provoke 702.39a), while they are attacking."""
    combat = state.combat
    return {a for a in _particular(state, oid, CombatRequirement, attack=False) if combat is not None and a in combat.attackers}


def _particular(state: GameState, oid: int, kind: type[CombatRestriction | CombatRequirement], *, attack: bool) -> set[int]:
    """The particular players, planeswalkers or attackers that resolved requirements (``kind``
    :class:`CombatRequirement`) or restrictions (:class:`CombatRestriction`) name for ``oid``."""
    out: set[int] = set()
    for a in state.effects:
        r = a.effect
        if not isinstance(r, kind) or not (r.attack if attack else r.block):
            continue
        if not _restriction_applies(state, r, a.source_id, a.controller, oid, a.affected or None):
            continue
        if isinstance(r, CombatRequirement) and r.attack_source and a.source_id in state.battlefield:
            out.add(a.source_id)
        elif r.whom is not None:
            out.add(r.whom)
    return out


def _affected_by(state: GameState, oid: int, kind: type[CombatRestriction | CombatRequirement], attack: bool) -> bool:
    """Restrictions and requirements come from static abilities of permanents and emblems (whatever they
    affect at this moment, 611.3a; "as long as" conditions and "unless" checked now) and from
    resolved spells and abilities (611.2c: a filter is checked now, particular objects are those
    the effect named)."""
    for src, _, ab, sc in functioning_abilities(state, StaticAbility):
        r = ab.effect
        if not isinstance(r, kind) or not (r.attack if attack else r.block):
            continue
        if ab.condition is not None and not condition_holds(state, ab.condition, sc.controller, src):
            continue
        if _restriction_applies(state, r, src, sc.controller, oid, None):
            return True
    for a in state.effects:
        ar = a.effect
        if not isinstance(ar, kind) or not (ar.attack if attack else ar.block):
            continue
        if (isinstance(ar, CombatRequirement) and ar.attack_source) or ar.whom is not None:
            continue  # to attack a particular planeswalker or player, to block a particular attacker
        if a.duration in WHILE_SOURCE and a.source_id not in state.battlefield:
            continue  # 611.2b
        if _restriction_applies(state, ar, a.source_id, a.controller, oid, a.affected or None):
            return True
    return False


def _restriction_applies(
    state: GameState, r: CombatRestriction | CombatRequirement, source: int, you: int, oid: int, locked: frozenset[int] | None
) -> bool:
    hit = oid in locked if locked is not None else affects(state, r.affected, source, you, oid)
    # "can't block unless you control a Goblin or Orc": checked as the declaration is made.
    unless = r.unless if isinstance(r, CombatRestriction) else None
    return hit and (unless is None or not condition_holds(state, unless, you, source))


def defenders(state: GameState, attacker_controller: int) -> list[int]:
    """Players (and planeswalkers) the attacking player can attack: opponents in a duel; in
    Two-Headed Giant, the players of the defending team (805.10, 810.7)."""
    out: list[int] = []
    for p in state.opponents(attacker_controller):
        out.append(p)
        out += [o for o in state.battlefield if chars(state, o).controller == p and CardType.PLANESWALKER in chars(state, o).types]
    return out


def _may_attack(state: GameState, oid: int, defender: int) -> bool:
    """CR 508.1c: "can't attack unless defending player controls …" — the filter read for the
    player ``defender`` is, or controls (a planeswalker, 506.2), as "you"."""
    c = chars(state, oid)
    player = defender if state.is_player_id(defender) else chars(state, defender).controller
    for ab in c.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, AttackUnlessDefenderControls):
            if not matching(state, ab.effect.filter, player, oid):
                return False
    return True


def _attack_options(state: GameState, pid: int) -> dict[int, list[DeclareAttacker]]:
    """CR 508.1a-c: the creatures player ``pid`` may declare as attackers, each with the players and
    planeswalkers it may attack. They are read from the game as the declaration begins: no creature
    is an attacking creature until the declaration is complete (508.1k), so declaring one changes
    nothing another may do — except attacking alone (506.5), which the caller checks. 508.1d: a
    creature required to attack a particular planeswalker or player obeys the most requirements by
    attacking it, if it can."""
    attackable = defenders(state, pid)
    out: dict[int, list[DeclareAttacker]] = {}
    for oid in state.battlefield:
        if chars(state, oid).controller != pid or not can_attack(state, oid):
            continue
        allowed = [DeclareAttacker(oid, d) for d in attackable if _may_attack(state, oid, d)]
        forced = required_defenders(state, oid)
        if allowed:
            out[oid] = [a for a in allowed if a.defender in forced] or allowed
    return out


def declare_attackers(ctx: Ctx) -> None:
    """CR 508.1: each player of the active team declares their attackers, then attackers tap
    (508.1f, vigilance 702.20b) and "whenever … attacks" abilities trigger (508.3a)."""
    state = ctx.state
    combat = state.combat or Combat()
    state.combat = combat
    active_team = state.team_of(state.active)
    for pid in active_team.members:
        if state.players[pid].lost:
            continue
        candidates = _attack_options(state, pid)
        obliged = {oid for oid in candidates if required(state, oid, attack=True)}
        lonely = [oid for oid in candidates if Keyword.CANT_ATTACK_ALONE in chars(state, oid).keywords]
        while True:
            so_far = list(combat.attackers)
            offered = {oid: o for oid, o in candidates.items() if oid not in combat.attackers}
            others = list(offered)
            for oid in [o for o in lonely if o in offered and _alone(state, o, so_far, others, attack=True)]:
                del offered[oid]
            opts: list[DeclareAttacker | Done] = [a for o in offered.values() for a in o]
            # 508.1d: a creature that attacks each combat if able must be declared; the
            # declaration can't end before it is. 506.5: nor while a creature that can't attack
            # alone is the only one declared.
            must = any(oid in obliged for oid in offered)
            if not must and not (opts and _alone(state, None, so_far, [], attack=True)):
                opts.append(Done())
            ans = ctx.choose(Decision(pid, DecisionKind.DECLARE_ATTACKERS, tuple(opts), context="declare attackers", purpose=Purpose.DECLARE_ATTACKERS))
            if isinstance(ans, Done):
                break
            assert isinstance(ans, DeclareAttacker)
            combat.attackers[ans.attacker] = ans.defender
            state.version += 1  # what depends on the attackers (characteristics, cached per version) sees it
    combat.attackers_declared = True
    for oid, d in combat.attackers.items():
        if Keyword.VIGILANCE not in chars(state, oid).keywords:
            tap(ctx, oid, rules=("508.1f",))
    for oid, d in combat.attackers.items():
        state.objects[oid].attacked_this_turn = True  # 508.1: "this creature attacked this turn"
        record(state, AttackDeclared(oid, d))
    state.version += 1
    for oid, d in list(combat.attackers.items()):
        notice(ctx, AttackDeclared(oid, d))
    declared = list(combat.attackers.items())
    for pid in active_team.members:
        # CR 508.3c-d: "whenever you attack (with one or more …)": one event per attacking player.
        mine = tuple(oid for oid, _ in declared if chars(state, oid).controller == pid)
        if mine:
            state.players[pid].attacked_this_turn = True  # 508.1: "you attacked this turn"
            notice(ctx, AttackedWith(pid, mine))
    for d in dict.fromkeys(d for _, d in declared):
        # CR 508.3e: "whenever [creatures] attack a player": one event per attacked player (creatures
        # attacking a planeswalker or battle don't count).
        if state.is_player_id(d):
            notice(ctx, PlayerAttacked(d, tuple(oid for oid, x in declared if x == d)))


def _can_block(state: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: evasion and blocking restrictions."""
    a, b = chars(state, attacker), chars(state, blocker)
    if Keyword.CANT_BE_BLOCKED in a.keywords or Keyword.CANT_BLOCK in b.keywords:
        return False
    if restricted(state, blocker, attack=False) or attacker in _particular(state, blocker, CombatRestriction, attack=False):
        return False  # 509.1b
    if Keyword.FLYING in a.keywords and not ({Keyword.FLYING, Keyword.REACH} & b.keywords):
        return False  # 702.9b
    if not _evasion_allows(a, b) or not _block_restrictions_allow(state, attacker, blocker):
        return False
    if protected_from(state, attacker, a, blocker):
        return False  # 702.16f
    for ab in a.abilities:
        if isinstance(ab, Landwalk):  # 702.14c
            if any(chars(state, o).controller == b.controller and ab.land_type in chars(state, o).subtypes for o in state.battlefield):
                return False
    return True


def _evasion_allows(a: Chars, b: Chars) -> bool:
    """The evasion keywords other than flying: fear (702.36b), intimidate (702.13b), horsemanship
    (702.31b), shadow (702.28b: both ways)."""
    artifact_creature = CardType.ARTIFACT in b.types
    if Keyword.FEAR in a.keywords and not (artifact_creature or Color.BLACK in b.colors):
        return False
    if Keyword.INTIMIDATE in a.keywords and not (artifact_creature or a.colors & b.colors):
        return False
    if Keyword.HORSEMANSHIP in a.keywords and Keyword.HORSEMANSHIP not in b.keywords:
        return False
    return (Keyword.SHADOW in a.keywords) == (Keyword.SHADOW in b.keywords)


def _block_restrictions_allow(state: GameState, attacker: int, blocker: int) -> bool:
    """CR 509.1b: the block restrictions of the attacker ("can't be blocked by …") and of the
    blocker ("can block only …"), each matching the other creature."""
    for holder, other, on_blocker in ((attacker, blocker, False), (blocker, attacker, True)):
        c = chars(state, holder)
        for ab in c.abilities:
            if not isinstance(ab, StaticAbility) or not isinstance(ab.effect, BlockRestriction) or ab.effect.on_blocker != on_blocker:
                continue
            if matches(state, other, ab.effect.filter, c.controller, holder) != ab.effect.only:
                return False
    return True


def min_blockers(state: GameState, attacker: int) -> int:
    """The fewest creatures that may block ``attacker`` (509.1b): two for menace (702.111b), N for
    "can't be blocked except by N or more creatures", else one."""
    c = chars(state, attacker)
    n = 2 if Keyword.MENACE in c.keywords else 1  # 702.111b
    for ab in c.abilities:
        if isinstance(ab, BlockedOnlyByAtLeast):
            n = max(n, ab.count)
    return n


def _can_block_more(state: GameState, combat: Combat, blocker: int) -> bool:
    """CR 509.1a: one attacker each, more with "can block an additional creature" (block_capacity)."""
    if blocker not in combat.blockers:
        return True
    cap = block_capacity(state, blocker)
    return cap is None or len(combat.blockers[blocker]) < cap


class _Blocks:
    """CR 509.1b: whether a creature may block an attacker, as the declaration of blockers begins.
    No creature is a blocking creature until the declaration is complete (509.1g), so declaring
    one block changes no other pair's evasion or restrictions (how many may block one attacker, and
    how many attackers one creature may block, are checked apart): each pair is worked out once."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.known: dict[tuple[int, int], bool] = {}

    def allowed(self, blocker: int, attacker: int) -> bool:
        ok = self.known.get((blocker, attacker))
        if ok is None:
            ok = self.known[blocker, attacker] = _can_block(self.state, blocker, attacker)
        return ok


def _able(state: GameState, combat: Combat, free: list[int], attacker: int, blocks: _Blocks) -> list[int]:
    """The creatures of ``free`` that may block ``attacker`` now (509.1b), none once as many block it
    as may ("can't be blocked by more than one creature") or if more must than may (menace)."""
    limit = max_blockers(state, attacker)
    if limit is not None and (len(combat.blockers_of(attacker)) >= limit or min_blockers(state, attacker) > limit):
        return []
    return [b for b in free if attacker not in combat.blockers.get(b, ()) and blocks.allowed(b, attacker)]


def _alone(state: GameState, oid: int | None, declared: list[int], candidates: list[int], *, attack: bool) -> bool:
    """CR 506.5: would creature ``oid`` — or (None) the declaration so far, ``declared`` — attack
    (``attack``) or block alone in spite of "can't attack alone" or "can't block alone"? A creature
    that can't is offered only while another is declared or could be (``candidates``); the
    declaration can't end while such a creature is the only one in it."""
    kw = Keyword.CANT_ATTACK_ALONE if attack else Keyword.CANT_BLOCK_ALONE
    if oid is None:
        return len(declared) == 1 and kw in chars(state, declared[0]).keywords
    return kw in chars(state, oid).keywords and not any(o != oid for o in declared + candidates)


def declare_blockers(ctx: Ctx) -> None:
    """CR 509.1: each defending player declares blockers. A block that needs more blockers
    (menace) is completed before anything else is offered."""
    state = ctx.state
    combat = state.combat
    assert combat is not None
    attacking: dict[int, set[int]] = {}  # each attacker: the players it may be blocked by
    for a, d in combat.attackers.items():
        if state.is_player_id(d) or d in state.battlefield:
            attacked = d if state.is_player_id(d) else chars(state, d).controller
            attacking[a] = set(state.team_of(attacked).members)
        else:
            # 510.1b: its planeswalker left; the creature is still attacking and can be blocked by
            # the defending player(s) (506.2).
            attacking[a] = set(state.opponents(state.active))
    for pid in state.apnap():
        # 509.1a, 802.4a-b: a defending player blocks only creatures attacking them (their team in
        # Two-Headed Giant, 810.7) or their planeswalkers, and their declaration is judged apart
        # from the creatures attacking other players and the other players' blockers.
        mine = [a for a in combat.attackers if pid in attacking[a]]
        if state.is_active(pid) or not mine:
            continue
        blocks = _Blocks(state)
        while True:
            # 509.1a: a creature blocks one attacker, or more with "can block an additional creature".
            free = [
                o for o in state.battlefield
                if chars(state, o).controller == pid and CardType.CREATURE in chars(state, o).types
                and not state.objects[o].tapped and _can_block_more(state, combat, o)
            ]
            pending = [a for a in mine if 0 < len(combat.blockers_of(a)) < min_blockers(state, a)]
            opts: list[DeclareBlocker | Done | Cancel] = []
            if pending:
                a = pending[0]
                opts = [DeclareBlocker(b, a) for b in _able(state, combat, free, a, blocks)]
                # 509.1c: the declaration is legal only as a whole; instead of completing this
                # block the player may withdraw it (so the completion is never forced) — unless a
                # creature that blocks if able is in it, it can be completed, and that creature
                # couldn't obey its requirement by blocking another attacker on its own; or the
                # attacker itself must be blocked if able.
                def only_here(b: int) -> bool:
                    return required(state, b, attack=False) and not any(
                        a2 != a and min_blockers(state, a2) <= 1 and blocks.allowed(b, a2) for a2 in mine
                    )

                must = must_be_blocked(state, a) or all_able_block(state, a)
                if not (opts and (must or any(only_here(b) for b in combat.blockers_of(a)))):
                    opts.append(Cancel())
            else:
                for a in mine:
                    able = _able(state, combat, free, a, blocks)
                    need = min_blockers(state, a) - len(combat.blockers_of(a))
                    if len(able) >= need:
                        opts += [DeclareBlocker(b, a) for b in able]
                # 509.1c: requirements on the attackers are obeyed first (the most requirements
                # obeyed): each creature able to block an attacker that all able creatures block
                # does; then an attacker that must be blocked, and isn't, is.
                # 509.1c: a creature required to block a particular attacker that it can block
                # ("block this creature if able", provoke) blocks that one, before the declaration ends.
                bound = {o.blocker: required_attackers(state, o.blocker) - set(combat.blockers.get(o.blocker, [])) for o in opts if isinstance(o, DeclareBlocker)}
                bound = {b: r for b, r in bound.items() if any(isinstance(o, DeclareBlocker) and o.blocker == b and o.attacker in r for o in opts)}
                opts = [o for o in opts if not (isinstance(o, DeclareBlocker) and o.blocker in bound and o.attacker not in bound[o.blocker])]
                lured = {a for a in mine if all_able_block(state, a)}
                unmet = {a for a in mine if not combat.blockers_of(a) and must_be_blocked(state, a)}
                lure = [o for o in opts if isinstance(o, DeclareBlocker) and o.attacker in lured]
                must_opts = [o for o in opts if isinstance(o, DeclareBlocker) and o.attacker in unmet]
                if lure:
                    opts = list(lure)
                elif must_opts:
                    opts = list(must_opts)
                # 509.1c: a creature that blocks if able and can block is declared before the
                # declaration ends (the most requirements obeyed).
                elif not bound and not any(isinstance(o, DeclareBlocker) and required(state, o.blocker, attack=False) and o.blocker not in combat.blockers for o in opts):
                    opts.append(Done())
                blocking = [b for b in combat.blockers if same_team(state, chars(state, b).controller, pid)]
                able_now = [o.blocker for o in opts if isinstance(o, DeclareBlocker)]
                opts = [o for o in opts if not (isinstance(o, DeclareBlocker) and _alone(state, o.blocker, blocking, able_now, attack=False))]
                if any(isinstance(o, DeclareBlocker) and o.blocker not in blocking for o in opts) and _alone(state, None, blocking, [], attack=False):
                    opts = [o for o in opts if not isinstance(o, Done)]  # 506.5
            ans = ctx.choose(Decision(pid, DecisionKind.DECLARE_BLOCKERS, tuple(opts), context="declare blockers", purpose=Purpose.DECLARE_BLOCKERS))
            if isinstance(ans, Cancel):
                for b in combat.blockers_of(pending[0]):
                    combat.blockers[b].remove(pending[0])
                    if not combat.blockers[b]:
                        del combat.blockers[b]
                state.version += 1  # as for a blocker declared
                continue
            if isinstance(ans, Done):
                break
            assert isinstance(ans, DeclareBlocker)
            combat.blockers.setdefault(ans.blocker, []).append(ans.attacker)
            state.version += 1  # as for an attacker declared
    combat.blockers_declared = True
    first_block: dict[int, BlockDeclared] = {}
    for b, atts in combat.blockers.items():
        state.objects[b].blocked_this_turn = True  # 509.1: "if it attacked or blocked this combat"
        for a in atts:
            combat.blocked.add(a)
            declared = BlockDeclared(b, a)
            record(state, declared)
            first_block.setdefault(b, declared)
    state.version += 1
    for declared in first_block.values():
        notice(ctx, declared)  # 509.3a: "whenever [this creature] blocks", once per blocker
    for a in list(combat.attackers):
        if a in combat.blocked:
            # CR 509.1h, 509.3c: it became blocked — once, however many creatures block it.
            notice(ctx, BecameBlocked(a))
        else:
            notice(ctx, NotBlocked(a))  # 509.3g: "attacks and isn't blocked"


def has_first_strike_step(state: GameState) -> bool:
    """CR 511.1 / 510.4: a first-strike damage step happens if an attacking or blocking creature has
    first strike or double strike as the combat damage step begins."""
    c = state.combat
    if c is None:
        return False
    creatures = list(c.attackers) + list(c.blockers)
    return any({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE} & chars(state, o).keywords for o in creatures)


def _deals_now(state: GameState, oid: int, first: bool, fs_step: bool) -> bool:
    """CR 510.4: in the first-strike step only first/double strikers deal damage; in the regular step
    only creatures that had neither first strike nor double strike as the first-strike step began
    (whether or not they dealt damage in it; ``dealt_first_strike`` records them), and creatures
    that currently have double strike, do."""
    kws = chars(state, oid).keywords
    if first:
        return bool({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE} & kws)
    if not fs_step:
        return True
    combat = state.combat
    assert combat is not None
    return Keyword.DOUBLE_STRIKE in kws or oid not in combat.dealt_first_strike


def lethal(state: GameState, target: int, source: int) -> int:
    """CR 702.19b/702.2c: lethal damage accounts for damage already marked and for deathtouch."""
    if Keyword.DEATHTOUCH in chars(state, source).keywords:
        return 1
    t = chars(state, target)
    return max(0, (t.toughness or 0) - state.objects[target].damage)


def _assignments(state: GameState, attacker: int, power: int, blockers: list[int], player: int | None) -> list[tuple[tuple[int, int], ...]]:
    """The legal divisions of ``power`` among the blockers (and, with trample, the player): every one
    while there are few; with many blockers and much power (the divisions grow as power to the
    number of recipients) the first 500 found among the first 20,000 tried (in the order of the
    amounts to the first recipients), always including lethal damage to each blocker in turn with
    the rest to the player or the last blocker."""
    recips = list(blockers) + ([player] if player is not None else [])
    out: list[tuple[tuple[int, int], ...]] = []
    if len(recips) == 1:
        return [((recips[0], power),)]
    for tried, split in enumerate(_splits(power, len(recips) - 1)):
        if tried >= 20_000:
            break
        amounts = [*split, power - sum(split)]
        if player is not None:
            # 702.19b: damage can go to the player only once every blocker is assigned lethal damage.
            if amounts[-1] > 0 and any(amounts[i] < lethal(state, b, attacker) for i, b in enumerate(blockers)):
                continue
        out.append(tuple((r, a) for r, a in zip(recips, amounts) if a > 0))
        if len(out) > 500:
            break
    default = _lethal_in_turn(state, attacker, power, blockers, player)
    return out if default in out else [*out, default]


def _splits(total: int, n: int) -> Iterator[tuple[int, ...]]:
    """The amounts for ``n`` recipients that add up to at most ``total`` (the last recipient gets
    the rest), in increasing order."""
    if n == 0:
        yield ()
        return
    for first in range(total + 1):
        for rest in _splits(total - first, n - 1):
            yield (first, *rest)


def _lethal_in_turn(state: GameState, attacker: int, power: int, blockers: list[int], player: int | None) -> tuple[tuple[int, int], ...]:
    """Lethal damage to each blocker in turn while the power lasts (702.19b for trample), the rest to
    the player (trample) or to the last blocker: always a legal division."""
    left = power
    parts: dict[int, int] = {}
    for b in blockers:
        n = min(left, lethal(state, b, attacker))
        if n:
            parts[b] = n
        left -= n
    if left:
        to = player if player is not None else blockers[-1]
        parts[to] = parts.get(to, 0) + left
    return tuple(parts.items())


def combat_damage(ctx: Ctx, first: bool) -> None:
    """CR 510.1–510.2: assign combat damage (attackers' controllers first, then blockers'), then
    deal it all at once."""
    state = ctx.state
    combat = state.combat
    if combat is None:
        return
    fs_step = combat.first_strike_step
    if first:
        # 510.4: remember who had first or double strike as this step began.
        fs = {Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE}
        combat.dealt_first_strike |= {o for o in list(combat.attackers) + list(combat.blockers) if o in state.battlefield and fs & chars(state, o).keywords}
    plan: list[tuple[int, int, int]] = []  # (source, target, amount)
    for a, defender in list(combat.attackers.items()):
        if a not in state.battlefield or not _deals_now(state, a, first, fs_step):
            continue
        power = chars(state, a).power or 0
        if power <= 0 or assigns_no_combat_damage(state, a):
            continue  # 510.1a
        blockers = [b for b in combat.blockers_of(a) if b in state.battlefield]
        trample = Keyword.TRAMPLE in chars(state, a).keywords
        # 510.1b: a creature attacking a planeswalker that has left the battlefield isn't attacking
        # anything; it assigns no damage to it (nor to the player, 702.19f).
        attacked = defender if state.is_player_id(defender) or defender in state.battlefield else None
        if a not in combat.blocked:
            if attacked is not None:
                plan.append((a, attacked, power))  # 510.1b
            continue
        if not blockers:
            if trample and attacked is not None:
                plan.append((a, attacked, power))  # 702.19d
            continue
        options = _assignments(state, a, power, blockers, attacked if trample else None)
        if attacked is not None and may_assign_as_though_unblocked(state, a) and ((attacked, power),) not in options:
            options.append(((attacked, power),))  # 510.1c: all of it to the player or planeswalker
        ctrl = chars(state, a).controller
        ans = ctx.choose(Decision(ctrl, DecisionKind.ASSIGN_DAMAGE, tuple(AssignDamage(a, o) for o in options), context=f"{state.name_of(a)}: assign combat damage",
                                  purpose=Purpose.ASSIGN_COMBAT_DAMAGE, subject=a))
        assert isinstance(ans, AssignDamage)
        plan += [(a, r, amt) for r, amt in ans.assignment]
    for b, atts in list(combat.blockers.items()):
        if b not in state.battlefield or not _deals_now(state, b, first, fs_step):
            continue
        power = chars(state, b).power or 0
        live = [a for a in atts if a in state.battlefield and a in combat.attackers]  # 510.1d
        if power <= 0 or not live or assigns_no_combat_damage(state, b):
            continue
        options = _assignments(state, b, power, live, None)
        ctrl = chars(state, b).controller
        ans = ctx.choose(Decision(ctrl, DecisionKind.ASSIGN_DAMAGE, tuple(AssignDamage(b, o) for o in options), context=f"{state.name_of(b)}: assign combat damage",
                                  purpose=Purpose.ASSIGN_COMBAT_DAMAGE, subject=b))
        assert isinstance(ans, AssignDamage)
        plan += [(b, r, amt) for r, amt in ans.assignment]
    # 510.2: all combat damage is dealt simultaneously.
    deal_damage(ctx, plan, combat=True)


@verb(RemoveFromCombat)
def _remove_from_combat(ctx: Ctx, e: RemoveFromCombat, res: Resolving, did: bool) -> bool:
    for oid in objects_of(ctx.state, e.what, res):
        remove_from_combat(ctx.state, oid)  # 506.4
    return did
