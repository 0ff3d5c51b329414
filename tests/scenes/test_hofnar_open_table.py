"""Open-table decisions at a Hofnar hot seat (issue 18 §6), through the real app with real pygame events.

A decision that needs nothing only the decider may see (``Decision.open_table``: the first jester, a tie, most effect
windows) is asked with no curtain, the decider's private cards face down; the next private decision of anyone, the
same person's included, falls behind the curtain again. One person alone never sees a curtain.
"""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from game.core import Match
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import frames, press
from scenes.results import ResultsScene
from scenes.tables.hofnar import HofnarTable
from tests.scenes.test_hofnar_table import GAME_FRAMES, act_by_keys, act_by_mouse, computer, open_hofnar, person


@dataclasses.dataclass(frozen=True)
class Turn:
    """One decision a person made: its kind, whether it was asked at the open table, how many curtains fell since
    the last decision, whether the table showed private cards face up, and whose side it showed."""

    kind: str
    open_table: bool
    curtains: int
    private: bool
    seat: int


def play_hot_seat(app: App, match: Match, decide) -> list[Turn]:
    """Play the game to the results, lifting every curtain (and counting it), deciding by ``decide``."""
    turns: list[Turn] = []
    curtains = 0
    for _ in range(GAME_FRAMES):
        top = app.top
        if isinstance(top, ResultsScene):
            return turns
        if isinstance(top, CurtainScene):
            curtains += 1
            top.age = 1.0
            press(app, pygame.K_SPACE)
        elif isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy and not match.state.over:
            awaiting = top.view.awaiting
            turns.append(Turn(awaiting.kind, top.runner.at_open_table, curtains, top.private, top.view.seat))
            curtains = 0
            before = len(match.record.actions)
            expected = decide(app, match)
            frames(app)
            assert match.record.actions[before] == expected, (awaiting.kind, expected)
        else:
            frames(app)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("decide", [act_by_mouse, act_by_keys], ids=["mouse", "keys"])
def test_issue18_a_hot_seat_of_four_asks_open_decisions_without_the_curtain(tmp_path, decide):
    """Four people: the first jester, Triboulet's guess and Stanczyk's draw are answered at the open table; Armstrong's
    swap, the moods and every act are curtained; after an open decision the next private one is curtained again."""
    app, match = open_hofnar(tmp_path, [person(number) for number in range(1, 5)], seed=8, king=0)
    turns = play_hot_seat(app, match, decide)
    assert isinstance(app.top, ResultsScene)
    opened = [turn for turn in turns if turn.open_table]
    assert {"hofnar.first_jester", "hofnar.effect.stanczyk", "hofnar.effect.triboulet"} <= {t.kind for t in opened}
    assert all(turn.curtains == 0 and not turn.private for turn in opened), opened
    closed = [turn for turn in turns if not turn.open_table]
    assert {"hofnar.mood", "hofnar.play", "hofnar.effect.armstrong"} <= {turn.kind for turn in closed}
    assert all(turn.private for turn in closed)
    pairs = list(itertools.pairwise(turns))
    for last, turn in pairs:
        if not turn.open_table and (last.open_table or last.seat != turn.seat):
            assert turn.curtains == 1, ("the curtain falls before a private decision", last, turn)
    same = [turn for last, turn in pairs if last.open_table and last.seat == turn.seat and not turn.open_table]
    assert same, "a person's private decision right after his own open one (curtained, checked above)"


@pytest.mark.parametrize("king", [0, 1])
def test_one_person_never_sees_a_curtain_and_always_his_own_cards(tmp_path, king):
    seats = [person(), *(computer(number) for number in range(4))]
    app, match = open_hofnar(tmp_path, seats, seed=4, king=king)
    turns = play_hot_seat(app, match, act_by_mouse)
    assert isinstance(app.top, ResultsScene) and turns
    assert all(turn.curtains == 0 and turn.private for turn in turns)
    assert not any(turn.open_table for turn in turns), "alone at the screen, nothing is asked at the open table"


def test_no_hint_is_offered_at_the_open_table_but_one_comes_behind_the_curtain(tmp_path):
    """A hint is worked out from the decider's own cards: at the open table it would show the room what they hold."""
    app, match = open_hofnar(tmp_path, [person(number) for number in range(1, 5)], seed=8, king=0)
    asked: dict[bool, str | None] = {}
    for _ in range(GAME_FRAMES):
        top = app.top
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
            continue
        if isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy:
            at_open_table = top.runner.at_open_table
            if at_open_table not in asked:
                assert top.buttons["hint"].enabled is not at_open_table
                press(app, pygame.K_h)
                for _ in range(400):
                    frames(app)
                    if not top.runner.hint_pending:
                        break
                asked[at_open_table] = top.hint_text
            if len(asked) == 2:
                break
            act_by_mouse(app, match)
        frames(app)
    assert asked[True] is None, "no hint at the open table"
    assert asked[False] is not None and not top.runner.hint_pending, "a hint behind the curtain"
