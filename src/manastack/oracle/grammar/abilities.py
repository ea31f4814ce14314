"""Ability lines: keyword lines, activated abilities ("COST: EFFECT"), triggered abilities
("When/Whenever/At …, …"), static abilities, and the effects of instants and sorceries."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import Any

from manastack.mana import Color
from manastack.model.abilities import (
    BOAST,
    EXHAUST,
    FORECAST,
    AddTypesStatic,
    CastOnlyIf,
    CostModifier,
    CounterMultiplier,
    DefinesColors,
    DoesntUntap,
    DrawReplacement,
    EntersAsCopy,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ExileInstead,
    GrantAbilitiesStatic,
    GrantKeywordsStatic,
    GraveyardToExile,
    Landwalk,
    LifeGainPlus,
    LifeGainTimes,
    ManaMultiplier,
    ModifyPTStatic,
    NoLifeGainStatic,
    NoMaximumHandSize,
    PlayerKeyword,
    Protection,
    PTEqualTo,
    RemoveTypesStatic,
    SelfCostModifier,
    StaticEffect,
    ThisAndPaired,
    TokenMultiplier,
    TurnedFaceUpWithCounters,
)
from manastack.model.conditions import (
    MAX_SPEED,
    AttackedThisStep,
    Condition,
    ControlsAtLeast,
    CostPaid,
    DuringCombat,
    DuringYourSteps,
    EnteredXAtLeast,
    ForPlayer,
    GreaterPowerOrToughness,
    HandSizeAtMost,
    IsA,
    LifeAtLeast,
    ManaSpentToCast,
    Not,
    Paired,
    SourceAttackedThisTurn,
    SourceHasCounters,
    SourceInZones,
    SourceRenowned,
    SpeedAtLeast,
    SpellsCastLastTurn,
    WasCast,
    YourTurn,
)
from manastack.model.costs import Cost, DiscardCards, PayLife, SacrificePermanents, SacrificeSelf
from manastack.model.effects import Duration
from manastack.model.filters import (
    AttachedTo,
    CardTypes,
    CommanderCasts,
    Controller,
    ControllerIs,
    CountOf,
    EventObject,
    EventPlayer,
    IsAttacking,
    IsBlocking,
    IsTapped,
    LifeTotal,
    ObjectFilter,
    Other,
    Subtypes,
    Supertypes,
    This,
    X,
)
from manastack.model.triggers import (
    AboutAttached,
    AboutThis,
    AtStep,
    AttacksAlone,
    AttacksMostLife,
    AttacksWithGreaterPower,
    AttacksWithOthers,
    AttacksYou,
    BlocksThis,
    ByPlayer,
    ChapterReached,
    Constraint,
    DamagedByThis,
    DamagedPlayer,
    LevelReached,
    Matches,
    NotFirstDrawInDrawStep,
    NotManaAbility,
    NthThisTurn,
    ProducesMana,
    StateHolds,
    TriggerCondition,
    TriggerEvent,
    While,
)
from manastack.model.types import CardType, ChoiceKind, FaceDown, Keyword, Step, Supertype, Zone
from manastack.oracle.combinators import (
    Parser,
    alt,
    kind,
    lazy,
    list_of,
    many,
    opt,
    parse_all,
    phrase,
    phrases,
    pure,
    sep_by,
    seq,
    word,
)
from manastack.oracle.grammar.common import (
    ability_line,
    combine_costs,
    controls_no,
    controls_your_commander,
    cost_item,
    history_condition,
    if_condition,
    kicked,
    mana_symbol,
    monstrous,
    text_of,
)
from manastack.oracle.grammar.effects import (
    NAMED_TOKENS,
    cast_this_way_exile,
    choose_color_more,
    choose_color_start,
    clauses,
    hand_choice,
    may_choose_new_targets,
    pt_mod,
    quoted_abilities,
    spend_restriction,
    token_has,
)
from manastack.oracle.grammar.keyword_texts import KEYWORD_ABILITIES, KEYWORD_ABILITY_TEMPLATES
from manastack.oracle.grammar.nouns import (
    SUBTYPES,
    WRITTEN_OUT_KEYWORDS,
    GrantedAbility,
    a_filter,
    amount_literal,
    and_or_filter,
    for_each,
    granted,
    keyword,
    landwalk,
    mana_run,
    number,
    object_filter,
    protection,
    self_noun,
    spell_kinds,
    subtype_word,
    your_commander,
)
from manastack.oracle.ir import (
    AbilityIR,
    ActivatedLine,
    AdditionalCostLine,
    AttachedNoun,
    BackupLine,
    BecomesIR,
    BlockedByLine,
    Body,
    CastFrom,
    CopyIt,
    CountAmount,
    CyclingLine,
    Damage,
    EffectIR,
    EnchantLine,
    EquipLine,
    FlipCoinIR,
    GainControlIR,
    GrantQuotedIR,
    IfDoneIR,
    KeywordLine,
    LandwalkLine,
    LastingTriggerIR,
    Mana,
    MayDo,
    Move,
    ObjectVerb,
    OptionalCost,
    PlayerAmount,
    PlayerNoun,
    ProtectionLine,
    ProtectionOfChoice,
    PutFromHandIR,
    RollDieIR,
    SacrificeChoice,
    SelfNoun,
    StaticLine,
    TargetNoun,
    TokensInsteadIR,
    ToxicLine,
    TriggeredLine,
    Unsupported,
    XAmount,
)
from manastack.oracle.lexer import Kind, Line, Token, shape, tokenize

CREATURE = frozenset({CardType.CREATURE})

# ---- bodies -------------------------------------------------------------------------------------


def split(toks: Line, sep: str) -> list[Line]:
    """Split tokens at a punctuation mark (outside quotes); empty parts are dropped. A quotation
    ending in a period ends the sentence too (`… with "{B}: … until end of turn." It's still a land.`)."""
    parts: list[list[Token]] = [[]]
    quoted = False
    for t in toks:
        closes = quoted and t.kind is Kind.PUNCT and t.text == '"' and sep == "." and bool(parts[-1]) and parts[-1][-1].text == "."
        if t.kind is Kind.PUNCT and t.text == '"':
            quoted = not quoted
        if t.kind is Kind.PUNCT and t.text == sep and not quoted:
            parts.append([])
        else:
            parts[-1].append(t)
        if closes:
            parts.append([])
    return [tuple(p) for p in parts if p]


def unsupported(toks: Line, reason: str = "no grammar rule") -> Unsupported:
    return Unsupported(text_of(toks), shape(toks), reason)


#: Keyword actions whose rules are their reminder text (the rules file predates them): a sentence
#: that is just the keyword action means its definition, compiled like any other text.
KEYWORD_ACTIONS: dict[str, str] = {
    "recruit": "Draw a card, then discard a card. If you discarded a nonland card, create a 1/1 white Human Soldier creature token.",
}

#: Keyword actions with a parameter, written out the same way: "adapt 2".
KEYWORD_ACTION_TEMPLATES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"adapt (\d+)"), "If this permanent has no +1/+1 counters on it, put {0} +1/+1 counters on it."),  # CR 701.46a
    # CR 701.41a: on a permanent, "other" target creatures; on a spell the word changes nothing (a
    # spell is never a target creature on the battlefield)
    (re.compile(r"support (\d+)"), "Put a +1/+1 counter on each of up to {0} other target creatures."),
    # CR 701.37a ("monstrosity X": the X of the ability, 107.3a)
    # CR 701.50a: the conniving permanent's controller draws and discards — here "you": the source
    # or a creature you control (701.50c: it still draws and discards if the permanent left).
    # "connives N" (701.50e) and creatures other players may control are left unread.
    (re.compile(r"~ connives"), "Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this permanent."),
    (re.compile(r"(it|target creature you control) connives"), "Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on {0}."),
    (re.compile(r"monstrosity (\d+|x)"), "If this permanent isn't monstrous, put {0} +1/+1 counters on it and it becomes monstrous."),
)


def _written_out(toks: Line, exact: dict[str, str], templates: tuple[tuple[re.Pattern[str], str], ...]) -> str | None:
    """The text a keyword (with its parameter) stands for, or None."""
    line = " ".join(t.text for t in toks)
    if line in exact:
        return exact[line]
    for pattern, template in templates:
        m = pattern.fullmatch(line)
        if m is not None:
            return template.format(*m.groups())
    return None


def _keyword_ability_text(toks: Line) -> str | None:
    """The ability a keyword line stands for (:data:`KEYWORD_ABILITIES`,
    :data:`KEYWORD_ABILITY_TEMPLATES`, "partner with [name]"), or None."""
    from manastack.oracle.grammar.deck_construction import partner_with_text

    return _written_out(toks, KEYWORD_ABILITIES, KEYWORD_ABILITY_TEMPLATES) or partner_with_text(toks)


@cache
def _keyword_action(text: str) -> tuple[EffectIR, ...]:
    return parse_sentences(tokenize(text))


def parse_sentences(toks: Line) -> tuple[EffectIR, ...]:
    """The effects of sentences separated by periods; a sentence that doesn't parse becomes an
    :class:`Unsupported` node. Sentences that modify the effect before them are merged into it."""
    from manastack.oracle.grammar.where_x import split_where_x, with_x

    out: list[EffectIR] = []
    last = 0  # how many effects of ``out`` the sentence before gave
    for whole in split(toks, "."):
        sentence, x_is = split_where_x(whole)
        last = _sentence(sentence, out, last)
        if x_is is not None:
            # 107.3c: X defined by the text, for the effects of this sentence (or the one it merged into)
            done = with_x(tuple(out[len(out) - last:]), x_is)
            out[len(out) - last:] = done if done is not None else (unsupported(whole, "'where X is' for no X of the sentence, or for a -X of an amount that can't be negative"),)
    return tuple(out)


def _sentence(sentence: Line, out: list[EffectIR], last: int) -> int:
    """Add one sentence's effects to ``out`` (or merge it into the effect before); how many effects
    of ``out`` are this sentence's now."""
    written = _written_out(sentence, KEYWORD_ACTIONS, KEYWORD_ACTION_TEMPLATES)
    if written is not None:
        action = _keyword_action(written)
        out += action
        return len(action)
    from manastack.oracle.grammar.extra_clauses import cant_be_regenerated, if_instead, keep_mana, modify_previous
    from manastack.oracle.grammar.look_top import look_top_more, look_top_start
    from manastack.oracle.grammar.piles import piles_more, piles_start
    from manastack.oracle.grammar.search_theirs import then_that_player_shuffles
    from manastack.oracle.grammar.top_card import top_card_more, top_card_start

    no_regen = cant_be_regenerated(sentence, tuple(out[len(out) - last:])) or keep_mana(sentence, tuple(out[len(out) - last:]))
    if no_regen is not None:
        out[len(out) - last:] = no_regen
        return last
    instead = if_instead(sentence, tuple(out[len(out) - last:]))
    if instead is not None:
        del out[len(out) - last:]
        out.append(instead)
        return 1
    prev = out[-1] if out else None
    if parse_all(phrases("it's still a land", "they're still lands"), sentence) is not None and isinstance(prev, BecomesIR):
        out[-1] = replace(prev, keeps_types=True)  # 205.1b: it keeps its prior types
        return last
    retargeted = _new_targets_for_copy(prev) if parse_all(may_choose_new_targets, sentence) is not None else None
    if retargeted is not None:
        out[-1] = retargeted
        return last
    r = parse_all(spend_restriction, sentence)
    if r is not None and isinstance(prev, Mana):
        out[-1] = replace(prev, restriction=r)
        return last
    flt = parse_all(cast_this_way_exile, sentence)
    if flt is not None and isinstance(prev, CastFrom) and prev.replacement is None:
        out[-1] = replace(prev, replacement=ExileInstead(Zone.GRAVEYARD, replace(flt, description="")))
        return last
    # "You may pay {2}{R}. If you do, reveal the top card of your library. If it's …": the look
    # being described may be the last effect of what the payment does.
    paid = prev if isinstance(prev, OptionalCost) and prev.then else None
    top = top_card_more(sentence, paid.then[-1] if paid is not None else prev)
    if isinstance(top, str):
        out.append(unsupported(sentence, top))
        return 1
    if top is not None:
        out[-1] = replace(paid, then=(*paid.then[:-1], top)) if paid is not None else top
        return last
    merged = (
        then_that_player_shuffles(sentence, prev) or piles_more(sentence, prev) or look_top_more(sentence, prev) or modify_previous(sentence, prev) or _if_you_do(sentence, prev) or _if_you_did_it(sentence, prev) or _if_you_dont(sentence, prev) or token_has(sentence, prev)
        or _flip_outcome(sentence, prev)
        or hand_choice(sentence, prev)
        or choose_color_more(sentence, prev)
    )
    if merged is not None:
        out[-1] = merged
        return last
    started = piles_start(sentence) or look_top_start(sentence) or top_card_start(sentence) or choose_color_start(sentence)
    if started is not None:
        out.append(started)
        return 1
    lasting = _lasting_trigger(sentence)
    if lasting is not None:
        out.append(lasting)
        return 1
    effects = parse_all(clauses, sentence)
    if effects is None:
        out.append(unsupported(sentence))
        return 1
    out += effects
    return len(effects)


