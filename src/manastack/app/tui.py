"""``manastack play``: a human against the AI in the terminal (rich).

Each time the human must decide, the screen shows what happened since their last decision (the
opponent's plays), the board when it changed (life, library, hand, graveyard; each battlefield
with tapped state, power/toughness, counters and attachments; the stack; the turn and step), and
the numbered legal actions. In a Commander game (CR 903) each player's rows also show their
commanders in the command zone with the tax to cast them again (903.8) and the combat damage each
commander has dealt them (903.10a), read from what the human may know (:meth:`Game.observe`).
The actions are a menu (:mod:`manastack.app.menu`): 0 passes, identical actions are one line, the
lands' mana abilities are left out. The answer is a number or the action's text (read by
:mod:`manastack.answers`); ``card NAME`` or ``card N`` prints a card's text
(:mod:`manastack.app.card_text`; the board numbers cards, each keeping its number); ``log`` shows
the game's events with rule citations, ``board`` redraws, ``mana`` lists the lands' mana
abilities, ``wait`` passes until something happens, ``stops`` shows or sets where the human is
asked for priority, ``pay manual``/``pay auto`` how mana is paid (:mod:`manastack.app.stops`),
``help`` lists the commands, ``concede`` ends the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rich.console import Console
from rich.table import Table
from rich.text import Text

from manastack.actions import Action, AutoPay, Concede, DecisionKind, Pass
from manastack.ai import Player
from manastack.app.card_text import CardNumbers, card_text, permanent_line, permanents_of
from manastack.app.events import HEADERS, cited, sentence, shown, step_name
from manastack.app.menu import Menu, menu, prompt_title
from manastack.app.runner import apply_recorded
from manastack.app.stops import Stops, StopsError, Waiting, nothing_to_do, usage
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.observation import Observation, PlayerView
from manastack.rules.commander import COMMANDER_DAMAGE_LIMIT, TAX_PER_CAST
from manastack.rules.layers import chars
from manastack.state.game_state import Next

HELP = (
    "Answer with the number of an action or its text, or the start of it (1, 'Cast Lightning Bolt', "
    "'cast light'); 0, 'pass' or 'p' passes, 'ok' is Done, 'auto' pays automatically. "
    "wait — pass until something happens (an opponent's spell or ability, a decision such as "
    "blocking, or your next turn). "
    "Commands: card NAME or card N — a card's text (N: its #number on the board); "
    "log [N|all] — the game's events with rule citations; board — show the board; "
    "mana — your lands' mana abilities (tap one by its text to pay by hand); "
    "pay manual|auto — choose the lands for each cost, or let them be chosen; "
    "stops [your:STEPS their:STEPS] — where you are asked when you could act "
    f"({usage()}); help — this text; concede — give up."
)


def commander_rows(obs: Observation, player: PlayerView) -> list[tuple[str, Text]]:
    """A player's Commander rows (CR 903): each commander, where it is, and the times they have
    cast it from the command zone with the tax the next cast costs (903.8); the combat damage each
    commander has dealt them (903.10a, 21 loses the game)."""
    rows = []
    if player.commanders:
        casts = dict(player.commander_casts)
        home = {c.name for c in obs.command if c.owner == player.id}
        parts = []
        for name in player.commanders:
            n = casts.get(name, 0)
            where = "in the command zone" if name in home else "out of the command zone"
            parts.append(f"{name} ({where}; cast {n} time{'s' if n != 1 else ''}, tax {{{TAX_PER_CAST * n}}})")
        rows.append(("commander", Text("; ".join(parts), style="magenta")))
    if player.commander_damage:
        taken = ", ".join(f"{name} ({owner}) {n}" for name, owner, n in player.commander_damage)
        rows.append(("cmdr damage", Text(f"{taken} (of {COMMANDER_DAMAGE_LIMIT})", style="magenta")))
    return rows


def standings(obs: Observation) -> str:
    """The table in one line (``watch`` prints it as each turn begins): each player's life and
    poison counters (CR 119.1, 122.1f) or that they have left the game (800.4a); in a Commander
    game, the tax on their commanders' next cast (903.8), the
    commander damage they have taken by the commander's owner (903.10a; with the commander's name
    where one owner's two partners have both dealt some)."""
    parts = []
    for p in obs.players:
        if p.left_game or p.lost:
            parts.append(f"{p.name} left the game")
            continue
        casts = dict(p.commander_casts)
        notes = [f"{p.poison} poison"] if p.poison else []
        notes += ["tax " + "/".join(f"{{{TAX_PER_CAST * casts.get(name, 0)}}}" for name in p.commanders)] if p.commanders else []
        owners = [owner for _, owner, _ in p.commander_damage]
        taken = [f"{n} from {owner}" + (f" ({name})" if owners.count(owner) > 1 else "") for name, owner, n in p.commander_damage]
        notes += [f"commander damage {', '.join(taken)}"] if taken else []
        parts.append(f"{p.name} {p.life} life" + (f" ({'; '.join(notes)})" if notes else ""))
    return " · ".join(parts)


