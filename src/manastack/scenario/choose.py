"""``choose:`` steps: answering the decision the engine waits for (SCENARIOS.md, "Answering
decisions"): a target or object by label or name, several of them as a list, the order of
triggered abilities or replacement effects as a list of sources, combat damage as a mapping,
scry as ``{top, bottom}``, a mana symbol, yes/no, a number, a mode.
"""

from __future__ import annotations

from typing import Any

from manastack.actions import (
    Action,
    Activate,
    Answer,
    AssignDamage,
    AutoPay,
    CastSpell,
    Choose,
    ChooseManaType,
    ChooseMode,
    ChooseNumber,
    Decision,
    DecisionKind,
    Divide,
    Done,
    Purpose,
)
from manastack.rules.describe import option_text
from manastack.scenario.driver import Driver
from manastack.scenario.refs import StepFailure

K = DecisionKind
_OBJECT_KINDS = (K.TARGET, K.CHOOSE_OBJECT, K.PAY_COST, K.DISCARD, K.BOTTOM)


class Answerer:
    """Answers decisions with one ``choose:`` value. A list for the order of replacement effects
    keeps answering such decisions while one of its sources is among the options."""

    def __init__(self, value: Any, by: str | None, key: str) -> None:
        self.value = value
        self.by = by
        self.key = key

    def answer(self, drv: Driver) -> None:
        d = drv.decision()
        if d.kind is K.PRIORITY:
            raise StepFailure(f"nothing to choose: {drv.waiting()}", kind="stuck")
        if d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS):
            raise StepFailure(f"use an `attack:` or `block:` step to declare: {drv.waiting()}", kind="stuck")
        drv.actor(self.by, d)
        v = self.value
        if d.kind is K.TRIGGER_ORDER:
            self._trigger_order(drv, _as_list(v))
        elif d.kind is K.REPLACEMENT_ORDER:
            if not self.replacement(drv):
                raise StepFailure(f"none of {_as_list(v)} is among the replacement effects to apply: {drv.waiting()}")
        elif d.kind is K.ASSIGN_DAMAGE:
            drv.apply(self._damage(drv, d, v))
        elif d.kind in (K.TARGET, K.DIVIDE) and isinstance(v, dict):
            self._divide(drv, v)
        elif d.kind is K.CAST:
            drv.apply(self._offer(drv, d, v))
        elif isinstance(v, dict) and (_is_scry(d) or _is_order(d)):
            self._scry(drv, v)
        elif d.kind is K.ORDER:
            self._objects(drv, d.kind, _as_list(v), False)
        elif d.kind in _OBJECT_KINDS and (isinstance(v, (str, list))) and any(isinstance(a, Choose) for a in d.options):
            self._objects(drv, d.kind, _as_list(v), isinstance(v, list))
        else:
            a = self._single(drv, d, v)
            drv.apply(a)
            if d.purpose is Purpose.PAY_WHILE_RESOLVING and a == Answer(True):
                pay_automatically(drv)

    # ---- replacement effects and triggers ----------------------------------------------------------

    def replacement(self, drv: Driver) -> bool:
        """Answer REPLACEMENT_ORDER decisions with the first listed source among the options
        (616.1); returns whether any was answered."""
        refs = _as_list(self.value)
        answered = False
        while drv.game.decision is not None and drv.game.decision.kind is K.REPLACEMENT_ORDER:
            d = drv.game.decision
            ids = [a.id for a in d.options if isinstance(a, Choose)]
            pick = next((i for r in refs for i in ids if drv.world.matches(i, r)), None)
            if pick is None:
                break
            drv.apply(Choose(pick))
            answered = True
        return answered

    def _trigger_order(self, drv: Driver, refs: list[str]) -> None:
        """Put the named triggered abilities on the stack in this order: each named by its source
        (name or label), or by a fragment of its text where one source has several ("Battle cry")."""
        todo = list(refs)
        answered = False
        while todo and drv.game.decision is not None and drv.game.decision.kind is K.TRIGGER_ORDER:
            d = drv.game.decision
            pending = {t.order: t for t in drv.state.pending_triggers}
            found = None
            for r in todo:
                for a in d.options:
                    t = pending.get(a.id) if isinstance(a, Choose) else None
                    if t is not None and (
                        drv.world.matches(t.source_id, r) or t.source_name == r or (drv.world.is_label(r) and t.source_id in drv.world.label_ids[r])
                        or r.lower() in t.ability.text.lower()
                    ):
                        found = (r, a)
                        break
                if found:
                    break
            if found is None:
                raise StepFailure(f"none of {todo} is among the triggered abilities to put on the stack: {drv.waiting()}")
            todo.remove(found[0])
            drv.apply(found[1])
            answered = True
        if not answered:
            raise StepFailure(f"no triggered abilities to order: {drv.waiting()}", kind="stuck")

    # ---- objects, damage, scry -------------------------------------------------------------------

    def _objects(self, drv: Driver, kind: DecisionKind, refs: list[str], is_list: bool) -> None:
        for r in refs:
            if kind is K.ORDER and (drv.game.decision is None or drv.game.decision.kind is not kind):
                return  # the last cards were placed without a decision
            d = drv.game.decision
            if d is None or d.kind is not kind:
                raise StepFailure(f"{r!r} is one answer too many: {drv.waiting()}", kind="stuck")
            ids = [a.id for a in d.options if isinstance(a, Choose)]
            drv.apply(Choose(drv.world.target(r, ids, f"choices ({d.context or d.kind.value})")))
        d = drv.game.decision
        if is_list and d is not None and d.kind is kind and Done() in d.options:
            drv.apply(Done())

    def _damage(self, drv: Driver, d: Decision, v: Any) -> Action:
        if not isinstance(v, dict):
            raise StepFailure(f"assign combat damage with a mapping {{LABEL_OR_PLAYER: AMOUNT}}: {drv.waiting()}", kind="script")
        opts = [a for a in d.options if isinstance(a, AssignDamage)]
        recipients = sorted({r for a in opts for r, _ in a.assignment})
        wanted: dict[int, int] = {}
        for ref, amount in v.items():
            rid = drv.world.target(str(ref), recipients, "creatures and players that can be assigned damage")
            if int(amount):
                wanted[rid] = wanted.get(rid, 0) + int(amount)
        for a in opts:
            if dict(a.assignment) == wanted:
                return a
        raise StepFailure(f"that damage assignment is not legal: {drv.waiting()}")

    def _divide(self, drv: Driver, v: dict[str, Any]) -> None:
        """601.2d: a mapping {LABEL_OR_PLAYER: AMOUNT} chooses the targets (in the order given) and
        the division at once, or answers the division alone."""
        todo = [str(k) for k in v]
        while drv.game.decision is not None and drv.game.decision.kind is K.TARGET and todo:
            d = drv.game.decision
            ids = [a.id for a in d.options if isinstance(a, Choose)]
            drv.apply(Choose(drv.world.target(todo.pop(0), ids, f"legal targets ({d.context})")))
        d0 = drv.game.decision
        if d0 is not None and d0.kind is K.TARGET and Done() in d0.options:
            drv.apply(Done())
        d1 = drv.game.decision
        if d1 is None or d1.kind is not K.DIVIDE:
            # The division had one legal answer (one target, or as many targets as there is to
            # divide) and was made without asking: it must be the one given.
            s = drv.state
            top = s.objects[s.stack[-1]] if s.stack else None
            given = {drv.world.target(str(r), [t for t in top.targets if t != -1], "the spell's targets"): int(n) for r, n in v.items()} if top else {}
            actual = {t: n for t, n in zip(top.targets, top.division) if n} if top else {}
            if todo or given != actual:
                raise StepFailure(f"no division to answer with {v!r}: {drv.waiting()}", kind="stuck")
            return
        opts = [a for a in d1.options if isinstance(a, Divide)]
        recipients = sorted({r for a in opts for r, _ in a.division})
        wanted: dict[int, int] = {}
        for ref, amount in v.items():
            rid = drv.world.target(str(ref), recipients, "the spell's targets")
            wanted[rid] = wanted.get(rid, 0) + int(amount)
        for a in opts:
            if dict(a.division) == wanted:
                drv.apply(a)
                return
        raise StepFailure(f"that division is not legal (each target gets at least 1, the total is fixed): {drv.waiting()}")

    def _offer(self, drv: Driver, d: Decision, v: Any) -> Action:
        """An offer to cast a spell while something resolves (608.2g): a card's label or name, or no."""
        if v is False or str(v).lower() in ("no", "false", "don't cast"):
            return Done()
        offers = [a for a in d.options if isinstance(a, CastSpell)]
        oid = drv.world.pick(str(v), [a.card for a in offers], f"spells offered ({d.context})")
        return next(a for a in offers if a.card == oid)

    def _scry(self, drv: Driver, v: dict[str, Any]) -> None:
        """Scry ``{top, bottom}`` and surveil ``{top, graveyard}``: where each card goes, then the
        order of the cards on top and on the bottom (each list top first, 701.22a, 701.25a)."""
        top, bottom = [str(x) for x in v.get("top") or []], [str(x) for x in v.get("bottom") or []]
        order = {"top": list(top), "bottom": list(bottom)}
        if v.get("graveyard"):
            d0 = drv.game.decision
            if d0 is None or d0.purpose is not Purpose.SURVEIL:
                raise StepFailure(f"`graveyard:` answers a surveil decision: {drv.waiting()}", kind="stuck")
            bottom = [str(x) for x in v.get("graveyard") or []]
        _answer_orders(drv, order)
        while drv.game.decision is not None and _is_scry(drv.game.decision):
            d = drv.game.decision
            card = d.subject
            assert card is not None
            name = drv.state.objects[card].name

            def listed(refs: list[str]) -> str | None:
                return next((r for r in refs if drv.world.matches(card, r) or r == name), None)

            if (r := listed(bottom)) is not None:
                bottom.remove(r)
                drv.apply(Answer(False))
            elif (r := listed(top)) is not None:
                top.remove(r)
                drv.apply(Answer(True))
            else:
                raise StepFailure(f"{name} is in neither `top:` nor `bottom:`/`graveyard:` of the answer")
        _answer_orders(drv, order)

    # ---- everything else ----------------------------------------------------------------------------

    def _single(self, drv: Driver, d: Decision, v: Any) -> Action:
        opts = d.options
        if d.kind is K.YES_NO or (isinstance(v, bool) and Answer(bool(v)) in opts):
            yes = v if isinstance(v, bool) else str(v).lower() in ("yes", "true")
            if Answer(yes) in opts:
                return Answer(yes)
        if d.kind is K.X and isinstance(v, int) and not isinstance(v, bool):
            if ChooseNumber(v) in opts:
                return ChooseNumber(v)
            raise StepFailure(f"X = {v} is not possible: {drv.waiting()}")
        if d.kind is K.MODE:
            if isinstance(v, int) and ChooseMode(v - 1) in opts:
                return ChooseMode(v - 1)
            if isinstance(v, str):
                found = [opts[i] for i in range(len(opts)) if v.lower() in option_text(d, i, drv.state).lower()]
                if len(found) == 1:
                    return found[0]
        if d.kind is K.CHOOSE_MANA_TYPE and isinstance(v, str):
            t = v.strip().strip("{}").upper()
            if ChooseManaType(t) in opts:
                return ChooseManaType(t)
        if d.kind is K.PAY_MANA and isinstance(v, str):
            acts = [a for a in opts if isinstance(a, Activate)]
            if any(drv.world.matches(a.source, v) for a in acts):
                src = drv.world.pick(v, [a.source for a in acts], "mana sources")
                return next(a for a in acts if a.source == src)
        if isinstance(v, int) and not isinstance(v, bool) and ChooseNumber(v) in opts:
            return ChooseNumber(v)
        text = ("yes" if v else "no") if isinstance(v, bool) else str(v)
        for i, a in enumerate(opts):
            if option_text(d, i, drv.state).lower() == text.lower() or drv.game.describe(a).lower() == text.lower():
                return a
        raise StepFailure(f"{v!r} is not a legal answer: {drv.waiting()}")