def _lasting_trigger(sentence: Line) -> LastingTriggerIR | None:
    """"Until your next turn, whenever [trigger], [effect]": a delayed triggered ability with a
    stated duration (CR 603.7b); "When you next cast an instant or sorcery spell this turn,
    [effect]": one that triggers only the next time you cast such a spell this turn (603.7b)."""
    head = phrase("until your next turn ,")(sentence, 0)
    if head is not None:
        line = _one_trigger(sentence[head[1]:])
        return None if line is None else LastingTriggerIR(line, Duration.UNTIL_YOUR_NEXT_TURN)
    head = _next_cast(sentence, 0)
    comma = next((i for i, t in enumerate(sentence) if t.text == ","), 0)
    if head is None or [t.text for t in sentence[comma - 2:comma]] != ["this", "turn"]:
        return None
    # read as "when you cast [a spell], [effect]", the trigger of a cast
    line = _one_trigger((sentence[0], sentence[1], *sentence[3:comma - 2], *sentence[comma:]))
    if line is None or line.trigger.event is not TriggerEvent.CAST:
        return None
    return LastingTriggerIR(line, Duration.END_OF_TURN, next_only=True)


_next_cast = phrase("when you next cast")


def _one_trigger(toks: Line) -> TriggeredLine | None:
    lines = parse_triggered(toks)
    return lines[0] if lines and len(lines) == 1 and isinstance(lines[0], TriggeredLine) else None


def _new_targets_for_copy(prev: EffectIR | None) -> EffectIR | None:
    """CR 707.10c: "You may choose new targets for the copy / copies" after the copy it is about —
    "copy that spell", "you may copy it", "you may pay {2}. If you do, copy that spell"."""
    if isinstance(prev, CopyIt):
        return replace(prev, new_targets=True)
    if isinstance(prev, MayDo) and prev.effects and not prev.otherwise:
        inner = _new_targets_for_copy(prev.effects[-1])
        return None if inner is None else replace(prev, effects=(*prev.effects[:-1], inner))
    if isinstance(prev, OptionalCost) and prev.then and not prev.otherwise:
        inner = _new_targets_for_copy(prev.then[-1])
        return None if inner is None else replace(prev, then=(*prev.then[:-1], inner))
    if isinstance(prev, LastingTriggerIR) and prev.line.body.effects and not prev.line.body.modes:
        # "When you next cast an instant or sorcery spell this turn, copy that spell."
        body = prev.line.body
        inner = _new_targets_for_copy(body.effects[-1])
        return None if inner is None else replace(prev, line=replace(prev.line, body=replace(body, effects=(*body.effects[:-1], inner))))
    return None


def _as_cost(e: EffectIR | None) -> OptionalCost | None:
    """An optional action that is a cost paid on resolution (CR 118.12): "you may pay {N}", "you may
    discard a card"."""
    if isinstance(e, OptionalCost) and not e.then and not e.otherwise:
        return e
    if isinstance(e, MayDo) and len(e.effects) == 1:
        inner = e.effects[0]
        if isinstance(inner, PlayerAmount) and inner.verb == "discard" and isinstance(inner.amount, int) and inner.who == PlayerNoun("you"):
            return OptionalCost(Cost(parts=(DiscardCards(inner.amount),)))
        # "you may sacrifice another creature. If you do, …": a sacrifice as a cost (118.12, 701.21a)
        if isinstance(inner, SacrificeChoice) and inner.who == PlayerNoun("you"):
            return OptionalCost(Cost(parts=(SacrificePermanents(inner.filter, inner.count),)))
        # "you may sacrifice this creature. If you do, …" (Blood Speaker): the source sacrificed as a cost
        if isinstance(inner, ObjectVerb) and inner.verb == "sacrifice" and isinstance(inner.what, SelfNoun):
            return OptionalCost(Cost(parts=(SacrificeSelf(),)))
    if isinstance(e, MayDo) and e.who == PlayerNoun("any opponent") and len(e.effects) == 1 and isinstance(s := e.effects[0], SacrificeChoice):
        # "any opponent may sacrifice a creature of their choice. If a player does, …" (118.12)
        return OptionalCost(Cost(parts=(SacrificePermanents(s.filter, s.count),)), payer=PlayerNoun("any opponent"))
    return None


def _if_you_do(sentence: Line, prev: EffectIR | None) -> OptionalCost | None:
    """"If you do, [effects]" after an optional cost (CR 118.12); "If a player does, [effects]"
    after one any opponent may pay."""
    cost_ir = _as_cost(prev)
    anyone = cost_ir is not None and cost_ir.payer == PlayerNoun("any opponent")
    head = phrase("if a player does ," if anyone else "if you do ,")(sentence, 0)
    if head is None or cost_ir is None:
        return None
    from manastack.oracle.grammar.top_card import top_card_start

    rest: list[EffectIR] | None = parse_all(clauses, sentence[head[1]:])
    if rest is None:
        started = top_card_start(sentence[head[1]:])
        rest = [started] if started is not None else None
    if rest is None:
        return None
    return replace(cost_ir, then=tuple(rest))


def _if_you_did_it(sentence: Line, prev: EffectIR | None) -> MayDo | None:
    """"You may exile target creature. If you do, [effects]" (CR 608.2c): an optional action on a
    target, which happens whenever it is chosen (the target being legal, 608.2b), then the effects;
    "you may put a card from your hand on …": then the effects if it was put there.
    "You may draw a card. If you do, discard a card": choosing to draw is doing it, even from an
    empty library (121.3), so the effects follow the choice."""
    head = phrase("if you do ,")(sentence, 0)
    if head is None or not isinstance(prev, MayDo) or prev.who is not None or prev.otherwise or len(prev.effects) != 1:
        return None
    (action,) = prev.effects
    draws = isinstance(action, PlayerAmount) and action.verb == "draw" and action.who == PlayerNoun("you")
    # "You may have it deal 3 damage to target creature. If you do, …", "You may gain control of
    # target artifact …. If you do, …": the target chosen and legal (608.2b), choosing is doing.
    draws = draws or (isinstance(action, Damage) and isinstance(action.to, TargetNoun)) or (isinstance(action, GainControlIR) and isinstance(action.what, TargetNoun))
    # "You may put a card from your hand on the bottom of your library. If you do, draw a card":
    # done only if a card was put there (101.3)
    if not draws and not (isinstance(action, (Move, ObjectVerb)) and isinstance(action.what, TargetNoun)) and not isinstance(action, PutFromHandIR):
        return None
    rest = parse_all(clauses, sentence[head[1]:])
    if rest is None:
        return None
    return replace(prev, effects=(action, *rest) if draws else (IfDoneIR(action, tuple(rest)),))


def _flip_outcome(sentence: Line, prev: EffectIR | None) -> FlipCoinIR | None:
    """"If you win the flip, [effects]" / "If you lose the flip, [effects]" after "flip a coin"
    (CR 705.2): what happens on each outcome; each outcome said once."""
    head = phrases("if you win the flip ,", "if you lose the flip ,")(sentence, 0)
    if head is None or not isinstance(prev, FlipCoinIR) or prev.who != PlayerNoun("you"):
        return None
    rest = parse_all(clauses, sentence[head[1]:])
    if rest is None:
        return None
    if head[0] == "if you win the flip ,":
        return None if prev.won else replace(prev, won=tuple(rest))
    return None if prev.lost else replace(prev, lost=tuple(rest))


def _if_you_dont(sentence: Line, prev: EffectIR | None) -> MayDo | None:
    """"You may [effects]. If you don't, [otherwise]" (CR 608.2c)."""
    head = phrase("if you don't ,")(sentence, 0)
    if head is None or not isinstance(prev, MayDo) or prev.who is not None or prev.otherwise:
        return None
    rest = parse_all(clauses, sentence[head[1]:])
    return None if rest is None else replace(prev, otherwise=tuple(rest))


def _choose_all_instead(toks: Line) -> tuple[Condition, int] | None:
    """"Choose one. If you control a commander as you cast this spell, you may choose both
    instead." before bulleted modes (601.2b, 700.2): the condition and where the modes begin."""
    head = seq(
        phrase("choose one . if"), if_condition, phrase("as you cast"), self_noun, phrase(", you may choose both instead ."),
    ).map(lambda v: v[1])(toks, 0)
    if head is None or head[1] >= len(toks) or toks[head[1]].text != "•":
        return None
    return head


def parse_body(toks: Line) -> Body:
    """A spell's or ability's effects, or a modal choice ("Choose one —" and bulleted modes)."""
    head = phrases("choose one —", "choose one or both —", "choose two —")(toks, 0)
    if head is not None:
        choose = 1 if head[0] == "choose one —" else 2
        modes = tuple(parse_sentences(m) for m in split(toks[head[1]:], "•"))
        return Body(modes=modes, choose=choose, at_least=1 if head[0] == "choose one or both —" else None)
    from manastack.oracle.grammar.modes import modal_head, spree_modes

    spree = spree_modes(toks)
    if spree is not None:
        costs, texts = spree
        modes = tuple(parse_sentences(m) for m in texts)
        return Body(modes=modes, choose=len(modes), at_least=1, mode_costs=costs)
    instead = _choose_all_instead(toks)
    if instead is not None:
        cond, end = instead
        return Body(modes=tuple(parse_sentences(m) for m in split(toks[end:], "•")), choose=1, choose_all_if=cond)
    more = modal_head(toks)
    if more is not None:
        n, repeat, end = more
        modes = tuple(parse_sentences(m) for m in split(toks[end:], "•"))
        if n is None:  # "choose one or more —" (700.2): up to every mode, at least one
            return Body(modes=modes, choose=len(modes), at_least=1)
        return Body(modes=modes, choose=n, repeat=repeat)
    table = _results_table(toks)
    if table is not None:
        before, rows = table
        effects = parse_sentences(before)
        if effects and isinstance(effects[-1], RollDieIR):
            roll = replace(effects[-1], table=tuple((lo, hi, parse_sentences(row)) for lo, hi, row in rows))
            return Body(effects=(*effects[:-1], roll))
        return Body(effects=(*effects, unsupported(toks[len(before):], "a results table with no die roll before it")))
    return Body(effects=parse_sentences(toks))


def _table_row(toks: Line, i: int) -> tuple[int, int | None, int] | None:
    """The head of a results-table row at ``i`` (CR 706.3a): "N1 — N2 |", "N + |" (no upper
    end), "N |" — as (low, high, the index after "|")."""
    def punct(j: int, *marks: str) -> bool:
        return j < len(toks) and toks[j].kind is Kind.PUNCT and toks[j].text in marks

    if i >= len(toks) or toks[i].kind is not Kind.NUM:
        return None
    low, j = int(toks[i].text), i + 1
    high: int | None = low
    if punct(j, "—", "-") and j + 1 < len(toks) and toks[j + 1].kind is Kind.NUM:
        high, j = int(toks[j + 1].text), j + 2
    elif punct(j, "+"):
        high, j = None, j + 1
    return (low, high, j + 1) if punct(j, "|") else None


def _results_table(toks: Line) -> tuple[Line, list[tuple[int, int | None, Line]]] | None:
    """The text before a results table and the table's rows (low, high, the row's text), or None
    if the text has no table. A row starts a sentence."""
    starts = [i for i in range(len(toks)) if (i == 0 or toks[i - 1].text == ".") and _table_row(toks, i) is not None]
    if not starts:
        return None
    rows: list[tuple[int, int | None, Line]] = []
    for k, i in enumerate(starts):
        row = _table_row(toks, i)
        assert row is not None
        end = starts[k + 1] if k + 1 < len(starts) else len(toks)
        rows.append((row[0], row[1], toks[row[2]:end]))
    return toks[:starts[0]], rows


# ---- keyword lines ------------------------------------------------------------------------------

