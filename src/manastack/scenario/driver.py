"""The driver: a running game, the scenario's names, and how a decision is shown when the script
gets stuck."""

from __future__ import annotations

from manastack.actions import Action, Decision, DecisionKind
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.scenario.refs import StepFailure, World
from manastack.state.game_state import GameState


class Driver:
    """Applies actions to the game and keeps the scenario's view of it (labels) in step."""

    def __init__(self, game: Game, world: World | None = None) -> None:
        self.game = game
        self.world = world or World(game)

    @property
    def state(self) -> GameState:
        return self.game.state

    def copy(self) -> Driver:
        g = self.game.copy()
        w = World.__new__(World)
        w.game = g
        w.label_ids = {k: set(v) for k, v in self.world.label_ids.items()}
        w._seen = self.world._seen
        return Driver(g, w)

    def decision(self) -> Decision:
        d = self.game.decision
        if d is None:
            raise StepFailure(f"the game is over ({self.outcome()})")
        return d

    def outcome(self) -> str:
        out = self.game.outcome()
        if out is None:
            return "in progress"
        return "a draw" if out.draw else f"won by {', '.join(out.winners)}"

    def apply(self, action: Action) -> None:
        try:
            self.game.apply(action)
        except ManastackError as e:
            raise StepFailure(str(e)) from None
        self.world.sync()

    def actor(self, by: str | None, d: Decision) -> int:
        """The acting player: ``by`` if given, else the decider. An action by a player who may not
        take it now — without priority (117.1), or at another player's decision — is illegal."""
        if by is None:
            return d.player
        pid = self.world.player(by)
        if pid != d.player:
            raise StepFailure(f"{by} can't act now: {self.waiting()}")
        return d.player

    def require(self, kinds: tuple[DecisionKind, ...], what: str) -> Decision:
        d = self.decision()
        if d.kind not in kinds:
            raise StepFailure(f"can't {what}: {self.waiting()}", kind="stuck")
        return d

    def options_text(self, limit: int = 15) -> str:
        d = self.game.decision
        if d is None:
            return ""
        texts = [self.game.describe(a) for a in d.options]
        more = f"; … ({len(texts) - limit} more)" if len(texts) > limit else ""
        return "; ".join(texts[:limit]) + more

    def waiting(self) -> str:
        """What the engine is waiting for, with the legal options."""
        d = self.game.decision
        if d is None:
            return f"the game is over ({self.outcome()})"
        s = self.state
        who = s.players[d.player].name
        if d.kind is DecisionKind.PRIORITY:
            head = f"{who} holds priority ({s.step.value}, turn {s.turn}, stack: {len(s.stack)})"
        else:
            what = "answer yes or no" if d.kind is DecisionKind.YES_NO else d.kind.value
            head = f"the engine waits for {who} to {what}" + (f" ({d.context})" if d.context else "")
        return f"{head}; legal options: {self.options_text()}"


__all__ = ["Driver"]
