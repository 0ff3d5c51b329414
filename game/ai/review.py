"""The coach: Hard looks back at each decision a person made in a finished game and says what it would have played,
and about how much the person's choice gave up.

Never more than the seat knew. A decision is judged from the view its seat had when it decided
(``Replay.view_at``), as Hard's search judges one at the table: the worlds weighed are the title's ``determinize`` of
that view, then its ``infer``. The seeds come from the review's own seed and the moment of the decision, never from
the record's seed (which fixes the hidden deal), so two games the person saw alike get the same findings.

How much a choice gave up. Hard's choice comes from its search (``Thinker`` at the Hard level); when it differs from
what was played, both are played on the same sampled worlds, each followed by the same playout to the end of the game
(one Rng seed per world for both: common random numbers, so the luck of a world cancels out of their difference). A
finding holds the mean of those differences with a 95 % interval, in three measures: the search's reward (``value``,
what Hard plays for and what ranks the findings), the share of a win and the points. A decision is costly when its
value's whole interval lies above nothing and its mean above ``COSTLY``.

The budget (``plan_for``) is shared among a game's reviewed decisions so that a whole review fits in well under a
minute of the thinking worker's core (``python -m bench.review``): Hard's full budget while a game has few decisions,
less each when it has many. It counts iterations and worlds, never seconds, so the same record, seat and seed give the
same findings on every machine.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from game.ai.budgets import Budget, budget_for
from game.ai.policy import Heuristics, heuristics_for
from game.ai.reward import rewards
from game.ai.thinker import Thinker
from game.core import (
    Action,
    ActionCodec,
    JsonValue,
    MatchRecord,
    RecordError,
    Result,
    Rng,
    Ruleset,
    State,
    View,
    to_json,
)
from game.core.replay import Replay
from game.core.values import fits
from game.titles import TITLES

REVIEW_SEED = 36
"""The seed of a review unless another is asked for: the same game reviewed twice gives the same findings."""
Z95 = 1.96
"""The normal quantile of a two-sided 95 % interval."""
COSTLY = 0.02
"""The least mean loss of the search's reward (on its 0-to-1 scale, about two hundredths of a win) that marks a
decision as costly, when its interval also lies wholly above nothing."""
VERY_COSTLY = 0.08
"""The mean loss of reward from which a costly decision is marked as very costly."""
HARD_DECISIONS = 10
"""How many decisions' worth of Hard's full search a whole review spends at most: a game with more decisions gives
each a share of it (``plan_for``)."""
WORLDS_TOTAL = 1800
"""How many common worlds a whole review plays out at most, shared among its decisions."""
MOST_WORLDS = 120
"""The most worlds one decision is weighed on: beyond it the interval narrows too slowly to be worth the time."""
LEAST_WORLDS = 12
"""The fewest worlds one decision is weighed on, however many decisions a game has: an interval needs some."""
LEAST_ITERATIONS = 60
"""The fewest iterations Hard's search spends on one decision, however many decisions a game has."""
WORLD_WORK = 8
"""How many of Hard's search iterations one common world costs about (two playouts to the end of the game): the
weight of a world in a review's progress."""


@dataclasses.dataclass(frozen=True)
class Plan:
    """What a review spends on each decision: Hard's search iterations, and the common worlds its choice and the
    person's are weighed on."""

    iterations: int
    worlds: int