def _keyword_item() -> Parser[AbilityIR]:
    mana_cost = mana_run
    walk = landwalk.map(lambda a: LandwalkLine(a.land_type))
    # CR 702.29e: typecycling with any subtype ("Plainscycling", "Halflingcycling"), or "basic landcycling".
    cycling = alt(
        word("cycling").value(None),
        kind(Kind.WORD).where(lambda t: t.text.endswith("cycling") and t.text[:-7] in SUBTYPES).map(
            lambda t: ObjectFilter((Subtypes(frozenset({SUBTYPES[t.text[:-7]]})),), zone=Zone.LIBRARY, description=f"{SUBTYPES[t.text[:-7]]} card")
        ),
        phrase("basic landcycling").value(ObjectFilter(
            (CardTypes(frozenset({CardType.LAND})), Supertypes(frozenset({Supertype.BASIC}))), zone=Zone.LIBRARY, description="basic land card",
        )),
    )
    equip_filter = opt(subtype_word).map(
        lambda s: ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU), *((Subtypes(frozenset({s})),) if s else ())))
    )
    from manastack.model.abilities import KEYWORD_COSTS, KEYWORD_NUMBERS, KEYWORD_PLAIN
    from manastack.oracle.ir import (
        AwakenLine,
        BuybackLine,
        CrewLine,
        EmbalmLine,
        FlashbackLine,
        KeywordCostLine,
        KeywordNumberLine,
        KeywordPlainLine,
        KickerLine,
        MorphLine,
        OverloadLine,
        PlotLine,
        SuspendLine,
        WardLine,
    )

    # CR 702.34a, 702.33a: "Flashback [cost]", "Kicker [cost]"; a cost other than mana follows an em dash.
    keyword_cost = alt(
        mana_cost.map(lambda c: Cost(mana=c)),
        seq(phrase("—"), lazy(lambda: cost)).where(lambda v: v[1][1] is None).map(lambda v: v[1][0]),
    )
    from manastack.oracle.ir import CastTriggerLine, CumulativeUpkeepLine

    # CR 702.24a: "Cumulative upkeep [cost]": a cost the engine can pay once per age counter (mana, life).
    upkeep_cost = alt(
        mana_cost.map(lambda c: Cost(mana=c)),
        seq(phrase("— pay"), mana_cost, phrase("and"), number, word("life")).map(lambda v: Cost(v[1], (PayLife(v[3]),))),
        seq(phrase("— pay"), number, word("life")).map(lambda v: Cost(parts=(PayLife(v[1]),))),
    )
    return alt(
        seq(phrase("cumulative upkeep"), upkeep_cost).map(lambda v: CumulativeUpkeepLine(v[1])),
        seq(word("flashback"), keyword_cost).map(lambda v: FlashbackLine(v[1])),
        seq(word("overload"), mana_cost).map(lambda v: OverloadLine(Cost(mana=v[1]))),  # CR 702.96a
        seq(word("awaken"), number, phrase("—"), mana_cost).map(lambda v: AwakenLine(v[1], Cost(mana=v[3]))),  # CR 702.113a
        seq(word("kicker", "multikicker"), keyword_cost).map(lambda v: KickerLine(v[1], multi=v[0] == "multikicker")),
        seq(word("buyback"), keyword_cost).map(lambda v: BuybackLine(v[1])),  # CR 702.27a
        seq(word("crew"), number).map(lambda v: CrewLine(v[1])),  # CR 702.122a
        # CR 702.62a: "Suspend N—[cost]"; an X (in N or the cost) is defined by other text: not read.
        seq(word("plot"), mana_cost).map(lambda v: PlotLine(Cost(mana=v[1]))),  # CR 702.170a
        seq(word("suspend"), number, phrase("—"), mana_cost.where(lambda c: not c.x_count)).map(lambda v: SuspendLine(v[1], Cost(mana=v[3]))),
        seq(word("toxic"), number).map(lambda v: ToxicLine(v[1])),  # CR 702.164a
        seq(word("backup"), number).map(lambda v: BackupLine(v[1])),  # CR 702.165a
        # CR 702.21a; an X in the cost (702.21b) is defined by a sentence the grammar doesn't read.
        seq(word("ward"), keyword_cost.where(lambda c: c.mana is None or not c.mana.x_count)).map(lambda v: WardLine(v[1])),
        seq(word("embalm"), mana_cost).map(lambda v: EmbalmLine(v[1])),
        seq(word(*KEYWORD_COSTS), keyword_cost).map(lambda v: KeywordCostLine(v[0], v[1])),
        seq(word(*KEYWORD_NUMBERS), number).map(lambda v: KeywordNumberLine(v[0], v[1])),
        phrases(*KEYWORD_PLAIN).map(KeywordPlainLine),  # CR 702.81a retrace, 702.133a jump-start, 702.110a exploit, 702.78a conspire, …
        word("storm", "cascade").map(CastTriggerLine),  # CR 702.40a, 702.85a
        # CR 702.37a–b, 702.168a; an X in the cost (702.37f) is defined by other text: not read.
        seq(word("morph", "megamorph", "disguise"), keyword_cost.where(lambda c: c.mana is None or not c.mana.x_count)).map(
            lambda v: MorphLine(v[1], FaceDown(v[0]))
        ),
        phrase("split second").value(KeywordLine(Keyword.SPLIT_SECOND)),  # CR 702.61a
        keyword.map(KeywordLine),
        protection.map(ProtectionLine),
        walk,
        seq(cycling, mana_cost).map(lambda v: CyclingLine(v[1], v[0])),
        seq(word("equip"), equip_filter, mana_cost).map(lambda v: EquipLine(v[2], v[1])),
        seq(word("enchant"), object_filter).map(lambda v: EnchantLine(replace(v[1], description=""))),
    )


keyword_line: Parser[list[AbilityIR]] = sep_by(_keyword_item(), alt(phrase(","), phrase(";")))

# ---- costs --------------------------------------------------------------------------------------


cost: Parser[tuple[Cost, Zone | None]] = sep_by(cost_item(), opt(phrase(","))).map(combine_costs)

_restriction = alt(
    phrase("activate only as a sorcery").value(("sorcery", None)),
    phrase("activate only once each turn").value(("times", 1)),
    phrase("activate no more than twice each turn").value(("times", 2)),  # 602.5b
    phrase("activate no more than three times each turn").value(("times", 3)),
    phrase("activate only during combat").value(("condition", DuringCombat())),
    phrase("activate only during your turn and only once each turn").value(("once+condition", YourTurn())),
    phrase("activate only during your upkeep").value(("condition", DuringYourSteps(frozenset({Step.UPKEEP})))),
    # the beginning phase, the precombat main phase and the beginning of combat step (506.1, 508.1)
    phrase("activate only during your turn , before attackers are declared").value(("condition", DuringYourSteps(frozenset({
        Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT,
    })))),
    phrase("activate only during your turn").value(("condition", YourTurn())),
    (phrase("activate only if") >> lazy(lambda: _condition)).map(lambda c: ("condition", c)),  # 602.5b
    # 602.2, 602.1b: who may activate it
    phrase("any player may activate this ability").value(("who", Controller.ANY)),
    phrase("only your opponents may activate this ability").value(("who", Controller.OPPONENT)),
)


#: Activated abilities printed "[Keyword] — [Cost]: [Effect]" (CR 702.177a exhaust, 702.142a boast).
_DASHED_ACTIVATED = frozenset({EXHAUST, BOAST, FORECAST})


def _dashed_keyword(toks: Line) -> str:
    """The keyword of "Exhaust — {3}: …", or ""."""
    if len(toks) > 2 and toks[0].text in _DASHED_ACTIVATED and toks[1].text == "—":
        return toks[0].text
    return ""


def _keyword_activated(line: ActivatedLine, kw: str, toks: Line) -> AbilityIR:
    """The restrictions the keyword means: boast (702.142a) "activate only if this creature attacked
    this turn and only once each turn"; forecast (702.57a) "activate only from your hand, only
    during your upkeep and only once each turn" — with another restriction printed too, unsupported."""
    if kw not in (BOAST, FORECAST):
        return replace(line, keyword=kw)
    if line.max_per_turn or line.condition is not None or line.sorcery_speed:
        return unsupported(toks, f"a {kw} ability with another activation restriction")
    if kw == FORECAST:
        # 702.57a: only from the hand (its cost reveals it from there), during your upkeep, once each turn
        if line.cost_zone is not Zone.HAND:
            return unsupported(toks, "a forecast ability whose cost doesn't reveal the card from the hand")
        return replace(line, keyword=kw, max_per_turn=1, condition=DuringYourSteps(frozenset({Step.UPKEEP})))
    return replace(line, keyword=kw, max_per_turn=1, condition=SourceAttackedThisTurn())


def parse_activated(toks: Line, colon: int) -> AbilityIR:
    kw = _dashed_keyword(toks)
    if kw:
        line = parse_activated(toks[2:], colon - 2) if colon > 2 else unsupported(toks[:colon], "cost")
        return _keyword_activated(line, kw, toks) if isinstance(line, ActivatedLine) else line
    c = parse_all(cost, toks[:colon])
    if c is None:
        return unsupported(toks[:colon], "cost")
    body_toks = toks[colon + 1:]
    sorcery = False
    times = 0
    condition: Condition | None = None
    who = Controller.YOU
    kept: list[Line] = []
    modifiers: list[SelfCostModifier] = []
    for sentence in split(body_toks, "."):
        from manastack.oracle.grammar.cost_modifiers import ability_cost_modifier

        modifier = parse_all(ability_cost_modifier, sentence)
        if modifier is not None:
            modifiers.append(modifier)  # 602.2b: "This ability costs {2} less to activate if …"
            continue
        r = parse_all(_restriction, sentence)
        if r is None:
            kept.append(sentence)
        elif r[0] == "sorcery":
            sorcery = True
        elif r[0] == "times":
            times = r[1]
        elif r[0] == "once+condition":
            times, condition = 1, r[1]
        elif r[0] == "who":
            who = r[1]
        else:
            condition = r[1]
    joined: list[Token] = []
    for s in kept:
        joined += list(s) + [Token(Kind.PUNCT, ".", ".")]
    body = parse_body(tuple(joined))  # CR 700.2a: a modal activated ability's modes are in its body
    return ActivatedLine(c[0], body, sorcery, times, condition, c[1], cost_modifiers=tuple(modifiers), activators=who)


def _alternative_costs(toks: Line, colon: int) -> list[AbilityIR] | None:
    """"{3}, {T} or {U}, {T}: [effect]" (the Shards): one activated ability with a choice of two costs,
    each with mana, read as two activated abilities with the same effect. That is the same game:
    the cost is chosen as it is activated (602.2b) and the ability is the same once on the stack,
    which is all that CR 602.1 and 602.2 look at — except an "activate only once each turn" limit
    (602.5b), counted per ability; such a line stays unsupported. None if the cost isn't so split."""
    if parse_all(cost, toks[:colon]) is not None:
        return None
    for i, t in enumerate(toks[:colon]):
        if t.kind is Kind.WORD and t.text == "or":
            halves = (toks[:i], toks[i + 1:colon])
            costs = [parse_all(cost, h) for h in halves]
            if all(c is not None and c[0].mana is not None for c in costs):
                lines = [parse_activated(tuple(h) + tuple(toks[colon:]), len(h)) for h in halves]
                if any(isinstance(ln, ActivatedLine) and ln.max_per_turn for ln in lines):
                    return [unsupported(toks, "alternative costs of an ability activated only a number of times each turn")]
                return lines
    return None


# ---- triggers -----------------------------------------------------------------------------------

_STEPS = {
    "upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END, "combat": Step.BEGINNING_OF_COMBAT,
    "precombat main phase": Step.PRECOMBAT_MAIN, "first main phase": Step.PRECOMBAT_MAIN,
    # 505.1a: the main phase after combat; a turn here has one combat phase (500.8, 505.1)
    "postcombat main phase": Step.POSTCOMBAT_MAIN, "postcombat main phases": Step.POSTCOMBAT_MAIN,
    "second main phase": Step.POSTCOMBAT_MAIN,
}

_Trig = tuple[TriggerCondition, bool]  # the condition and whether it's about this object


def _when(event: TriggerEvent, *constraints: Constraint) -> TriggerCondition:
    """A trigger condition; "each player's" or "a player" (any player) constrains nothing."""
    return TriggerCondition(event, tuple(c for c in constraints if c != ByPlayer(Controller.ANY)))


_Ev = tuple[TriggerEvent, tuple[Constraint, ...]]


def _object_events() -> Parser[_Ev]:
    """What happens to a permanent named as the subject: "enters [the battlefield]", "dies",
    "attacks [and isn't blocked]" (508.3f, 509.3g), "blocks", "becomes blocked", "becomes tapped",
    "becomes untapped" (701.26), "is dealt damage", "deals combat damage to a player / an
    opponent", "deals damage to a player / an opponent" (120.3), "leaves the battlefield", "is put
    into a graveyard from the battlefield". (Damage to a creature stays unsupported: "that creature"
    in its effect would need a reference to the creature dealt the damage.)"""

    def e(event: TriggerEvent, *cs: Constraint) -> _Ev:
        return (event, cs)

    deals = alt(
        phrase("deals combat damage to a player").value(e(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)),
        phrase("deals combat damage to an opponent").value(e(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, DamagedPlayer(Controller.OPPONENT))),
        phrase("deals damage to a player").value(e(TriggerEvent.DEALS_DAMAGE, DamagedPlayer(Controller.ANY))),
        phrase("deals damage to an opponent").value(e(TriggerEvent.DEALS_DAMAGE, DamagedPlayer(Controller.OPPONENT))),
        phrase("deals combat damage").value(e(TriggerEvent.DEALS_COMBAT_DAMAGE)),
        phrase("deals damage").value(e(TriggerEvent.DEALS_DAMAGE_AT_ONCE)),  # 120.3, 603.2c
    )
    return alt(
        phrase("enters the battlefield").value(e(TriggerEvent.ENTERS)),
        word("enters").value(e(TriggerEvent.ENTERS)),
        word("dies").value(e(TriggerEvent.DIES)),
        phrase("attacks and isn't blocked").value(e(TriggerEvent.ATTACKS_UNBLOCKED)),
        phrase("attacks the player with the most life or tied for most life").value(e(TriggerEvent.ATTACKS, AttacksMostLife())),  # 702.105a
        word("attacks").value(e(TriggerEvent.ATTACKS)),
        seq(word("blocks"), self_noun).value(e(TriggerEvent.BLOCKS, BlocksThis())),  # 509.1
        word("blocks").value(e(TriggerEvent.BLOCKS)),
        phrase("becomes blocked").value(e(TriggerEvent.BECOMES_BLOCKED)),
        phrase("becomes tapped").value(e(TriggerEvent.BECOMES_TAPPED)),
        phrase("becomes untapped").value(e(TriggerEvent.BECOMES_UNTAPPED)),
        phrase("is dealt damage").value(e(TriggerEvent.DEALT_DAMAGE)),
        phrase("is turned face up").value(e(TriggerEvent.TURNED_FACE_UP)),  # 708.8
        word("explores").value(e(TriggerEvent.EXPLORES)),  # 701.44b
        # CR 716.2a: "When this Class becomes level N"
        seq(phrase("becomes level"), number).map(lambda v: e(TriggerEvent.BECOMES_LEVEL, LevelReached(v[1]))),
        phrase("exploits a creature").value(e(TriggerEvent.EXPLOITS)),  # 702.110b
        phrase("becomes monstrous").value(e(TriggerEvent.BECOMES_MONSTROUS)),  # 701.37b
        # CR 115.1, 601.2c: "becomes the target of a spell or ability [an opponent controls]"
        phrase("becomes the target of a spell or ability an opponent controls").value(e(TriggerEvent.BECOMES_TARGET, ByPlayer(Controller.OPPONENT))),
        phrase("becomes the target of a spell or ability").value(e(TriggerEvent.BECOMES_TARGET)),
        phrase("leaves the battlefield").value(e(TriggerEvent.LEAVES)),
        phrase("is put into a graveyard from the battlefield").value(e(TriggerEvent.PUT_INTO_GRAVEYARD)),
        deals,
    )


