"""The heuristic player: plays lands, spends its mana on the best spell it can cast, attacks when
it is favourable, blocks to survive and to trade well, aims removal and burn at the best target,
and answers every kind of decision the rules ask.

Most choices are made by cheap lookahead (:mod:`manastack.ai.lookahead`): each candidate action
is applied to a copy of the game, what it starts is finished by a quick policy, and the results
are compared with :func:`~manastack.ai.evaluate.evaluate`. Combat plans, mulligans and discards
are rules of thumb (:mod:`manastack.ai.combat`, :mod:`manastack.ai.hand`).
"""

from __future__ import annotations

import random
from collections.abc import Collection

from manastack.actions import (
    Action,
    Activate,
    Answer,
    AutoPay,
    Cancel,
    CastSpell,
    Choose,
    ChooseManaType,
    Decision,
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    ExileFromHand,
    Pass,
    PlayLand,
    Purpose,
    TurnFaceUp,
)
from manastack.ai.combat import best_assignment, plan_attack, plan_blocks
from manastack.ai.hand import color_needs, keep_hand, keep_value, land_score, lands_in_play, worst_card
from manastack.ai.lookahead import in_combat_with_damage_pending, quick_choice, score_action
from manastack.ai.random_player import is_mana_ability
from manastack.ai.targeting import _walk, is_combat_trick, only_temporary, quick_target
from manastack.game import Game
from manastack.model.abilities import ActivatedAbility
from manastack.model.types import CardType, Zone
from manastack.rules.combat import min_blockers
from manastack.rules.combat import required as required_to_attack
from manastack.rules.costs import is_sick
from manastack.rules.layers import chars

#: A candidate must beat passing by this much to be played (avoids pointless actions).
MARGIN = 0.3
#: Decisions with more options than this are answered without lookahead.
MAX_LOOKAHEAD_OPTIONS = 12


def crew_choice(game: Game, d: Decision) -> Action:
    """Paying a crew cost (CR 702.122a): stop as soon as the total power is enough; until then tap
    first the creatures that couldn't attack this turn anyway (summoning sick, 302.6), then the
    weakest."""
    if Done() in d.options:
        return Done()
    ids = [a.id for a in d.options if isinstance(a, Choose)]
    return Choose(min(ids, key=lambda o: (not is_sick(game.state, o), chars(game.state, o).power or 0)))


def assist_choice(game: Game, d: Decision) -> Action:
    """Assist (CR 702.132a): the caster asks a teammate, never an opponent; a teammate pays all
    the generic mana it can, an opponent none."""
    s = game.state
    if d.kind is DecisionKind.X:
        spell = s.objects.get(d.source) if d.source is not None else None
        friendly = spell is not None and s.players[spell.controller].team == s.players[d.player].team
        return d.options[-1] if friendly else d.options[0]
    mates = [a for a in d.options if isinstance(a, Choose) and s.players[a.id].team == s.players[d.player].team]
    return mates[0] if mates else next(a for a in d.options if not isinstance(a, Choose))


def spell_candidates(game: Game, d: Decision, skip: Collection[Action] = ()) -> list[Action]:
    """The priority actions worth judging besides passing and playing a land: the spells to cast
    and the abilities to activate (one per card name and way of casting; not mana abilities, and
    no combat trick or temporary boost outside combat), turning a face-down permanent face up and
    the other special actions (CR 116.2); none of ``skip``."""
    s = game.state
    combat = in_combat_with_damage_pending(game)
    cands: list[Action] = []
    seen: set[tuple[object, ...]] = set()
    for a in d.options:
        if isinstance(a, CastSpell):
            o = s.objects[a.card]
            face = o.card.face_to_cast(a.other_face)
            if is_combat_trick(face) and not combat:
                continue
            key: tuple[object, ...] = ("cast", face.name, a.other_face, a.alt)
        elif isinstance(a, Activate):
            if is_mana_ability(game, a) or (_temporary_ability(game, a) and not combat):
                continue
            key = ("act", s.name_of(a.source), a.index, s.objects[a.source].tapped)
        elif isinstance(a, TurnFaceUp):
            key = ("face up", a.permanent, a.mana_cost)  # a special action (116.2b), judged by lookahead
        elif isinstance(a, ExileFromHand):
            key = (a.keyword, s.name_of(a.card))  # a special action (116.2f), judged by lookahead
        else:
            continue
        if key not in seen and a not in skip:
            seen.add(key)
            cands.append(a)
    return cands


