"""The pale card that shows where a handed card will land stands in a free place of the receiver's hand at the Mit
List und Tücke table (LT-8, LT-31): the receiver's row of backs draws apart for it while the card is picked, never
leaving it over a card, and closes again once the card is put back."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.listtuecke import decisions
from game.listtuecke.actions import GiveCard, PassCard
from game.listtuecke.cards import BACK_OF, LIGHT
from scenes.drive import click, frames, move, until
from scenes.tables.kit.board import HAND
from scenes.tables.listtuecke.geometry import BACKS_KEY
from scenes.tables.listtuecke.interaction import receiver
from tests.scenes.helpers import screenshot
from tests.scenes.test_listtuecke_table import PERSON, find_position, table_at
from tests.scenes.test_tables_kit import computers, visible_point


def dark_pass_to_a_full_hand(state) -> bool:
    """Seat 0 passes a dark card to a neighbour who still holds all four of its cards."""
    return state.pass_back != LIGHT and len(state.hands[(0 - 1) % state.players]) == 4


def backs_of(table, seat: int) -> list[pygame.Rect]:
    """The rects of ``seat``'s backs as they lie now."""
    board = table.board
    return [board.sprites[key].rect for key in board.sprites if key[0] == BACKS_KEY and key[1][0] == seat]


def settled(app, table) -> None:
    until(app, lambda: not table.room_moves.busy, 60, at_least=1)


@pytest.mark.parametrize(
    ("kind", "players", "want"),
    [
        (decisions.PASS, 3, None),
        (decisions.PASS, 4, None),
        (decisions.PASS, 4, dark_pass_to_a_full_hand),
        (decisions.GIVE, 4, None),
    ],
    ids=["light-3", "light-4", "dark-to-four", "inquisitor-gives"],
)
def test_lt8_lt31_the_landing_card_stands_in_a_free_place_of_the_receivers_hand(
    data_folder: Path, kind: str, players: int, want
):
    seed, actions = find_position(kind, players=players, want=want)
    app, table, match = table_at(data_folder, seed, actions, [PERSON, *computers(players - 1)])
    action = next(action for action in match.view(0).legal_actions if isinstance(action, PassCard | GiveCard))
    seat = receiver(table.view, action)
    before = sorted(rect.center for rect in backs_of(table, seat))
    click(app, visible_point(table, (HAND, action.card)))
    settled(app, table)
    assert table.decisions.dragdrop.held == (HAND, action.card)
    hand, ghost = table.landing(seat, action.card)
    backs = backs_of(table, seat)
    assert backs, "the receiver holds cards"
    assert hand.contains(ghost), "the pale card stands in the receiver's hand"
    assert not any(ghost.colliderect(back) for back in backs), f"the pale card {ghost} lies over none of {backs}"
    end = min if BACK_OF[action.card] == LIGHT else max
    assert end([*backs, ghost], key=lambda rect: rect.centerx) == ghost, "at the end of the row on its back's side"
    screenshot(app, f"listtuecke-landing-room-{kind}-{players}")
    click(app, visible_point(table, (HAND, action.card)))
    settled(app, table)
    assert table.decisions.dragdrop.held is None
    assert sorted(rect.center for rect in backs_of(table, seat)) == before, "put back, the row closes again"


def test_lt8_the_receivers_row_stays_open_while_the_card_is_dragged_there(data_folder: Path):
    """Pressing a card picks it and the row opens; dragging it on keeps the row open (it does not close and open
    again under the pointer), and the card dropped in the receiver's hand is passed."""
    seed, actions = find_position(decisions.PASS, players=4)
    app, table, match = table_at(data_folder, seed, actions, [PERSON, *computers(3)])
    action = next(action for action in match.view(0).legal_actions if isinstance(action, PassCard))
    seat = receiver(table.view, action)
    start, end = visible_point(table, (HAND, action.card)), table.geometry.hand_rect(seat).center
    move(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(start), button=1))
    settled(app, table)
    assert table.room == (seat, BACK_OF[action.card]), "the row opens as the card is pressed"
    for step in range(1, 6):
        point = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        motion = {"pos": app.viewport.to_window(point), "rel": (0, 0), "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, **motion))
        frames(app)
        assert table.decisions.dragdrop.dragged is None or table.room == (seat, BACK_OF[action.card])
    assert table.decisions.dragdrop.dragged == (HAND, action.card)
    _, ghost = table.landing(seat, action.card)
    assert not any(ghost.colliderect(back) for back in backs_of(table, seat)), "open while dragged"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(end), button=1))
    frames(app)
    assert action in match.record.actions
