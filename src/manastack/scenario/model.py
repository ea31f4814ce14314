"""The parsed, validated form of a scenario file (see /work/shared/SCENARIOS.md).

A :class:`Scenario` is plain data: the starting position (players, their zones and labelled
objects), the script (:class:`StepSpec` values, in order) and the assertions. It is built by
:mod:`manastack.scenario.schema`, which checks every key, name and reference, and is run by
:mod:`manastack.scenario.runner`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from manastack.errors import ManastackError
from manastack.model.card import CardDef
from manastack.model.types import Step
from manastack.state.game_state import Format

#: Zones a player's setup may fill, in the order they are built.
SETUP_ZONES = ("library", "hand", "graveyard", "exile", "battlefield")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a scenario file: where it is (file, line, scenario, key) and why."""

    file: str
    scenario: str | None
    key: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        scen = f" scenario {self.scenario!r}:" if self.scenario else ""
        key = f" {self.key}:" if self.key else ""
        return f"{where}:{scen}{key} {self.message}"


class ScenarioError(ManastackError):
    """A scenario file or document is invalid; ``problems`` lists every error found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One entry of a setup zone: a card or a token, how many, and its status."""

    card: CardDef
    is_token: bool = False
    count: int = 1
    label: str | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str | None = None
    key: str = ""
    back_up: bool = False  # a double-faced permanent named by its back face has that face up (712.8d-f)
    commander: bool = False  # this card is its owner's commander (903.3), set up outside the command zone


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player's starting state. ``life``/``poison`` None: the format's default."""

    name: str
    life: int | None = None
    poison: int | None = None
    team: str | None = None
    zones: tuple[tuple[str, tuple[CardEntry, ...]], ...] = ()
    mana_pool: str = ""
    # CR 903.3, 903.6: the commanders put into the command zone (``commander:``)
    commanders: tuple[CardDef, ...] = ()
    # CR 903.8: (commander name, times already cast from the command zone)
    commander_casts: tuple[tuple[str, int], ...] = ()
    # CR 903.10a: (commander label or name, combat damage it has already dealt this player)
    commander_damage: tuple[tuple[str, int], ...] = ()

    def zone(self, name: str) -> tuple[CardEntry, ...]:
        for z, entries in self.zones:
            if z == name:
                return entries
        return ()


@dataclass(frozen=True, slots=True)
class StepSpec:
    """One step of the script: its kind (``cast``, ``to``, …), its main value, its options
    (``targets``, ``x``, …), the acting player, and where it is in the file."""

    kind: str
    value: Any
    options: dict[str, Any] = field(default_factory=dict)
    by: str | None = None
    index: int = 0
    line: int | None = None

    @property
    def key(self) -> str:
        return f"do[{self.index}].{self.kind}"


@dataclass(frozen=True, slots=True)
class Expectation:
    """Assertions (``expect:`` or a ``check:`` step), already validated; ``key`` is where they
    are written (``expect`` or ``do[3].check``)."""

    key: str
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    objects: tuple[dict[str, Any], ...] = ()
    stack: tuple[str, ...] | None = None
    winner: str | None = None
    events: dict[str, tuple[dict[str, Any], ...]] = field(default_factory=dict)


@dataclass(slots=True)
class Scenario:
    """A validated scenario, ready to run."""

    name: str
    file: str = "<string>"
    line: int | None = None
    cite: tuple[str, ...] = ()
    format: Format = Format.DUEL
    commander: bool = False  # CR 903: the Commander rules (``format: commander``)
    seed: int = 0
    turn: int = 3
    active: str = ""
    step: Step = Step.PRECOMBAT_MAIN
    players: tuple[PlayerSetup, ...] = ()
    teams: tuple[tuple[str, tuple[str, ...]], ...] = ()
    steps: tuple[StepSpec, ...] = ()
    expect: Expectation | None = None
    expect_error: str | None = None
    labels: frozenset[str] = frozenset()
    tokens: dict[str, CardDef] = field(default_factory=dict)

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)


__all__ = ["CardEntry", "Expectation", "PlayerSetup", "Problem", "SETUP_ZONES", "Scenario", "ScenarioError", "StepSpec"]