def mana_value(game: Game, a: Action) -> int:
    """The mana value of the spell an action casts (CR 202.3), of the card it exiles or turns face
    up; 0 for an ability."""
    s = game.state
    if isinstance(a, CastSpell):
        cost = s.objects[a.card].card.face_to_cast(a.other_face).mana_cost
    elif isinstance(a, (ExileFromHand, TurnFaceUp)):
        cost = s.objects[a.card if isinstance(a, ExileFromHand) else a.permanent].card.mana_cost
    else:
        return 0
    return cost.mana_value if cost is not None else 0


def _temporary_ability(game: Game, a: Activate) -> bool:
    abilities = chars(game.state, a.source).abilities
    ab = abilities[a.index] if a.index < len(abilities) else None
    if not isinstance(ab, ActivatedAbility):
        return False
    return only_temporary(_walk(ab.effects))


def attack_plan(game: Game, d: Decision) -> dict[int, int]:
    """The heuristic attack for a declare-attackers decision: attacker -> the player it attacks."""
    cands = sorted({a.attacker for a in d.options if isinstance(a, DeclareAttacker)})
    return plan_attack(game.state, d.player, cands)


def attack_step(game: Game, d: Decision, plan: dict[int, int]) -> Action:
    """The next answer of a declaration of attackers that follows ``plan``: the next planned
    attacker at its planned player (in Two-Headed Giant, at the planned team, 810.8), then done."""
    s = game.state
    for a in d.options:
        if isinstance(a, DeclareAttacker) and a.attacker in plan and s.is_player_id(a.defender) and s.players[a.defender].team == s.players[plan[a.attacker]].team:
            return a
    for a in d.options:
        if isinstance(a, DeclareAttacker) and a.attacker in plan:
            return a
    if Done() in d.options:
        return Done()
    # 508.1d: a creature that must attack and isn't in the plan attacks a player.
    required = [a for a in d.options if isinstance(a, DeclareAttacker) and required_to_attack(s, a.attacker, attack=True)]
    return next((a for a in required if s.is_player_id(a.defender)), required[0] if required else d.options[0])


def block_plan(game: Game, d: Decision) -> list[tuple[int, int]]:
    """The heuristic blocks for a declare-blockers decision: (blocker, attacker) pairs."""
    s = game.state
    combat = s.combat
    # The attackers coming at this player's team or at permanents (CR 509.1a: each defending
    # player blocks those attacking them and their permanents).
    team = s.players[d.player].team
    attackers = [a for a, at in combat.attackers.items() if not s.is_player_id(at) or s.players[at].team == team] if combat else []
    free = sorted({a.blocker for a in d.options if isinstance(a, DeclareBlocker)})
    need = {a: min_blockers(s, a) for a in attackers}
    return plan_blocks(s, d.player, attackers, free, need)


def block_step(d: Decision, plan: list[tuple[int, int]]) -> Action:
    """The next answer of a declaration of blockers that follows ``plan``: the next planned
    block still open, then done (or cancel, to start again when the blocks are illegal)."""
    for b, a in plan:
        if DeclareBlocker(b, a) in d.options:
            return DeclareBlocker(b, a)
    if Cancel() in d.options:
        return Cancel()
    return Done() if Done() in d.options else d.options[-1]


