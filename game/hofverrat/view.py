"""What one seat of Hof-Verrat may know: the last section of the rules file, as a value."""

from __future__ import annotations

import dataclasses

from game.core import View


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card lying at the royal table or in a district, by its public ``serial`` (the order cards were played in).

    ``card`` is the card id, or None while the card lies face down: a spy before the end, or a spy an assassin
    eliminated, which stays unknown for good.
    """

    serial: int
    card: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class Strike:
    """An assassin's elimination, public to all (HV-14): the ``assassin``'s serial, the ``victim``'s serial, and the
    place the victim lay in (``game.hofverrat.board``'s numbering) before it left the game."""

    assassin: int
    victim: int
    place: int


@dataclasses.dataclass(frozen=True, kw_only=True)
class HofVerratView(View):
    """One seat's knowledge: its hand and missions, every face-up card, where spies lie, and the counts of the rest.

    ``table[column][side]`` lists the cards of one column (the six families, then the Queen's column) on one side
    (0 upper, 1 lower) in the order they were played; ``districts[seat]`` likewise. ``missions[seat]`` is None for
    the missions this seat may not see: every other seat's until the end (HV-19). ``turn_areas`` names the areas the
    seat to move has already played into this turn ("table", "own", "opponent"). Spies keep their places after the
    end: HV-16's move of a Queen's-column spy to its family's column is a step of the scoring, in the result's lines.

    ``played_by[serial]`` is the seat that laid each card, as everyone at the table saw. ``remembered`` holds the spies
    this seat laid face down itself, by serial, with their faces until the end: it held each one in its hand before
    laying it. HV-13 forbids looking at a played spy again, not remembering it, so a careful player (and the AI, whose
    sampled worlds keep them) knows them; the table does not show them.
    """

    hand: tuple[int, ...]
    missions: tuple[tuple[str, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    table: tuple[tuple[tuple[PlayedCard, ...], tuple[PlayedCard, ...]], ...]
    districts: tuple[tuple[PlayedCard, ...], ...]
    eliminated: tuple[PlayedCard, ...]
    starting_seat: int
    turn_areas: tuple[str, ...]
    played_by: tuple[int, ...]
    remembered: tuple[PlayedCard, ...]
    strikes: tuple[Strike, ...] = ()
