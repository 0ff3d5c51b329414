"""A replay shows each seat exactly what it saw (issue 36 §2): for every title and player count, the view the replay
gives of every seat at every moment equals the view that seat held then, as its title's fold built it from the events
of the record; the events a replay hands the table fold to the same views; and cards are shown open only for a game
that has ended."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Match, Rng, Seat
from game.core.replay import Replay, played_on, played_on_from
from game.titles import REGISTERED, TITLES

COUNTS = [(title.id, players) for title in REGISTERED for players in title.ruleset.player_counts]


def finished_record(title_id: str, players: int, seed: int = 11):
    """A whole game of random moves."""
    ruleset = TITLES.get(title_id)
    seats = [Seat(f"Seat {seat}", "computer", "easy") for seat in range(players)]
    match = Match.start(ruleset, seats, seed=seed)
    rng = Rng(seed)
    while not match.state.over:
        match.apply(match.state.random_action(rng))
    return match.record


@pytest.mark.parametrize(("title_id", "players"), COUNTS)
def test_a_replays_view_of_every_seat_at_every_moment_is_the_view_that_seat_had(title_id: str, players: int):
    record = finished_record(title_id, players)
    title = next(each for each in REGISTERED if each.id == title_id)
    replay = Replay(title.ruleset, record)
    start = record.new_state(title.ruleset)
    for seat in range(players):
        fold = title.fold
        before = start.view(seat) if fold.before_deal is None else fold.before_deal(players, seat, record.options)
        opening, steps = replay.seen(replay.length, seat)
        held = fold.fold(before, opening)
        assert replay.view_at(0, seat) == held, f"{title_id} {players}p seat {seat}: the deal"
        for moment, events in enumerate(steps, start=1):
            held = fold.fold(held, events)
            assert replay.view_at(moment, seat) == held, f"{title_id} {players}p seat {seat}: moment {moment}"
    assert replay.ended
    assert replay.open_views(replay.length // 2) == tuple(
        replay.view_at(replay.length // 2, seat) for seat in range(players)
    )


@pytest.mark.parametrize(("title_id", "players"), COUNTS)
def test_open_cards_are_refused_for_a_game_that_has_not_ended(title_id: str, players: int):
    record = finished_record(title_id, players)
    unfinished = Replay(TITLES.get(title_id), record.without_last(1))
    assert not unfinished.ended
    with pytest.raises(IllegalAction) as refusal:
        unfinished.open_views(0)
    assert refusal.value.key == "refusal.replay.open"
    with pytest.raises(IllegalAction) as refusal:
        unfinished.open_state(unfinished.length)
    assert refusal.value.key == "refusal.replay.open", "nor the true state, which holds the cards nobody saw"


def test_turns_and_rounds_begin_where_the_mover_and_the_round_change():
    record = finished_record("hofverrat", 3)
    replay = Replay(TITLES.get("hofverrat"), record)
    assert replay.turns[0] == 0 and replay.rounds[0] == 0
    assert all(replay.mover(moment + 1) != replay.mover(moment) for moment in replay.turns if moment > 0)
    assert all(start in replay.turns for start in replay.rounds), "a round begins with a turn"
    assert replay.round_of(replay.rounds[1]) == 2 and replay.round_of(replay.rounds[1] - 1) == 1


def test_a_game_played_on_is_the_record_up_to_that_moment_marked_with_it():
    record = finished_record("verraeter", 3)
    replay = Replay(TITLES.get("verraeter"), record)
    seats = tuple(Seat(seat.name) for seat in record.seats)
    again = played_on(replay.prefix(20, seats), 20)
    assert again.actions == record.actions[:20] and again.seats == seats and played_on_from(again) == 20
    assert Match(replay.ruleset, again).state.snapshot() == replay.state_at(20).snapshot()
    read = type(again).from_json_text(again.to_json_text(), TITLES)
    assert played_on_from(read) == 20, "the mark survives the autosave"
    assert played_on_from(record) is None
    odd = type(record)(**{**record.__dict__, "meta": {"played_on": {"version": True, "moment": 3}}})
    assert played_on_from(odd) is None, "a mark of another shape is no mark"
