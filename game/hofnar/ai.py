"""Hofnar's game knowledge for the AI: how a sensible jester plays his acts and effects, and how a fair King judges.

A jester weighs each act by three things: the chance that it makes him the round's loser (a life, or his head), the
chance that it wins him the King's favour (no loss next round, HN-12), and what the card would be worth in later
rounds, since every card played now is missing later (a jester holds exactly as many cards as rounds can come,
HN-6). The chances come from the deck's figures, not from anyone's hand: the jesters still to play are assumed to
beat a score whenever one of their cards can. Effects are used when they pay at once: Triboulet guesses whenever
Drunk is still possible, Stanczyk draws when the loss would behead, Perkeo and Hudson save their owner, Fleeman
cancels what would hurt him, Armstrong swaps when no card of his saves him.

The King has nothing to win (HN-18), so he plays as a fair person would: he shuffles his unused mood cards and lays
one at random, honours Hudson's call by changing the mood when he can, names the first jester by lot, and breaks a tie
by judging the acts themselves (the richer act wins, the poorer one loses), never by who performed them.

Every function reads only what the seat to move may know: its own hand, the King's moods for the King, and what is
public (cards face up, lives, the Favourite, hand sizes, spent effects, the mood once revealed, the discarded moods).

``HEURISTICS`` and ``BUDGETS``, at the end, are what the title's record (``game.title``) gives the AI.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from game.ai.budgets import Budget
from game.ai.policy import Heuristics
from game.ai.worlds import FOLLOWS_HEURISTIC
from game.core import Action, Rng, State, View
from game.hofnar.actions import BreakTie, UseEffect
from game.hofnar.cards import CARDS, DECK, DRUNK, MOOD_CARDS, MOODS, SCORES
from game.hofnar.effects import DECLINES, USES
from game.hofnar.flow import MOOD_CHOICES, PLAYS
from game.hofnar.jesters import ARMSTRONG, FLEEMAN, HUDSON, PERKEO, SOMMERS, STANCZYK, TRIBOULET
from game.hofnar.scoring import WIN, losing_candidates, winning_candidates
from game.hofnar.state import HofnarState
from game.hofnar.view import HofnarView

# The deck's figures, computed once.

MERIT = {card.id: {mood: -card.total if mood == DRUNK else card.score(mood) for mood in MOODS} for card in DECK}
"""How good a card is under a mood from its jester's side: its stars, or minus its total when the King is Drunk."""


def share_of_deck(mood: str, test: Callable[[int, int], bool]) -> dict[int, float]:
    """For every possible merit x, the share of the deck whose merit under ``mood`` passes ``test(merit, x)``."""
    merits = [MERIT[card.id][mood] for card in DECK]
    return {x: sum(test(merit, x) for merit in merits) / len(merits) for x in range(-10, 11)}


BELOW = {mood: share_of_deck(mood, lambda merit, x: merit < x) for mood in MOODS}
"""``BELOW[mood][x]``: the share of the deck that scores worse than merit x."""
AT_MOST = {mood: share_of_deck(mood, lambda merit, x: merit <= x) for mood in MOODS}
"""``AT_MOST[mood][x]``: the share of the deck that does not score better than merit x."""
DEFAULT_ODDS = {mood: MOOD_CARDS.count(mood) / len(MOOD_CARDS) for mood in MOODS}
WORTH = {
    card: sum(DEFAULT_ODDS[mood] * (BELOW[mood][merit] + AT_MOST[mood][merit]) / 2 for mood, merit in merits.items())
    for card, merits in MERIT.items()
}
"""A card's worth for the rounds to come, 0 to 1: its mean standing in the deck over the moods a full set deals."""

# How much the judgements weigh (tuned by heuristic-against-heuristic matches).

LIFE_AT_STAKE = {1: 1.0, 2: 0.45, 3: 0.3}
"""What losing the round costs, by the lives the jester has: his head with one, a part of his margin with more."""
FAVOUR = 0.2
"""What winning the round is worth: the King's Favourite cannot lose the next round (HN-12)."""
CARD_COST = 0.35
"""What spending a card of worth 1 costs, on the scale of a beheading."""
ARMSTRONG_DANGER = 0.5
"""Armstrong swaps when even his safest card loses at least this often."""
HUDSON_GAIN = 0.2
"""Hudson calls for a new mood when that lowers his chance to lose by at least this much."""


