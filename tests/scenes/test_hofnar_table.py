"""The Hofnar table, driven with real events through the app's main loop (issue 18): every decision by mouse and by
keyboard, whole games of computers at every player count, a person as King and as jester, and the offer bar.

Every test goes through SDL's event queue (``scenes.drive``), as a player's input does, and checks the match record:
what the model was asked to do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame
import pytest

from game.core import Event, Match, Seat
from game.hofnar import RULESET
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import click, drag, frames, press, until
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.storage import Storage
from scenes.tables.hofnar import HofnarTable, art, motion, words
from scenes.tables.hofnar.interaction import offer_buttons
from scenes.tables.kit.board import HAND, PLAYED
from scenes.tables.kit.table import NO_SEAT
from tests.scenes.helpers import continue_after_restart, drawing_every_frame, screenshot
from tests.soak import spread

GAME_FRAMES = 20_000
PATIENCE_FRAMES = 60 * 60
"""A minute of frames: at normal speed the deal and five computers' moves, each shown and given its beat, take
longer than the few seconds an instant table needs, and a person waits for them."""


def person(number: int = 1) -> Seat:
    return Seat(f"Person {number}")


def computer(number: int) -> Seat:
    return Seat(f"Bot {number}", "computer", "easy")


def open_hofnar(
    folder: Path,
    seats: Sequence[Seat],
    seed: int,
    *,
    king: int | str = "random",
    window: str = "1280x720",
    speed: str = "instant",
) -> tuple[App, Match]:
    """An app on ``folder`` with a Hofnar match of ``seats`` on its table (at instant speed unless told)."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = window, speed
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(RULESET, seats, seed, {"king": king})
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    frames(app, 3)
    return app, match


def table_of(app: App) -> HofnarTable:
    assert isinstance(app.top, HofnarTable)
    return app.top


def wait_for_person(app: App, match: Match, limit: int = PATIENCE_FRAMES) -> None:
    """Run frames until the person at the screen is offered a decision, the table still (or the game is over); as a
    person does, a curtain is lifted at once and a held scoring moment let go by a key. Frames between are run unseen,
    the one it stops at drawn (``until``)."""

    def turned() -> bool:
        top = app.top
        if isinstance(top, HofnarTable):
            return top.holding is not None or (top.runner.accepts_input and not top.busy) or match.state.over
        return True

    for _ in range(limit):
        if isinstance(app.top, ResultsScene) or match.state.over:
            return
        top = app.top
        if isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy:
            return
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
            continue
        if isinstance(top, HofnarTable) and top.holding is not None:
            press(app, pygame.K_SPACE)
            continue
        until(app, turned, limit)
    raise AssertionError("the person was never asked")


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def hand_spot(table: HofnarTable, key) -> tuple[int, int]:
    sprite = table.board.sprites[key]
    return round(sprite.pos[0]), round(sprite.pos[1])


def act_by_mouse(app: App, match: Match, *, use_effects: bool = False) -> object:
    """Make the decision at hand with the mouse, as a person would; returns the action expected in the record."""
    table = table_of(app)
    view = table.view
    decision = view.deciding
    geometry = table.geometry
    legal = view.legal_actions
    if decision in ("mood", "replace_mood"):
        action = legal[0]
        key = (HAND, f"mood:{action.mood}#0")
        drag(app, hand_spot(table, key), geometry.zone("mood").center)
        return action
    if decision in ("first_jester", "tie"):
        action = legal[-1]
        click(app, geometry.plate(action.jester).center)
        return action
    if decision in ("play", "choose"):
        action = legal[0]
        drag(app, hand_spot(table, (HAND, action.card)), geometry.play(view.seat).center)
        return action
    if decision == "give_back":
        action = legal[0]
        drag(app, hand_spot(table, (HAND, action.card)), geometry.plate(view.swap[1]).center)
        return action
    buttons = offer_buttons(geometry.zone("offer"))
    uses = [action for action in legal if isinstance(action, UseEffect)]
    if use_effects and uses:
        action = uses[0]
        spot = buttons["use"].center if action.target is None else geometry.plate(action.target).center
        click(app, spot)
        return action
    click(app, buttons["decline"].center)
    return next(action for action in legal if isinstance(action, DeclineEffect))


def play_out(app: App, match: Match, decide=act_by_mouse, **options) -> list[object]:
    """Play the whole game, the person deciding by ``decide``; returns the person's actions."""
    chosen = []
    for _ in range(GAME_FRAMES):
        if isinstance(app.top, ResultsScene):
            return chosen
        wait_for_person(app, match)
        if isinstance(app.top, ResultsScene) or match.state.over:
            frames(app, 5)
            continue
        before = len(match.record.actions)
        expected = decide(app, match, **options)
        frames(app)
        assert len(match.record.actions) > before, ("not played", expected)
        assert match.record.actions[before] == expected
        chosen.append(expected)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", spread(range(3, 10)))
def test_a_whole_game_of_computers_reaches_the_results_at_every_player_count(tmp_path, players):
    app, match = open_hofnar(tmp_path, [computer(number) for number in range(players)], seed=players)
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    assert isinstance(app.top, ResultsScene) and match.state.over


