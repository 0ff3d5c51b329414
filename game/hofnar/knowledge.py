"""What a jester knows about cards in other hands: only what Armstrong's swap showed him (HN-33).

Knowledge is a tuple of (knower, card, holder) facts. It is tiny (two swaps at most per game), immutable so that
clones share it, and kept exact: a fact is dropped as soon as its knower can no longer be sure of it.
"""

from __future__ import annotations

Knowledge = tuple[tuple[int, str, int], ...]


def after_play(known: Knowledge, card: str) -> Knowledge:
    """A played card lies face up: nobody needs to remember where it was."""
    return tuple(fact for fact in known if fact[1] != card)


def after_passing(known: Knowledge, card: str, source: int, receiver: int) -> Knowledge:
    """``card`` went from ``source``'s hand to ``receiver``'s, and both of them saw which card it was.

    The source now knows where it went; the receiver holds it. Everybody else only saw a card change hands, so they
    can no longer be sure of anything they knew about the source's hand.
    """
    kept = tuple(
        (knower, known_card, holder)
        for knower, known_card, holder in known
        if not (knower == receiver and known_card == card)
        and not (holder == source and knower not in (source, receiver))
    )
    return (*kept, (source, card, receiver))
