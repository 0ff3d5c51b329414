"""The offline reading of Hof-Verrat's mission inference: it counts true missions in sampled worlds, fairly."""

from __future__ import annotations

from game.core import Rng
from game.titles import TITLES
from lab.mission_reading import Reading, main, read_game, read_position


def test_worlds_are_counted_for_every_unseen_seat_and_each_mission():
    state = TITLES.get("hofverrat").new_state(4, seed=2)
    policy_rng = Rng(2)
    for _ in range(24):
        state.apply(state.random_action(policy_rng))
    reading = read_position(state.view(1), state.missions, worlds=5, seed=7, infer=True)
    assert reading.draws == 3 * 5, "three seats' missions are unseen by seat 1, five worlds each"
    assert 0 <= reading.light <= reading.draws and 0 <= reading.dark <= reading.draws


def test_the_inference_names_true_missions_more_often_than_a_uniform_draw():
    inferred, uniform = Reading(), Reading()
    for game in range(30):
        mine, theirs = read_game(game, 4, worlds=5, random_percent=25)
        inferred.add(mine)
        uniform.add(theirs)
    assert inferred.light + inferred.dark > 1.2 * (uniform.light + uniform.dark)


def test_a_game_is_read_after_every_round_of_turns():
    inferred, uniform = read_game(0, 4, worlds=2, random_percent=25)
    assert inferred.draws == uniform.draws > 0


def test_the_table_prints_both_draws(capsys):
    main(["--games", "2", "--worlds", "2"])
    printed = capsys.readouterr().out
    assert "inferred (as Hard samples)" in printed and "uniform (determinize)" in printed