# What a jester can know about the moods.


def mood_odds(state: HofnarState, seat: int) -> dict[str, float]:
    """The mood of this round as ``seat`` sees it: certain once revealed (or to the King), else the odds of the mood
    cards not yet seen face up (the King's unused ones and the one laid down)."""
    if state.mood is not None and (state.mood_shown or seat == state.king):
        return {state.mood: 1.0}
    return unseen_mood_odds(tuple(state.mood_discard))


ODDS_CACHE: dict[tuple[str, ...], dict[str, float]] = {}


def unseen_mood_odds(discarded: tuple[str, ...]) -> dict[str, float]:
    """The odds of each mood among the mood cards not in the discard, as if the King laid one at random."""
    odds = ODDS_CACHE.get(discarded)
    if odds is None:
        unseen = Counter(MOOD_CARDS)
        unseen.subtract(discarded)
        total = sum(unseen.values())
        odds = ODDS_CACHE[discarded] = {mood: count / total for mood, count in unseen.items() if count > 0}
    return odds


# A round's danger and glory for one act.


def chance_to_lose(merit: int, mood: str, earlier: Iterable[int], later_hands: Iterable[int]) -> float:
    """The chance that an act of ``merit`` is the round's worst among the jesters who can lose.

    ``earlier`` holds the merits already on the table of jesters who can lose; ``later_hands`` the hand sizes of those
    still to play, who are assumed to beat the act whenever one of their cards can.
    """
    tied = 0
    for other in earlier:
        if other < merit:
            return 0.0
        tied += other == merit
    beaten_by_all = 1.0
    at_most = AT_MOST[mood][merit]
    for size in later_hands:
        beaten_by_all *= 1 - at_most**size
    return beaten_by_all / (1 + tied)


def chance_to_win(merit: int, mood: str, earlier: Iterable[int], later_hands: Iterable[int]) -> float:
    """The chance that an act of ``merit`` is the round's best: no card on the table beats it, and the jesters still
    to play (``later_hands``: their hand sizes) hold no card that does."""
    tied = 0
    for other in earlier:
        if other > merit:
            return 0.0
        tied += other == merit
    below = BELOW[mood][merit]
    unbeaten = 1.0
    for size in later_hands:
        unbeaten *= below**size
    return unbeaten / (1 + tied)


def round_prospects(state: HofnarState, seat: int) -> Callable[[str], tuple[float, float]]:
    """How playing a card face up now would go for ``seat``: a function of the card that gives (chance to lose,
    chance to win) over the moods the seat thinks possible. The table is read once, for all the cards of a hand."""
    protected = state.protected
    table = state.table
    played = {other for other, _ in table}
    later = [other for other in state.order if other != seat and other not in played]
    later_hands = [len(state.hands[other]) for other in later]
    later_rival_hands = [len(state.hands[other]) for other in later if other != protected]
    can_lose = seat != protected
    moods = [
        (
            mood,
            odds,
            [MERIT[card][mood] for other, card in table if other != protected],
            [MERIT[card][mood] for _, card in table],
        )
        for mood, odds in mood_odds(state, seat).items()
    ]

    def prospects(card: str) -> tuple[float, float]:
        merits = MERIT[card]
        lose = win = 0.0
        for mood, odds, rivals, everyone in moods:
            merit = merits[mood]
            if can_lose:
                lose += odds * chance_to_lose(merit, mood, rivals, later_rival_hands)
            win += odds * chance_to_win(merit, mood, everyone, later_hands)
        return lose, win

    return prospects


def final_prospects(state: HofnarState, seat: int, card: str) -> float:
    """The chance that ``card`` wins a final round (HN-16), both cards chosen blind, against a random card."""
    return sum(
        odds * (BELOW[mood][MERIT[card][mood]] + AT_MOST[mood][MERIT[card][mood]]) / 2
        for mood, odds in mood_odds(state, seat).items()
    )