def _self_event() -> Parser[list[_Trig]]:
    return seq(self_noun, sep_by(_object_events(), word("or"))).map(
        lambda v: [(TriggerCondition(e, (AboutThis(), *cs)), True) for e, cs in v[1]]
    )


def _attached_event() -> Parser[list[_Trig]]:
    """"Whenever enchanted creature attacks", "When equipped creature dies", "Whenever enchanted
    creature deals combat damage to a player": the event is about the permanent this Aura or
    Equipment is attached to (as it last was, if both left together, 603.10a)."""
    host = alt(
        phrases("enchanted creature", "equipped creature", "enchanted permanent", "enchanted artifact", "enchanted land"),
        # "enchanted Forest": what the Aura's enchant ability lets it enchant (303.4d: otherwise it
        # is put into its owner's graveyard, 704.5m)
        seq(word("enchanted"), subtype_word),
    )
    # A permanent is put into a graveyard from the battlefield, the only zone it is in (CR 700.4).
    events = alt(phrase("is put into a graveyard").value([(TriggerEvent.PUT_INTO_GRAVEYARD, ())]), sep_by(_object_events(), word("or")))
    return seq(host, events).map(
        lambda v: [(TriggerCondition(e, (AboutAttached(), *cs)), False) for e, cs in v[1]]
    )


def _other_event() -> Parser[list[_Trig]]:
    """"Whenever another creature you control enters", "whenever a creature you control deals combat
    damage to a player", "when CARDNAME or another creature dies", "whenever your commander
    attacks" (903.3d): the events of :func:`_object_events` about other objects a filter admits."""
    self_or = seq(self_noun, phrase("or another"), object_filter, _object_events()).map(
        lambda v: [(TriggerCondition(v[3][0], (Matches(v[2].without(Other)), *v[3][1])), False)]
    )
    # "whenever a commander you control enters or attacks": one triggered ability per event (603.2)
    one = seq(word("a", "an", "another"), object_filter, sep_by(_object_events(), word("or"))).map(
        lambda v: [(TriggerCondition(e, (Matches(v[1].having(Other()) if v[0] == "another" else v[1]), *cs)), False) for e, cs in v[2]]
    )
    # CR 120.3: "whenever a creature dealt damage by CARDNAME this turn dies"
    damaged_by = seq(word("a"), object_filter, phrase("dealt damage by"), self_noun, phrase("this turn"), _object_events()).map(
        lambda v: [(TriggerCondition(v[5][0], (Matches(v[1]), DamagedByThis(), *v[5][1])), False)]
    )
    # "whenever your commander enters or attacks": one triggered ability per event (603.2)
    yours = seq(your_commander, sep_by(_object_events(), word("or"))).map(lambda v: [(TriggerCondition(e, (Matches(v[0]), *cs)), False) for e, cs in v[1]])
    return alt(self_or, one, damaged_by, yours)


def _other_attacks() -> Parser[list[_Trig]]:
    """"Whenever a Zombie token you control with power 6 or greater attacks", "… attacks alone",
    "whenever a creature attacks you [or a planeswalker you control]" (508.3a)."""
    you = alt(phrase("you or a planeswalker you control").value(AttacksYou(planeswalkers=True)), word("you").value(AttacksYou()))
    whom = opt(alt(word("alone").value(AttacksAlone()), you))
    return seq(word("a", "an", "another"), object_filter, word("attacks"), whom).map(
        lambda v: [(TriggerCondition(TriggerEvent.ATTACKS, (Matches(v[1].having(Other()) if v[0] == "another" else v[1]),) + ((v[3],) if v[3] else ())), False)]
    )


def _opponent_draws_except_first() -> Parser[list[_Trig]]:
    """"an opponent draws a card except the first one they draw in each of their draw steps"."""
    return phrase("an opponent draws a card except the first one they draw in each of their draw steps").map(
        lambda _: [(TriggerCondition(TriggerEvent.DRAW, (ByPlayer(Controller.OPPONENT), NotFirstDrawInDrawStep())), False)]
    )


def _and_whenever() -> Parser[list[_Trig]]:
    """"When CARDNAME enters and whenever …, [effect]": two trigger conditions sharing one effect —
    two triggered abilities."""
    first = alt(_self_event())
    then = alt(_opponent_draws_except_first(), _other_attacks(), _other_event(), _player_event())
    return alt(
        seq(first, phrase("and whenever"), then).map(lambda v: v[0] + v[2]),
        # "Whenever an opponent casts a spell during your turn and when CARDNAME dies, …"
        seq(_player_event(), phrase("and when"), first).map(lambda v: v[0] + v[2]),
    )


def _player_event() -> Parser[list[_Trig]]:
    def you(e: TriggerEvent, *constraints: Constraint) -> list[_Trig]:
        return [(TriggerCondition(e, (ByPlayer(Controller.YOU), *constraints)), False)]

    # "you cast your commander": a spell that is a commander you own (903.3d)
    cast_filter = a_filter.map(lambda f: replace(f, zone=Zone.STACK))
    return alt(
        phrase("you gain life").map(lambda _: you(TriggerEvent.GAIN_LIFE)),
        phrase("you attack").map(lambda _: you(TriggerEvent.ATTACK_WITH)),  # 508.3c: once as you declare attackers
        phrase("you draw a card").map(lambda _: you(TriggerEvent.DRAW)),
        seq(phrases("an opponent draws a card", "a player draws a card")).map(
            lambda v: [(_when(TriggerEvent.DRAW, ByPlayer(Controller.OPPONENT if v[0].startswith("an opponent") else Controller.ANY)), False)]
        ),
        seq(phrase("you cast"), cast_filter).map(lambda v: you(TriggerEvent.CAST, Matches(v[1]))),
        # "an opponent casts a spell [during your turn]" (While: checked as the spell is cast)
        seq(
            alt(phrase("an opponent").value(Controller.OPPONENT), phrase("a player").value(Controller.ANY)), word("casts"), cast_filter,
            opt(phrase("during your turn")),
        ).map(lambda v: [(_when(TriggerEvent.CAST, ByPlayer(v[0]), Matches(v[2]), *((While(YourTurn()),) if v[3] else ())), False)]),
        phrase("enchanted land is tapped for mana").map(lambda _: [(TriggerCondition(TriggerEvent.TAPPED_FOR_MANA, (AboutAttached(),)), False)]),
        # CR 106.12a: "whenever a Forest is tapped for mana" (any player's)
        seq(word("a", "an"), object_filter, phrase("is tapped for mana")).map(
            lambda v: [(TriggerCondition(TriggerEvent.TAPPED_FOR_MANA, (Matches(v[1]),)), False)]
        ),
        # CR 106.12a: "whenever a player taps a land for mana", "whenever you tap a permanent for {C}"
        # (tapped for mana of a specified type)
        seq(
            alt(phrase("a player").value(Controller.ANY), phrase("you").value(Controller.YOU)), word("tap", "taps"), word("a", "an"), object_filter,
            alt(phrase("for mana").value(None), seq(word("for"), mana_symbol).map(lambda v: v[1])),
        ).map(
            lambda v: [(_when(TriggerEvent.TAPPED_FOR_MANA, Matches(v[3]), ByPlayer(v[0]), *((ProducesMana(v[4]),) if v[4] else ())), False)]
        ),
    )


def _step_trigger() -> Parser[list[_Trig]]:
    """CR 603.2, 503.1: "at the beginning of [whose] [step]": "your upkeep", "each player's upkeep",
    "each opponent's end step", "the end step" (every player's), "each of your postcombat main
    phases", and the combat forms "combat on your turn", "combat on each opponent's turn", "each
    combat" (506.1; the beginning of combat step). The step is the active player's (102.1)."""
    step = alt(*(phrase(k).value(v) for k, v in _STEPS.items()))
    whose = alt(
        phrase("each opponent's").value(Controller.OPPONENT),
        phrase("each player's").value(Controller.ANY),
        phrase("each of your").value(Controller.YOU),
        phrase("your").value(Controller.YOU),
        word("each", "the").value(Controller.ANY),
    )
    combat_on = seq(
        phrase("combat on"),
        alt(phrase("your turn").value(Controller.YOU), phrase("each opponent's turn").value(Controller.OPPONENT), phrase("each player's turn").value(Controller.ANY)),
    ).map(lambda v: (v[1], Step.BEGINNING_OF_COMBAT))
    return seq(phrase("the beginning of"), alt(combat_on, seq(whose, step).map(lambda v: (v[0], v[1])))).map(
        lambda v: [(_when(TriggerEvent.BEGINNING_OF_STEP, AtStep(v[1][1]), ByPlayer(v[1][0])), False)]
    )


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def _who() -> Parser[Controller]:
    """The player of a player event: "you", "an opponent", "a player"."""
    return alt(phrase("you").value(Controller.YOU), phrase("an opponent").value(Controller.OPPONENT), phrase("a player").value(Controller.ANY))


def _by(who: Controller) -> tuple[Constraint, ...]:
    return () if who is Controller.ANY else (ByPlayer(who),)


def _batch_event() -> Parser[list[_Trig]]:
    """"becomes blocked" (CR 509.3c), "attacks while …", "you draw your second card each turn",
    "you scry" (701.22d), and batched events: "you attack with one or more Elves" (508.3c-d), "two
    or more creatures you control attack a player" (508.3e), "one or more other creatures die"
    (603.2c). Tried before the plain self and player events, which would stop at their prefix."""

    def one(e: TriggerEvent, *constraints: Constraint) -> list[_Trig]:
        return [(TriggerCondition(e, constraints), False)]

    n_or_more = seq(number, phrase("or more")).map(lambda v: v[0])
    ordinal = kind(Kind.WORD).where(lambda t: t.text in _ORDINALS).map(lambda t: _ORDINALS[t.text])
    return alt(
        seq(self_noun, phrase("becomes blocked")).value([(TriggerCondition(TriggerEvent.BECOMES_BLOCKED, (AboutThis(),)), True)]),
        seq(self_noun, phrase("becomes crewed")).value([(TriggerCondition(TriggerEvent.BECOMES_CREWED, (AboutThis(),)), True)]),
        # "When you cast this spell": it functions on the stack (CR 603.2, 702.40a; "from your hand"
        # isn't read)
        seq(phrase("you cast"), self_noun).value([(TriggerCondition(TriggerEvent.CAST, (AboutThis(),)), True)]),
        # battalion: "whenever CARDNAME and at least two other creatures attack" (508.3c)
        seq(self_noun, phrase("and at least"), number, phrase("other creatures attack")).map(
            lambda v: [(TriggerCondition(TriggerEvent.ATTACK_WITH, (AttacksWithOthers(v[2]),)), True)]
        ),
        # training (702.149a)
        seq(self_noun, phrase("attacks with another creature with greater power")).value(
            [(TriggerCondition(TriggerEvent.ATTACK_WITH, (AttacksWithGreaterPower(),)), True)]
        ),
        seq(self_noun, phrase("attacks while"), lazy(lambda: _condition)).map(
            lambda v: [(TriggerCondition(TriggerEvent.ATTACKS, (AboutThis(), While(v[2]))), True)]
        ),
        seq(phrase("you draw your"), ordinal, phrase("card each turn")).map(
            lambda v: one(TriggerEvent.DRAW, ByPlayer(Controller.YOU), NthThisTurn(v[1]))
        ),
        seq(phrase("you cast your"), ordinal, phrase("spell each turn")).map(
            lambda v: one(TriggerEvent.CAST, ByPlayer(Controller.YOU), NthThisTurn(v[1]))
        ),
        # "you cast your first instant or sorcery spell each turn": counted among spells of those types
        seq(phrase("you cast your"), ordinal, object_filter, phrase("each turn")).where(
            lambda v: len(v[2].predicates) == 1 and isinstance(v[2].predicates[0], CardTypes)
        ).map(lambda v: one(TriggerEvent.CAST, ByPlayer(Controller.YOU), NthThisTurn(v[1], v[2].predicates[0].types))),
        phrase("you scry").map(lambda _: one(TriggerEvent.SCRY, ByPlayer(Controller.YOU))),
        # CR 602.2b: "whenever you activate an ability [of an artifact]", "whenever an ability of
        # equipped creature is activated", ", if it isn't a mana ability" (605.3a)
        seq(phrase("you activate an ability"), opt(seq(phrase("of"), word("a", "an"), object_filter).map(lambda v: Matches(v[2]))), _not_mana).map(
            lambda v: one(TriggerEvent.ACTIVATES, ByPlayer(Controller.YOU), *((v[1],) if v[1] else ()), *v[2])
        ),
        seq(phrases("an ability of equipped creature is activated", "an ability of enchanted creature is activated"), _not_mana).map(
            lambda v: one(TriggerEvent.ACTIVATES, AboutAttached(), *v[1])
        ),
        seq(_who(), phrases("win a coin flip", "wins a coin flip")).map(lambda v: one(TriggerEvent.WINS_COIN_FLIP, *_by(v[0]))),  # 705.2
        phrase("the ring tempts you").map(lambda _: one(TriggerEvent.RING_TEMPTS, ByPlayer(Controller.YOU))),  # 701.54d
        phrase("you complete a dungeon").map(lambda _: one(TriggerEvent.COMPLETES_DUNGEON, ByPlayer(Controller.YOU))),  # 309.7
        phrase("you take the initiative").map(lambda _: one(TriggerEvent.TAKES_INITIATIVE, ByPlayer(Controller.YOU))),  # 726.2
        # CR 702.29c: "when you cycle this card" (it triggers from the zone the card wound up in)
        seq(phrase("you cycle"), self_noun).value([(TriggerCondition(TriggerEvent.CYCLED, (AboutThis(), ByPlayer(Controller.YOU))), True)]),
        # 702.29d: "cycle or discard" triggers once when a card is cycled — on its discard
        seq(_who(), phrases("cycle or discard", "cycles or discards", "discard", "discards"), phrases("a card", "another card")).map(
            lambda v: one(TriggerEvent.DISCARDS, *_by(v[0]))
        ),
        seq(_who(), word("cycle", "cycles"), phrases("a card", "another card")).map(lambda v: one(TriggerEvent.CYCLED, *_by(v[0]))),
        seq(phrase("you attack with"), n_or_more, object_filter).map(
            lambda v: one(TriggerEvent.ATTACK_WITH, ByPlayer(Controller.YOU), Matches(v[2], v[1]))
        ),
        seq(n_or_more, object_filter, phrase("attack a player")).map(
            lambda v: one(TriggerEvent.ATTACK_PLAYER, Matches(v[1], v[0]))
        ),
        seq(n_or_more, object_filter, word("die")).map(lambda v: one(TriggerEvent.DIES_BATCH, Matches(v[1], v[0]))),
    )