def board(game: Game, viewer: int, numbers: CardNumbers | None = None) -> Table:
    """The whole board as a rich table, the opponents on top (in turn order from ``viewer``; one
    who has left the game is marked so) and ``viewer`` below; in a Commander game, each player's
    :func:`commander_rows`. Cards are numbered by ``numbers`` (by default, afresh)."""
    state = game.state
    obs = game.observe(viewer)
    table = Table(show_header=False, expand=True, box=None, padding=(0, 1))
    table.add_column("what", style="dim", width=12)
    table.add_column("detail")
    whose = "your" if state.active == viewer else f"{state.players[state.active].name}'s"
    when = "before the game: mulligans" if state.next is Next.MULLIGANS else f"{state.turn} ({whose} turn), {step_name(state.step.value)}"
    table.add_row("turn", Text(when, style="bold"))
    order = [state.players[p] for p in state.turn_order_from(viewer)[1:]] + [state.players[viewer]]
    number = (numbers or CardNumbers()).numbering(game, viewer)
    for p in order:
        you = " (you)" if p.id == viewer and p.name != "you" else ""
        team = state.team_of(p.id)
        view = obs.players[p.id]
        out = " — left the game" if view.left_game else (" — lost" if view.lost else "")
        head = Text(f"{p.name}{you}: {team.life} life{out}", style="bold green" if p.id == viewer else "bold red")
        head.append(f"   library {len(p.library)}, hand {len(p.hand)}, graveyard {len(p.graveyard)}" + (f", poison {team.poison}" if team.poison else ""), style="dim")
        if p.mana_pool:
            head.append("   mana pool " + "".join("{" + u.type + "}" for u in p.mana_pool), style="yellow")
        table.add_row("", head)
        for what, row in commander_rows(obs, view):
            table.add_row(what, row)
        lands, others = permanents_of(state, p.id)
        if lands:
            names: dict[str, list[int]] = {}
            for o in lands:
                names.setdefault(chars(state, o).name, []).append(o)
            parts = [f"{n} ×{len(ids)}" + (f" ({sum(state.objects[i].tapped for i in ids)} tapped)" if any(state.objects[i].tapped for i in ids) else "") for n, ids in names.items()]
            table.add_row("lands", ", ".join(parts))
        for i, o in enumerate(others):
            table.add_row("battlefield" if i == 0 else "", Text(f"#{number[o]} ", style="dim") + permanent_line(state, o))
        if not others:
            table.add_row("battlefield", Text("(no creatures or other permanents)", style="dim"))
        if p.graveyard:
            table.add_row("graveyard", Text(", ".join(state.objects[o].name for o in p.graveyard[-6:]) + (" …" if len(p.graveyard) > 6 else ""), style="dim"))
    for i, sid in enumerate(reversed(state.stack)):
        so = state.objects[sid]
        targets = [state.name_of(t) for t in so.targets if t != -1]
        what = f"#{number[sid]} {so.name}" + (" (ability)" if so.is_ability else "") + f" — {state.players[so.controller].name}" + (f" → {', '.join(targets)}" if targets else "")
        table.add_row("stack" if i == 0 else "", Text(what, style="yellow"))
    hand = state.players[viewer].hand
    cards = []
    for cid in hand:
        card = state.objects[cid].card
        cost = f" {card.mana_cost.text()}" if card.mana_cost is not None and card.mana_cost.text() else ""
        cards.append(f"#{number[cid]} {card.name}{cost}")
    table.add_row("your hand", ", ".join(cards) if cards else "(empty)")
    return table


