"""The ``cast`` and ``activate`` steps: choosing the card or the ability, and the choices made while
the spell or ability is put on the stack (601.2b–h, 602.2): the way to cast it, modes, X, targets,
mana sources, optional additional costs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from manastack.actions import (
    Activate,
    Answer,
    AutoPay,
    CastSpell,
    Choose,
    ChooseMode,
    ChooseNumber,
    Decision,
    DecisionKind,
    Done,
    Purpose,
)
from manastack.model.abilities import (
    ActivatedAbility,
    AdditionalCost,
    AlternativeCost,
    KeywordAbility,
)
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.rules.casting import FREE
from manastack.rules.describe import option_text
from manastack.rules.face_down import morph_abilities
from manastack.rules.layers import base_chars, chars
from manastack.scenario.driver import Driver
from manastack.scenario.model import StepSpec
from manastack.scenario.refs import StepFailure

K = DecisionKind
MAX_DECISIONS = 3000


@dataclass
class _Announce:
    """The choices a ``cast``/``activate`` step makes while the spell or ability is put on the
    stack (601.2b–h): modes, X, targets, mana sources."""

    spec: StepSpec
    started: bool = False
    start_log: int = 0
    targets: list[str] = field(default_factory=list)
    modes: list[int | str] = field(default_factory=list)
    pay: list[str] = field(default_factory=list)
    x_done: bool = False
    what: str = ""
    optional: list[str] = field(default_factory=list)  # optional additional costs to announce (kicker)

    def __post_init__(self) -> None:
        o = self.spec.options
        self.targets = list(o.get("targets") or [])
        self.modes = list(o.get("modes") or [])
        self.pay = list(o.get("pay") or [])

    def finished(self, drv: Driver) -> bool:
        raise NotImplementedError

    def advance(self, drv: Driver) -> bool:
        if not self.started:
            self.begin(drv)
        return self.announce(drv)

    def begin(self, drv: Driver) -> None:
        """Start the announcement: the choice that puts the spell or ability on the stack."""
        raise NotImplementedError

    def announce(self, drv: Driver) -> bool:
        """Answer this step's own decisions until the spell or ability is on the stack."""
        for _ in range(MAX_DECISIONS):
            if self.finished(drv):
                self.verify(drv)
                return True
            d = drv.decision()
            opts = d.options
            if d.kind is K.PRIORITY:
                raise StepFailure(f"{self.what} was abandoned: the engine returned to priority without it on the stack "
                                  "(a required target could not be chosen or the cost could not be paid)")
            if d.kind is K.MODE and self.modes:
                drv.apply(self._mode(drv, self.modes.pop(0)))
            elif d.kind is K.MODE and Done() in opts and "modes" in self.spec.options:
                drv.apply(Done())  # "choose one or both": the modes listed are all
            elif d.kind is K.X and self.spec.options.get("x") is not None and not self.x_done:
                x = self.spec.options["x"]
                if ChooseNumber(x) not in opts:
                    raise StepFailure(f"X = {x} is not possible for {self.what}; legal: {drv.options_text()}")
                self.x_done = True
                drv.apply(ChooseNumber(x))
            elif d.kind is K.TARGET and self.targets:
                ref = self.targets.pop(0)
                ids = [a.id for a in opts if isinstance(a, Choose)]
                drv.apply(Choose(drv.world.target(ref, ids, f"legal targets ({d.context})")))
            elif d.kind is K.TARGET and Done() in opts and "targets" in self.spec.options:
                drv.apply(Done())
            elif d.kind is K.PAY_MANA and self.pay:
                ref = self.pay.pop(0)
                acts = [a for a in opts if isinstance(a, Activate)]
                src = drv.world.pick(ref, [a.source for a in acts], "mana sources that can be used now")
                drv.apply(next(a for a in acts if a.source == src))
            elif d.kind is K.PAY_MANA and AutoPay() in opts:
                drv.apply(AutoPay())
            elif d.purpose is Purpose.OPTIONAL_COST and drv.state.stack and d.source == drv.state.stack[-1] and Answer(True) in opts:
                # 601.2b: an optional additional cost (kicker) of this spell — paid if `alt:` names it, else not.
                wanted = d.about.lower() in self.optional
                if wanted:
                    self.optional.remove(d.about.lower())
                drv.apply(Answer(wanted))
            else:
                return False
        raise StepFailure(f"{self.what}: too many decisions")

    def _mode(self, drv: Driver, m: int | str) -> ChooseMode:
        d = drv.decision()
        opts = [a for a in d.options if isinstance(a, ChooseMode)]
        if isinstance(m, int):
            if ChooseMode(m - 1) not in opts:
                raise StepFailure(f"mode {m} can't be chosen; legal: {drv.options_text()}")
            return ChooseMode(m - 1)
        texts = [option_text(d, i, drv.state) for i in range(len(d.options))]
        found = [d.options[i] for i, t in enumerate(texts) if m.lower() in t.lower()]
        if len(found) != 1 or not isinstance(found[0], ChooseMode):
            raise StepFailure(f"mode {m!r} matches {len(found)} of the modes; legal: {drv.options_text()}")
        return found[0]

    def stack_object(self, drv: Driver) -> int | None:
        return None

    def verify(self, drv: Driver) -> None:
        """Targets, X and modes the engine chose without asking (a single legal option) must be the
        ones the script gave."""
        sid = self.stack_object(drv)
        if sid is None or sid not in drv.state.objects:
            return
        o = drv.state.objects[sid]
        given = list(self.spec.options.get("targets") or [])
        actual = [t for t in o.targets if t != -1]
        for i, ref in enumerate(given):
            if i >= len(actual):
                raise StepFailure(f"{self.what} took {len(actual)} target(s); {ref!r} is not a legal target")
            if not drv.world.matches(actual[i], ref):
                raise StepFailure(f"{ref!r} is not a legal target for {self.what}: the only legal target, "
                                  f"{drv.world.describe(actual[i])}, was chosen")
        x = self.spec.options.get("x")
        if x is not None and o.x != x:
            raise StepFailure(f"X = {x} is not possible for {self.what} (X is {o.x})")
        for m in self.spec.options.get("modes") or []:
            if isinstance(m, int) and m - 1 not in o.modes:
                raise StepFailure(f"mode {m} is not possible for {self.what}")

    def _event_since(self, drv: Driver, kind: str, **fields: Any) -> int | None:
        for e in reversed(drv.state.log[self.start_log:]):
            if e.event == kind and all(e.get(k) == v for k, v in fields.items()):
                return int(e.get("card_id") or e.get("source_id") or 0)
        return None


