"""The material of Verräter as data, in one place: houses, landscapes, supply cards, action cards, buildings.

Values marked *reconstructed* in the rules reference (VR-3) could not be read from the printed cards; they live only
in ``VICTORY_POINTS`` below.
"""

from __future__ import annotations

from collections import Counter

EAGLE = "eagle"
"""The princely house Adler."""
ROSE = "rose"
"""The princely house Rose."""
HOUSES = (EAGLE, ROSE)
OTHER_HOUSE = {EAGLE: ROSE, ROSE: EAGLE}

CITY = "city"
"""Stadt."""
VILLAGE = "village"
"""Dorf."""
FOREST = "forest"
"""Wald."""
RIVER = "river"
"""Fluss."""
PASTURE = "pasture"
"""Weide."""
WASTELAND = "wasteland"
"""Ödnis."""
LANDSCAPE_TYPES = (CITY, VILLAGE, FOREST, RIVER, PASTURE, WASTELAND)
LANDSCAPE_COUNTS = Counter({landscape: 2 for landscape in LANDSCAPE_TYPES})
"""Two cards of each type make the circle of 12 (VR-3)."""

CONFLICT_POINTS = {CITY: 15, VILLAGE: 10, FOREST: 7, RIVER: 5, PASTURE: 3, WASTELAND: 0}
"""Konfliktpunkte of each landscape type (VR-3)."""

VICTORY_POINTS = {
    CITY: (15, 9, 4, 2),
    VILLAGE: (10, 6, 3, 1),
    FOREST: (7, 4, 2, 1),
    RIVER: (5, 3, 2, 1),
    PASTURE: (3, 2, 1, 1),
    WASTELAND: (2, 1, 1, 0),
}
"""What each winner scores from the losing landscape, by the number of winning players I–IV (VR-3).

Known from the rulebook: Stadt III, all of Dorf, Fluss I. Every other value is *reconstructed*.
"""

CIRCLE_SIZE = 12
"""The landscapes form a closed circle: position 11 borders position 0 (VR-8)."""

INTRODUCTORY_CIRCLE = (
    (CITY, ROSE),
    (VILLAGE, ROSE),
    (WASTELAND, EAGLE),
    (RIVER, ROSE),
    (FOREST, ROSE),
    (CITY, EAGLE),
    (PASTURE, EAGLE),
    (WASTELAND, ROSE),
    (FOREST, EAGLE),
    (PASTURE, ROSE),
    (VILLAGE, EAGLE),
    (RIVER, EAGLE),
)
"""The rulebook's fixed introductory circle, clockwise from 12 o'clock (VR-8): (landscape, house showing)."""

SUPPLY_DECK = (2,) * 5 + (3,) * 5 + (4,) * 5 + (5,) * 5 + (6,) * 2 + (8,)
"""The 23 supply cards (Versorgungskarten) by their conflict points (VR-4)."""
SUPPLY_COUNTS = Counter(SUPPLY_DECK)
STARTING_HAND = 3
"""Cards dealt to each player (VR-10)."""
EQUAL_START_HAND = (3, 4, 5)
"""Every player's hand under the "equal start" option (VR-10)."""

TRAITOR = "traitor"
"""Verräter: switches allegiance at the reveal, +1 point."""
DIPLOMAT_2 = "diplomat_2"
"""Diplomat +2: 2 conflict points for its house, one more card when drawing."""
DIPLOMAT_5 = "diplomat_5"
"""Diplomat +5: 5 conflict points for its house; switches allegiance when everyone began the round united."""
BUILDER = "builder"
"""Baumeister: one building option in phase 7."""
STRATEGIST = "strategist"
"""Stratege: +2 points and the strategy card."""
FARMER = "farmer"
"""Bauer: draws exactly 3 cards, first."""
ACTION_CARDS = (TRAITOR, DIPLOMAT_2, DIPLOMAT_5, BUILDER, STRATEGIST, FARMER)
"""The 6 action cards (VR-5), in the order in which choices are listed."""

DIPLOMAT_BONUS = {DIPLOMAT_2: 2, DIPLOMAT_5: 5}
"""Conflict points a diplomat adds to the house its player holds after the reveal (VR-16)."""
TRAITOR_POINTS = 1
STRATEGIST_POINTS = 2

ESTATE = "estate"
"""Gutshof: draws a card when under a landscape of its owner's allegiance."""
TRADING_HOUSE = "trading_house"
"""Kontor: scores the Kontor bonus at the end (VR-25)."""
BUILDING_SIDES = (ESTATE, TRADING_HOUSE)
OTHER_SIDE = {ESTATE: TRADING_HOUSE, TRADING_HOUSE: ESTATE}
BUILDINGS_PER_PLAYER = 3
MAX_TRADING_HOUSES = 2

MAX_PLAYED_SUPPLY = 5
"""A player plays 0–5 supply cards per round (VR-14)."""
MAX_DRAWN = 3
"""A player draws at most 3 cards per round (VR-21)."""
HAND_LIMIT = 5
"""Nobody ever holds more than 5 supply cards (VR-21)."""
FARMER_DRAW = 3
BONUS_HAND = 3
"""The hand is cut to 3 cards before the Kontor bonus (VR-25)."""

ROUNDS = {3: 9, 4: 8}
"""The game ends after phase 10 of this round (VR-23)."""

SETUP = "setup"
"""Set-up: each player places a first Gutshof (VR-9)."""
CONFLICT_SITE = "conflict_site"
"""Phase 1 (VR-12)."""
ACTIONS = "actions"
"""Phase 2, the action draft (VR-13)."""
SUPPLY = "supply"
"""Phase 3 (VR-14)."""
REVEAL = "reveal"
"""Phase 4 (VR-15)."""
CONFLICT = "conflict"
"""Phase 5 (VR-16)."""
VICTORY = "victory_points"
"""Phase 6 (VR-17)."""
BUILDING = "building"
"""Phase 7 (VR-18)."""
STRATEGY = "strategy"
"""Phase 8 (VR-19)."""
DISCARD = "discard"
"""Phase 9 (VR-20)."""
DRAWING = "drawing"
"""Phase 10 (VR-21)."""
RETURN_ACTIONS = "return_actions"
"""Phase 11 (VR-22)."""
PASS_START = "pass_start"
"""Phase 12 (VR-22)."""
NEXT_ROUND = "next_round"
"""Phase 13 (VR-22)."""
KONTOR_BONUS = "kontor_bonus"
"""The end: hands cut to 3, then the Kontor bonus (VR-25)."""
GAME_OVER = "game_over"
ROUND_PHASES = (
    CONFLICT_SITE,
    ACTIONS,
    SUPPLY,
    REVEAL,
    CONFLICT,
    VICTORY,
    BUILDING,
    STRATEGY,
    DISCARD,
    DRAWING,
    RETURN_ACTIONS,
    PASS_START,
    NEXT_ROUND,
)
"""The 13 phases of a round, in order (VR-12..VR-22)."""
