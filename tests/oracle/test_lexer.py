"""The lexer: reminder text, ability words, bullets, self-references, token kinds."""

from __future__ import annotations

from manastack.oracle.lexer import Kind, ability_lines, lines, self_names, shape, substitute_self, tokenize


def test_reminder_text_is_removed() -> None:
    assert lines("Menace (This creature can't be blocked except by two or more creatures.)") == ["Menace"]
    assert lines("({T}: Add {G}.)") == []


def test_ability_words_are_dropped_but_choose_one_is_kept() -> None:
    assert lines("Landfall — Whenever a land you control enters, draw a card.") == ["Whenever a land you control enters, draw a card."]
    assert lines("Choose one —\n• Draw a card.\n• Scry 2.") == ["Choose one — • Draw a card. • Scry 2."]


def test_self_references_full_short_and_this() -> None:
    names = self_names("Bilbo, Luckwearer", legendary=True)
    assert lines("Bilbo can't be blocked.", names) == ["~ can't be blocked."]
    assert lines("Gollum can't block.", self_names("Gollum the Abandoned", True)) == ["~ can't block."]
    assert lines("Lightning Bolt deals 3 damage to any target.", self_names("Lightning Bolt", False)) == ["~ deals 3 damage to any target."]
    toks = tokenize("When this creature enters, draw a card.")
    assert toks[1].kind is Kind.SELF and toks[2].text == "enters"
    assert tokenize("this turn")[0].kind is Kind.WORD  # "this turn" is not a self-reference


def test_the_name_is_replaced_only_as_a_whole_word_and_not_before_another_cards_possessive() -> None:
    assert substitute_self("Nissa's Chosen enters. Nissa's power. Nissa_ xNissa 'Nissa Nissa", ["Nissa"]) == (
        "Nissa's Chosen enters. ~'s power. Nissa_ xNissa 'Nissa ~"
    )
    assert substitute_self("aaa", ["aa"]) == "aaa"


def test_short_name_only_for_legendary_cards() -> None:
    assert self_names("Bilbo's Deadly Slice", legendary=False) == ["Bilbo's Deadly Slice"]


def test_token_kinds() -> None:
    toks = tokenize("{2}{W}, {T}: Target creature gets +2/+2 until end of turn.")
    kinds = [t.kind for t in toks[:5]]
    assert kinds == [Kind.MANA, Kind.MANA, Kind.PUNCT, Kind.MANA, Kind.PUNCT]
    assert any(t.kind is Kind.PT and t.text == "+2/+2" for t in toks)
    assert tokenize("-2: Draw a card.")[0].kind is Kind.LOYALTY
    assert tokenize("0: Draw a card.")[0].kind is Kind.LOYALTY  # a [0] loyalty cost, CR 606.4
    assert tokenize("Draw 2 cards.")[1].kind is Kind.NUM
    assert [t.text for t in tokenize("Creatures get -1/-1")] == ["creatures", "get", "-1/-1"]


def test_printed_text_is_kept_beside_the_substituted_line() -> None:
    assert ability_lines("Bilbo can't be blocked.", ["Bilbo"]) == [("Bilbo can't be blocked.", "~ can't be blocked.")]


def test_shape_normalises_numbers_mana_and_name() -> None:
    assert shape(tokenize("~ deals 3 damage to any target.")) == "CARDNAME deals N damage to any target."
    assert shape(tokenize("{2}{G}: Scry 1.")) == "{M} {M}: scry N."
