"""The compiler's entry point: a printed card → a :class:`~manastack.model.card.CardDef`, or the
clauses that keep it from compiling.

A card is never partially compiled: :func:`compile_card` returns a :class:`Compiled` whose
``card`` is set only when every line of every face parsed and lowered; otherwise ``unsupported``
names each clause that didn't (with its normalised shape for coverage counts).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from manastack.errors import ManastackError
from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    Ability,
    CounterMultiplier,
    DefinesColors,
    EntersWithCounters,
    KeywordAbility,
    StaticAbility,
    backup,
    basic_land_mana,
)
from manastack.model.card import CardDef
from manastack.model.conditions import SourceClassLevel, SourceHasCounters, SourceInZones, SourceSolved
from manastack.model.costs import PutCountersOnSelf, RemoveCountersFromSelf
from manastack.model.counters import DEFINED_BY_REMINDER, unimplemented_meaning
from manastack.model.effects import PutCounters, PutDividedCounters, RemoveCounters
from manastack.model.filters import CountersOn, HasCounters
from manastack.model.triggers import AboutAttached, TriggerEvent
from manastack.model.types import CREATURE_TYPES, CardType, Keyword, Supertype, Zone
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.leveler import level_abilities, split_levels
from manastack.oracle.lexer import ability_lines, self_names, tokenize
from manastack.oracle.lower import LoweringError, lower_abilities
from manastack.oracle.result import Compiled, UnsupportedCardError
from manastack.oracle.source import OracleCard, OracleFace

SUPPORTED_LAYOUTS = frozenset({"normal", "adventure", "saga", "transform", "modal_dfc", "split", "leveler", "flip", "class", "case", "prototype"})


@dataclass(frozen=True, slots=True)
class TypeLine:
    supertypes: frozenset[Supertype]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]


def parse_type_line(text: str) -> TypeLine | None:
    """"Legendary Creature — Halfling Rogue" → supertypes, card types, subtypes (CR 205)."""
    left, _, right = text.partition("—")
    sup: set[Supertype] = set()
    types: set[CardType] = set()
    by_name = {t.value: t for t in CardType} | {"Tribal": CardType.KINDRED}
    sups = {s.value: s for s in Supertype}
    for w in left.split():
        if w in sups:
            sup.add(sups[w])
        elif w in by_name:
            types.add(by_name[w])
        else:
            return None
    return TypeLine(frozenset(sup), frozenset(types), tuple(right.split()))


def _int_or_star(v: str | None) -> tuple[bool, int | None]:
    """A printed power, toughness or loyalty: a number, or None for one a characteristic-defining
    ability defines ("*", "1+*", CR 208.2a)."""
    if v is None or v == "*" or (v.endswith("+*") and v[:-2].isdigit()):
        return True, None
    try:
        return True, int(v)
    except ValueError:
        return False, None


def _unsup(text: str, reason: str) -> ir.Unsupported:
    return ir.Unsupported(text, text, reason)


def _compile_text(text: str, names: list[str], is_spell: bool, tokens: ir.Tokens) -> tuple[list[Ability], list[ir.Unsupported]]:
    """The abilities of a text box's lines and the clauses that don't compile."""
    problems: list[ir.Unsupported] = []
    abilities: list[Ability] = []
    parsed_lines: list[tuple[str, str, list[ir.AbilityIR]]] = []
    for printed, line in ability_lines(text, names):
        parsed = parse_line(tokenize(line), is_spell)
        parsed_lines.append((printed, line, parsed))
    merged = _merge_spell_lines(parsed_lines)
    if merged is None:
        problems.append(_unsup(text, "a modal spell with more than one paragraph"))
        merged = []
    merged = _with_changed_spell_text(merged, is_spell)
    backups: dict[int, tuple[ir.BackupLine, str]] = {}  # position in ``abilities`` → the backup line
    for printed, line, parsed in merged:
        for a in parsed:
            bad = [a] if isinstance(a, ir.Unsupported) else _inner_unsupported(a)
            if bad:
                problems += bad
                continue
            if isinstance(a, ir.BackupLine):
                backups[len(abilities)] = (a, printed)
                abilities.append(backup(a.n, ()))  # its granted abilities are those below it (below)
                continue
            if isinstance(a, ir.TriggeredLine):
                a = _functioning_in_graveyard(a)
            try:
                abilities.extend(lower_abilities(a, printed, tokens))
            except LoweringError as e:
                problems.append(ir.Unsupported(line.replace("~", "CARDNAME"), line.replace("~", "CARDNAME"), str(e)))
    for at, (node, printed) in backups.items():
        # CR 702.165a: the non-backup abilities printed below this one.
        below = tuple(ab for i, ab in enumerate(abilities) if i > at and i not in backups)
        abilities[at] = backup(node.n, below, printed)
    return abilities, problems


#: Trigger events that put the card itself into a graveyard (113.6m: then its ability functions where it triggers).
_TO_GRAVEYARD = frozenset({TriggerEvent.DIES, TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.LEAVES})


def _functioning_in_graveyard(line: ir.TriggeredLine) -> ir.TriggeredLine:
    """CR 113.6m: a triggered ability whose effect moves its own card out of its owner's graveyard
    ("When you cast your commander, return this card from your graveyard to the battlefield")
    functions only there — unless its trigger condition puts the card there ("when this creature
    dies") or, for an Aura, is the enchanted permanent leaving ("when enchanted Forest is put into a
    graveyard"). Read as the ability stating the zone it functions in (113.6b, :class:`SourceInZones`)."""
    moves_out = _has(line.body, lambda x: isinstance(x, ir.Move) and isinstance(x.what, ir.SelfNoun) and x.from_zone is Zone.GRAVEYARD)
    puts_there = line.trigger.event in _TO_GRAVEYARD and (line.self_subject or line.trigger.constraint(AboutAttached) is not None)
    if not moves_out or line.intervening_if is not None or puts_there:
        return line
    return replace(line, intervening_if=SourceInZones(frozenset({Zone.GRAVEYARD})))


def _compile_leveler_text(text: str, names: list[str], tokens: ir.Tokens) -> tuple[list[Ability], list[ir.Unsupported]]:
    """A leveler's text box (CR 711): the abilities before its first level symbol, then each level
    symbol's static ability with the abilities of its striation (711.2)."""
    split = split_levels(text)
    if split is None:
        return [], [_unsup(text, "a level symbol without its power/toughness box (CR 711.2)")]
    main, striations = split
    abilities, problems = _compile_text(main, names, False, tokens)
    for striation in striations:
        inner, bad = _compile_text(striation.text, names, False, tokens)
        levelled, reasons = level_abilities(striation, inner)
        abilities += levelled
        problems += bad + [_unsup(striation.text, reason) for reason in reasons]
    return abilities, problems


def _compile_class_text(text: str, names: list[str], tokens: ir.Tokens) -> tuple[list[Ability], list[ir.Unsupported]]:
    """A Class's text box (CR 716): the abilities above its first class level bar (716.3), then each
    level bar's activated ability and the abilities of its section while the Class is that level or
    greater (716.2a)."""
    from manastack.oracle.classes_cases import level_bar, split_class_levels, while_designated

    main, levels = split_class_levels(text)
    abilities, problems = _compile_text(main, names, False, tokens)
    for level in levels:
        bar = level_bar(level)
        if bar is None:
            problems.append(_unsup(f"{level.cost}: Level {level.level}", "a class level bar's cost (CR 716.2a)"))
            continue
        inner, bad = _compile_text(level.text, names, False, tokens)
        granted, reasons = while_designated(inner, SourceClassLevel(level.level), f"level {level.level}")
        abilities += [bar, *granted]
        problems += bad + [_unsup(level.text, reason) for reason in reasons]
    return abilities, problems


def _compile_case_text(text: str, names: list[str], tokens: ir.Tokens) -> tuple[list[Ability], list[ir.Unsupported]]:
    """A Case's text box (CR 719.3): its other abilities, its "To solve" triggered ability and its
    "Solved" ability, which functions only while the Case is solved (719.3c)."""
    from manastack.oracle.classes_cases import split_case, to_solve, while_designated

    rest, solve, solved = split_case(text)
    abilities, problems = _compile_text(rest, names, False, tokens)
    if solve is None or solved is None:
        problems.append(_unsup(text, "a Case without its 'To solve' and 'Solved' abilities (CR 719.3)"))
        return abilities, problems
    solving = to_solve(solve, names)
    if solving is None:
        problems.append(_unsup(f"To solve — {solve}", "the Case's 'To solve' condition (CR 719.3a)"))
    else:
        abilities.append(solving)
    inner, bad = _compile_text(solved, names, False, tokens)
    granted, reasons = while_designated(inner, SourceSolved(), "the Solved ability")
    abilities += granted
    problems += bad + [_unsup(solved, reason) for reason in reasons]
    return abilities, problems


def _compile_dungeon_text(text: str, tokens: ir.Tokens) -> tuple[list[Ability], list[ir.Unsupported]]:
    """A dungeon's rooms (CR 309.4): each room's triggered ability (309.4c), compiled like any
    ability; a room whose effect doesn't compile keeps the dungeon unsupported."""
    from manastack.oracle.dungeons import read_dungeon

    read = read_dungeon(text)
    abilities: list[Ability] = [] if read.only_venturing is None else [read.only_venturing]
    problems: list[ir.Unsupported] = list(read.unread)
    for printed, room in read.rooms:
        bad = _inner_unsupported(room)
        if bad:
            problems += bad
            continue
        try:
            abilities.extend(lower_abilities(room, printed, tokens))
        except LoweringError as e:
            problems.append(_unsup(printed, str(e)))
    return abilities, problems


def compile_face(face: OracleFace, tokens: ir.Tokens, *, subtypes_extra: tuple[str, ...] = (), leveler: bool = False, layout: str = "normal") -> Compiled:
    """Compile one face (its own name is its self-reference); ``tokens`` gives the predefined
    tokens (Food, Treasure, …) its text names; ``leveler``: a leveler card's text box (CR 711);
    ``layout`` "class" or "case": a Class's or a Case's text box (CR 716, 719)."""
    problems: list[ir.Unsupported] = []
    tl = parse_type_line(face.type_line)
    if tl is None:
        return Compiled(face.name, None, (_unsup(face.type_line, "type line"),))
    try:
        cost = ManaCost.parse(face.mana_cost) if face.mana_cost else None
    except ManastackError:
        return Compiled(face.name, None, (_unsup(face.mana_cost, "mana cost"),))
    ok_p, power = _int_or_star(face.power)
    ok_t, toughness = _int_or_star(face.toughness)
    ok_l, loyalty = _int_or_star(face.loyalty)
    if not (ok_p and ok_t and ok_l):
        problems.append(_unsup(f"{face.power}/{face.toughness}", "power/toughness"))
    if CardType.BATTLE in tl.types:
        problems.append(_unsup(face.type_line, "battles (CR 310: protectors, defense counters, attacking a battle)"))
    colors = None
    if face.color_indicator is not None:
        colors = frozenset(Color(c) for c in face.color_indicator)
    is_spell = bool(tl.types & {CardType.INSTANT, CardType.SORCERY})
    names = self_names(face.name, Supertype.LEGENDARY in tl.supertypes, tl.subtypes)
    abilities: list[Ability] = list(basic_land_mana(tl.subtypes))
    if "Saga" in tl.subtypes:
        # CR 714.3a: a Saga (without read ahead) enters with a lore counter on it (614.1c).
        abilities.append(StaticAbility(EntersWithCounters("lore", 1), text="This Saga enters with a lore counter on it."))
    if leveler:
        text_abilities, text_problems = _compile_leveler_text(face.oracle_text, names, tokens)
    elif layout == "class":
        text_abilities, text_problems = _compile_class_text(face.oracle_text, names, tokens)
    elif layout == "case":
        text_abilities, text_problems = _compile_case_text(face.oracle_text, names, tokens)
    elif CardType.DUNGEON in tl.types:
        text_abilities, text_problems = _compile_dungeon_text(face.oracle_text, tokens)
    else:
        text_abilities, text_problems = _compile_text(face.oracle_text, names, is_spell, tokens)
    abilities += text_abilities
    problems += text_problems
    problems += _linked_exile_problems(abilities)
    problems += _counter_problems(abilities, face.oracle_text)
    if face.power is None and _becomes_creature_itself(abilities):
        problems.append(_unsup(face.type_line, "becomes a creature without a printed power and toughness (CR 208.3, 301.7a)"))
    if (power is None and face.power is not None) or (toughness is None and face.toughness is not None):
        from manastack.model.abilities import PTEqualTo

        # 208.2a: "1+*" is defined by an ability adding 1 to what it counts
        plus = {int(v[:-2]) if v.endswith("+*") else 0 for v in (face.power, face.toughness) if v is not None and v.endswith("*")}
        if not any(isinstance(a, StaticAbility) and isinstance(a.effect, PTEqualTo) and {a.effect.plus} == plus for a in abilities) and not problems:
            problems.append(_unsup(f"{face.power}/{face.toughness}", "characteristic-defining power/toughness"))
    if problems:
        # A clause shared by several abilities of one line ("I, II — …", 714.2c) is named once.
        return Compiled(face.name, None, tuple(dict.fromkeys(problems)))
    subtypes = tl.subtypes + subtypes_extra
    keywords = {a.keyword for a in abilities if isinstance(a, KeywordAbility)}
    if Keyword.DEVOID in keywords:
        colors = frozenset()  # CR 702.114a, 604.3: colorless in every zone
    defined = [a.effect.colors for a in abilities if isinstance(a, StaticAbility) and isinstance(a.effect, DefinesColors)]
    if defined:
        colors = defined[0]  # CR 604.3a: "CARDNAME is colorless", in every zone
    if Keyword.CHANGELING in keywords:
        subtypes += tuple(t for t in CREATURE_TYPES if t not in subtypes)  # CR 702.73a, 604.3
    card = CardDef(
        name=face.name, mana_cost=cost, types=tl.types, subtypes=subtypes, supertypes=tl.supertypes,
        colors=colors, power=power, toughness=toughness, loyalty=loyalty, abilities=tuple(abilities),
        oracle_text=face.oracle_text,
    )
    return Compiled(face.name, card, ())


def _becomes_creature_itself(abilities: list[Ability]) -> bool:
    """Whether an ability makes the object itself an artifact creature with its printed power and
    toughness (crew, "this Vehicle becomes an artifact creature": CR 702.122a, 205.1b, 301.7b)."""
    from manastack.model.effects import Becomes
    from manastack.model.filters import This

    vehicle_types = (CardType.ARTIFACT.value, CardType.CREATURE.value)
    return any(
        _has(a, lambda x: isinstance(x, Becomes) and isinstance(x.what, This) and x.types == vehicle_types and not x.subtypes and x.power is None)
        for a in abilities
    )


def _has(x: object, pred: Callable[[object], bool]) -> bool:
    """Whether ``x`` or a value nested in it (tuples, dataclass fields) satisfies ``pred``."""
    stack = [x]
    while stack:
        y = stack.pop()
        if pred(y):
            return True
        if isinstance(y, tuple):
            stack.extend(y)
        else:
            stack.extend(getattr(y, name) for name in _field_names(type(y)))
    return False


def _field_names(cls: type) -> tuple[str, ...]:
    """The fields of a dataclass (none for other classes, and for a dataclass's class object)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else ()
    return names


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _linked_exile_problems(abilities: list[Ability]) -> list[ir.Unsupported]:
    """CR 607.2a: "the exiled card" is the card the linked ability exiled. The engine links every
    card that an ability of the object exiles (rules.amounts, ``ExiledWith``), which is that
    linked ability only when exactly one of the object's abilities exiles: otherwise the
    reference can't be expressed and the card is unsupported."""
    from manastack.model.effects import ExileUntilSourceLeaves, MoveTo
    from manastack.model.filters import ExiledWith

    def exiles(x: object) -> bool:
        return isinstance(x, ExileUntilSourceLeaves) or (isinstance(x, MoveTo) and x.zone is Zone.EXILE)

    if not any(_has(a, lambda x: isinstance(x, ExiledWith)) for a in abilities):
        return []
    if sum(1 for a in abilities if _has(a, exiles)) == 1:
        return []
    return [ir.Unsupported("the exiled card", "the exiled card", "'the exiled card' without exactly one linked exiling ability (CR 607.2a)")]


#: The card model's values that name a counter kind (in their ``kind`` field).
_NAMES_COUNTERS = (
    CounterMultiplier, EntersWithCounters, SourceHasCounters, RemoveCountersFromSelf, PutCounters, PutDividedCounters, RemoveCounters, CountersOn,
    HasCounters, PutCountersOnSelf,
)


def _counter_problems(abilities: list[Ability], oracle_text: str) -> list[ir.Unsupported]:
    """CR 122.1: a counter kind the card names whose meaning of its own (a rule's, or its reminder
    text's for a kind newer than the rules file) the engine lacks makes the card unsupported —
    reminder text is dropped by the lexer (207.2a), so the meaning would be silently lost."""
    kinds: set[str] = set()

    def names_kind(x: object) -> bool:
        if isinstance(x, _NAMES_COUNTERS) and x.kind is not None:
            kinds.add(x.kind)
        return False

    _has(tuple(abilities), names_kind)
    problems = [_unsup(f"{k} counter", why) for k in sorted(kinds) if (why := unimplemented_meaning(k)) is not None]
    for m in DEFINED_BY_REMINDER.finditer(oracle_text):
        why = unimplemented_meaning(m.group(1), defined_by_reminder=True)
        if why is not None:
            problems.append(_unsup(m.group(0), why))
    return problems


def _merge_spell_lines(parsed: list[tuple[str, str, list[ir.AbilityIR]]]) -> list[tuple[str, str, list[ir.AbilityIR]]] | None:
    """An instant's or sorcery's paragraphs of effects are one spell ability (CR 113.3a): the
    spell lines are joined into the first one (targets are then numbered across them). None for a
    modal spell with other spell paragraphs."""
    spell = [p for p in parsed if len(p[2]) == 1 and isinstance(p[2][0], ir.SpellLine)]
    if len(spell) <= 1:
        return parsed
    bodies = [p[2][0].body for p in spell if isinstance(p[2][0], ir.SpellLine)]
    if any(b.modes for b in bodies):
        return None
    joined = ir.SpellLine(ir.Body(effects=tuple(e for b in bodies for e in b.effects)))
    first = spell[0]
    combined: tuple[str, str, list[ir.AbilityIR]] = ("\n".join(p[0] for p in spell), "\n".join(p[1] for p in spell), [joined])
    return [combined if p is first else p for p in parsed if p is first or p not in spell]


_TARGET_WORD = re.compile(r"\b([Tt])arget\b")


def _changed_text(a: ir.OverloadLine | ir.AwakenLine, spell: str) -> tuple[str, str]:
    """The spell's text as an alternative cost changes it, and the rule that says so: overload
    replaces every instance of the word "target" with "each" (CR 702.96a); awaken adds its spell
    ability after the spell's (702.113a: its target is chosen only if the awaken cost is paid,
    702.113b)."""
    if isinstance(a, ir.OverloadLine):
        return _TARGET_WORD.sub(lambda m: "Each" if m.group(1) == "T" else "each", spell), "the overloaded text (702.96a)"
    awakened = f"Put {a.n} +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with haste. It's still a land."
    return f"{spell} {awakened}", "the awakened text (702.113a)"


def _with_changed_spell_text(parsed: list[tuple[str, str, list[ir.AbilityIR]]], is_spell: bool) -> list[tuple[str, str, list[ir.AbilityIR]]]:
    """An overload or awaken line gets the spell's effects as its text reads when that cost is
    paid (:func:`_changed_text`, parsed anew; an Unsupported node if it doesn't parse)."""
    spell = next((line for _, line, p in parsed if len(p) == 1 and isinstance(p[0], ir.SpellLine)), None)

    def fill(a: ir.AbilityIR) -> ir.AbilityIR:
        if not isinstance(a, (ir.OverloadLine, ir.AwakenLine)) or spell is None:
            return a
        changed, rule = _changed_text(a, spell)
        reparsed = parse_line(tokenize(changed), is_spell)
        if len(reparsed) != 1 or not isinstance(reparsed[0], ir.SpellLine) or _inner_unsupported(reparsed[0]):
            return _unsup(changed.replace("~", "CARDNAME"), rule)
        return replace(a, body=reparsed[0].body)

    return [(printed, line, [fill(a) for a in p]) for printed, line, p in parsed]


def _inner_unsupported(a: ir.AbilityIR) -> list[ir.Unsupported]:
    """The Unsupported nodes inside an ability's effects (including "you may" and modes)."""
    bodies: list[ir.Body] = []
    if isinstance(a, (ir.SpellLine, ir.ActivatedLine, ir.TriggeredLine)):
        bodies.append(a.body)
    out: list[ir.Unsupported] = []

    def walk(es: tuple[ir.EffectIR, ...]) -> None:
        for e in es:
            if isinstance(e, ir.Unsupported):
                out.append(e)
            elif isinstance(e, ir.MayDo):
                walk(e.effects)
            elif isinstance(e, ir.RollDieIR):
                for _, _, row in e.table:
                    walk(row)

    for b in bodies:
        walk(b.effects)
        for m in b.modes:
            walk(m)
    return out


def compile_card(card: OracleCard, tokens: ir.Tokens) -> Compiled:
    """Compile a card: all its faces, or nothing. A failure inside the compiler is reported as an
    unsupported clause too (never a crash, never a partial card). ``tokens`` gives the predefined
    tokens (CR 111.10) the card's text names, from the card data."""
    try:
        return _compile_card(card, tokens)
    except Exception as e:  # noqa: BLE001 - reported, counted, never swallowed silently
        return Compiled(card.name, None, (_unsup(card.name, f"compiler error: {type(e).__name__}: {e}"),))


def _compile_card(card: OracleCard, tokens: ir.Tokens) -> Compiled:
    faces = list(card.faces)
    if card.layout not in SUPPORTED_LAYOUTS:
        return Compiled(card.name, None, (_unsup(f"layout {card.layout}", f"the {card.layout} layout"),))
    if card.layout in ("adventure", "transform", "modal_dfc", "split", "flip"):
        # An adventurer card and its Adventure (715), a double-faced card's two faces (712), a split
        # card's two halves (709), a flip card's normal and alternative characteristics (710.1).
        if len(faces) != 2:
            return Compiled(card.name, None, (_unsup(card.name, f"{card.layout} without two faces"),))
        main, other = compile_face(faces[0], tokens), compile_face(faces[1], tokens)
        problems = main.unsupported + other.unsupported
        if main.card is None or other.card is None:
            return Compiled(faces[0].name, None, problems)
        from dataclasses import replace

        if card.layout == "split":
            if main.card.is_permanent_card or other.card.is_permanent_card:
                return Compiled(card.name, None, (_unsup(card.name, "split permanents (Rooms, CR 709.5)"),))
            both = _split(card.name, main.card, other.card)
        elif card.layout == "adventure":
            both = replace(main.card, adventure=other.card)
        elif card.layout == "flip":
            # 710.1c: its color and mana cost don't change as it flips.
            both = replace(main.card, flipped=replace(other.card, mana_cost=main.card.mana_cost, colors=main.card.colors))
        else:
            both = replace(main.card, back_face=other.card, modal_dfc=card.layout == "modal_dfc")
        return Compiled(faces[0].name, both, ())
    if card.layout == "prototype":
        return _prototype(faces[0], tokens)
    return compile_face(faces[0], tokens, leveler=card.layout == "leveler", layout=card.layout)


def _prototype(face: OracleFace, tokens: ir.Tokens) -> Compiled:
    """A prototype card (CR 718): its text without the prototype line compiles as a normal card;
    the prototype line gives it the prototype ability and alternative characteristics (702.160a)."""
    from manastack.oracle.prototype import split_prototype, with_prototype

    split = split_prototype(face.oracle_text)
    if split is None:
        return Compiled(face.name, None, (_unsup(face.oracle_text, "a prototype line other than 'Prototype [mana cost] — [P/T]' (CR 702.160a)"),))
    text, mana, power, toughness = split
    from manastack.oracle.source import Face

    bare = Face(face.name, face.type_line, face.mana_cost, text, face.power, face.toughness, face.loyalty, face.color_indicator)
    main = compile_face(bare, tokens)
    if main.card is None:
        return main
    return Compiled(main.name, with_prototype(replace(main.card, oracle_text=face.oracle_text), mana, power, toughness), ())


def _split(name: str, left: CardDef, right: CardDef) -> CardDef:
    """CR 709.4: outside the stack a split card has both halves' characteristics combined — both
    names, the combined mana cost (709.4b: its colors and mana value come from it), each card type
    and each ability (709.4c)."""
    costs = [c for c in (left.mana_cost, right.mana_cost) if c is not None]
    cost = ManaCost(sum(c.generic for c in costs), tuple(s for c in costs for s in c.symbols)) if costs else None
    return CardDef(
        name=name, mana_cost=cost, types=left.types | right.types, subtypes=left.subtypes + tuple(s for s in right.subtypes if s not in left.subtypes),
        supertypes=left.supertypes | right.supertypes, abilities=left.abilities + right.abilities,
        oracle_text=f"{left.oracle_text}\n//\n{right.oracle_text}", halves=(left, right),
    )


def compile_or_raise(card: OracleCard, tokens: ir.Tokens) -> CardDef:
    """The compiled definition, or :class:`UnsupportedCardError` naming the unsupported clauses."""
    c = compile_card(card, tokens)
    if c.card is None:
        raise UnsupportedCardError(f"{card.name} is unsupported: " + "; ".join(f"{u.text!r} ({u.reason})" for u in c.unsupported))
    return c.card
