"""The coach's words: what a finding says about a decision, in the player's language.

A loss is given with the interval the review measured, never as a bare number: "about 2.1 points (0.8 to 3.4) and 9 %
of a win (2 % to 16 %)", after the verdict (very costly, costly, or not clearly worse for the victory, which the
search's reward decides: ``Finding.costly``). Decimals are written as the language writes them (a comma in German and
Dutch).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.review import Finding
from game.core.replay import Replay
from scenes.i18n import tr, tr_count
from scenes.ui.text import numeral


def decimal(value: float, places: int = 1) -> str:
    """``value`` rounded to ``places`` decimals as the language writes it, with a true minus sign ("−0,4")."""
    text = f"{abs(value):.{places}f}".replace(".", tr("review.decimal_point"))
    return f"−{text}" if round(value, places) < 0 else text


def percent(share: float) -> str:
    """A share (0.09) as a percentage in the language's way ("9 %", "9%")."""
    return tr("review.percent", value=decimal(100 * share, 0))


def verdict(finding: Finding) -> str:
    """The coach's judgement of a choice Hard would have made otherwise: very costly, costly, or not clearly worse
    for the victory (its loss of the search's reward is within chance or small)."""
    if finding.very_costly:
        return tr("review.verdict.very_costly")
    return tr("review.verdict.costly" if finding.costly else "review.verdict.unsure")


def loss_text(finding: Finding) -> str:
    """The verdict, then what the decision gave up against Hard's choice in points and in share of a win, each with
    its interval (a share of a win differs by at most a whole win either way, so its interval ends there)."""
    points, wins = finding.points, finding.wins
    given_up = tr(
        "review.loss",
        points=decimal(points.mean),
        points_low=decimal(points.low),
        points_high=decimal(points.high),
        wins=percent(wins.mean),
        wins_low=percent(max(-1.0, wins.low)),
        wins_high=percent(min(1.0, wins.high)),
    )
    return f"{verdict(finding)} {given_up}"


def moment_text(replay: Replay, finding: Finding) -> str:
    """Where a decision lies in the game and whose it was: "Step 46 · round 8 · Ada", the step counted as the replay
    counts its moments (the actions shown before the decision)."""
    return tr(
        "review.moment",
        step=numeral(finding.moment),
        round=numeral(replay.round_of(finding.moment)),
        name=replay.seats[finding.seat].name,
    )


def summary_text(findings: Sequence[Finding]) -> str:
    """The review in one sentence: how many decisions, how many Hard would have made alike, how many cost clearly."""
    if not findings:
        return tr("review.summary.empty")
    agreed = sum(finding.agrees for finding in findings)
    costly = sum(finding.costly for finding in findings)
    looked = tr_count("review.summary.decisions", len(findings), count=numeral(len(findings)))
    alike = tr_count("review.summary.agreed", agreed, count=numeral(agreed))
    clear = tr("review.summary.costly.none") if not costly else tr_count("review.summary.costly", costly, count=costly)
    return tr("review.summary", decisions=looked, agreed=alike, costly=clear)