def plan_for(title_id: str, players: int, decisions: int) -> Plan:
    """The budget of each of a review's ``decisions`` in a game of ``title_id`` at ``players`` seats (see the
    module's note)."""
    hard = budget_for(title_id, players).hard
    share = min(1.0, HARD_DECISIONS / max(1, decisions))
    iterations = max(min(hard, LEAST_ITERATIONS), round(hard * share))
    worlds = max(LEAST_WORLDS, min(MOST_WORLDS, WORLDS_TOTAL // max(1, decisions)))
    return Plan(iterations, worlds)


def t95(freedom: int) -> float:
    """Student's t quantile of a two-sided 95 % interval with ``freedom`` degrees of freedom (Cornish-Fisher's first
    two terms: within 0.003 of the table from 10 degrees on), so that an interval from a dozen worlds is not narrower
    than it honestly is."""
    z = Z95
    return z + (z**3 + z) / (4 * freedom) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * freedom**2)


@dataclasses.dataclass(frozen=True)
class Measure:
    """A paired difference's mean and the half width of its 95 % interval: ``low`` to ``high``."""

    mean: float
    half: float

    @property
    def low(self) -> float:
        """The interval's lower end."""
        return self.mean - self.half

    @property
    def high(self) -> float:
        """The interval's upper end."""
        return self.mean + self.half

    @classmethod
    def of(cls, differences: Sequence[float]) -> Measure:
        """The mean of ``differences`` and its 95 % interval (Student's t); nothing with nothing measured."""
        count = len(differences)
        if count == 0:
            return NOTHING
        mean = sum(differences) / count
        if count == 1:
            return cls(mean, 0.0)
        spread = math.sqrt(sum((value - mean) ** 2 for value in differences) / (count - 1))
        return cls(mean, t95(count - 1) * spread / math.sqrt(count))


NOTHING = Measure(0.0, 0.0)
"""No difference at all: Hard chose what was played."""


@dataclasses.dataclass(frozen=True)
class Finding:
    """One decision looked at again: at ``moment`` (the count of actions before it) ``seat`` played ``played``;
    Hard would have played ``advice``; what ``played`` gave up against it on ``worlds`` common worlds, as the
    search's reward (``value``), the share of a win (``wins``) and points (``points``)."""

    moment: int
    seat: int
    played: Action
    advice: Action
    worlds: int
    value: Measure
    wins: Measure
    points: Measure

    @property
    def agrees(self) -> bool:
        """True when Hard would have played the same."""
        return self.played == self.advice

    @property
    def costly(self) -> bool:
        """True when the choice clearly gave something up: the value's interval wholly above nothing, its mean at
        least ``COSTLY``."""
        return not self.agrees and self.value.mean >= COSTLY and self.value.low > 0

    @property
    def very_costly(self) -> bool:
        """True for a costly choice that gave up at least ``VERY_COSTLY``."""
        return self.costly and self.value.mean >= VERY_COSTLY


FINDING_KEYS = frozenset({"moment", "seat", "played", "advice", "worlds", "value", "wins", "points"})
MEASURES = ("value", "wins", "points")
LARGEST_MEASURE = 1000.0
"""No measure of a finding comes near this (points differ by dozens at most): a larger one is damage."""


def finding_to_json(finding: Finding) -> dict[str, JsonValue]:
    """A finding as JSON-ready data (each measure as its mean and half width), for the worker's answers and for the
    review kept with a game."""
    data: dict[str, JsonValue] = {
        "moment": finding.moment,
        "seat": finding.seat,
        "played": to_json(finding.played),
        "advice": to_json(finding.advice),
        "worlds": finding.worlds,
    }
    for name in MEASURES:
        measure = getattr(finding, name)
        data[name] = [measure.mean, measure.half]
    return data


def finding_from_json(data: JsonValue, codec: ActionCodec) -> Finding:
    """Read a finding written by ``finding_to_json``; raise RecordError unless it has exactly that shape (whether
    it belongs to a game is for the caller to check)."""
    if not isinstance(data, dict) or data.keys() != FINDING_KEYS:
        raise RecordError("A finding of the review is not what it should be.")
    counts = [data[name] for name in ("moment", "seat", "worlds")]
    if not all(fits(count, int) and count >= 0 for count in counts):
        raise RecordError("A finding of the review counts what cannot be counted.")
    measures = []
    for name in MEASURES:
        pair = data[name]
        if not isinstance(pair, list) or len(pair) != 2 or not all(_finite(number) for number in pair):
            raise RecordError(f"A finding of the review has no measure of its {name}.")
        if pair[1] < 0:
            raise RecordError("A finding of the review has an interval of negative width.")
        measures.append(Measure(float(pair[0]), float(pair[1])))
    moment, seat, worlds = counts
    return Finding(moment, seat, codec.decode(data["played"]), codec.decode(data["advice"]), worlds, *measures)


def _finite(number: JsonValue) -> bool:
    """True for a JSON number (not a bool) of a size a measure can have."""
    return type(number) in (int, float) and math.isfinite(number) and abs(number) < LARGEST_MEASURE


def costliest(findings: Sequence[Finding], count: int = 3) -> list[Finding]:
    """The ``count`` findings that gave up the most value (those Hard would have played otherwise and whose mean
    loss is above nothing), the costliest first; earlier moments first among equals."""
    losses = [finding for finding in findings if not finding.agrees and finding.value.mean > 0]
    return sorted(losses, key=lambda finding: (-finding.value.mean, finding.moment))[:count]


class DecisionReview:
    """One decision looked at again, in slices like a ``Thinker``: first Hard's search for its own choice, then, when
    that differs from what was played, both played on the plan's common worlds.

    ``advance`` runs a number of steps (a search iteration, or a world's two playouts), ``done`` says when all are
    run, ``progress`` how far it is (from 0 to 1, a world weighing ``WORLD_WORK`` iterations) and ``finding`` gives
    the result. The same view, play, plan and seed give the same finding, however the work is sliced.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        view: View,
        played: Action,
        moment: int,
        plan: Plan,
        seed: int,
        *,
        heuristics: Heuristics | None = None,
    ) -> None:
        if played not in view.legal_actions:
            raise ValueError(f"{played!r} was not a choice of seat {view.seat} at moment {moment}")
        self._ruleset = ruleset
        self._view = view
        self._played = played
        self._moment = moment
        self._plan = plan
        self._heuristics = heuristics or heuristics_for(ruleset.id)
        rng = Rng(seed)
        self._thinker = Thinker(
            ruleset, view, "hard", rng.next64(), heuristics=self._heuristics, budget=Budget(0, plan.iterations)
        )
        self._worlds_rng = Rng(rng.next64())
        self._advice: Action | None = None
        self._differences: tuple[list[float], list[float], list[float]] = ([], [], [])

    @property
    def advice(self) -> Action | None:
        """Hard's choice, once its search is over."""
        return self._advice

    @property
    def _worlds_to_play(self) -> int:
        return 0 if self._advice == self._played else self._plan.worlds

    @property
    def done(self) -> bool:
        """True once Hard has chosen and, when it chose otherwise, every world is played."""
        return self._advice is not None and len(self._differences[0]) >= self._worlds_to_play

    @property
    def progress(self) -> float:
        """How much of the work is done, from 0 to 1."""
        if self.done:
            return 1.0
        total = self._thinker.budget + self._plan.worlds * WORLD_WORK
        return (self._thinker.iterations + len(self._differences[0]) * WORLD_WORK) / max(1, total)

    def advance(self, steps: int) -> None:
        """Run up to ``steps`` more steps: search iterations while Hard thinks, then common worlds."""
        for _ in range(steps):
            if self.done:
                return
            if self._advice is None:
                self._thinker.advance(1)
                if self._thinker.done:
                    self._advice = self._thinker.best_action()
            else:
                self._weigh_world()

    def finding(self) -> Finding:
        """What this decision gave up (run it to the end first: ``done``)."""
        if not self.done or self._advice is None:
            raise RuntimeError("the decision's review has not run to its end")
        value, wins, points = (Measure.of(differences) for differences in self._differences)
        return Finding(
            self._moment,
            self._view.seat,
            self._played,
            self._advice,
            len(self._differences[0]),
            value,
            wins,
            points,
        )

    def _weigh_world(self) -> None:
        """Play Hard's choice and the person's on one more sampled world, with the same playout seed."""
        rng = self._worlds_rng
        world = self._ruleset.determinize(self._view, rng)
        if self._heuristics.infer is not None:
            self._heuristics.infer(world, self._view, rng)
        playout_seed = rng.next64()
        assert self._advice is not None
        seat = self._view.seat
        ours = self._outcome(world.clone(), self._advice, playout_seed, seat)
        theirs = self._outcome(world, self._played, playout_seed, seat)
        for differences, better, worse in zip(self._differences, ours, theirs, strict=True):
            differences.append(better - worse)

    def _outcome(self, world: State, action: Action, seed: int, seat: int) -> tuple[float, float, float]:
        """The seat's reward, share of a win and points after ``action`` and a playout to the end of the game."""
        world.apply(action)
        policy, rng = self._heuristics.policy, Rng(seed)
        while not world.over:
            world.apply(policy(world, rng))
        result = world.result()
        return rewards(result, world.players)[seat], win_share(result, seat), float(result.scores[seat])


def win_share(result: Result, seat: int) -> float:
    """The seat's share of the victory: 1 / (seats sharing the first place) when it is among them, else 0."""
    return 1 / len(result.winners) if seat in result.winners else 0.0


def decisions(replay: Replay, seats: Sequence[int]) -> list[int]:
    """The moments at which one of ``seats`` decided between two or more actions, in order."""
    wanted = set(seats)
    return [
        moment
        for moment, mover in enumerate(replay.movers)
        if mover in wanted and len(replay.view_at(moment, mover).legal_actions) > 1
    ]


def decision_seed(seed: int, moment: int) -> int:
    """The seed of the decision at ``moment`` of a review seeded ``seed``: public facts only."""
    return (seed * 1_000_003 + moment * 7919) % (1 << 63)


def decision_review(replay: Replay, moment: int, plan: Plan, seed: int = REVIEW_SEED) -> DecisionReview:
    """The work of looking again at the decision at ``moment`` of ``replay`` in a review seeded ``seed``: from its
    mover's view then, and nothing else of the record."""
    seat = replay.movers[moment]
    view = replay.view_at(moment, seat)
    played = replay.record.actions[moment]
    return DecisionReview(replay.ruleset, view, played, moment, plan, decision_seed(seed, moment))


def review_decision(replay: Replay, moment: int, plan: Plan, seed: int = REVIEW_SEED) -> Finding:
    """The finding of the decision at ``moment`` of ``replay`` (``decision_review`` run to its end)."""
    work = decision_review(replay, moment, plan, seed)
    while not work.done:
        work.advance(64)
    return work.finding()


def review(record: MatchRecord, seat: int, *, seed: int = REVIEW_SEED, plan: Plan | None = None) -> list[Finding]:
    """Every decision ``seat`` made in ``record``'s game, looked at again in order (see the module's note); ``plan``
    defaults to the budget of a review of this seat's decisions alone."""
    replay = Replay(TITLES.get(record.title), record)
    moments = decisions(replay, [seat])
    plan = plan or plan_for(record.title, len(record.seats), len(moments))
    return [review_decision(replay, moment, plan, seed) for moment in moments]