#: ", if it isn't a mana ability" after an activation trigger (CR 605.3a): part of the trigger event.
_not_mana: Parser[tuple[Constraint, ...]] = opt(phrase(", if it isn't a mana ability")).map(lambda v: (NotManaAbility(),) if v else ())

#: CR 603.8: "When you control no Islands, …": a state trigger.
_state_trigger: Parser[list[_Trig]] = seq(phrase("you control no"), object_filter).map(
    lambda v: [(TriggerCondition(TriggerEvent.STATE, (StateHolds(Not(ControlsAtLeast(v[1].having(ControllerIs(Controller.YOU))))),)), False)]
)

trigger_head: Parser[list[_Trig]] = alt(
    seq(word("when"), _state_trigger).map(lambda v: v[1]),
    seq(word("when", "whenever"), alt(_and_whenever(), _opponent_draws_except_first(), _other_attacks())).map(lambda v: v[1]),
    seq(word("when", "whenever"), alt(_batch_event(), _self_event(), _attached_event(), _other_event(), _player_event())).map(lambda v: v[1]),
    # "At the beginning of your upkeep and whenever you cast a white spell, …", "When CARDNAME enters
    # and at the beginning of your upkeep, …": two trigger conditions sharing one effect — two
    # triggered abilities (603.2)
    seq(word("at"), _step_trigger(), phrase("and whenever"), alt(_player_event(), _other_event())).map(lambda v: v[1] + v[3]),
    seq(word("when"), _self_event(), phrase("and at"), _step_trigger()).map(lambda v: v[1] + v[3]),
    seq(word("at"), _step_trigger()).map(lambda v: v[1]),
    # CR 511.2: "at end of combat" abilities trigger at the beginning of the end of combat step
    phrase("at end of combat").value([(TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END_OF_COMBAT),)), False)]),
)

_counter_kind: Parser[str] = alt(kind(Kind.PT), kind(Kind.WORD)).map(lambda t: t.text)
_condition: Parser[Condition] = alt(
    history_condition,
    # "if CARDNAME attacked or blocked this combat" (508.1, 509.1; a turn has one combat, 505.1)
    seq(self_noun, phrase("attacked or blocked this combat")).value(SourceAttackedThisTurn(or_blocked=True)),
    seq(self_noun, phrase("attacked this combat")).value(SourceAttackedThisTurn()),
    monstrous,  # 701.37b
    controls_no,
    controls_your_commander,
    # "When this creature enters, if you cast it [from your hand], …" (603.4)
    (phrase("you cast it") >> opt(phrase("from your hand"))).map(lambda v: WasCast(Zone.HAND if v else None)),
    # werewolves: "if no spells were cast last turn", "if a player cast two or more spells last turn"
    phrase("no spells were cast last turn").value(SpellsCastLastTurn(most=0)),
    seq(phrase("a player cast"), number, phrase("or more spells last turn")).map(lambda v: SpellsCastLastTurn(at_least=v[1])),
    # "you control a Forest", "you control three or more artifacts", "… at least three other creatures"
    seq(phrase("you control"), opt(phrase("at least")), number, opt(phrase("or more")), object_filter).where(lambda v: not (v[1] and v[3])).map(
        lambda v: ControlsAtLeast(v[4].having(ControllerIs(Controller.YOU)), v[2])
    ),
    seq(phrase("you have"), number, phrase("or more life")).map(lambda v: LifeAtLeast(v[1])),
    # "When this creature enters, if {U} was spent to cast it, …" (601.2h)
    seq(mana_symbol, phrase("was spent to cast"), alt(word("it"), self_noun)).map(lambda v: ManaSpentToCast(v[0])),
    # "if CARDNAME is in your graveyard [or on the battlefield]": the ability functions there (113.6b)
    seq(self_noun, phrase("is in your graveyard"), opt(phrase("or on the battlefield"))).map(
        lambda v: SourceInZones(frozenset({Zone.GRAVEYARD, Zone.BATTLEFIELD} if v[2] else {Zone.GRAVEYARD}))
    ),
    # "if that player has two or fewer cards in hand": the trigger event's player (603.4)
    seq(phrase("that player has"), alt(word("no").value(0), number << phrase("or fewer")), phrase("cards in hand")).map(
        lambda v: ForPlayer(EventPlayer(), HandSizeAtMost(v[1]))
    ),
    # "unless it has five or more +1/+1 counters on it" (the source's counters)
    seq(alt(word("it"), self_noun), word("has"), number, phrase("or more"), alt(kind(Kind.PT), kind(Kind.WORD)).map(lambda t: t.text), phrase("counters on it")).map(
        lambda v: SourceHasCounters(v[4], v[2])
    ),
    # "if this permanent has a +1/+1 counter on it" (graft, 702.58a)
    seq(self_noun, word("has"), word("a", "an"), _counter_kind, phrase("counter on it")).map(lambda v: SourceHasCounters(v[3])),
    kicked,  # "When this creature enters, if it was kicked, …" (603.4, 702.33d)
    # 702.112b: "if it isn't renowned", "if it's renowned"
    seq(alt(word("it"), self_noun), phrase("isn't renowned")).value(Not(SourceRenowned())),
    phrases("it's renowned", "this creature is renowned").value(SourceRenowned()),
    # "if there are two or more ki counters on CARDNAME"
    seq(phrase("there are"), number, phrase("or more"), _counter_kind, phrase("counters on"), self_noun).map(lambda v: SourceHasCounters(v[3], v[1])),
    # evolve (702.100a): "if that creature's power is greater than this creature's power and/or that
    # creature's toughness is greater than this creature's toughness"
    seq(
        phrase("that creature's power is greater than"), self_noun, phrase("'s power and / or that creature's toughness is greater than"), self_noun, phrase("'s toughness"),
    ).value(GreaterPowerOrToughness(EventObject(), This())),
    # "When this creature dies, if it had no -1/-1 counters on it, …" (persist; 603.10a: as it last existed)
    seq(alt(word("it"), self_noun), phrase("had no"), alt(kind(Kind.PT).map(lambda t: t.text), kind(Kind.WORD).map(lambda t: t.text)), phrase("counters on it")).map(
        lambda v: Not(SourceHasCounters(v[2]))
    ),
)


#: "if X is 5 or more" of a permanent's own enters trigger: the X of the spell that became it (CR 107.3m).
_entered_x: Parser[Condition] = seq(phrase("x is"), number, phrase("or more")).map(lambda v: EnteredXAtLeast(v[1]))


def parse_triggered(toks: Line) -> list[AbilityIR] | None:
    r = trigger_head(toks, 0)
    if r is None or r[1] >= len(toks) or toks[r[1]].text != ",":
        return None
    heads, pos = r
    pos += 1
    cond: Condition | None = None
    if pos < len(toks) and toks[pos].text == "if":
        c = _condition(toks, pos + 1)
        if c is None and all(t.event is TriggerEvent.ENTERS and AboutThis() in t.constraints for t, _ in heads):
            c = _entered_x(toks, pos + 1)
        if c is None or c[1] >= len(toks) or toks[c[1]].text != ",":
            return [unsupported(toks, "intervening if")]
        if isinstance(c[0], (WasCast, ManaSpentToCast)) and not all(AboutThis() in t.constraints for t, _ in heads):
            # "if you cast it" asks about the ability's source; of another object entering (The
            # Sibsig Ceremony's "whenever a creature you control enters, if you cast it") it isn't read.
            return [unsupported(toks, "intervening if")]
        cond, pos = c[0], c[1] + 1
    rest = toks[pos:]
    sentences = split(rest, ".")
    if len(sentences) > 1 and parse_all(_once_each_turn, sentences[-1]) is not None:
        # "This ability triggers only once each turn."
        heads = [(replace(t, once_each_turn=True), is_self) for t, is_self in heads]
        rest = tuple(tok for s in sentences[:-1] for tok in s + (Token(Kind.PUNCT, ".", "."),))
    body = parse_body(rest)
    return [TriggeredLine(t, body, cond, is_self) for t, is_self in heads]


_once_each_turn = phrase("this ability triggers only once each turn")


# ---- statics ------------------------------------------------------------------------------------

_affected: Parser[Any] = alt(
    seq(word("enchanted", "equipped"), word("creature", "permanent", "land", "artifact")).value(AttachedTo()),
    seq(word("all"), object_filter).map(lambda v: v[1]),  # "All Sliver creatures get +1/+0" (whoever controls them)
    # "Each creature you control with a +1/+1 counter on it has trample": the same set as the plural
    seq(word("each"), object_filter).map(lambda v: v[1]),
    object_filter,
)
#: What "gets" and "has" apply to, the source itself included ("this creature gets +1/+1 …").
_affected_or_self: Parser[Any] = alt(self_noun.value(This()), _affected)


def _token_replacement() -> Parser[TokensInsteadIR]:
    """CR 614.1a, token replacements of the general kind: "if you would create a Food token, instead
    create a Food token and a Treasure token"; "if you would create a Clue, Food, or Treasure token,
    instead create one of each"."""
    named = subtype_word.where(lambda s: s in NAMED_TOKENS)
    head = seq(phrase("if you would create a"), list_of(named), phrase("token , instead create"))
    tokens = list_of(seq(word("a", "an"), named, word("token")).map(lambda v: v[1]))
    return alt(
        seq(head, phrase("one of each")).map(lambda v: TokensInsteadIR(frozenset(v[0][1]), tuple(v[0][1]))),
        seq(head, tokens).map(lambda v: TokensInsteadIR(frozenset(v[0][1]), tuple(v[1]))),
    )


token_replacement = _token_replacement()


def _unless_you_control() -> Parser[Condition]:
    """The condition under which a land enters tapped, from "unless you control …"."""
    yours = ControllerIs(Controller.YOU)
    subtype = seq(word("a", "an"), subtype_word).map(lambda v: v[1])
    return alt(
        seq(subtype, phrase("or"), subtype).map(lambda v: Not(ControlsAtLeast(ObjectFilter((Subtypes(frozenset({v[0], v[2]})), yours))))),
        seq(number, phrase("or fewer"), object_filter).map(lambda v: ControlsAtLeast(v[2].having(yours), v[0] + 1)),
        seq(number, phrase("or more"), object_filter).map(lambda v: Not(ControlsAtLeast(v[2].having(yours), v[0]))),
    )


def _grants(affected: Any, items: list[Keyword | GrantedAbility | ProtectionOfChoice]) -> list[StaticEffect] | None:
    """"… have flying and protection from red": the keywords (layer 6) and the other abilities. A
    quality "of your choice" is chosen as an effect begins, which a static ability doesn't do: None."""
    kws = tuple(k for k in items if isinstance(k, Keyword))
    others = tuple(a for a in items if isinstance(a, (Protection, Landwalk)))
    if len(kws) + len(others) < len(items):
        return None
    if isinstance(affected, ObjectFilter) and affected.zone is Zone.STACK:
        return None  # "spells you control have rebound": the layers grant abilities to permanents only
    return [*([GrantKeywordsStatic(affected, kws)] if kws else []), *([GrantAbilitiesStatic(affected, others)] if others else [])]