@dataclass
class TerminalGame:
    """A game between a human at the terminal (player ``human``) and the AIs (one per other seat).

    The human is asked only where they would want to act (:mod:`manastack.app.stops`); mana is
    paid automatically unless ``manual_pay``; the full board is shown at their first decision of
    each turn, before they declare attackers or blockers, and on ``board``."""

    game: Game
    human: int
    ais: dict[int, Player]
    console: Console
    read: Callable[[str], str]
    stops: Stops = field(default_factory=Stops)
    manual_pay: bool = False
    decisions: list[int] = field(default_factory=list)
    prompts: int = 0
    numbers: CardNumbers = field(default_factory=CardNumbers)
    _waiting: Waiting | None = None
    _shown: int = 0
    _board_turn: int = -1

    @property
    def human_name(self) -> str:
        return self.game.state.players[self.human].name

    def run(self) -> None:
        """Play until the game ends (or the human concedes or input runs out)."""
        g = self.game
        self.console.print(Text(HELP, style="dim"))
        while not g.is_over:
            d = g.decision
            assert d is not None
            if d.player != self.human:
                self._apply(self.ais[d.player].choose(g))
            elif (automatic := self._automatic()) is not None:
                self._apply(automatic)
            else:
                self._ask()
        self._show_events()
        out = g.outcome()
        if out is None or out.draw:
            self.console.print(Text("The game is a draw.", style="bold"))
        elif self.human_name in out.winners:
            self.console.print(Text(f"You won on turn {g.state.turn}!", style="bold green"))
        else:
            self.console.print(Text(f"You lost on turn {g.state.turn}: {', '.join(out.winners)} won.", style="bold red"))

    def _automatic(self) -> Action | None:
        """The human's answer when they are not asked: a pass (nothing to do, not a stop, or
        waiting), or paying mana automatically; None to ask them."""
        g = self.game
        d = g.decision
        assert d is not None
        if self._waiting is not None and not self._waiting.goes_on(g, self.human):
            self._waiting = None
        if d.kind is DecisionKind.PAY_MANA:
            return AutoPay() if not self.manual_pay and AutoPay() in d.options else None
        if d.kind is not DecisionKind.PRIORITY:
            return None
        if nothing_to_do(g, d) or self._waiting is not None or not self.stops.stops_at(g, self.human):
            return Pass()
        return None

    def _apply(self, action: Action) -> None:
        apply_recorded(self.game, action, self.decisions)

    def _show_events(self) -> None:
        log = self.game.log_dicts()
        new = [e for e in log[self._shown:] if shown(e)]
        self._shown = len(log)
        for e in new:
            header = e["event"] in HEADERS
            self.console.print(Text(("" if header else "  ") + sentence(e, self.human_name), style="bold" if header else ""))

    def _ask(self) -> None:
        g = self.game
        d = g.decision
        assert d is not None
        self.prompts += 1
        self._show_events()
        if self._board_turn != g.state.turn or d.kind in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
            self._board_turn = g.state.turn
            self._print_board()
        else:
            self.console.print(Text(standings(g.observe(self.human)), style="dim"), highlight=False)
        m = menu(g)
        self.console.print(Text(prompt_title(g), style="bold underline"))
        for i, entry in m.numbered():
            self.console.print(Text(f"  {i:>2}. {entry.line}"))
        if m.mana:
            self.console.print(Text("      (and the mana abilities of your lands: 'mana' lists them)", style="dim"))
        while True:
            try:
                answer = self.read("> ").strip()
            except EOFError:
                self.console.print(Text("(end of input: conceding)", style="dim"))
                self._apply(Concede())
                return
            if d.kind is DecisionKind.PRIORITY and answer.lower() == "wait":
                self._waiting = Waiting(g.state.turn)
                self._apply(Pass())
                return
            if not any(text.lower() == answer.lower() for text, _ in m.options) and self._command(answer, m):
                continue  # an option's own text is never taken for a command ("Pay Discard 1")
            try:
                action = Concede() if answer.lower() in ("concede", "quit") else m.answer(answer)
            except ManastackError as e:
                self.console.print(Text(f"not understood: {e}", style="red"))
                continue
            self._apply(action)
            return

    def _command(self, answer: str, m: Menu) -> bool:
        """Carry out a command that doesn't answer the decision (help, board, log, card, mana,
        stops, pay); False if ``answer`` is not one."""
        command, _, arg = answer.strip().partition(" ")
        command, arg = command.lower(), arg.strip()
        if command in ("", "?", "help", "h"):
            self.console.print(Text(HELP, style="dim"))
        elif command == "board":
            self._print_board()
        elif command in ("log", "l"):
            self._print_log(arg.lower().split())
        elif command == "card":
            self._print_card(arg)
        elif command == "mana" and not arg:
            self._print_lines([e.line for e in m.mana] or ["(no land can add mana now)"])
        elif command == "stops":
            self._set_stops(arg)
        elif command == "pay" and arg.lower() in ("", "auto", "manual"):
            self.manual_pay = self.manual_pay if not arg else arg.lower() == "manual"
            self._print_lines(["mana is paid " + ("by hand: you choose the lands" if self.manual_pay else "automatically")])
        else:
            return False
        return True

    def _print_board(self) -> None:
        self.console.print(board(self.game, self.human, self.numbers))

    def _print_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.console.print(Text("  " + line, style="dim"), highlight=False)

    def _set_stops(self, text: str) -> None:
        if text:
            try:
                self.stops = Stops.parse(text, self.stops)
            except StopsError as e:
                self.console.print(Text(str(e), style="red"))
                return
        self._print_lines([f"stops: {self.stops.text()}"])

    def _print_card(self, query: str) -> None:
        if not query:
            self.console.print(Text("card NAME or card N (a card's #number on the board)", style="dim"))
            return
        try:
            self.console.print(Text(card_text(self.game, self.human, query, self.numbers)), highlight=False)
        except ManastackError as e:
            self.console.print(Text(str(e), style="red"))

    def _print_log(self, args: list[str]) -> None:
        log = self.game.log_dicts()
        n = len(log) if args and args[0] == "all" else (int(args[0]) if args and args[0].isdigit() else 25)
        for e in log[-n:]:
            self.console.print(Text(cited(e, self.human_name)), highlight=False)


__all__ = ["HELP", "TerminalGame", "board", "commander_rows", "permanent_line", "prompt_title", "standings"]