def life_at_stake(state: HofnarState, seat: int) -> float:
    """What losing a life costs ``seat`` now."""
    return LIFE_AT_STAKE.get(state.lives[seat], 0.25)


# The jester's act.


def best_act(state: HofnarState, seat: int, hand: Iterable[str]) -> str:
    """The card of ``hand`` with the best balance of danger, glory and the card's worth for later rounds."""
    stake = life_at_stake(state, seat)
    prospects = round_prospects(state, seat)
    best_card, best_value = "", -10.0
    for card in hand:
        lose, win = prospects(card)
        value = FAVOUR * win - stake * lose - CARD_COST * WORTH[card]
        if value > best_value:
            best_card, best_value = card, value
    return best_card


def best_final_act(state: HofnarState, seat: int, hand: Iterable[str]) -> str:
    """The card most likely to win a final round; its worth counts only while lives remain for more final rounds."""
    rival = next(other for other in state.order if other != seat)
    decisive = state.lives[seat] == 1 or state.lives[rival] == 1
    cost = 0.0 if decisive else CARD_COST
    return max(hand, key=lambda card: final_prospects(state, seat, card) - cost * WORTH[card])


def play_act(state: HofnarState, rng: Rng) -> Action:
    """Play the act that balances this round's danger and glory against the card's worth later (HN-10, HN-11)."""
    seat = state.to_move
    return PLAYS[best_act(state, seat, state.hands[seat])]


def choose_final_act(state: HofnarState, rng: Rng) -> Action:
    """Choose a card face down for a final round (HN-16)."""
    seat = state.to_move
    return PLAYS[best_final_act(state, seat, state.hands[seat])]


# The jester effects (HN-30..HN-37).


def answer_window(state: HofnarState, rng: Rng) -> Action:
    """Use the effect whose window is open, for its owner or for Chicot copying it, when it pays now."""
    effect = state.agenda[-1][1]
    return WINDOW_JUDGEMENTS[effect](state, state.to_move)


def guess_drunk(state: HofnarState, seat: int) -> Action:
    """Triboulet guesses Drunk whenever it can still be right (HN-31): a wrong guess costs nothing but the effect,
    and waiting does not raise the odds of ever guessing right, it only risks the head first."""
    return USES[TRIBOULET] if DRUNK in unseen_mood_odds(tuple(state.mood_discard)) else DECLINES[TRIBOULET]


def chance_to_lose_settled(state: HofnarState, seat: int, mood: str) -> float:
    """With every card face up, the chance that ``seat`` loses under ``mood``, ties broken by lot."""
    scores = tuple((other, SCORES[card][mood]) for other, card in state.table)
    drunk = mood == DRUNK
    winners = winning_candidates(scores, drunk)
    chance = 0.0
    for winner in winners:
        if winner == seat:
            continue
        losers, _ = losing_candidates(scores, drunk, winner, state.protected)
        if seat in losers:
            chance += 1 / len(losers)
    return chance / len(winners)


def replacement_moods(state: HofnarState) -> dict[str, float]:
    """The odds of the mood the King lays for Hudson: an unused card of another kind than the current one whenever
    he has one; with no unused card left he takes the used ones back first (see ``game.hofnar.flow``)."""
    unused = Counter(MOOD_CARDS)
    unused.subtract((*state.mood_discard, state.mood))
    if not +unused:
        unused = Counter(MOOD_CARDS)
        unused.subtract((state.mood,))
    unused = +unused
    chosen = Counter({mood: count for mood, count in unused.items() if mood != state.mood}) or unused
    total = sum(chosen.values())
    return {mood: count / total for mood, count in chosen.items()}


def chance_to_lose_after_hudson(state: HofnarState, seat: int) -> float:
    """``seat``'s chance to lose once the King has replaced the mood for Hudson."""
    return sum(odds * chance_to_lose_settled(state, seat, mood) for mood, odds in replacement_moods(state).items())


def call_for_new_mood(state: HofnarState, seat: int) -> Action:
    """Hudson replaces the mood when every card is face up and another mood would likely spare him (HN-34); in a final
    round he knows too little for it to pay."""
    if state.final:
        return DECLINES[HUDSON]
    now = chance_to_lose_settled(state, seat, state.mood)
    after = chance_to_lose_after_hudson(state, seat)
    return USES[HUDSON] if now - after >= HUDSON_GAIN else DECLINES[HUDSON]


