"""Every title is registered once per layer: on the game side, one record (``game.title.Title``) in ``game/titles.py``
holds its ruleset, its fold and its computer players, and ``game/ai`` holds the general search only."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import game
from game.ai.budgets import Budget
from game.ai.policy import Heuristics
from game.core.fold import Fold
from game.title import Title
from game.titles import BY_ID, REGISTERED, TITLES

GAME = Path(game.__file__).parent
SHARED = {"core", "ai"}
"""The packages of ``game`` that belong to no title."""


def title_packages() -> list[str]:
    """Every package under ``game/`` that is a title's: all but the shared ones."""
    return sorted(info.name for info in pkgutil.iter_modules([str(GAME)]) if info.ispkg and info.name not in SHARED)


def test_each_title_package_is_registered_once_by_its_record():
    packages = title_packages()
    assert packages, "no title packages found"
    registered = [title.id for title in REGISTERED]
    assert sorted(registered) == packages and len(set(registered)) == len(registered), registered
    for name in packages:
        record = importlib.import_module(f"game.{name}").TITLE
        assert isinstance(record, Title) and BY_ID[name] is record, name
        assert TITLES.get(name) is record.ruleset, name


def test_each_record_holds_its_rules_its_fold_and_its_computer_players():
    for title in REGISTERED:
        assert isinstance(title.fold, Fold) and callable(title.fold.advance), title.id
        assert title.ai.startswith(f"game.{title.id}."), f"{title.id}'s AI lives beside its title, not {title.ai}"
        assert isinstance(title.heuristics, Heuristics), title.id
        assert title.budgets and all(isinstance(budget, Budget) for budget in title.budgets.values()), title.id
        assert set(title.budgets) <= set(title.ruleset.player_counts), title.id


def test_the_general_search_imports_no_title():
    """``game/ai`` finds a title's heuristics through the registry, never by importing the title's modules."""
    titles = {f"game.{name}" for name in title_packages()}
    for path in sorted((GAME / "ai").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            reached = {name for name in names for title in titles if name == title or name.startswith(f"{title}.")}
            assert not reached, f"{path} imports {reached}"


def test_a_title_package_loads_its_computer_players_only_when_asked():
    """The menu and a record's loading need the rules alone: a title's AI module is imported on first use."""
    for title in REGISTERED:
        package = importlib.import_module(f"game.{title.id}")
        tree = ast.parse(Path(package.__file__).read_text("utf-8"))
        modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert title.ai not in modules and not any(module.startswith("game.ai") for module in modules if module)


def registries() -> dict[str, dict[str, int]]:
    """Layer → title id → how many times it is registered there: what ``python -m tests.test_registry`` prints."""
    layers = {
        "game.titles.REGISTERED (ruleset, fold, heuristics, playouts, budgets)": [title.id for title in REGISTERED],
        "game.titles.TITLES (rulesets by id)": [ruleset.id for ruleset in TITLES],
    }
    return {layer: {name: ids.count(name) for name in title_packages()} for layer, ids in layers.items()}


def test_the_registries_list_each_title_once():
    for layer, counts in registries().items():
        assert set(counts.values()) == {1}, (layer, counts)


if __name__ == "__main__":
    for layer, counts in registries().items():
        print(f"{layer}: {', '.join(f'{name} ×{count}' for name, count in counts.items())}")
