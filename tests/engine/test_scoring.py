"""The showdown: the knocker's automatic arrangement and the defender's exact best answer."""

from bot.engine import Meld, MeldKind, best_defence, knock_arrangements
from bot.engine.cards import mask_of
from bot.engine.scoring import _chains, knock_arrangement
from tests.support.builders import card, cards


def melds(*texts: str) -> tuple[Meld, ...]:
    return tuple(Meld.parse(t) for t in texts)


def laid(defence: object) -> list[str]:
    return sorted(lay.card.code for lay in defence.layoffs)  # type: ignore[attr-defined]


def test_the_knocker_chooses_three_sets_to_block_layoffs() -> None:
    hand = cards("7S 8S 9S 7C 8C 9C 7D 8D 9D KH")
    auto = knock_arrangement(hand)
    assert {m.kind for m in auto.melds} == {MeldKind.SET}
    assert len(auto.layoff_spots()) == 3  # 7H 8H 9H; three runs would leave 6S TS 6C TC 6D TD
    options = knock_arrangements(hand, 10)
    assert options[0] == auto
    assert any({m.kind for m in a.melds} == {MeldKind.RUN} for a in options)
    # A defender holding the run ends lays nothing off against the sets.
    defence = best_defence(cards("6S TS 6C TC 2D 3D 4D QH QS 5H"), auto.melds)
    assert laid(defence) == []


def test_spots_in_the_discard_pile_do_not_count() -> None:
    hand = cards("7S 8S 9S 7C 8C 9C 7D 8D 9D KH")
    dead = sum(c.mask for c in cards("6S TS 6C TC 6D TD"))  # all run spots already discarded
    auto = knock_arrangement(hand, exclude=dead)
    assert {m.kind for m in auto.melds} == {MeldKind.RUN}
    assert auto.layoff_spots(dead) == ()


def test_defender_breaks_own_run_to_lay_off_and_form_a_set() -> None:
    knocker = melds("4H 5H 6H", "KS KC KD", "QS QC QD")
    defender = cards("7H 8H 9H 9S 9C 2S 2C 2D AS AD")
    defence = best_defence(defender, knocker)
    assert laid(defence) == ["7H", "8H"]
    assert defence.deadwood == 2  # AS AD; keeping the run would leave 9S 9C AS AD = 20
    assert Meld.parse("9H 9S 9C") in defence.arrangement.melds


def test_run_extended_by_two_and_three_cards_at_one_end() -> None:
    knocker = melds("5H 6H 7H", "KS KC KD")
    two = best_defence(cards("8H 9H TH TS TC 2C 3D 4S QD JC"), knocker)
    assert laid(two) == ["8H", "9H"]
    # Three cards in a row could always be the defender's own run (ties prefer no layoff), so
    # check the chain on offer and that the deadwood counts them as gone either way.
    three = cards("8H 9H TH 2C 3D 4S QD JC AS AD")
    (chain,) = _chains(mask_of(three), knocker)
    assert [c.code for c, _ in chain] == ["8H", "9H", "TH"]
    assert best_defence(three, knocker).deadwood == 2 + 3 + 4 + 10 + 10 + 1 + 1


def test_run_extended_at_both_ends() -> None:
    knocker = melds("5H 6H 7H", "KS KC KD")
    defence = best_defence(cards("3H 4H 8H 9H 2C 3D 4S QD JC TS"), knocker)
    # In an order that can be laid one by one: each card next to the run as it has grown.
    assert [lay.card.code for lay in defence.layoffs] == ["4H", "3H", "8H", "9H"]
    assert defence.deadwood == 2 + 3 + 4 + 10 + 10 + 10


def test_runs_of_three_at_both_ends_all_go() -> None:
    knocker = melds("6D 7D 8D")
    defence = best_defence(cards("3D 4D 5D 9D TD JD"), knocker)
    # Laying off or keeping them as two runs leaves the same zero deadwood; fewer layoffs win.
    assert defence.deadwood == 0
    chained = best_defence(cards("4D 5D 9D TD AS 2C"), knocker)
    assert laid(chained) == ["4D", "5D", "9D", "TD"] and chained.deadwood == 3


def test_fourth_card_of_a_set_that_could_also_extend_a_run() -> None:
    knocker = melds("7S 7C 7D", "4H 5H 6H")
    alone = best_defence(cards("7H KC"), knocker)
    assert laid(alone) == ["7H"] and alone.deadwood == 10
    # With 8H too, 7H must go on the run so that 8H can follow it.
    both = best_defence(cards("7H 8H KC"), knocker)
    assert laid(both) == ["7H", "8H"]
    assert all(lay.meld == Meld.parse("4H 5H 6H") for lay in both.layoffs)


def test_a_card_between_two_runs_is_laid_off_once() -> None:
    knocker = melds("3H 4H 5H", "7H 8H 9H")
    defence = best_defence(cards("6H KS"), knocker)
    assert laid(defence) == ["6H"] and defence.deadwood == 10


def test_nothing_to_lay_off() -> None:
    defence = best_defence(cards("KS QS 2C"), melds("4H 5H 6H"))
    assert defence.layoffs == () and defence.deadwood == 22
    assert card("KS") in defence.arrangement.unmatched