def draw_another_loser(state: HofnarState, seat: int) -> Action:
    """Stanczyk draws another loser (HN-35) when the loss would behead him and the draw can spare him."""
    if state.loser != seat or state.lives[seat] > 1:
        return DECLINES[STANCZYK]
    sparing = [other for other in state.in_game() if other != seat and state.jesters[other] != SOMMERS]
    return USES[STANCZYK] if sparing else DECLINES[STANCZYK]


def choose_in_tie(state: HofnarState, seat: int) -> Action:
    """Perkeo breaks a tie in his own favour (HN-30): he names himself winner when the tie for the win decides whether
    he loses, and names another loser when he is tied for the loss; the fewest lives first, to behead."""
    legal = state.legal_actions()
    if seat not in state.tied:
        return DECLINES[PERKEO]
    if state.tie_side == WIN:
        mine = [action for action in legal if getattr(action, "target", None) == seat]
        at_risk = any(
            seat in losing_candidates(state.scores, state.mood == DRUNK, other, state.protected)[0]
            for other in state.tied
            if other != seat
        )
        return mine[0] if mine and (at_risk or state.lives[seat] == 1) else DECLINES[PERKEO]
    others = [action for action in legal if isinstance(action, UseEffect) and action.target != seat]
    if not others:
        return DECLINES[PERKEO]
    return min(others, key=lambda action: state.lives[action.target])


WINDOW_JUDGEMENTS: dict[str, Callable[[HofnarState, int], Action]] = {
    TRIBOULET: guess_drunk,
    HUDSON: call_for_new_mood,
    STANCZYK: draw_another_loser,
    PERKEO: choose_in_tie,
}


def swap_when_in_danger(state: HofnarState, rng: Rng) -> Action:
    """Armstrong swaps (HN-33) when the mood is known and even his safest card would likely lose: a card drawn blind
    may save him. He draws from a jester still to play this round, to take a card that might beat him."""
    seat = state.to_move
    legal = state.legal_actions()
    if not state.mood_shown or seat == state.protected:
        return DECLINES[ARMSTRONG]
    prospects = round_prospects(state, seat)
    safest = min(prospects(card)[0] for card in state.hands[seat])
    if safest < ARMSTRONG_DANGER:
        return DECLINES[ARMSTRONG]
    played = {other for other, _ in state.table}
    targets = [action for action in legal if isinstance(action, UseEffect)]
    return max(targets, key=lambda action: (action.target not in played, len(state.hands[action.target])))


def give_back(state: HofnarState, rng: Rng) -> Action:
    """Armstrong gives back the least worthy card he does not mean to play this round."""
    seat = state.to_move
    hand = state.hands[seat]
    keep = best_act(state, seat, hand) if state.mood_shown else None
    choices = [action for action in state.legal_actions() if action.card != keep]
    return min(choices or state.legal_actions(), key=lambda action: WORTH[action.card])


def cancel_what_hurts(state: HofnarState, rng: Rng) -> Action:
    """Fleeman cancels (HN-37), or cancels a cancel, exactly when that turns the first announcement the way he wants.

    The first announcement stands while an even number of cancels follows it; Fleeman wants it standing when it
    helps him and cancelled when it hurts him.
    """
    seat = state.to_move
    announcer, effect, target = state.pending[0]
    standing = len(state.pending) % 2 == 1
    wanted = effect_helps(state, seat, announcer, effect, target)
    if wanted is None or wanted == standing:
        return DECLINES[FLEEMAN]
    return USES[FLEEMAN]


def effect_helps(state: HofnarState, seat: int, announcer: int, effect: str, target: int | None) -> bool | None:
    """Whether ``seat`` wants this effect to work: True, False, or None when it hardly matters to him."""
    if effect == STANCZYK:
        return state.loser == seat
    if effect == HUDSON:
        if state.final:
            return None
        now = chance_to_lose_settled(state, seat, state.mood)
        after = chance_to_lose_after_hudson(state, seat)
        return None if abs(now - after) < HUDSON_GAIN else after < now
    if effect == PERKEO:
        if seat not in state.tied:
            return None
        return (target == seat) == (state.tie_side == WIN)
    return None


