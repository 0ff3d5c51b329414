"""The clairvoyant diagnostic: its worlds hold exactly the revealed facts of the true game, and nothing is shared."""

from __future__ import annotations

from collections import Counter

import pytest

from bench.arena import RANDOM, contestants_for, play_game
from game.ai.budgets import Budget
from game.core import Rng
from game.hofnar.cards import CARD_IDS
from game.titles import BY_ID, TITLES
from lab.clairvoyant import REVEALS, Clairvoyant, main, replay
from tests.ai.helpers import positions


def seen_by_a_clairvoyant(title_id: str, facts: list[str], players: int = 4):
    """(true game, world sampled for its seat to move with ``facts`` revealed) for a few positions of ``title_id``."""
    ruleset = TITLES.get(title_id)
    for truth in positions(ruleset, players, count=4, seed=5):
        seer = Clairvoyant(ruleset, lambda truth=truth: truth, [REVEALS[title_id][fact] for fact in facts])
        yield truth, seer.determinize(truth.view(truth.to_move), Rng(9))


def test_hofnar_hands_are_the_true_ones_and_every_card_is_somewhere_once():
    for truth, world in seen_by_a_clairvoyant("hofnar", ["hands"]):
        assert world.hands == truth.hands and world.table == truth.table
        placed = [card for hand in world.hands for card in hand] + world.stock + world.discard
        placed += [card for _, card in world.table]
        assert Counter(placed) == Counter(CARD_IDS)
        other = (truth.to_move + 1) % truth.players
        world.hands[other].append("a card too many")
        assert "a card too many" not in truth.hands[other], "the world holds copies, never the true game's lists"


def test_hofnar_mood_is_the_kings_own():
    for truth, world in seen_by_a_clairvoyant("hofnar", ["mood"]):
        assert (world.mood, world.moods) == (truth.mood, truth.moods)
        assert world.mood_discard_face_down == truth.mood_discard_face_down


def test_hofverrat_missions_are_the_true_ones():
    for truth, world in seen_by_a_clairvoyant("hofverrat", ["missions"]):
        assert world.missions == truth.missions and world.unused_missions == truth.unused_missions


def test_the_arena_hands_its_true_game_to_a_diagnostic_and_plays_it_on():
    dealt = []
    outcome = play_game(contestants_for("listtuecke", scale=0.001), 3, ("hard", RANDOM), 0, on_deal=dealt.append)
    assert len(dealt) == 1 and dealt[0].over, "the game handed over is the one played"
    assert outcome.share in (0.0, 1 / 3, 0.5, 1.0)


def test_a_clairvoyant_hard_plays_whole_arena_games(monkeypatch):
    monkeypatch.setitem(BY_ID["hofnar"].budgets, 4, Budget(normal=4, hard=20))
    shares = [replay("hofnar", 4, "easy", game, facts) for facts in ((), ("hands", "mood")) for game in (0, 1)]
    assert all(share in (0.0, 0.5, 1.0) for share in shares)


def test_a_fact_the_title_cannot_reveal_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["hofnar", "--reveal", "missions"])
    assert "hofnar can reveal hands, mood, not missions" in capsys.readouterr().err


def test_the_table_pairs_the_registered_hard_with_the_clairvoyant_one(monkeypatch, capsys):
    monkeypatch.setitem(BY_ID["hofnar"].budgets, 4, Budget(normal=4, hard=20))
    main(["hofnar", "--reveal", "hands", "mood", "--games", "2"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  ")]
    assert [row[0] for row in rows] == ["Hard", "registered", "seeing"]
    delta, error = rows[2][-2:]
    assert rows[2][1] == "hands+mood" and delta.startswith(("+", "-")) and float(error) >= 0, "with delta and SE"
