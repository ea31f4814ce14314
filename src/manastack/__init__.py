"""manastack: a Magic: The Gathering rules engine that plays by the Comprehensive Rules."""

import manastack._frozen  # noqa: F401  (first: it speeds up defining the dataclasses below)
from manastack.actions import Action, Decision, DecisionKind
from manastack.errors import IllegalActionError, ManastackError
from manastack.game import Game, Outcome
from manastack.observation import Observation
from manastack.state.game_state import Format

__version__ = "0.1.0"

__all__ = ["Action", "Decision", "DecisionKind", "Format", "Game", "IllegalActionError", "ManastackError", "Observation", "Outcome", "__version__"]