@dataclass
class CastStep(_Announce):
    card: int = 0

    def begin(self, drv: Driver) -> None:
        spec = self.spec
        d = drv.decision()
        if d.kind is K.CAST:
            self._accept_offer(drv, d)  # an offer to cast a spell while something resolves (608.2g)
            return
        if d.kind is not K.PRIORITY:
            raise StepFailure(f"can't cast {spec.value}: {drv.waiting()}", kind="stuck")
        pid = drv.actor(spec.by, d)
        s = drv.state
        zone = Zone(spec.options.get("from") or "hand")
        where = f"{drv.world.player_name(pid)}'s {zone.value}"
        in_zone = [oid for oid, o in s.objects.items() if o.zone is zone and o.ability is None]
        # The acting player's cards first: theirs, and those an effect lets them play (601.2a).
        allowed = {a.card for a in d.options if isinstance(a, CastSpell)} | {p.card_id for p in s.play_permissions if p.player == pid}
        mine = [oid for oid in in_zone if s.objects[oid].owner == pid or oid in allowed]
        oid = drv.world.pick_first(spec.value, (mine, in_zone), f"cards in {where}")
        if oid not in mine:
            raise StepFailure(f"{spec.value} is not in {where} and no effect lets {drv.world.player_name(pid)} cast it "
                              f"(it is {drv.world.describe(oid)}, owned by {drv.world.player_name(s.objects[oid].owner)})")
        self._cast(drv, oid, [a for a in d.options if isinstance(a, CastSpell)])

    def _accept_offer(self, drv: Driver, d: Decision) -> None:
        """Answer "you may cast a … spell from your graveyard" with the named card (608.2g)."""
        spec = self.spec
        drv.actor(spec.by, d)
        offers = [a for a in d.options if isinstance(a, CastSpell)]
        zone = spec.options.get("from")
        ids = [a.card for a in offers if zone is None or drv.state.objects[a.card].zone is Zone(zone)]
        oid = drv.world.pick(spec.value, ids, f"spells offered ({d.context})")
        self._cast(drv, oid, offers)

    def _cast(self, drv: Driver, oid: int, ways: list[CastSpell]) -> None:
        """Begin casting ``oid`` (601.2a) the way the step says: its face (715.3) and the cost
        announced (601.2b)."""
        spec = self.spec
        o = drv.state.objects[oid]
        face = spec.options.get("face")
        other = o.card.other_face
        first = o.card.face_to_cast(False)
        if face is not None and face not in (o.card.name, first.name) and (other is None or face != other.name):
            raise StepFailure(f"{o.card.name} has no face named {face!r}", kind="script")
        if face is None and o.card.halves is not None:
            raise StepFailure(f"{o.card.name} is a split card: say which half with `face:` ({first.name} or {o.card.halves[1].name})", kind="script")
        use_other = other is not None and face == other.name
        card = o.card.face_to_cast(use_other)
        action = self._way(drv, card, [a for a in ways if a.card == oid and a.other_face == use_other])
        self.what = f"casting {face or o.card.name}{_how(action.alt)}"
        self.card = oid
        self.start_log = len(drv.state.log)
        self.started = True
        drv.apply(action)

    def _way(self, drv: Driver, face: CardDef, ways: list[CastSpell]) -> CastSpell:
        """The way to cast ``face`` among the legal ``ways`` (601.2b): the cost named by ``alt:`` (an
        alternative cost, 118.9, or an optional additional cost such as kicker, announced when the
        engine asks, 601.2b), else its mana cost, else the only way there is (an effect's "without
        paying its mana cost", flashback from a graveyard); several ways need ``alt:``."""
        name = self.spec.options.get("alt")
        if isinstance(name, list):
            # "alt: [replicate, replicate]": an optional additional cost paid that many times (702.56a, 702.33c)
            extra_named = [str(n).lower() for n in name]
            if len(set(extra_named)) != 1 or not any(isinstance(a, AdditionalCost) and a.optional and a.multi and a.name == extra_named[0] for a in face.abilities):
                raise StepFailure(f"`alt:` as a list names one optional additional cost that may be paid any number of times; {face.name} has none named {name!r}", kind="script")
            self.optional += extra_named
            name = None
        what = face.name
        # 702.37c, 702.168b: "alt: morph" (megamorph, disguise) casts it face down
        alts = [a.name for a in face.abilities if isinstance(a, AlternativeCost)] + [m.kind.value for m in morph_abilities(face)]
        extra = [a.name.lower() for a in face.abilities if isinstance(a, AdditionalCost) and a.optional]
        legal = ", ".join(what + _how(a.alt) for a in ways) or "none"
        if name:
            key = str(name).lower()
            if key in alts or key == FREE:
                found = [a for a in ways if a.alt == key]
                if not found:
                    raise StepFailure(f"{what} can't be cast with {name} now ({drv.state.step.value}, stack: {len(drv.state.stack)}); "
                                      f"ways to cast it now: {legal}; legal actions: {drv.options_text()}")
                return found[0]
            elif key in extra:
                self.optional.append(key)
            else:
                offered = ", ".join([*alts, *extra]) or "none"
                raise StepFailure(f"{what} has no alternative or optional additional cost {name!r} (it has: {offered}; "
                                  f"`alt: {FREE}` names an effect's permission)", kind="script")
        normal = [a for a in ways if not a.alt]
        if normal:
            return normal[0]
        if len(ways) == 1:
            return ways[0]
        if not ways:
            raise StepFailure(f"{what} can't be cast now ({drv.state.step.value}, stack: {len(drv.state.stack)}); "
                              f"legal actions: {drv.options_text()}")
        raise StepFailure(f"{what} can be cast in {len(ways)} ways now ({legal}); say which with `alt:`", kind="script")

    def finished(self, drv: Driver) -> bool:
        if self._event_since(drv, "spell_cast") is None:
            return False
        if self.optional:
            # 601.2b: the engine offers an optional additional cost only when it can be paid.
            raise StepFailure(f"{self.what}: the optional cost {', '.join(self.optional)} was never offered (it can't be paid now)")
        return True

    def stack_object(self, drv: Driver) -> int | None:
        return self._event_since(drv, "spell_cast")