#: What a characteristic-defining ability sets power and toughness to (CR 604.3): "the number of
#: creatures you control", "your life total".
_cda_amount: Parser[CountOf | LifeTotal] = alt(
    seq(phrase("the number of"), object_filter).map(lambda v: CountOf(v[1])),
    phrase("your life total").value(LifeTotal()),
)


def _enters_choice() -> Parser[EntersWithChoice]:
    """"As this permanent enters, choose a color", "As it enters the battlefield, choose a color
    other than green", "… choose a creature type" (CR 614.12a)."""
    kind_ = alt(phrase("color").value(ChoiceKind.COLOR), phrase("creature type").value(ChoiceKind.CREATURE_TYPE))
    color = word("white", "blue", "black", "red", "green")
    return seq(
        phrase("as"), alt(self_noun, word("it")), alt(phrase("enters the battlefield"), phrase("enters")), phrase(", choose a"), kind_,
        opt(phrase("other than") >> color),
    ).where(lambda v: v[5] is None or v[4] is ChoiceKind.COLOR).map(lambda v: EntersWithChoice(v[4], (v[5],) if v[5] else ()))


def _statics() -> Parser[StaticEffect | AbilityIR]:
    enters_choice = _enters_choice()

    def gets_and_has(v: tuple[Any, ...]) -> list[StaticEffect] | None:
        """"Enchanted creature gets +2/+2 [for each enchantment you control] and has flying": a P/T
        change (layer 7c) and grants (layer 6)."""
        affected, _, (p, t), each, has = v
        grants = _grants(affected, has[2]) if has else []
        if grants is None or (each is not None and not isinstance(each, (CountAmount, CommanderCasts))):
            return None
        return [ModifyPTStatic(affected, p, t, each.filter if isinstance(each, CountAmount) else each), *grants]

    gets = seq(_affected_or_self, word("get", "gets"), pt_mod, opt(for_each), opt(seq(word("and"), word("have", "has"), granted))).map(gets_and_has).where(
        lambda v: v is not None
    )
    has = seq(_affected_or_self, word("have", "has"), granted).map(lambda v: _grants(v[0], v[2])).where(lambda v: v is not None)
    # 'Enchanted land has "{T}: Add one mana of any color."' (layer 6, 613.1f; to permanents only)
    has_quoted = seq(_affected_or_self, word("have", "has"), quoted_abilities).where(
        lambda v: not (isinstance(v[0], ObjectFilter) and v[0].zone is not Zone.BATTLEFIELD)
    ).map(lambda v: GrantQuotedIR(v[0], *v[2]))
    # CR 508.1d: "Other Goblin creatures you control attack each combat if able" — a requirement the
    # creatures have, as the keyword of "CARDNAME attacks each combat if able"
    must_attack = seq(_affected, phrase("attack each combat if able")).map(lambda v: [GrantKeywordsStatic(v[0], (Keyword.ATTACKS_EACH_COMBAT,))])
    # 702.3b: "Wall creatures can attack as though they didn't have defender", "… it can attack as though …"
    despite_defender = seq(
        alt(word("it").value(This()), _affected_or_self), phrases("can attack as though it didn't have defender", "can attack as though they didn't have defender"),
    ).map(lambda v: [GrantKeywordsStatic(v[0], (Keyword.ATTACKS_DESPITE_DEFENDER,))])
    # "Goblin spells you cast", "Blue spells and red spells you cast", "Noncreature spells"
    caster = seq(
        spell_kinds,
        alt(phrase("you cast").value(Controller.YOU), phrase("your opponents cast").value(Controller.OPPONENT), pure(Controller.ANY)),
    )
    each_caster = phrase("each spell a player casts").value((ObjectFilter(zone=Zone.STACK), Controller.ANY))
    # 601.2f: "… for each other spell that player has cast this turn" (Damping Sphere).
    per_other_spell = phrase("for each other spell that player has cast this turn")
    subject = alt(
        seq(caster, opt(phrase("from anywhere other than your hand")), word("cost")).map(lambda v: (v[0], v[1] is not None)),
        seq(each_caster, word("costs")).map(lambda v: (v[0], False)),
    )
    cost_mod = seq(
        subject, kind(Kind.MANA).where(lambda t: t.text[1:-1].isdigit()), word("less", "more"), phrase("to cast"), opt(per_other_spell),
    ).map(lambda v: CostModifier(
        int(v[1].text[1:-1]) * (-1 if v[2] == "less" else 1), v[0][0][0], v[0][0][1],
        not_from_hand=v[0][1], per_other_spell=v[4] is not None,
    ))
    self_ = alt(
        seq(self_noun, phrase("can't attack alone")).value(KeywordLine(Keyword.CANT_ATTACK_ALONE)),  # 506.5
        seq(self_noun, phrase("can't block alone")).value(KeywordLine(Keyword.CANT_BLOCK_ALONE)),
        seq(self_noun, phrase("can't block")).value(KeywordLine(Keyword.CANT_BLOCK)),
        seq(self_noun, phrase("can't attack")).value(KeywordLine(Keyword.CANT_ATTACK)),
        seq(self_noun, phrase("can't be blocked except by"), number, phrase("or more creatures")).map(lambda v: BlockedByLine(v[2])),
        seq(self_noun, phrase("can't be blocked")).value(KeywordLine(Keyword.CANT_BE_BLOCKED)),
        seq(self_noun, phrase("can't be countered")).value(KeywordLine(Keyword.CANT_BE_COUNTERED)),
        seq(phrase("cast"), self_noun, phrase("only if"), if_condition).map(lambda v: CastOnlyIf(v[3])),  # 601.3
        seq(phrase("cast"), self_noun, phrase("only during the declare attackers step and only if you've been attacked this step")).value(
            CastOnlyIf(AttackedThisStep())
        ),
        # CR 402.2
        phrase("you have no maximum hand size").value(NoMaximumHandSize(Controller.YOU)),
        phrase("players have no maximum hand size").value(NoMaximumHandSize(Controller.ANY)),
        phrase("each player has no maximum hand size").value(NoMaximumHandSize(Controller.ANY)),
        # CR 702.11d, 702.18a: a player with hexproof or shroud
        seq(phrase("you have"), word("hexproof", "shroud")).map(lambda v: PlayerKeyword(Keyword(v[1]), Controller.YOU)),
        # CR 119.7
        phrase("your opponents can't gain life").value(NoLifeGainStatic(Controller.OPPONENT)),
        phrase("players can't gain life").value(NoLifeGainStatic(Controller.ANY)),
        phrase("you can't gain life").value(NoLifeGainStatic(Controller.YOU)),
        # 604.3a: "Ghostfire is colorless", "Transguild Courier is all colors" (characteristic-defining)
        seq(self_noun, word("is"), alt(word("colorless").value(frozenset()), phrase("all colors").value(frozenset(Color)))).map(
            lambda v: DefinesColors(v[2])
        ),
        seq(self_noun, phrase("attacks each combat if able")).value(KeywordLine(Keyword.ATTACKS_EACH_COMBAT)),
        seq(self_noun, phrase("isn't a creature")).value(RemoveTypesStatic(This(), frozenset({CardType.CREATURE}))),  # layer 4
        # "CARDNAME enters tapped unless you control a Mountain or a Forest", "… two or more basic
        # lands", "… two or fewer other lands" (614.1c, checked as it enters).
        # "… unless a player has 13 or less life", "… unless you have two or more opponents"
        seq(self_noun, phrase("enters tapped unless"), alt(phrase("you control") >> _unless_you_control(), if_condition.map(Not))).map(
            lambda v: StaticLine(EntersTapped(), v[2])
        ),
        # "As CARDNAME enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 119.4)
        seq(phrase("as"), self_noun, phrase("enters , you may pay"), number, phrase("life . if you don't , it enters tapped")).map(
            lambda v: EntersTapped(unless_life=v[3])
        ),
        # "This land enters tapped. As it enters, choose a color other than red." (two replacement effects, 614.1c, 614.12a)
        seq(self_noun, phrase("enters tapped ."), enters_choice).map(lambda v: [EntersTapped(), v[2]]),
        # "CARDNAME enters tapped with two charge counters on it" (Vivid lands, depletion lands):
        # two replacement effects on the same event (614.1c, 122.6)
        seq(self_noun, phrase("enters tapped with"), number, alt(kind(Kind.PT), kind(Kind.WORD)), word("counter", "counters"), phrase("on it")).map(
            lambda v: [EntersTapped(), EntersWithCounters(v[3].text, v[2])]
        ),
        seq(self_noun, phrase("enters tapped")).value(EntersTapped()),
        # "… enters with three +1/+1 counters on it", "… with a charge counter on it" (122.6; a kind
        # whose meaning the engine lacks is refused by the compiler's counter check)
        # "… enters with a +1/+1 counter on it if you attacked this turn" (614.1c: checked as it enters)
        seq(self_noun, phrase("enters with"), amount_literal, alt(kind(Kind.PT), kind(Kind.WORD)), word("counter", "counters"), phrase("on it if"), lazy(lambda: _condition)).map(
            lambda v: StaticLine(EntersWithCounters(v[3].text, X() if isinstance(v[2], XAmount) else v[2]), v[6])
        ),
        seq(self_noun, phrase("enters with"), amount_literal, alt(kind(Kind.PT), kind(Kind.WORD)), word("counter", "counters"), phrase("on it")).map(
            lambda v: EntersWithCounters(v[3].text, X() if isinstance(v[2], XAmount) else v[2])
        ),
        # "You may have CARDNAME enter with a +1/+1 counter on it" (614.12: chosen as it enters; unleash, 702.98a)
        # "… If you don't, it gains haste." (riot, 702.136a)
        seq(
            phrase("you may have"), self_noun, phrase("enter with"), number, alt(kind(Kind.PT), kind(Kind.WORD)), word("counter", "counters"), phrase("on it"),
            opt(seq(phrase(". if you don't , it gains"), keyword).map(lambda v: (v[1],))),
        ).map(lambda v: EntersWithCounters(v[4].text, v[3], optional=True, otherwise=v[7] or ())),
        # CR 702.138c: "CARDNAME escapes with N +1/+1 counters on it" — it enters with them if its
        # escape cost was paid (the permanent knows the cost paid to cast it, 400.7d)
        seq(self_noun, phrase("escapes with"), number, kind(Kind.PT), word("counter", "counters"), phrase("on it")).map(
            lambda v: StaticLine(EntersWithCounters(v[3].text, v[2]), CostPaid("escape"))
        ),
        # 708.11: "As this creature is turned face up, put five +1/+1 counters on it."
        seq(phrase("as"), self_noun, phrase("is turned face up , put"), number, kind(Kind.PT), phrase("counters on it")).map(
            lambda v: TurnedFaceUpWithCounters(v[4].text, v[3])
        ),
        seq(phrase("you may have"), self_noun, phrase("enter as a copy of any creature on the battlefield")).value(EntersAsCopy(ObjectFilter((CardTypes(CREATURE),)))),
        enters_choice,
        seq(self_noun, phrase("'s power and toughness are each equal to"), opt(number << word("plus")), _cda_amount).map(lambda v: PTEqualTo(v[3], plus=v[2] or 0)),
    )
    replacement = alt(
        seq(phrase("if you would gain life , you gain that much life plus"), number, word("instead")).map(lambda v: LifeGainPlus(v[1])),
        phrase("if you would gain life , you gain twice that much life instead").value(LifeGainTimes(2)),
        _draw_replacement(),
        phrase("if one or more tokens would be created under your control , twice that many of those tokens are created instead").value(TokenMultiplier(2)),
        phrase("if an effect would create one or more tokens under your control , it creates twice that many of those tokens instead").value(TokenMultiplier(2, effect_only=True)),
        phrase("if an effect would put one or more counters on a permanent you control , it puts twice that many of those counters on that permanent instead").value(CounterMultiplier(2)),
        phrase("if a card or token would be put into a graveyard from anywhere , exile it instead").value(GraveyardToExile()),
        seq(word("if"), self_noun, phrase("would be put into a graveyard from anywhere , exile it instead")).value(GraveyardToExile(only_this=True)),
        phrase("if you tap a permanent for mana , it produces twice as much of that mana instead").value(ManaMultiplier(2)),
        token_replacement,
    )
    from manastack.oracle.grammar.cost_modifiers import self_cost_modifier
    from manastack.oracle.grammar.deck_construction import deck_construction_static
    from manastack.oracle.grammar.extra_clauses import extra_static, kicked_static
    from manastack.oracle.grammar.opening_hand import opening_hand_static
    from manastack.oracle.grammar.skips import skip_static

    return alt(
        _combat_restriction_statics(), _enters_as_copy_unless_embalmed(), self_cost_modifier, extra_static, kicked_static, opening_hand_static, skip_static,
        deck_construction_static, self_, replacement, cost_mod,
        gets, has, has_quoted, must_attack, despite_defender, _game_outcome(), _play_lands_from(), _control_attached(), _type_statics(), _cant_be_countered(),
    )


