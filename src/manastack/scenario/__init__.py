"""Scenario files: rules questions written down as data (see SCENARIOS.md) and their runner.

>>> from manastack.scenario import load_text, run          # doctest: +SKIP
>>> [run(l.scenario) for l in load_text(text) if l.scenario]  # doctest: +SKIP

- :mod:`~manastack.scenario.loader` reads files and YAML text into validated
  :class:`~manastack.scenario.model.Scenario` values (or :class:`ScenarioError`);
- :mod:`~manastack.scenario.runner` runs one and gives a :class:`ScenarioResult`;
- :mod:`~manastack.scenario.report` formats results for the command line;
- :mod:`~manastack.scenario.explain` tells a game log as numbered sentences.
"""

from manastack.scenario.assertions import Difference
from manastack.scenario.loader import (
    Loaded,
    load_file,
    load_paths,
    load_text,
    scenario_files,
    scenario_from,
)
from manastack.scenario.model import Problem, Scenario, ScenarioError
from manastack.scenario.runner import ScenarioResult, run, run_dict, run_text

__all__ = [
    "Difference", "Loaded", "Problem", "Scenario", "ScenarioError", "ScenarioResult", "load_file", "load_paths",
    "load_text", "run", "run_dict", "run_text", "scenario_files", "scenario_from",
]