@dataclass
class ActivateStep(_Announce):
    source: int = 0
    index: int = 0

    def begin(self, drv: Driver) -> None:
        spec = self.spec
        d = drv.require((K.PRIORITY,), f"activate {spec.value}")
        pid = drv.actor(spec.by, d)
        s = drv.state
        cands = [o for o in s.battlefield if chars(s, o).controller == pid] + s.players[pid].hand + s.players[pid].graveyard
        # 602.2: another player's permanent whose ability this player may activate ("Any player may activate this ability")
        cands += list(dict.fromkeys(a.source for a in d.options if isinstance(a, Activate) and a.source not in cands))
        oid = drv.world.pick(spec.value, cands, f"objects of {drv.world.player_name(pid)}")
        o = s.objects[oid]
        abilities = chars(s, oid).abilities if o.zone is Zone.BATTLEFIELD else base_chars(o).abilities
        idx = _ability_index(abilities, spec.options.get("ability"), o.name)
        self.what = f"activating {o.name}'s ability {idx + 1}"
        action = Activate(oid, idx)
        if action not in d.options:
            raise StepFailure(f"{o.name}'s ability {idx + 1} ({_text(abilities[idx])!r}) can't be activated now; legal actions: {drv.options_text()}")
        self.source, self.index = oid, idx
        self.start_log = len(s.log)
        self.started = True
        drv.apply(action)

    def finished(self, drv: Driver) -> bool:
        return self._event_since(drv, "ability_activated", source_id=self.source) is not None

    def stack_object(self, drv: Driver) -> int | None:
        s = drv.state
        mine = [o for o in s.stack if s.objects[o].source_id == self.source]
        return mine[-1] if mine else None