def _cant_be_countered() -> Parser[StaticEffect | AbilityIR]:
    """CR 701.6a: "Creature spells you control can't be countered" (a permanent's static ability)
    and "If there are two or more instant and/or sorcery cards in your graveyard, this spell can't
    be countered" (the spell's own, functioning on the stack, 113.6g)."""
    from manastack.model.abilities import CantBeCountered

    return alt(
        seq(spell_kinds, phrase("can't be countered")).map(lambda v: CantBeCountered(v[0])),
        seq(word("if"), if_condition, phrase(","), self_noun, phrase("can't be countered")).map(lambda v: StaticLine(CantBeCountered(), v[1])),
    )


def _type_statics() -> Parser[list[StaticEffect]]:
    """Type-changing static abilities (layer 4): "Each land is a Swamp in addition to its other land
    types" (305.7: it keeps its land types and gains the Swamp's mana ability), "Forests you control
    are 1/1 green Elf creatures that are still lands" (205.1b; with its colors, layer 5, and base
    power and toughness, layer 7b)."""
    from manastack.model.abilities import BASIC_LAND_MANA, SetColorsStatic, SetPTStatic
    from manastack.model.types import CREATURE_TYPES
    from manastack.oracle.grammar.nouns import color_word

    affected = seq(opt(word("each", "all")), _affected).map(lambda v: v[1])
    land_type = subtype_word.where(lambda s: s in BASIC_LAND_MANA)
    adds_land_type = seq(
        affected, word("is", "are"), opt(word("a", "an")), land_type, phrases("in addition to its other land types", "in addition to their other land types"),
    ).map(lambda v: [AddTypesStatic(v[0], subtypes=(v[3],))])

    def still_lands(v: tuple[Any, ...]) -> list[StaticEffect]:
        what, _, (p, t), colors, subs, _, _ = v
        return [
            AddTypesStatic(what, (CardType.CREATURE.value,), tuple(subs)),
            *([SetColorsStatic(what, frozenset(colors))] if colors else []),
            SetPTStatic(what, p, t),
        ]

    are_creatures = seq(
        affected, word("are"), pt_mod, opt(list_of(color_word)), many(subtype_word.where(lambda s: s in CREATURE_TYPES)), word("creatures"), phrase("that are still lands"),
    ).map(still_lands)
    return alt(adds_land_type, are_creatures)


def _control_attached() -> Parser[StaticEffect]:
    """"You control enchanted creature." (CR 613.1b, layer 2)."""
    from manastack.model.abilities import ControlStatic

    return seq(phrase("you control enchanted"), word("creature", "permanent", "artifact", "land")).value(ControlStatic(AttachedTo()))


def _play_lands_from() -> Parser[StaticEffect]:
    """"You may play lands from your graveyard" / "from the top of your library" (CR 305.1: a
    permission to play land cards from another zone), "… from among cards exiled with CARDNAME" (607.2a), "you may play an additional land on each of
    your turns" (305.2), and the top card of the library made visible (401.2)."""
    from manastack.model.abilities import AdditionalLandEachTurn, PlayExiledWithThis, PlayLandsFrom, TopOfLibraryVisible

    zone = alt(phrase("your graveyard").value(Zone.GRAVEYARD), phrase("the top of your library").value(Zone.LIBRARY))
    return alt(
        seq(phrase("you may play lands from"), zone).map(lambda v: PlayLandsFrom(v[1])),
        seq(phrase("you may play lands and cast spells from among cards exiled with"), self_noun).value(PlayExiledWithThis()),  # 607.2a
        phrase("you may play an additional land on each of your turns").value(AdditionalLandEachTurn()),  # 305.2
        phrase("play with the top card of your library revealed").value(TopOfLibraryVisible(to_all=True)),
        phrase("you may look at the top card of your library any time").value(TopOfLibraryVisible(to_all=False)),
    )


def _draw_replacement() -> Parser[DrawReplacement]:
    """Card-draw replacement effects (CR 121.6, 614.1a, 614.11): "If you would draw a card [except
    the first one you draw in each of your draw steps], draw N cards instead" (Bard, King of Dale,
    Thought Reflection), and "If an opponent would draw a card [except the first one they draw in
    each of their draw steps], instead that player skips that draw and you draw a card" (Notion
    Thief): the replacing draws are made by the effect's controller (``redirect``)."""
    yours = seq(
        phrase("if you would draw a card"),
        opt(phrase("except the first one you draw in each of your draw steps")),
        phrase(", draw"), number, phrase("cards instead"),
    ).map(lambda v: DrawReplacement(v[3], v[1] is not None))
    stolen = seq(
        phrase("if an opponent would draw a card"),
        opt(phrase("except the first one they draw in each of their draw steps")),
        phrase(", instead that player skips that draw and you draw"),
        alt(phrase("a card").value(1), seq(number, phrase("cards")).map(lambda v: v[0])),
    ).map(lambda v: DrawReplacement(v[3], v[1] is not None, Controller.OPPONENT, redirect=True))
    return alt(yours, stolen)


def _combat_restriction_statics() -> Parser[Any]:
    """Static restrictions (CR 508.1c, 509.1b): "Enchanted creature can't attack or block",
    "CARDNAME can't block unless you control a Goblin or Orc"; "Enchanted creature is a Spirit and
    can't attack or block" (layer 4, 205.1a: the creature type replaces the others) — a list of
    two effects; and a power- or toughness-only characteristic-defining ability ("CARDNAME's power
    is equal to the number of cards in your hand", 604.3, layer 7a). A plain "CARDNAME can't
    block" stays the keyword-like restriction of ``self_``."""
    from manastack.model.abilities import (
        ActivationRestriction,
        CombatRequirement,
        CombatRestriction,
        RemoveAllAbilitiesStatic,
        SetCreatureTypesStatic,
        SetPTStatic,
    )
    from manastack.model.types import CREATURE_TYPES

    what = alt(phrase("attack or block").value((True, True)), word("block").value((False, True)), word("attack").value((True, False)))
    unless = seq(word("unless"), lazy(lambda: _condition)).map(lambda v: v[1])
    self_unless = seq(self_noun, phrase("can't"), what, unless).map(lambda v: CombatRestriction(This(), v[2][0], v[2][1], v[3]))
    self_both = alt(
        # CR 506.5
        seq(self_noun, phrase("can't attack or block alone")).value(GrantKeywordsStatic(This(), (Keyword.CANT_ATTACK_ALONE, Keyword.CANT_BLOCK_ALONE))),
        seq(self_noun, phrase("can't attack or block")).value(CombatRestriction(This(), True, True)),
    )
    # CR 602.5: "Enchanted creature can't attack or block, and its activated abilities can't be
    # activated [unless they're mana abilities]" (Arrest, Faith's Fetters); "Enchanted creature's
    # activated abilities can't be activated"
    no_activation = seq(phrase("activated abilities can't be activated"), opt(phrase("unless they're mana abilities"))).map(lambda v: v[1] is not None)
    others_and_no_activation = seq(_affected, phrase("can't"), what, phrase(", and its"), no_activation).map(
        lambda v: [CombatRestriction(v[0], v[2][0], v[2][1]), ActivationRestriction(v[0], v[4])]
    )
    only_no_activation = seq(phrases("enchanted creature's", "enchanted permanent's", "equipped creature's"), no_activation).map(
        lambda v: ActivationRestriction(AttachedTo(), v[1])
    )
    others = seq(_affected, phrase("can't"), what, opt(unless)).map(lambda v: CombatRestriction(v[0], v[2][0], v[2][1], v[3]))
    creature_type = subtype_word.where(lambda t: t in CREATURE_TYPES)
    # "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities"
    # (layers 4, 7b and 6: 613.1d, 613.4b, 613.1f)
    base_pt = seq(phrase("with base power and toughness"), pt_mod).map(lambda v: v[1])
    also = alt(
        seq(phrase("and can't"), what).map(lambda v: lambda a: CombatRestriction(a, v[1][0], v[1][1])),
        phrase("and loses all abilities").value(RemoveAllAbilitiesStatic),
    )

    def is_a_effects(v: tuple[Any, ...]) -> list[StaticEffect]:
        affected, _, _, subtypes, pt, more = v
        pt_part: list[StaticEffect] = [SetPTStatic(affected, pt[0], pt[1])] if pt is not None else []
        return [SetCreatureTypesStatic(affected, tuple(subtypes)), *pt_part, *([more(affected)] if more is not None else [])]

    is_a = seq(_affected, word("is"), word("a", "an"), many(creature_type, 1), opt(base_pt), opt(also)).map(is_a_effects)
    pt = alt(
        seq(self_noun, phrase("'s power is equal to"), _cda_amount).map(lambda v: PTEqualTo(v[2], True, False)),
        seq(self_noun, phrase("'s toughness is equal to"), _cda_amount).map(lambda v: PTEqualTo(v[2], False, True)),
    )
    # CR 502.3: "[affected] doesn't untap during its controller's untap step".
    # 508.1d, 509.1c: "Enchanted creature attacks each combat if able", "CARDNAME attacks or blocks
    # each combat if able".
    does = alt(phrase("attacks or blocks").value((True, True)), word("blocks").value((False, True)), word("attacks").value((True, False)))
    requirement = seq(_affected_or_self, does, phrase("each combat if able")).map(lambda v: CombatRequirement(v[0], v[1][0], v[1][1]))
    doesnt_untap = seq(
        alt(self_noun.value(This()), _affected), phrases(
            "doesn't untap during its controller's untap step", "doesn't untap during your untap step",
            "don't untap during their controllers' untap steps", "don't untap during your untap step",
        ),
    ).map(lambda v: DoesntUntap(v[0]))
    # "CARDNAME doesn't untap during your untap step if it has a depletion counter on it" (502.3:
    # the condition is checked as the untap step determines which permanents untap)
    untap_unless = seq(self_noun, phrase("doesn't untap during your untap step if"), lazy(lambda: _as_long_as_condition)).map(
        lambda v: StaticLine(DoesntUntap(This()), v[2])
    )
    may_not_untap = seq(phrase("you may choose not to untap"), self_noun, phrase("during your untap step")).value(DoesntUntap(This(), optional=True))
    from manastack.oracle.grammar.auras import umbra_armor
    from manastack.oracle.grammar.blocking import blocking_statics

    return alt(_block_restrictions(), blocking_statics(_affected_or_self), umbra_armor, self_unless, self_both, is_a, others_and_no_activation, only_no_activation, others, pt, requirement, untap_unless, doesnt_untap, may_not_untap)


def _block_restrictions() -> Parser[StaticEffect]:
    """Which creatures may block which (CR 509.1b): "CARDNAME can't be blocked by [filter]",
    "… can't be blocked except by [filter]", "CARDNAME can block only [filter]", "CARDNAME can't
    block [filter]"; and "CARDNAME can't attack unless defending player controls [a filter]"
    (508.1c)."""
    from manastack.model.abilities import AttackUnlessDefenderControls, BlockRestriction

    blockers = and_or_filter
    a_filter = seq(word("a", "an"), object_filter).map(lambda v: v[1])
    return alt(
        seq(self_noun, phrase("can't be blocked by"), blockers).map(lambda v: BlockRestriction(v[2])),
        seq(self_noun, phrase("can't be blocked except by"), blockers).map(lambda v: BlockRestriction(v[2], only=True)),
        seq(self_noun, phrase("can block only"), blockers).map(lambda v: BlockRestriction(v[2], on_blocker=True, only=True)),
        seq(self_noun, phrase("can't block"), blockers).map(lambda v: BlockRestriction(v[2], on_blocker=True)),
        # "Creatures with power less than CARDNAME's power can't block it."
        seq(blockers, phrase("can't block"), alt(word("it"), self_noun)).map(lambda v: BlockRestriction(v[0])),
        seq(self_noun, phrase("can't attack unless defending player controls"), a_filter).map(
            lambda v: AttackUnlessDefenderControls(v[2].having(ControllerIs(Controller.YOU)))
        ),
    )


def _enters_as_copy_unless_embalmed() -> Parser[StaticEffect]:
    """"You may have CARDNAME enter as a copy of any creature on the battlefield, except if CARDNAME
    was embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its other
    types." (CR 707.9b, 702.128)."""
    from manastack.model.effects import EMBALM_EXCEPTIONS

    return seq(
        phrase("you may have"), self_noun, phrase("enter as a copy of any creature on the battlefield , except if"), self_noun,
        phrase("was embalmed , the token has no mana cost , it's white , and it's a zombie in addition to its other types"),
    ).value(EntersAsCopy(ObjectFilter((CardTypes(CREATURE),)), if_embalmed=EMBALM_EXCEPTIONS))


def _game_outcome() -> Parser[StaticEffect]:
    """"You can't lose the game", "your opponents can't win the game", or both joined by "and"
    (CR 104.2b, 104.3)."""
    from manastack.model.abilities import CantLoseOrWin

    who = alt(phrase("you").value(Controller.YOU), phrases("your opponents", "each opponent").value(Controller.OPPONENT))
    part = seq(who, phrase("can't"), word("lose", "win"), phrase("the game"))

    def make(parts: list[tuple[Any, ...]]) -> StaticEffect | None:
        lose = [p[0] for p in parts if p[2] == "lose"]
        win = [p[0] for p in parts if p[2] == "win"]
        if len(lose) > 1 or len(win) > 1:
            return None
        return CantLoseOrWin(lose[0] if lose else None, win[0] if win else None)

    return sep_by(part, word("and")).map(make).where(lambda e: e is not None)  # type: ignore[return-value]


