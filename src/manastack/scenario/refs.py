"""The running game seen through a scenario's names: players by name, objects by label (following
a card through zone changes, CR 400.7) or by name, and failures of the script.

A name that several objects share refers to any of them only when they can't be told apart
(same card, zone, controller, status, counters, damage, attachments); otherwise it is ambiguous
and the script must use a label.
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.cards.lookup import face_names, token_key
from manastack.game import Game
from manastack.model.types import Zone
from manastack.rules.layers import chars
from manastack.state.game_state import FIRST_OBJECT_ID, GameState


class StepFailure(Exception):
    """A step could not be taken. ``kind``: ``illegal`` (the engine doesn't allow it, or the player
    may not act now), ``stuck`` (the engine waits for a decision the script doesn't answer) or
    ``script`` (a reference that names nothing in the game or is ambiguous). Only ``illegal`` is
    the rejection ``expect_error`` expects."""

    def __init__(self, message: str, kind: str = "illegal") -> None:
        super().__init__(message)
        self.message = message
        self.kind = kind


class World:
    """Names, labels and objects of a running scenario."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.label_ids: dict[str, set[int]] = {k: {v} for k, v in game.state.labels.items()}
        self._seen = 0
        self.sync()

    @property
    def state(self) -> GameState:
        return self.game.state

    def sync(self) -> None:
        """Follow labelled cards through the zone changes logged since the last call."""
        s = self.state
        log = s.log
        if self._seen > len(log):
            self._seen = 0
        for e in log[self._seen:]:
            if e.event == "zone_change":
                old, new = e.get("old_id"), e.get("card_id")
                for ids in self.label_ids.values():
                    if old in ids:
                        ids.add(new)
        self._seen = len(log)
        for k, v in s.labels.items():
            self.label_ids.setdefault(k, set()).add(v)

    # ---- players ------------------------------------------------------------------------------

    def player(self, ref: str) -> int | None:
        for p in self.state.players:
            if p.name == ref:
                return p.id
        return None

    def player_name(self, pid: int) -> str:
        return self.state.players[pid].name

    # ---- objects ------------------------------------------------------------------------------

    def is_label(self, ref: str) -> bool:
        return ref in self.label_ids

    def label_object(self, ref: str) -> int | None:
        """The current object of a label (None if it has ceased to exist)."""
        oid = self.state.labels.get(ref)
        return oid if oid is not None and oid in self.state.objects else None

    def name_matches(self, oid: int, name: str) -> bool:
        o = self.state.objects.get(oid)
        if o is None:
            return False
        names = {o.name, *face_names(o.card)}
        if o.is_token:
            names |= {token_key(n) for n in names}
            name = token_key(name)
        return name in names

    def names_anything(self, ref: str) -> bool:
        """Whether ``ref`` names something in the game now: a player, a label's current object, or
        an object of that name in any zone."""
        if self.player(ref) is not None:
            return True
        if self.is_label(ref):
            return self.label_object(ref) is not None
        return any(self.name_matches(o, ref) for o in self.state.objects)

    def matches(self, oid: int, ref: str) -> bool:
        """Whether ``oid`` (an object, a player, or a stack object by its source) is ``ref``."""
        s = self.state
        if oid < FIRST_OBJECT_ID:
            return s.players[oid].name == ref
        if self.is_label(ref):
            ids = self.label_ids[ref]
            o = s.objects.get(oid)
            return oid in ids or (o is not None and (o.uid in ids or (o.source_id is not None and o.source_id in ids)))
        return self.name_matches(oid, ref)

    def describe(self, oid: int) -> str:
        s = self.state
        if oid < FIRST_OBJECT_ID:
            return s.players[oid].name
        o = s.objects.get(oid)
        if o is None:
            return f"#{oid}"
        label = next((k for k, ids in self.label_ids.items() if oid in ids and not k.startswith("\x00")), None)
        bits = [o.zone.value]
        if o.zone is Zone.BATTLEFIELD:
            if o.tapped:
                bits.append("tapped")
            if o.damage:
                bits.append(f"{o.damage} damage")
            if o.counters:
                bits += [f"{n} {k}" for k, n in o.counters.items()]
        return f"{o.name}" + (f" ({label})" if label else "") + f" [{', '.join(bits)}]"

    def signature(self, oid: int) -> tuple[object, ...]:
        s = self.state
        o = s.objects[oid]
        combat = s.combat
        fight = (oid in combat.attackers, oid in combat.blockers) if combat else (False, False)
        pt = (chars(s, oid).power, chars(s, oid).toughness) if o.zone is Zone.BATTLEFIELD else (None, None)
        return (o.card, o.zone, o.controller, o.owner, o.tapped, o.sick, o.damage, tuple(sorted(o.counters.items())),
                o.attached_to, o.is_token, o.source_id, fight, pt, o.ability)

    def pick(self, ref: str, candidates: Iterable[int], what: str) -> int:
        """The candidate that ``ref`` names (raises :class:`StepFailure`)."""
        cands = list(dict.fromkeys(candidates))
        found = [c for c in cands if self.matches(c, ref)]
        if len(found) == 1:
            return found[0]
        if not found:
            listed = "; ".join(self.describe(c) for c in cands[:12]) or "none"
            where = ""
            if self.is_label(ref):
                cur = self.label_object(ref)
                where = f" ({ref} is {self.describe(cur)})" if cur is not None else f" ({ref} no longer exists)"
            # An object that exists but isn't among the candidates can't be used so (illegal); a
            # name that refers to nothing is the script's mistake.
            raise StepFailure(f"{ref!r} is not among the {what}{where}; they are: {listed}",
                              kind="illegal" if self.names_anything(ref) else "script")
        if self.is_label(ref):
            return found[0]  # the label's card and abilities from it: the first (a spell over its abilities)
        first = self.signature(found[0])
        if all(self.signature(f) == first for f in found[1:]):
            return found[0]
        raise StepFailure(
            f"{ref!r} is ambiguous: {len(found)} {what} have that name and differ ({'; '.join(self.describe(f) for f in found)}); "
            "give the one you mean a label with `as:`",
            kind="script",
        )

    def pick_first(self, ref: str, tiers: Iterable[Iterable[int]], what: str) -> int:
        """The candidate that ``ref`` names in the first of ``tiers`` where any candidate has that
        name (a player's own cards before the others); an error as :meth:`pick` gives it for the
        last tier when none has."""
        groups = [list(t) for t in tiers]
        for g in groups:
            if any(self.matches(c, ref) for c in g):
                return self.pick(ref, g, what)
        return self.pick(ref, groups[-1] if groups else [], what)

    def find(self, ref: str, *, zones: Iterable[Zone] | None = None, controller: int | None = None, what: str = "objects") -> int:
        """An object anywhere (optionally in ``zones``/controlled by ``controller``) by label or name."""
        s = self.state
        if self.is_label(ref):
            oid = self.label_object(ref)
            if oid is None:
                raise StepFailure(f"{ref!r} no longer exists (a token that left the battlefield, or a copy)", kind="script")
            return oid
        zs = set(zones) if zones is not None else None
        cands = [
            oid for oid, o in s.objects.items()
            if (zs is None or o.zone in zs) and (controller is None or _controller(s, oid) == controller)
        ]
        return self.pick(ref, cands, what)

    def target(self, ref: str, candidates: Iterable[int], what: str) -> int:
        """A player or an object among ``candidates``."""
        pid = self.player(ref)
        cands = list(candidates)
        if pid is not None and pid in cands:
            return pid
        return self.pick(ref, [c for c in cands if c >= FIRST_OBJECT_ID] if pid is None else cands, what)


def _controller(state: GameState, oid: int) -> int:
    o = state.objects[oid]
    return chars(state, oid).controller if o.zone is Zone.BATTLEFIELD else o.controller


__all__ = ["StepFailure", "World"]
