"""Small inline card files in the Scryfall and MTGJSON formats, for loader tests without shared data."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

SCRYFALL: list[dict[str, Any]] = [
    {"object": "card", "name": "Lightning Bolt", "mana_cost": "{R}", "cmc": 1.0, "type_line": "Instant",
     "oracle_text": "Lightning Bolt deals 3 damage to any target.", "colors": ["R"], "color_identity": ["R"],
     "keywords": [], "layout": "normal", "set": "m10", "legalities": {"modern": "legal"}},
    {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "cmc": 2, "type_line": "Creature \u2014 Bear", "oracle_text": "",
     "power": "2", "toughness": "2", "colors": ["G"], "layout": "normal", "_latest_set": "fdn"},
    {"name": "Giant Killer // Chop Down", "mana_cost": "{W} // {2}{W}", "cmc": 1.0, "type_line": "Creature \u2014 Human Peasant // Instant \u2014 Adventure",
     "colors": ["W"], "keywords": [], "layout": "adventure", "card_faces": [
         {"name": "Giant Killer", "mana_cost": "{W}", "type_line": "Creature \u2014 Human Peasant",
          "oracle_text": "{1}{W}, {T}: Tap target creature.", "power": "1", "toughness": "2"},
         {"name": "Chop Down", "mana_cost": "{2}{W}", "type_line": "Instant \u2014 Adventure",
          "oracle_text": "Destroy target creature with power 4 or greater."}]},
    {"name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "cmc": 4.0, "type_line": "Instant // Instant", "colors": ["R", "U"],
     "layout": "split", "card_faces": [
         {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
         {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent.\nDraw a card."}]},
    {"name": "Delver of Secrets // Insectile Aberration", "cmc": 1.0, "type_line": "Creature \u2014 Human Wizard // Creature \u2014 Human Insect",
     "keywords": ["Transform", "Flying"], "layout": "transform", "card_faces": [
         {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature \u2014 Human Wizard", "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.",
          "power": "1", "toughness": "1", "colors": ["U"]},
         {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature \u2014 Human Insect", "oracle_text": "Flying",
          "power": "3", "toughness": "2", "colors": ["U"], "color_indicator": ["U"]}]},
    {"name": "Emeria's Call // Emeria, Shattered Skyclave", "cmc": 7.0, "type_line": "Sorcery // Land", "layout": "modal_dfc", "card_faces": [
        {"name": "Emeria's Call", "mana_cost": "{4}{W}{W}{W}", "type_line": "Sorcery", "oracle_text": "Create two 4/4 white Angel Warrior creature tokens with flying.", "colors": ["W"]},
        {"name": "Emeria, Shattered Skyclave", "mana_cost": "", "type_line": "Land", "oracle_text": "As Emeria, Shattered Skyclave enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {W}.", "colors": []}]},
    {"name": "Akki Lavarunner // Tok-Tok, Volcano Born", "mana_cost": "{3}{R}", "cmc": 4.0, "type_line": "Creature \u2014 Goblin Warrior // Legendary Creature \u2014 Goblin Shaman",
     "power": "1", "toughness": "1", "colors": ["R"], "keywords": ["Haste"], "layout": "flip", "card_faces": [
         {"name": "Akki Lavarunner", "mana_cost": "{3}{R}", "type_line": "Creature \u2014 Goblin Warrior", "oracle_text": "Haste\nWhenever this creature deals damage to an opponent, flip it.", "power": "1", "toughness": "1"},
         {"name": "Tok-Tok, Volcano Born", "mana_cost": "", "type_line": "Legendary Creature \u2014 Goblin Shaman", "oracle_text": "Protection from red", "power": "2", "toughness": "2"}]},
    {"name": "Ajani Goldmane", "mana_cost": "{2}{W}{W}", "cmc": 4, "type_line": "Legendary Planeswalker \u2014 Ajani", "oracle_text": "+1: You gain 2 life.", "loyalty": "4", "colors": ["W"], "layout": "normal"},
    {"name": "Food", "type_line": "Token Artifact \u2014 Food", "oracle_text": "{2}, {T}, Sacrifice this token: You gain 3 life.", "layout": "token", "set": "tltr"},
    {"name": "Lightning Bolt Art", "type_line": "Card // Card", "layout": "art_series"},
]

ATOMIC: dict[str, Any] = {
    "meta": {"date": "2026-03-01", "version": "5.3.0"},
    "data": {
        "Lightning Bolt": [{"name": "Lightning Bolt", "manaCost": "{R}", "manaValue": 1.0, "colors": ["R"], "colorIdentity": ["R"],
                            "type": "Instant", "types": ["Instant"], "text": "Lightning Bolt deals 3 damage to any target.", "layout": "normal",
                            "keywords": [], "printings": ["LEA", "M10"],
                            "rulings": [{"date": "2024-01-01", "source": "wotc", "text": "It can target a battle."}]}],
        "Giant Killer // Chop Down": [
            {"name": "Giant Killer // Chop Down", "faceName": "Chop Down", "side": "b", "manaCost": "{2}{W}", "type": "Instant \u2014 Adventure",
             "text": "Destroy target creature with power 4 or greater.", "layout": "adventure", "colors": ["W"], "manaValue": 1.0},
            {"name": "Giant Killer // Chop Down", "faceName": "Giant Killer", "side": "a", "manaCost": "{W}", "type": "Creature \u2014 Human Peasant",
             "text": "{1}{W}, {T}: Tap target creature.", "power": "1", "toughness": "2", "layout": "adventure", "colors": ["W"], "manaValue": 1.0,
             "keywords": ["Adventure"], "printings": ["ELD"]}],
        "Delver of Secrets // Insectile Aberration": [
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets", "side": "a", "manaCost": "{U}",
             "type": "Creature \u2014 Human Wizard", "text": "At the beginning of your upkeep, look at the top card of your library.",
             "power": "1", "toughness": "1", "layout": "transform", "keywords": ["Transform"]},
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration", "side": "b",
             "type": "Creature \u2014 Human Insect", "text": "Flying", "power": "3", "toughness": "2", "layout": "transform",
             "colorIndicator": ["U"], "keywords": ["Flying", "Transform"]}],
    },
}

SET_FILE: dict[str, Any] = {
    "meta": {"version": "5.3.0"},
    "data": {"code": "ELD", "name": "Throne of Eldraine", "cards": [
        {"name": "Giant Killer // Chop Down", "faceName": "Giant Killer", "side": "a", "manaCost": "{W}", "type": "Creature \u2014 Human Peasant",
         "text": "{1}{W}, {T}: Tap target creature.", "power": "1", "toughness": "2", "layout": "adventure", "setCode": "ELD"},
        {"name": "Giant Killer // Chop Down", "faceName": "Chop Down", "side": "b", "manaCost": "{2}{W}", "type": "Instant \u2014 Adventure",
         "text": "Destroy target creature with power 4 or greater.", "layout": "adventure", "setCode": "ELD"},
        {"name": "Giant Killer // Chop Down", "faceName": "Giant Killer", "side": "a", "manaCost": "{W}", "type": "Creature \u2014 Human Peasant",
         "text": "{1}{W}, {T}: Tap target creature.", "power": "1", "toughness": "2", "layout": "adventure", "setCode": "ELD", "isPromo": True},
        {"name": "Giant Killer // Chop Down", "faceName": "Chop Down", "side": "b", "manaCost": "{2}{W}", "type": "Instant \u2014 Adventure",
         "text": "Destroy target creature with power 4 or greater.", "layout": "adventure", "setCode": "ELD", "isPromo": True},
        {"name": "Forest", "type": "Basic Land \u2014 Forest", "text": "({T}: Add {G}.)", "layout": "normal", "setCode": "ELD"},
    ], "tokens": [
        {"name": "Food", "type": "Token Artifact \u2014 Food", "text": "{2}, {T}, Sacrifice this token: You gain 3 life.", "layout": "token"},
        {"name": "Food", "type": "Token Artifact \u2014 Food", "text": "{2}, {T}, Sacrifice this token: You gain 3 life.", "layout": "token"},
        {"name": "Human", "type": "Token Creature \u2014 Human", "power": "1", "toughness": "1", "colors": ["W"], "layout": "token"},
        {"name": "Human", "type": "Token Creature \u2014 Human", "power": "1", "toughness": "1", "colors": ["R"], "layout": "token"},
    ]},
}


def write_json(path: Path, doc: object, gz: bool = False) -> Path:
    data = json.dumps(doc).encode()
    path.write_bytes(gzip.compress(data) if gz else data)
    return path
