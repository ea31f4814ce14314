"""The script's steps that move the game forward: ``cast``, ``activate``, ``play``,
``turn_face_up``, ``suspend``, ``foretell``, ``plot``, ``attack``, ``block``, ``pass``, ``resolve``, ``to`` and ``effect``.

Each step is an object whose :meth:`advance` goes as far as it can: it returns True when the step
is complete and False when the game needs a decision the step doesn't answer (the step is then
paused; ``choose:`` steps answer the decision and the step carries on). A step that can't be
taken raises :class:`~manastack.scenario.refs.StepFailure`. ``cast`` and ``activate`` are in
:mod:`manastack.scenario.announce`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from manastack.actions import (
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    ExileFromHand,
    Pass,
    PlayLand,
    TurnFaceUp,
)
from manastack.model.types import Step, Zone
from manastack.rules.layers import chars
from manastack.scenario.announce import ActivateStep, CastStep
from manastack.scenario.choose import pay_automatically
from manastack.scenario.driver import Driver
from manastack.scenario.effects import EffectStep
from manastack.scenario.model import StepSpec
from manastack.scenario.refs import StepFailure

K = DecisionKind
MAX_ACTIONS = 3000


class Forward(Protocol):
    def advance(self, drv: Driver) -> bool: ...


def make_step(spec: StepSpec) -> Forward:
    """The step object for a forward step."""
    match spec.kind:
        case "cast":
            return CastStep(spec)
        case "activate":
            return ActivateStep(spec)
        case "play":
            return PlayStep(spec)
        case "turn_face_up":
            return TurnFaceUpStep(spec)
        case kind if kind in EXILE_FROM_HAND:
            return ExileFromHandStep(spec)
        case "attack":
            return AttackStep(spec)
        case "block":
            return BlockStep(spec)
        case "pass":
            return PassStep(spec)
        case "resolve":
            return ResolveStep(spec)
        case "to":
            return ToStep(spec)
        case "effect":
            return EffectStep(spec)
    raise ValueError(f"not a forward step: {spec.kind}")


# ---- turning a permanent face up -----------------------------------------------------------------


@dataclass
class TurnFaceUpStep:
    """``turn_face_up: NAME``: turn a face-down permanent face up, a special action (116.2b): for
    its morph or disguise cost (702.37e, 702.168d), or with ``mana_cost: true`` for its mana cost
    as a manifested or cloaked creature card (701.40b, 701.58b)."""

    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"turn {spec.value} face up")
        pid = drv.actor(spec.by, d)
        s = drv.state
        mine = [o for o in s.battlefield if s.objects[o].face_down is not None and chars(s, o).controller == pid]
        oid = drv.world.pick(spec.value, mine, f"face-down permanents {drv.world.player_name(pid)} controls")
        action = TurnFaceUp(oid, bool(spec.options.get("mana_cost")))
        if action not in d.options:
            raise StepFailure(f"{spec.value} can't be turned face up so now; legal actions: {drv.options_text()}")
        drv.apply(action)
        pay_automatically(drv)
        return True


# ---- exiling a card from the hand by its keyword ------------------------------------------------

#: The step kinds that take a keyword's special action exiling a card from the hand.
EXILE_FROM_HAND = ("suspend", "foretell", "plot")


@dataclass
class ExileFromHandStep:
    """``suspend: NAME``, ``foretell: NAME``, ``plot: NAME``: exile a card from the hand by its
    keyword, paying its cost, a special action (116.2f, 116.2h, 116.2k)."""

    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"{spec.kind} {spec.value}")
        pid = drv.actor(spec.by, d)
        oid = drv.world.pick(spec.value, drv.state.players[pid].hand, f"cards in {drv.world.player_name(pid)}'s hand")
        action = ExileFromHand(oid, spec.kind)
        if action not in d.options:
            raise StepFailure(f"can't {spec.kind} {spec.value} now; legal actions: {drv.options_text()}")
        drv.apply(action)
        pay_automatically(drv)
        return True


# ---- playing lands -------------------------------------------------------------------------------


@dataclass
class PlayStep:
    """``play: NAME``: play a land (305.1) from the hand, or with ``from:`` from exile, a graveyard
    or the top of the library (``library``), as an effect may allow."""

    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"play {spec.value}")
        pid = drv.actor(spec.by, d)
        s, name = drv.state, drv.world.player_name(pid)
        p = s.players[pid]
        zone = Zone(spec.options.get("from") or "hand")
        where = f"on top of {name}'s library" if zone is Zone.LIBRARY else f"in {name}'s {zone.value}"
        if zone is Zone.LIBRARY:
            tiers = [p.library[:1], p.library]
        elif zone is Zone.EXILE:
            # those an effect lets them play (a permission, or a static ability's, 601.2a) besides their own
            allowed = {c.card_id for c in s.play_permissions if c.player == pid} | {a.card for a in d.options if isinstance(a, PlayLand)}
            tiers = [[o for o in s.exile if s.objects[o].owner == pid or o in allowed], list(s.exile)]
        else:
            tiers = [p.hand if zone is Zone.HAND else p.graveyard,
                     [o for q in s.players for o in (q.hand if zone is Zone.HAND else q.graveyard)]]
        oid = drv.world.pick_first(spec.value, tiers, f"cards {where}")
        if oid not in tiers[0]:
            raise StepFailure(f"{spec.value} is not {where} (it is {drv.world.describe(oid)}, owned by {drv.world.player_name(s.objects[oid].owner)})")
        back = s.objects[oid].card.back_face
        # 712.12: a modal double-faced card named by its back face is played as that face
        action = PlayLand(oid, back is not None and spec.value == back.name)
        if action not in d.options:
            raise StepFailure(f"{spec.value} {where} can't be played now; legal actions: {drv.options_text()}")
        drv.apply(action)
        return True


# ---- combat ----------------------------------------------------------------------------------------


def _advance_to_declaration(drv: Driver, kind: DecisionKind, ready: Any, what: str) -> None:
    """Pass priority until the ``kind`` declaration (or ``ready(state)``)."""
    for _ in range(MAX_ACTIONS):
        d = drv.decision()
        if d.kind is kind or ready(drv):
            return
        if d.kind is not K.PRIORITY:
            raise StepFailure(f"can't {what}: {drv.waiting()}", kind="stuck")
        drv.apply(Pass())
    raise StepFailure(f"can't {what}: the declaration never came")


@dataclass
class AttackStep:
    spec: StepSpec
    declared: bool = False

    def advance(self, drv: Driver) -> bool:
        if self.declared:
            return True
        s = drv.state
        by = drv.world.player(self.spec.by) if self.spec.by else None
        if by is not None and not s.is_active(by):
            raise StepFailure(f"{self.spec.by} can't declare attackers: it is {s.players[s.active].name}'s turn (508.1)")
        if s.step.order > Step.DECLARE_ATTACKERS.order or (s.step is Step.DECLARE_ATTACKERS and s.combat and s.combat.attackers_declared):
            raise StepFailure(f"too late to declare attackers: the game is in the {s.step.value} step of turn {s.turn}")
        turn = s.turn

        def past(d: Driver) -> bool:
            st = d.state
            return st.turn != turn or st.step.order > Step.DECLARE_ATTACKERS.order or bool(st.combat and st.combat.attackers_declared)

        _advance_to_declaration(drv, K.DECLARE_ATTACKERS, past, "declare attackers")
        if drv.state.turn != turn or drv.decision().kind is not K.DECLARE_ATTACKERS:
            raise StepFailure("no attackers could be declared (the declaration was made without asking: no creature can attack)")
        pairs = self._pairs(drv)
        todo = dict(pairs)
        while drv.game.decision is not None and drv.game.decision.kind is K.DECLARE_ATTACKERS:
            d = drv.game.decision
            mine = [a for a in todo if drv.state.objects[a].controller == d.player or chars(drv.state, a).controller == d.player]
            if mine:
                a = mine[0]
                act = DeclareAttacker(a, todo.pop(a))
                if act not in d.options:
                    raise StepFailure(f"{drv.world.describe(a)} can't attack {drv.world.describe(act.defender)}; legal: {drv.options_text()}")
                drv.apply(act)
            else:
                drv.apply(Done())
        if todo:
            raise StepFailure(f"{', '.join(drv.world.describe(a) for a in todo)} could not attack (not controlled by the attacking player or team)")
        self.declared = True
        return True

    def _pairs(self, drv: Driver) -> list[tuple[int, int]]:
        s, w = drv.state, drv.world
        mine = [o for o in s.battlefield]
        v = self.spec.value
        out: list[tuple[int, int]] = []
        if isinstance(v, list):
            opps = s.opponents(s.active)
            if len(opps) != 1:
                raise StepFailure("the list form of `attack:` needs exactly one opponent", kind="script")
            for a in v:
                out.append((w.pick(a, mine, "permanents"), opps[0]))
        else:
            defenders = [p.id for p in s.players] + list(s.battlefield)
            for a, dref in v.items():
                out.append((w.pick(a, mine, "permanents"), w.target(str(dref), defenders, "players and permanents")))
        return out


@dataclass
class BlockStep:
    spec: StepSpec

    def advance(self, drv: Driver) -> bool:
        s = drv.state
        c = s.combat
        by = drv.world.player(self.spec.by) if self.spec.by else None
        if by is not None and by not in s.opponents(s.active):
            raise StepFailure(f"{self.spec.by} can't declare blockers: only a defending player does (509.1)")
        if s.step.order > Step.DECLARE_BLOCKERS.order or (c is not None and c.blockers_declared):
            raise StepFailure(f"too late to declare blockers: the game is in the {s.step.value} step of turn {s.turn}")
        if drv.decision().kind is K.DECLARE_ATTACKERS:
            raise StepFailure(f"attackers have not been declared yet: {drv.waiting()}", kind="stuck")
        if s.step.order < Step.DECLARE_ATTACKERS.order:
            raise StepFailure(f"no creatures are attacking: the game is in the {s.step.value} step (declare attackers with `attack:` first)")

        def declared(d: Driver) -> bool:
            cb = d.state.combat
            return cb is None or cb.blockers_declared or d.state.step is not Step.DECLARE_ATTACKERS

        _advance_to_declaration(drv, K.DECLARE_BLOCKERS, declared, "declare blockers")
        w = drv.world
        todo: list[tuple[int, int]] = []
        for b, a in (self.spec.value or {}).items():
            st = drv.state
            attackers = list(st.combat.attackers) if st.combat else []
            # "wall: [a1, a2]": a creature that can block several attackers (509.1a) blocks each
            for one in a if isinstance(a, list) else [a]:
                todo.append((w.pick(b, list(st.battlefield), "permanents"), w.pick(str(one), attackers, "attacking creatures")))
        declared_by = False  # 802.4: `by:` names one defending player; those after them declare in steps of their own
        while drv.game.decision is not None and drv.game.decision.kind is K.DECLARE_BLOCKERS:
            d = drv.game.decision
            if by is not None and d.player != by and declared_by:
                break
            declared_by = declared_by or d.player == by
            mine = [(b, a) for b, a in todo if chars(drv.state, b).controller == d.player]
            legal = [(b, a) for b, a in mine if DeclareBlocker(b, a) in d.options]
            if legal:
                todo.remove(legal[0])
                drv.apply(DeclareBlocker(*legal[0]))
            elif mine:
                b, a = mine[0]
                raise StepFailure(f"{w.describe(b)} can't block {w.describe(a)}" + (" (or the block is incomplete)" if Done() not in d.options else "")
                                  + f"; legal: {drv.options_text()}")
            elif Done() in d.options:
                drv.apply(Done())
            else:
                raise StepFailure(f"the block is incomplete (a creature with menace or a similar restriction needs more blockers); legal: {drv.options_text()}")
        cb = drv.state.combat
        todo = [(b, a) for b, a in todo if not (cb is not None and a in cb.blockers.get(b, []))]
        if todo:
            b, a = todo[0]
            raise StepFailure(f"{w.describe(b)} could not block {w.describe(a)} (the block declaration was not asked: no legal block)")
        return True


# ---- passing ----------------------------------------------------------------------------------------


@dataclass
class PassStep:
    spec: StepSpec
    done: int = 0

    def advance(self, drv: Driver) -> bool:
        n = int(self.spec.value or 1)
        while self.done < n:
            if drv.game.decision is None:
                raise StepFailure(f"can't pass priority: the game is over ({drv.outcome()})")
            d = drv.decision()
            if d.kind is not K.PRIORITY:
                return False
            if self.done == 0:
                drv.actor(self.spec.by, d)
            drv.apply(Pass())
            self.done += 1
        return True


@dataclass
class ResolveStep:
    spec: StepSpec
    started: bool = False
    left: int = 0
    seen: set[int] = field(default_factory=set)

    def advance(self, drv: Driver) -> bool:
        v = self.spec.value
        if not self.started:
            self.started = True
            self.seen = set(drv.state.stack)
            if not drv.state.stack:
                raise StepFailure("nothing to resolve: the stack is empty")
        for _ in range(MAX_ACTIONS):
            s = drv.state
            gone = self.seen - set(s.stack)
            self.left += len(gone)
            self.seen = set(s.stack)
            if drv.game.decision is None:
                return True
            if v == "all" and not s.stack and drv.game.decision.kind is K.PRIORITY:
                return True
            if v != "all" and self.left >= int(v):
                return True
            d = drv.game.decision
            if d.kind is not K.PRIORITY:
                return False
            if not s.stack:
                raise StepFailure(f"only {self.left} of {v} stack objects resolved: the stack is empty")
            drv.apply(Pass())
        raise StepFailure("the stack did not finish resolving (a loop?)")


#: The declaration that begins a combat step (508.1, 509.1).
_DECLARATION = {Step.DECLARE_ATTACKERS: K.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS: K.DECLARE_BLOCKERS}


def declare_none(drv: Driver, kind: str) -> None:
    """Before a step other than ``attack``/``block`` (``kind``) moves the game on from a pending
    declaration of attackers or blockers (508.1, 509.1; where ``to:`` stops), that declaration is
    made empty: no creature attacks or blocks unless the script says so. A declaration that can't
    be empty (a creature that must attack) is left to the script."""
    if kind in ("to", "attack", "block"):  # `to:` declares none on its own way; `block:` needs attackers
        return
    while (d := drv.game.decision) is not None and d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS):
        if Done() not in d.options:
            raise StepFailure(f"the declaration can't be left empty: {drv.waiting()}", kind="stuck")
        drv.apply(Done())


@dataclass
class ToStep:
    """``to: STEP``: every player passes priority until that step is reached, resolving the stack
    on the way and declaring no attackers or blockers. ``declare_attackers`` and ``declare_blockers``
    stop at the start of the step, with its declaration still to be made (508.1, 509.1)."""

    spec: StepSpec
    turns_crossed: int = 0
    entered: bool = False
    start_log: int = -1

    def advance(self, drv: Driver) -> bool:
        target, turn = self.spec.value
        if self.start_log < 0:
            self.start_log = len(drv.state.log)
        no_priority = target in (Step.UNTAP, Step.CLEANUP)
        for _ in range(MAX_ACTIONS):
            s = drv.state
            d = drv.game.decision
            if d is None:
                if self._entered(drv, target, turn):
                    return True  # the game ended in that step
                raise StepFailure(f"the game ended ({drv.outcome()}) before the {target.value} step was reached")
            if turn is not None and s.turn > turn:
                raise StepFailure(f"turn {turn} is over: the {target.value} step was not reached (it was skipped)")
            here = s.step is target and (turn is None or s.turn == turn)
            if no_priority:
                if self._entered(drv, target, turn):
                    return True
            elif here and (d.kind is K.PRIORITY or d.kind is _DECLARATION.get(target)):
                # 508.1, 509.1: the declaration is the first thing of its step; it stays to be made.
                return True
            if d.kind is K.PRIORITY:
                before = s.turn
                drv.apply(Pass())
                if drv.state.turn != before and turn is None:
                    self.turns_crossed += 1
                    if self.turns_crossed > 1:
                        raise StepFailure(f"the {target.value} step was not reached this turn or the next (it was skipped); "
                                          "give `to: {turn: N, step: ...}` to go further")
            elif d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS) and Done() in d.options:
                drv.apply(Done())
            else:
                return False
        raise StepFailure(f"the {target.value} step was not reached")

    def _entered(self, drv: Driver, target: Step, turn: int | None) -> bool:
        for e in drv.state.log[self.start_log:]:
            if e.event == "step" and e.get("step") == target.value and (turn is None or e.get("turn") == turn):
                return True
        return False


__all__ = ["Forward", "declare_none", "make_step"]
