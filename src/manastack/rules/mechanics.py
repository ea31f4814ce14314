"""Every mechanic module: importing this registers every effect verb's handler
(:mod:`manastack.rules.execute`) and every replacement kind (:mod:`manastack.rules.replacement`).
:mod:`manastack.game` imports it, so a game always has them all."""

from manastack.rules import (  # noqa: F401 - imported for their registrations
    attachments,
    cards,
    cascade,
    combat,
    continuous,
    control,
    counters,
    damage,
    emblems,
    explore,
    face_down,
    flip,
    instructions,
    life,
    mana,
    regeneration,
    renown,
    spells,
    status,
    suspend,
    tokens,
    transform,
    turn_effects,
    zones,
)