def pay_automatically(drv: Driver) -> None:
    """`yes` to "[effect] unless [player] pays {N}" pays the mana with the engine's automatic
    payment, as a `cast:` step does (SCENARIOS.md, "Answering decisions")."""
    while (d := drv.game.decision) is not None and d.kind is K.PAY_MANA and AutoPay() in d.options:
        drv.apply(AutoPay())


def _is_scry(d: Decision) -> bool:
    return d.kind is K.CHOOSE_OBJECT and d.purpose in (Purpose.SCRY, Purpose.SURVEIL) and Answer(True) in d.options


def _is_order(d: Decision) -> bool:
    """The order of cards put on top or bottom of a library (701.22a, 701.25a)."""
    return d.kind is K.ORDER and d.purpose in (Purpose.SCRY, Purpose.SURVEIL)


def _as_list(v: Any) -> list[str]:
    if isinstance(v, list):
        return [str(x) for x in v]
    return [str(v)]


__all__ = ["Answerer"]


def _answer_orders(drv: Driver, order: dict[str, list[str]]) -> None:
    """Answer the decisions that order the cards kept on top or put on the bottom (CR 701.22a,
    701.25a) from the lists of the answer, first listed first."""
    while drv.game.decision is not None and _is_order(drv.game.decision):
        d = drv.game.decision
        refs = order[d.about]  # "top" or "bottom"
        ids = [a.id for a in d.options if isinstance(a, Choose)]
        pick = next(((r, i) for r in refs for i in ids if drv.world.matches(i, r)), None)
        if pick is None:
            raise StepFailure(f"none of {refs} is among the cards to order: {drv.waiting()}")
        refs.remove(pick[0])
        drv.apply(Choose(pick[1]))
