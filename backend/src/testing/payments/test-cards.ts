import { SUCCEEDING_TEST_CARDS } from '../../payments/sandbox/sandbox-cards';

let next = 0;

/**
 * A succeeding sandbox test card not used yet in this test file (each file has its own database): every card has
 * its own fingerprint and a trial goes once per card (issue 37 point 1), so a test that starts several trials
 * takes a new card for each. Throws when the list runs out rather than repeating a card silently.
 */
export function nextTestCard(): string {
  const card = SUCCEEDING_TEST_CARDS[next];
  if (!card) throw new Error(`This test file used all ${SUCCEEDING_TEST_CARDS.length} sandbox test cards`);
  next += 1;
  return card;
}
