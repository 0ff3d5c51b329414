"""A hint's light lasts at every table in ``TABLES`` (issue 34): H, pressed at a person's decision, lights the card
the computer would play, and that card stays lit however the pointer moves (over the table, over another card) until
the person acts; once they have played, nothing is lit for the old hint. Before, the kit marked the card once and the
drag controller cleared every card's mark at the next pointer move, so a hinted card went dark at once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Rng, Seat
from scenes.drive import frames, move, press
from scenes.tables import TABLES
from scenes.tables.kit import runner
from scenes.tables.kit.table import KitTable
from scenes.ui.cards import FOCUS
from tests.scenes.helpers import screenshot, settle
from tests.scenes.test_defects_tables import fewest, lasting_seed
from tests.scenes.test_tables_kit import computers, open_position, visible_point

MOVES = 12


def lit(table: KitTable, key) -> bool:
    return table.board.sprites[key].highlight == FOCUS


def asked(app, table: KitTable):
    """Press H, as a person does, and wait for the hint."""
    press(app, pygame.K_h)
    for _ in range(100):
        frames(app)
        if table.decisions.hint is not None:
            break
    assert table.decisions.hint is not None, "the hint came"
    return table.decisions.hint


def a_hinted_card(app, table: KitTable, rng: Rng):
    """Play on (the person at random, taking the hint where it is no card to move; the computers their own way)
    until the person, deciding among at least two cards to move, is hinted a card; the hint and its card."""
    for _ in range(60):
        settle(app, table)
        assert not table.runner.ended, "the person comes to be hinted a card"
        if len(table.decisions.items()) >= 2:
            hint = asked(app, table)
            card = table.decisions.routes[hint].item
            if card is not None:
                return hint, card
            table.decisions.play(hint, None)
        else:
            action = rng.choice(table.view.legal_actions)
            table.decisions.play(action, table.decisions.routes[action].item)
    raise AssertionError("no card was hinted")


@pytest.mark.parametrize("title", list(TABLES))
def test_a_hinted_card_stays_lit_as_the_pointer_moves_until_the_person_acts(
    data_folder: Path, title: str, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(runner, "SLICE_SECONDS", 10.0)
    monkeypatch.setattr(runner, "HINT_LEVEL", "easy")
    players = fewest(title)
    app, _ = open_position(
        data_folder, title, [Seat("Ada"), *computers(players - 1)], lasting_seed(title, players), MOVES
    )
    table = app.top
    assert isinstance(table, KitTable)
    hint, card = a_hinted_card(app, table, Rng(7))
    frames(app)
    assert lit(table, card), "the hint lights its card"
    other = next(key for key in table.decisions.items() if key != card)
    for point in [(960, 540), visible_point(table, other), (40, 40), visible_point(table, card), (1900, 1000)]:
        move(app, point)
        frames(app, 2)
        assert lit(table, card), f"the hinted card stays lit with the pointer at {point}"
    screenshot(app, f"kit-hint-light-{title}")
    table.decisions.play(hint, card)
    frames(app)
    assert not any(sprite.highlight == FOCUS for sprite in table.board.sprites.values()), "the light ends with the move"