static: Parser[Any] = seq(_statics(), opt(word("."))).map(lambda v: v[0])


def _two_kickers() -> Parser[list[AbilityIR]]:
    """CR 702.33f: "Kicker {1}{G} and/or {2}{U}" — two kicker costs, each optional, each named by its
    cost (702.33e: "kicked with its {1}{G} kicker")."""
    from manastack.oracle.ir import KickerLine

    return seq(word("kicker"), mana_run, phrase("and / or"), mana_run).map(
        lambda v: [KickerLine(Cost(mana=m), name=f"kicker {m.text()}") for m in (v[1], v[3])]
    )


_keyword_line_full: Parser[list[AbilityIR]] = alt(_two_kickers() << opt(word(".")), keyword_line << opt(word(".")))


additional_cost_line: Parser[AbilityIR] = seq(
    phrase("as an additional cost to cast"), self_noun, phrase(","), cost, opt(word(".")),
).where(lambda v: v[3][1] is None).map(lambda v: AdditionalCostLine(v[3][0]))
"""CR 118.8: a mandatory additional cost of a spell ("…, sacrifice an artifact or creature")."""


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}
_chapter_symbols: Parser[list[int]] = sep_by(
    kind(Kind.WORD).where(lambda t: t.text in _ROMAN).map(lambda t: _ROMAN[t.text]), phrase(","),
) << phrase("—")


def parse_chapters(toks: Line) -> list[AbilityIR] | None:
    """A Saga's chapter line (CR 714.2): "{rN} — [effect]" is the triggered ability "When one or
    more lore counters are put onto this Saga, if the number of lore counters on it was less than N
    and became at least N, [effect]" (714.2b); "{rN1}, {rN2} — [effect]" is one such ability per
    chapter number (714.2c). None if the line doesn't start with chapter symbols."""
    r = _chapter_symbols(toks, 0)
    if r is None:
        return None
    body = parse_body(toks[r[1]:])
    return [
        TriggeredLine(TriggerCondition(TriggerEvent.COUNTERS_PUT, (AboutThis(), ChapterReached(n))), body, None, True)
        for n in r[0]
    ]


_self_state = alt(
    word("attacking").value(IsAttacking()), word("blocking").value(IsBlocking()),
    word("untapped").value(IsTapped(False)), word("tapped").value(IsTapped()),
)
_as_long_as_condition: Parser[Condition] = alt(
    _condition, if_condition,
    # "as long as it's attacking", "as long as this creature is untapped": the source's own state.
    seq(alt(word("it's"), seq(self_noun, word("is"))), _self_state).map(lambda v: IsA(This(), ObjectFilter((v[1],)))),
    # "as long as it has a +1/+1 counter on it", "… has no ice counters on it": the source's counters.
    seq(alt(word("it"), self_noun), word("has"), alt(word("a", "an").value(1), number << phrase("or more")), _counter_kind, phrases("counter on it", "counters on it")).map(
        lambda v: SourceHasCounters(v[3], v[2])
    ),
    seq(alt(word("it"), self_noun), phrase("has no"), _counter_kind, phrase("counters on it")).map(lambda v: Not(SourceHasCounters(v[2]))),
)


def _alternative_cost_line() -> Parser[AbilityIR]:
    """CR 118.9: a spell's own alternative cost, "You may [cost] rather than pay this spell's mana
    cost", where the cost's components are joined by "and" ("pay 1 life and exile a blue card from
    your hand"); "If [condition], you may …" (or "If [condition], rather than pay this spell's mana
    cost, you may …") offers it only while the condition holds (118.9, 601.2b)."""
    from manastack.oracle.grammar.cost_modifiers import spell_cost_item
    from manastack.oracle.ir import AlternativeCostLine

    cost = sep_by(spell_cost_item(), alt(phrase(","), word("and"), phrase(", and"))).map(combine_costs).where(lambda c: c[1] is None).map(lambda c: c[0])
    rather = seq(phrase("rather than pay"), self_noun, word("'s"), phrase("mana cost"))
    cond = opt(seq(word("if"), _as_long_as_condition, phrase(",")).map(lambda v: v[1]))
    return alt(
        seq(cond, phrase("you may"), cost, rather, opt(word("."))).map(lambda v: AlternativeCostLine(v[2], v[0])),
        seq(cond, rather, phrase(", you may"), cost, opt(word("."))).map(lambda v: AlternativeCostLine(v[3], v[0])),
        # "If you control a commander, you may cast this spell without paying its mana cost" (118.9:
        # casting it without paying its mana cost is an alternative cost — nothing to pay)
        seq(cond, phrase("you may cast"), self_noun, phrase("without paying its mana cost"), opt(word("."))).map(lambda v: AlternativeCostLine(Cost(), v[0])),
    )


alternative_cost_line = _alternative_cost_line()


def _as_long_as(toks: Line) -> list[AbilityIR] | None:
    """"This creature gets +1/+1 as long as you control a Mountain", "As long as it's your turn,
    creatures you control have first strike": a static ability whose effect applies only while
    the condition holds (CR 611.3a: checked continuously, not locked in)."""
    at = next((i for i in range(len(toks)) if phrase("as long as")(toks, i) is not None), None)
    if at is None:
        during = phrase("during your turn ,")(toks, 0)
        if during is None:
            return None
        # "During your turn, CARDNAME has first strike": the same static ability, while it's your turn.
        body = toks[during[1]:-1] if toks and toks[-1].text == "." else toks[during[1]:]
        st0 = parse_all(static, body)
        if st0 is None:
            return None
        return _conditional_statics(st0, YourTurn())
    body = toks[:-1] if toks and toks[-1].text == "." else toks
    if at == 0:
        comma = next((i for i, t in enumerate(body) if t.text == ","), None)
        if comma is None:
            return None
        cond_toks, static_toks = body[3:comma], body[comma + 1:]
    else:
        static_toks, cond_toks = body[:at], body[at + 3:]
    if parse_all(seq(self_noun, phrase("is paired with another creature")), cond_toks) is not None:
        return _while_paired(cond_toks[0], static_toks)
    cond = parse_all(_as_long_as_condition, cond_toks)
    st = parse_all(static, static_toks)
    if cond is None or st is None:
        return None
    return _conditional_statics(st, cond)


def _max_speed(toks: Line, abilities: list[AbilityIR]) -> list[AbilityIR]:
    """CR 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has
    '[Ability]'": the ability exists only while its controller (its owner, for a card in another
    zone, 702.178b) has max speed — a static ability applies only then (611.3a), an activated
    ability can be activated only then, a triggered ability triggers only then."""
    cond = SpeedAtLeast(MAX_SPEED)
    out: list[AbilityIR] = []
    for a in abilities:
        if isinstance(a, Unsupported):
            out.append(a)
        elif isinstance(a, KeywordLine):
            out.append(StaticLine(GrantKeywordsStatic(This(), (a.keyword,)), cond))
        elif isinstance(a, StaticLine) and a.condition is None and isinstance(a.effect, _CONDITIONAL_STATIC_EFFECTS):
            out.append(replace(a, condition=cond))
        elif isinstance(a, ActivatedLine) and a.condition is None:
            out.append(replace(a, condition=cond))
        elif isinstance(a, TriggeredLine) and a.trigger.constraint(While) is None:
            out.append(replace(a, trigger=replace(a.trigger, constraints=(*a.trigger.constraints, While(cond)))))
        else:
            return [unsupported(toks)]
    return out


#: The static effects whose ability's condition the layer system checks (613, rules.layers).
_CONDITIONAL_STATIC_EFFECTS = (ModifyPTStatic, GrantKeywordsStatic, GrantAbilitiesStatic, AddTypesStatic, RemoveTypesStatic)


def _conditional_statics(st: Any, cond: Condition) -> list[AbilityIR] | None:
    """Static abilities that apply only while ``cond`` holds (CR 611.3a)."""
    if isinstance(st, KeywordLine):
        st = GrantKeywordsStatic(This(), (st.keyword,))  # "this creature can't block as long as …"
    effects = st if isinstance(st, list) else [st]
    # Only effects the layer system applies check a static ability's condition (613, rules.layers).
    if not all(isinstance(e, _CONDITIONAL_STATIC_EFFECTS) for e in effects):
        return None
    return [StaticLine(e, cond) for e in effects]


def _while_paired(self_tok: Any, static_toks: Line) -> list[AbilityIR] | None:
    """Soulbond's pair bonus (CR 702.95a): "As long as CARDNAME is paired with another creature,
    both creatures have haste / each of those creatures gets +2/+2 / … has "ability"": a static
    ability of this creature that affects it and the creature it is paired with."""
    r = phrases("both creatures", "each of those creatures")(static_toks, 0)
    if r is None:
        return None
    rest = list(static_toks[r[1]:])
    if rest and rest[0].text == "have":
        rest[0] = replace(rest[0], text="has", raw="has")
    st = parse_all(static, (self_tok, *rest))
    if st is None:
        return None
    effects = st if isinstance(st, list) else [st]
    out: list[AbilityIR] = []
    for e in effects:
        if not isinstance(e, (ModifyPTStatic, GrantKeywordsStatic, GrantAbilitiesStatic)) or e.affected != This():
            return None
        out.append(StaticLine(replace(e, affected=ThisAndPaired()), Paired()))
    return out


def _keyword_list_with_written_out(toks: Line, is_spell: bool) -> list[AbilityIR] | None:
    """"Flying, trample, rampage 2", "Trample, haste, annihilator 1": a keyword list in which some
    keywords stand for abilities written out in their rules (:data:`KEYWORD_ABILITIES`, …) — each
    item read on its own. None unless every item is a keyword."""
    body = toks[:-1] if toks and toks[-1].text == "." else toks
    cuts = [i for i, t in enumerate(body) if t.kind is Kind.PUNCT and t.text in (",", ";")]
    parts: list[Line] = [body[a + 1:b] for a, b in zip([-1, *cuts], [*cuts, len(body)])]
    if len(parts) < 2 or not all(parts) or not any(_keyword_ability_text(p) is not None for p in parts):
        return None
    out: list[AbilityIR] = []
    for part in parts:
        if _keyword_ability_text(part) is not None:
            out += parse_line(part, is_spell)
            continue
        kws: list[AbilityIR] | None = parse_all(keyword_line, part)
        if kws is None:
            return None
        out += kws
    return out


def parse_line(toks: Line, is_spell: bool) -> list[AbilityIR]:
    """The abilities of one line (CR 113): chapters, keywords, triggered, activated, static, or
    spell effects."""
    chapters = parse_chapters(toks)
    if chapters is not None:
        return chapters
    max_speed = phrase("max speed —")(toks, 0)
    if max_speed is not None:
        return _max_speed(toks, parse_line(toks[max_speed[1]:], is_spell))
    expansion = _keyword_ability_text(toks)
    if expansion is not None:
        kept = [KeywordLine(k) for k in WRITTEN_OUT_KEYWORDS if k.value == " ".join(t.text for t in toks)]  # seen by filters
        return kept + [a for part in expansion.split("\n") for a in parse_line(tokenize(part), is_spell)]
    kws: list[AbilityIR] | None = parse_all(_keyword_line_full, toks)
    if kws is not None:
        return kws
    mixed = _keyword_list_with_written_out(toks, is_spell)
    if mixed is not None:
        return mixed
    # a spell's "When you next cast …, [effect]" is its effect: a delayed triggered ability (603.7)
    if toks and toks[0].text in ("when", "whenever", "at") and not (is_spell and _next_cast(toks, 0) is not None):
        trig = parse_triggered(toks)
        return trig if trig is not None else [unsupported(toks, "trigger")]
    colon = next((i for i, t in enumerate(toks) if t.kind is Kind.PUNCT and t.text == ":"), None)
    quote = next((i for i, t in enumerate(toks) if t.text == '"'), len(toks))
    if colon is not None and colon < quote:
        return _alternative_costs(toks, colon) or [parse_activated(toks, colon)]
    extra = parse_all(additional_cost_line, toks)
    if extra is not None:
        return [extra]
    from manastack.oracle.grammar.cost_modifiers import additional_cost_choice_line

    choice = parse_all(additional_cost_choice_line(), toks)
    if choice is not None:
        return [choice]
    alternative = parse_all(alternative_cost_line, toks)
    if alternative is not None:
        return [alternative]
    conditional = _as_long_as(toks)
    if conditional is not None:
        return conditional
    st = parse_all(static, toks)
    if st is not None:
        if isinstance(st, (KeywordLine, BlockedByLine, StaticLine)):
            return [st]
        if isinstance(st, list):
            return [StaticLine(e) for e in st]  # one sentence, several effects ("is a Spirit and can't …")
        return [StaticLine(st)]
    if is_spell:
        from manastack.oracle.ir import SpellLine

        return [SpellLine(parse_body(toks))]
    return [unsupported(toks)]


ability_line.define(Parser(lambda toks, pos: (parse_line(toks[pos:], False), len(toks))))


#: The conditions an intervening "if" clause (603.4) reads — also a Case's "To solve" condition (719.3a).
condition_clause: Parser[Condition] = _as_long_as_condition

__all__ = ["condition_clause", "parse_line", "parse_body", "AttachedNoun", "SUBTYPES", "subtype_word"]
