"""Keyword abilities whose rules are abilities written out in words (CR 702): the text each keyword
stands for, compiled like any other text (by :mod:`manastack.oracle.grammar.abilities`, and where a
token is created "with decayed", by :mod:`manastack.oracle.grammar.effects`)."""

from __future__ import annotations

import re

#: Keyword abilities that stand for an ability written out in their rule: a line that is just the
#: keyword compiles as that ability (with the keyword as its printed text).
KEYWORD_ABILITIES: dict[str, str] = {
    "prowess": "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",  # CR 702.108a
    "exalted": "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",  # CR 702.83a
    # CR 702.101a (702.101b: each instance triggers separately)
    "extort": "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.",
    # CR 702.79a, 702.93a
    "persist": "When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
    "undying": "When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
    "battle cry": "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.",  # CR 702.91a
    # CR 702.25a (702.25b: each instance triggers separately)
    "flanking": "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.",
    # CR 702.100a (702.100d: each instance triggers separately)
    "evolve": "Whenever a creature you control enters, if that creature's power is greater than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature.",
    # CR 702.136a
    "riot": "You may have this creature enter with a +1/+1 counter on it. If you don't, it gains haste.",
    "skulk": "This creature can't be blocked by creatures with greater power.",  # CR 702.118b
    "mentor": "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.",  # CR 702.134a
    "living weapon": "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it.",  # CR 702.92a
    "dethrone": "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature.",  # CR 702.105a
    "training": "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.",  # CR 702.149a
    "melee": "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.",  # CR 702.121a
    "umbra armor": "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura.",  # CR 702.89a
    # CR 702.98a: two static abilities
    # CR 702.115a (702.115b: each instance triggers separately)
    "ingest": "Whenever this creature deals combat damage to a player, that player exiles the top card of their library.",
    # CR 702.156a: a replacement effect and a triggered ability
    "ravenous": "This creature enters with X +1/+1 counters on it.\nWhen this creature enters, if X is 5 or more, draw a card.",
    "unleash": "You may have this creature enter with a +1/+1 counter on it.\nThis creature can't block as long as it has a +1/+1 counter on it.",
    # CR 702.147a: a static and a triggered ability
    "decayed": "This creature can't block.\nWhen this creature attacks, sacrifice it at end of combat.",
}

#: Keyword abilities with a parameter, written out the same way: "soulshift 3" (the pattern's group
#: fills the template's ``{}``).
KEYWORD_ABILITY_TEMPLATES: tuple[tuple[re.Pattern[str], str], ...] = (
    # CR 702.46a
    (re.compile(r"soulshift (\d+)"), "When this creature dies, you may return target Spirit card with mana value {} or less from your graveyard to your hand."),
    # CR 702.23a (702.23c: each instance triggers separately)
    (re.compile(r"rampage (\d+)"), "Whenever this creature becomes blocked, it gets +{0}/+{0} until end of turn for each creature blocking it beyond the first."),
    (re.compile(r"bushido (\d+)"), "Whenever this creature blocks or becomes blocked, it gets +{0}/+{0} until end of turn."),  # CR 702.45a
    # CR 702.43a: a static and a triggered ability, one line each.
    (re.compile(r"modular (\d+)"), "This permanent enters with {0} +1/+1 counters on it.\nWhen this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent."),
    # CR 702.123a
    (re.compile(r"fabricate (\d+)"), "When this permanent enters, you may put {0} +1/+1 counters on it. If you don't, create {0} 1/1 colorless Servo artifact creature tokens."),
    (re.compile(r"affinity for (\w+)"), "This spell costs {{1}} less to cast for each {} you control."),  # CR 702.41a
    # CR 702.135a
    # CR 702.58a: a static and a triggered ability (702.58b: each instance works separately)
    (re.compile(r"graft (\d+)"), "This permanent enters with {0} +1/+1 counters on it.\nWhenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."),
    (re.compile(r"afterlife (\d+)"), "When this permanent is put into a graveyard from the battlefield, create {0} 1/1 white and black Spirit creature tokens with flying."),
    (re.compile(r"afflict (\d+)"), "Whenever this creature becomes blocked, defending player loses {} life."),  # CR 702.130a
    (re.compile(r"level up (.+)"), "{}: Put a level counter on this permanent. Activate only as a sorcery."),  # CR 702.87a
    # CR 702.97a: the power of the card exiled to pay the cost, as it last existed (113.7a)
    # CR 702.53a
    (re.compile(r"transmute (\{.+)"), "{}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery."),
    (re.compile(r"scavenge (\{.+)"), "{}, Exile this card from your graveyard: Put X +1/+1 counters on target creature, where X is this card's power. Activate only as a sorcery."),
    # CR 702.181a: "create N 1/1 red Warrior creature tokens. Those tokens enter tapped and attacking."
    (re.compile(r"mobilize 1"), "Whenever this creature attacks, create a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it at the beginning of the next end step."),
    (re.compile(r"mobilize (\d+)"), "Whenever this creature attacks, create {} 1/1 red Warrior creature tokens that are tapped and attacking. Sacrifice them at the beginning of the next end step."),
    (re.compile(r"annihilator (\d+)"), "Whenever this creature attacks, defending player sacrifices {} permanents."),  # CR 702.86a
    # CR 702.77a: functions only while the card is in a hand (a cost that discards it)
    (re.compile(r"reinforce (\d+) — (\{.+)"), "{1}, Discard this card: Put {0} +1/+1 counters on target creature."),
    (re.compile(r"renown (\d+)"), "When this creature deals combat damage to a player, if it isn't renowned, put {0} +1/+1 counters on it and it becomes renowned."),
)