def _how(alt: str) -> str:
    """How a spell is cast, as words after its name: "", " with flashback", " without paying its mana cost"."""
    return f" {alt}" if alt == FREE else f" with {alt}" if alt else ""


def _text(ab: object) -> str:
    if isinstance(ab, KeywordAbility):
        return ab.text()
    t = getattr(ab, "text", "")
    return t if isinstance(t, str) else ""


def _ability_index(abilities: tuple[object, ...], which: int | str | None, name: str) -> int:
    listing = "; ".join(f"{i + 1}: {_text(a) or type(a).__name__}" for i, a in enumerate(abilities))
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            raise StepFailure(f"{name} has no ability {which} (its abilities: {listing or 'none'})", kind="script")
        if not isinstance(abilities[which - 1], ActivatedAbility):
            raise StepFailure(f"ability {which} of {name} is not an activated ability (its abilities: {listing})", kind="script")
        return which - 1
    acts = [i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility)]
    if isinstance(which, str):
        frag = which.lower()
        acts = [i for i in acts if frag in _text(abilities[i]).lower()]
        if len(acts) != 1:
            raise StepFailure(f"{which!r} matches {len(acts)} activated abilities of {name} (its abilities: {listing or 'none'})", kind="script")
        return acts[0]
    if not acts:
        raise StepFailure(f"{name} has no activated ability (its abilities: {listing or 'none'})", kind="script")
    if len(acts) > 1:
        raise StepFailure(f"{name} has {len(acts)} activated abilities; say which with `ability:` (its abilities: {listing})", kind="script")
    return acts[0]


__all__ = ["ActivateStep", "CastStep"]