# The King (HN-8, HN-9, HN-13, HN-34).


def lay_mood(state: HofnarState, rng: Rng) -> Action:
    """Lay one of the unused mood cards at random; for Hudson, a mood of another kind than the one replaced."""
    unused = state.moods
    if state.agenda[-1][0] == "replace" and state.mood_discard:
        replaced = state.mood_discard[-1]
        unused = [mood for mood in unused if mood != replaced] or unused
    return MOOD_CHOICES[rng.choice(unused)]


def name_starter_by_lot(state: HofnarState, rng: Rng) -> Action:
    """The King names the first jester by lot (HN-9): no jester is favoured before any act is seen."""
    return rng.choice(state.legal_actions())


def judge_tie(state: HofnarState, rng: Rng) -> Action:
    """Break a tie by the acts (HN-13): the act with more stars in all wins, the one with fewer loses; a true tie
    is drawn by lot."""
    played = dict(state.table)

    def richness(action: BreakTie) -> tuple[int, int]:
        card = CARDS[played[action.jester]]
        return card.total, max(card.funny, card.interesting, card.spectacle)

    legal = state.legal_actions()
    pick = max if state.tie_side == WIN else min
    best = pick(richness(action) for action in legal)
    return rng.choice([action for action in legal if richness(action) == best])


# The policy.

DECIDE: dict[str, Callable[[HofnarState, Rng], Action]] = {
    "mood": lay_mood,
    "replace": lay_mood,
    "starter": name_starter_by_lot,
    "tie": judge_tie,
    "play": play_act,
    "choose": choose_final_act,
    "window": answer_window,
    "armstrong": swap_when_in_danger,
    "give": give_back,
    "cancel": cancel_what_hurts,
}
"""Decision kind (the step on top of the agenda) → the judgement that makes it."""


def play_hofnar(state: State, rng: Rng) -> Action:
    """Decide for the seat to move as a sensible jester, or as a fair King."""
    assert isinstance(state, HofnarState)
    return DECIDE[state.agenda[-1][0]](state, rng)


def infer_final_acts(world: State, view: View, rng: Rng) -> None:
    """HN-16: a card another jester chose face down for a final round is, ``FOLLOWS_HEURISTIC`` times in a hundred,
    the card the heuristic would have chosen from its hand then (the hand it holds now and that card); else the
    uniform draw of ``determinize`` stands. Cards the seat knows the jester holds stay in its hand, as there."""
    assert isinstance(world, HofnarState) and isinstance(view, HofnarView)
    for place, (owner, card) in enumerate(view.table):
        if card is not None or rng.below(100) >= FOLLOWS_HEURISTIC:
            continue
        held = world.hands[owner]
        drawn = world.table[place][1]
        known = {seen for seen, holder in view.known if holder == owner}
        chosen = best_final_act(world, owner, [*(card for card in held if card not in known), drawn])
        if chosen != drawn:
            held[held.index(chosen)] = drawn
            world.table[place] = (owner, chosen)


HEURISTICS = Heuristics(policy=play_hofnar, infer=infer_final_acts, tree_depth=1)
"""Hofnar's heuristics for the search: the policy plays the playouts, the face-down final acts are inferred, and the
search weighs only the root's acts (flat Monte Carlo). A deeper tree let the others choose in it as if they saw the
sampled world, the searcher's own hand among it; flat, they act as the policy does, from their own hand, and Hard
wins more games against Easy and against Normal alike."""


BUDGETS = {
    3: Budget(normal=490, hard=4900),
    4: Budget(normal=330, hard=3300),
    5: Budget(normal=230, hard=2300),
    6: Budget(normal=320, hard=3200),
    7: Budget(normal=270, hard=2700),
    8: Budget(normal=180, hard=1800),
    9: Budget(normal=190, hard=1900),
}
"""Player count → search iterations per decision, for Hard's median decision of about 0.9 s on a 2-core machine with
the flat search (``bench.arena --calibrate``, checked in a loaded arena)."""