def test_a_person_as_jester_plays_a_whole_game_by_mouse_using_every_effect_offered(tmp_path):
    seats = [person(), *(computer(number) for number in range(4))]
    app, match = open_hofnar(tmp_path, seats, seed=3, king=2)
    chosen = play_out(app, match, use_effects=True)
    kinds = {type(action) for action in chosen}
    assert PlayCard in kinds and isinstance(app.top, ResultsScene)


def test_a_person_as_king_lays_moods_names_the_first_jester_and_breaks_ties_by_mouse(tmp_path):
    seats = [person(), *(computer(number) for number in range(5))]
    app, match = open_hofnar(tmp_path, seats, seed=5, king=0)
    chosen = play_out(app, match)
    kinds = {type(action) for action in chosen}
    assert {ChooseMood, NameStarter} <= kinds and isinstance(app.top, ResultsScene)
    assert all(type(action) in (ChooseMood, NameStarter, BreakTie) for action in chosen)


def act_by_keys(app: App, match: Match) -> object:
    """Make the decision at hand with Tab and Enter only: the first legal step, then its place."""
    table = table_of(app)
    view = table.view
    expected = {action: table.decisions.routes[action] for action in view.legal_actions}
    order = table.decisions.focus_order()
    press(app, pygame.K_TAB)
    kind, what = order[0]
    press(app, pygame.K_RETURN)
    if kind == "item":
        route_targets = [route.target for action, route in expected.items() if route.item == what]
        for _ in range(30):
            if table.decisions.dragdrop.focus_target == route_targets[0]:
                break
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        return next(action for action, route in expected.items() if route.item == what)
    return next(action for action, route in expected.items() if route.target == what and route.item is None)


def test_every_decision_kind_is_reachable_by_keyboard_in_a_whole_game(tmp_path):
    seats = [person(), *(computer(number) for number in range(3))]
    app, match = open_hofnar(tmp_path, seats, seed=8, king=1)
    chosen = play_out(app, match, decide=act_by_keys)
    assert isinstance(app.top, ResultsScene) and chosen


def test_give_card_and_an_effect_with_a_target_by_mouse(tmp_path):
    """Armstrong's swap: click the jester to draw from on his plate, then drag the card to give onto it."""
    seed = next(seed for seed in range(1, 400) if RULESET.new_state(4, seed, {"king": 1}).jesters[0] == "armstrong")
    seats = [person(), *(computer(number) for number in range(3))]
    app, match = open_hofnar(tmp_path, seats, seed=seed, king=1)
    chosen = play_out(app, match, use_effects=True)
    assert any(isinstance(action, UseEffect) and action.effect == "armstrong" for action in chosen)
    assert any(isinstance(action, GiveCard) for action in chosen)


def faces_on_screen(table: HofnarTable) -> list[tuple[object, object]]:
    """Every (sprite key, card value) the table would draw face up now."""
    return [(key, card) for key, card in table.board.cards.items() if card is not None]


def leaks(table: HofnarTable, match: Match) -> list[str]:
    """Private facts the table shows now to whoever is at the screen: another person's hand, an act chosen face
    down, the face-down mood (to anyone but the King, and to him only while his view is private). Acts face up on
    the table or in the discard are public, also while the last round's cards (and its revealed mood) are still
    being cleared away."""
    state = match.state
    viewer = table.geometry.viewer
    private = table.private
    found = []
    public_table = set(state.discard) | ({card for _, card in state.table} if not state.cards_hidden else set())
    for key, card in faces_on_screen(table):
        if key[0] == HAND:
            mood = art.mood_of(card)
            mine = (mood is not None and viewer == state.king) or card in state.hands[viewer]
            if not (private and mine):
                found.append(f"hand card {card} shown (private={private}, viewer={viewer})")
        elif key == motion.MOOD_KEY:
            last_revealed = state.mood_discard[-1:] == [art.mood_of(card)]
            if not (state.mood_shown or last_revealed or (private and viewer == state.king)):
                found.append(f"the face-down mood {card} shown to seat {viewer}")
        elif key[0] == PLAYED and card not in public_table and not (private and key[1] == viewer):
            found.append(f"act {card} of seat {key[1]} shown face up to seat {viewer}")
    if not private:
        found += [f"log line only some seat may see: {event}" for event in table.log.events if not public(event)]
        tip = table.tip_at(table.geometry.zone("mood").center)
        onlooker = state.view(next(seat for seat in range(state.players) if seat != state.king))
        if tip is not None and tip[0] != words.mood_tip(onlooker):
            found.append(f"the mood's tooltip says more than an onlooker knows: {tip[0]}")
    return found


def public(event: Event) -> bool:
    """Whether an event is worded as anyone in the room may see it (as redacted for a seat nobody holds)."""
    return event.for_seat(NO_SEAT) == event


