"""Actions as text a player reads (and ``Game.parse_action`` reads back): "Cast Lightning Bolt",
"Attack bob with Grizzly Bears", "Activate Llanowar Elves: {T}: Add {G}." An ability is named by
its text among the object's current abilities (CR 613.1f: granted abilities included)."""

from __future__ import annotations

from manastack.actions import (
    Action,
    Activate,
    Answer,
    AssignDamage,
    AutoPay,
    Cancel,
    CastSpell,
    Choose,
    ChooseManaType,
    ChooseMode,
    ChooseNumber,
    ChooseValue,
    Concede,
    Decision,
    DeclareAttacker,
    DeclareBlocker,
    Divide,
    Done,
    ExileFromHand,
    Pass,
    PayFromPool,
    PlayLand,
    TurnFaceUp,
)
from manastack.mana import key_text
from manastack.rules.face_down import face_up_cost
from manastack.rules.layers import chars
from manastack.state.game_state import GameState


def option_text(d: Decision, i: int, state: GameState) -> str:
    """The text of option ``i`` of a decision: its label if the decision gives one, else the
    action's description."""
    if d.labels:
        return d.labels[i]
    return describe(d.options[i], state)


def describe(action: Action, state: GameState) -> str:
    """Readable text of an action, using object and player names."""
    n = state.name_of
    match action:
        case Pass():
            return "Pass priority"
        case PlayLand(card, other):
            back = state.objects[card].card.back_face
            return f"Play {back.name} (back face of {n(card)})" if other and back is not None else f"Play {n(card)}"
        case CastSpell(card, other, alt):
            o = state.objects[card]
            if other and o.card.adventure is not None:
                text = f"Cast {o.card.adventure.name} (Adventure of {o.card.name})"
            elif o.card.halves is not None:
                text = f"Cast {o.card.face_to_cast(other).name} ({o.card.name})"
            elif other and o.card.other_face is not None:
                text = f"Cast {o.card.other_face.name} (back face of {o.card.name})"
            else:
                text = f"Cast {o.card.name}"
            if alt:
                text += " without paying its mana cost" if alt == "without paying its mana cost" else f" with {alt}"
            return text
        case ExileFromHand(card, keyword):
            return f"{keyword.capitalize()} {state.objects[card].card.name}"
        case TurnFaceUp(permanent, mana_cost):
            # 708.5: only its controller, who may look at it, is offered this
            o = state.objects[permanent]
            cost = face_up_cost(o, mana_cost)
            return f"Turn {o.card.name} face up" + (f" for {cost.text()}" if cost is not None else "")
        case Activate(source, index):
            abilities = chars(state, source).abilities  # the index is into the current abilities (layer 6)
            ab = abilities[index] if index < len(abilities) else None
            text = getattr(ab, "text", "") or f"ability {index + 1}"
            return f"Activate {n(source)}: {text}"
        case Choose(i):
            return n(i)
        case ChooseNumber(v):
            return str(v)
        case ChooseMode(i):
            return f"Mode {i + 1}"
        case ChooseManaType(t):
            return "{" + t + "}"
        case ChooseValue(v):
            return v
        case Answer(yes):
            return "Yes" if yes else "No"
        case Done():
            return "Done"
        case DeclareAttacker(a, d):
            return f"Attack {n(d)} with {n(a)}"
        case DeclareBlocker(b, a):
            return f"Block {n(a)} with {n(b)}"
        case AssignDamage(a, assignment):
            parts = ", ".join(f"{amt} to {n(r)}" for r, amt in assignment)
            return f"{n(a)} assigns {parts}"
        case Divide(division):
            return ", ".join(f"{amt} to {n(r)}" for r, amt in division)
        case PayFromPool(types):
            return "Pay " + "".join(key_text(t) for t in types) + " from mana pool"
        case AutoPay():
            return "Pay automatically"
        case Cancel():
            return "Cancel"
        case Concede():
            return "Concede"
    raise TypeError(f"not an action: {action!r}")


__all__ = ["describe", "option_text"]