class HeuristicPlayer:
    """A sensible player built on lookahead and rules of thumb (see the module docstring).

    With ``lookahead=False`` it plays by the rules of thumb alone, many times faster (the rollout
    policy of the search player): when the stack is empty it uses the spell or ability of the
    highest mana value it can, it never responds, it picks targets by static judgement and
    answers the other choices with the lookahead's quick policy."""

    def __init__(self, seed: int = 0, *, lookahead: bool = True) -> None:
        self.rng = random.Random(seed)
        self.lookahead = lookahead
        self._attack_plan: tuple[tuple[int, int], dict[int, int]] | None = None
        self._block_plan: tuple[tuple[int, int], list[tuple[int, int]]] | None = None
        # The last priority decision answered with an action, and actions that came back to the
        # same decision (a cast or activation that had to be cancelled): never tried twice there.
        self._last_priority: tuple[tuple[int, str, int, int], Action] | None = None
        self._failed: set[tuple[tuple[int, str, int, int], Action]] = set()

    def choose(self, game: Game) -> Action:
        d = game.decision
        assert d is not None
        k = d.kind
        if len(d.options) == 1:
            return d.options[0]
        if k is DecisionKind.PRIORITY:
            return self._priority(game, d)
        if k is DecisionKind.MULLIGAN:
            return Answer(keep_hand(game.state, d.player))
        if k in (DecisionKind.BOTTOM, DecisionKind.DISCARD):
            ids = [a.id for a in d.options if isinstance(a, Choose)]
            return Choose(worst_card(game.state, d.player, ids))
        if k is DecisionKind.PAY_MANA:
            return self._pay(d)
        if k is DecisionKind.TARGET:
            if len(d.options) > MAX_LOOKAHEAD_OPTIONS:
                return quick_target(game, d)
            if not self.lookahead:
                return quick_target(game, d)
            return self._best_by_lookahead(game, d, base_stack=max(len(game.state.stack) - 1, 0))
        if k is DecisionKind.DECLARE_ATTACKERS:
            return self._attack(game, d)
        if k is DecisionKind.DECLARE_BLOCKERS:
            return self._block(game, d)
        if k is DecisionKind.ASSIGN_DAMAGE:
            return best_assignment(game, d)
        if d.purpose is Purpose.ASSIST:
            return assist_choice(game, d)
        if k is DecisionKind.X:
            return d.options[-1]
        if k is DecisionKind.CHOOSE_MANA_TYPE:
            need = color_needs(game.state, d.player)
            return max((a for a in d.options if isinstance(a, ChooseManaType)), key=lambda a: need[a.type], default=d.options[0])
        if d.purpose is Purpose.DISCARD_COST:
            ids = [a.id for a in d.options if isinstance(a, Choose)]
            return Choose(worst_card(game.state, d.player, ids))
        if d.purpose is Purpose.CREW:
            return crew_choice(game, d)
        if k is DecisionKind.CHOOSE_OBJECT and d.purpose in (Purpose.SCRY, Purpose.SURVEIL):
            return self._scry(game, d)
        if d.purpose is Purpose.SEARCH:
            return self._search(game, d)
        if k is DecisionKind.ORDER:
            return d.options[0]
        # MODE, YES_NO, CHOOSE_OBJECT, CHOOSE_VALUE, CAST, DIVIDE, PAY_COST, REPLACEMENT_ORDER,
        # TRIGGER_ORDER and anything new: compare the options by lookahead.
        if not self.lookahead:
            return quick_choice(game, d)
        if len(d.options) > MAX_LOOKAHEAD_OPTIONS:
            return next((a for a in d.options if not isinstance(a, Cancel)), d.options[0])
        return self._best_by_lookahead(game, d)

    # ---- priority ---------------------------------------------------------------------------

    def _priority(self, game: Game, d: Decision) -> Action:
        a = self._priority_choice(game, d)
        if not isinstance(a, Pass):
            self._last_priority = (self._priority_key(game, d), a)
        return a

    @staticmethod
    def _priority_key(game: Game, d: Decision) -> tuple[int, str, int, int]:
        s = game.state
        return (s.turn, s.step.value, len(s.log), d.player)

    def _priority_choice(self, game: Game, d: Decision) -> Action:
        s = game.state
        me = d.player
        here = self._priority_key(game, d)
        if self._last_priority is not None and self._last_priority[0] == here:
            # Back at the same decision with nothing logged since: that action was cancelled
            # (e.g. a target chosen for it made the total cost unpayable, CR 601.2f, 733.1).
            self._failed.add(self._last_priority)
        self._last_priority = None
        lands = [a for a in d.options if isinstance(a, PlayLand) and (here, a) not in self._failed]
        if lands:
            return max(lands, key=lambda a: land_score(s, me, a.card))
        combat = in_combat_with_damage_pending(game)
        cands = spell_candidates(game, d, skip={a for k, a in self._failed if k == here})
        if not cands:
            return Pass()
        if not self.lookahead:
            return max(cands, key=lambda a: mana_value(game, a)) if not s.stack else Pass()
        baseline = score_action(game, me, Pass(), through_combat=combat)
        best: Action = Pass()
        best_score = baseline + MARGIN
        for a in cands:
            v = score_action(game, me, a, through_combat=combat)
            if v > best_score:
                best, best_score = a, v
        return best

    # ---- generic lookahead --------------------------------------------------------------------

    def _best_by_lookahead(self, game: Game, d: Decision, base_stack: int | None = None) -> Action:
        combat = in_combat_with_damage_pending(game)
        best: Action | None = None
        best_score = float("-inf")
        for a in d.options:
            if isinstance(a, Cancel):
                continue
            v = score_action(game, d.player, a, through_combat=combat, base_stack=base_stack)
            if v > best_score:
                best, best_score = a, v
        return best if best is not None else d.options[0]

    @staticmethod
    def _pay(d: Decision) -> Action:
        if AutoPay() in d.options:
            return AutoPay()
        for a in d.options:
            if not isinstance(a, Cancel):
                return a
        return d.options[0]

    # ---- combat -------------------------------------------------------------------------------

    def _attack(self, game: Game, d: Decision) -> Action:
        key = (game.state.turn, d.player)
        if self._attack_plan is None or self._attack_plan[0] != key:
            self._attack_plan = (key, attack_plan(game, d))
        return attack_step(game, d, self._attack_plan[1])

    def _block(self, game: Game, d: Decision) -> Action:
        key = (game.state.turn, d.player)
        if self._block_plan is None or self._block_plan[0] != key:
            self._block_plan = (key, block_plan(game, d))
        return block_step(d, self._block_plan[1])

    # ---- library choices ----------------------------------------------------------------------

    @staticmethod
    def _scry(game: Game, d: Decision) -> Action:
        """Keep the card being scried or surveilled on top when it's what the hand needs: a land
        while short of lands, a spell otherwise."""
        s = game.state
        if d.subject is None or Answer(True) not in d.options:
            return d.options[0]
        card = s.objects[d.subject].card
        short = lands_in_play(s, d.player) + sum(1 for c in s.players[d.player].hand if CardType.LAND in s.objects[c].card.types) < 5
        keep = (CardType.LAND in card.types) == short
        return Answer(keep)

    @staticmethod
    def _search(game: Game, d: Decision) -> Action:
        s = game.state
        ids = [a for a in d.options if isinstance(a, Choose)]
        if not ids:
            return d.options[0]
        return max(ids, key=lambda a: keep_value(s, d.player, a.id) if s.objects.get(a.id) and s.objects[a.id].zone is not Zone.BATTLEFIELD else 0.0)


__all__ = ["HeuristicPlayer", "attack_plan", "attack_step", "block_plan", "block_step", "spell_candidates"]