@pytest.mark.parametrize(
    ("seats", "king"),
    [
        ([person(1), person(2), person(3), person(4)], 2),
        ([person(1), computer(1), person(2), computer(2), person(3)], 0),
    ],
)
def test_a_hot_seat_never_shows_a_hand_or_the_mood_to_anyone_else(tmp_path, monkeypatch, seats, king):
    """Issue 18: no frame shows a person's hand to anyone else, nor the face-down mood to anyone but the King.
    Every frame the app draws is checked, also those in the middle of a drag, while computers move and while a
    decision is asked at the open table (then also the log and the mood's tooltip: nothing only one seat knows)."""
    app, match = open_hofnar(tmp_path, seats, seed=12, king=king)
    found: list[str] = []
    checked = []
    draw = app.draw

    def draw_and_check() -> None:
        draw()
        if isinstance(app.top, HofnarTable):
            found.extend(leaks(app.top, match))
            checked.append(app.top.private)

    monkeypatch.setattr(app, "draw", draw_and_check)
    drawing_every_frame(app)
    for _ in range(GAME_FRAMES):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
        elif isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy and not match.state.over:
            act_by_mouse(app, match)
        else:
            frames(app)
        assert not found, found
    assert isinstance(app.top, ResultsScene) and checked.count(True) > 5
    assert checked.count(False) > 5, "frames at the open table or while computers move, private cards face down"


def test_the_kings_own_mood_turns_face_down_once_he_names_the_first_jester_at_the_open_table(tmp_path):
    """HN-8 at a hot seat: the King sees his face-down mood only while his view is private; naming the first jester
    (HN-9) is asked at the open table, the mood face down, and his next mood is curtained again."""
    seats = [person(1), person(2), computer(1), computer(2)]
    app, match = open_hofnar(tmp_path, seats, seed=2, king=0, speed="normal")
    for _ in range(20):
        if isinstance(app.top, CurtainScene):
            app.top.age = 1.0
            press(app, pygame.K_SPACE)
    table = table_of(app)
    wait_for_person(app, match)
    mood = table.view.legal_actions[0].mood
    assert table.private and table.board.cards[mood_hand_key_of(mood)] is not None, "his moods face up to him"
    drag(app, hand_spot(table, mood_hand_key_of(mood)), table.geometry.zone("mood").center)
    frames(app)
    assert match.record.actions == (ChooseMood(mood),)
    assert not table.private and table.board.cards[motion.MOOD_KEY] is None, "face down at once"
    wait_for_person(app, match)
    assert table.view.deciding == "first_jester" and not isinstance(app.top, CurtainScene)
    assert not table.private and table.board.cards[motion.MOOD_KEY] is None
    assert all(card is None for key, card in table.board.cards.items() if key[0] == HAND)
    click(app, table.geometry.plate(2).center)
    frames(app, 30)
    assert match.record.actions[-1] == NameStarter(2) and match.state.to_move == 2
    assert not table.private and table.board.cards[motion.MOOD_KEY] is None


def mood_hand_key_of(mood: str) -> tuple[str, str]:
    return (HAND, f"mood:{mood}#0")


def test_hn13_a_tie_among_people_shows_a_challenge_for_the_mood_before_the_king_decides(tmp_path):
    seats = [person(number) for number in range(1, 6)]
    seed = next(seed for seed in range(1, 300) if tie_in_first_round(seed))
    app, match = open_hofnar(tmp_path, seats, seed=seed, king=0)
    for _ in range(400):
        top = app.top
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
        elif isinstance(top, HofnarTable) and top.view.deciding == "tie" and top.runner.accepts_input:
            break
        elif isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy:
            act_by_mouse(app, match)
        else:
            frames(app)
    table = table_of(app)
    assert table.view.deciding == "tie" and table.challenge_shown()
    screenshot(app, "hofnar-challenge")
    chosen = table.view.tied[0]
    before = len(match.record.actions)
    click(app, table.geometry.plate(chosen).center)
    assert match.record.actions[before] == BreakTie(chosen)


def tie_in_first_round(seed: int) -> bool:
    """Whether the first legal choices (as ``act_by_mouse`` makes them) lead to a tie in round 1."""
    state = RULESET.new_state(5, seed, {"king": 0})
    while state.round == 1 and not state.over:
        if state.agenda[-1][0] == "tie":
            return True
        legal = state.legal_actions()
        decline = [action for action in legal if isinstance(action, DeclineEffect)]
        kind = state.agenda[-1][0]
        state.apply(decline[0] if decline else legal[-1] if kind in ("starter", "tie") else legal[0])
    return False


def test_continue_after_a_restart_shows_the_game_where_it_was(tmp_path):
    seats = [person(), *(computer(number) for number in range(4))]
    app, match = open_hofnar(tmp_path, seats, seed=5, king=2)
    for _ in range(3):
        wait_for_person(app, match)
        act_by_mouse(app, match)
        frames(app)
    wait_for_person(app, match)
    app.storage.flush()
    again, _ = continue_after_restart(tmp_path)
    table = table_of(again)
    wait_for_person(again, table.runner.match)
    assert table.runner.match.record.actions[: len(match.record.actions)] == match.record.actions
    assert table.view.hand == table.runner.match.view(0).hand
