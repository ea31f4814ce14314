"""Every mechanic module: importing this registers every effect verb's handler
(:mod:`manastack.rules.execute`) and every replacement kind (:mod:`manastack.rules.replacement`).
:mod:`manastack.game` imports it, so a game always has them all."""

from manastack.rules import (  # noqa: F401 - imported for their registrations
    attachments,
    cards,
    cascade,
    coin_flips,
    combat,
    continuous,
    control,
    counters,
    damage,
    dice,
    emblems,
    explore,
    face_down,
    instructions,
    life,
    mana,
    monarch,
    piles,
    regeneration,
    renown,
    spells,
    status,
    suspend,
    the_ring,
    tokens,
    transform,
    turn_effects,
    zones,
)
