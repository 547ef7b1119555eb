import type { Case } from './case';
import { caseDecider } from './case.decider';
import type { Actor } from '../identity/index';
import { assertOwner } from '../identity/index';

/**
 * The case decider with the owner check on the very state the decision uses: another user's case is "not found"
 * (404), whatever the read model said a moment earlier.
 */
export const ownerCheckedCaseDecider = (actor: Actor) => ({
  ...caseDecider,
  decide: (command: Parameters<typeof caseDecider.decide>[0], state: Case) => {
    assertOwner(actor, state.status === 'none' ? null : state.userId, 'Case not found');
    return caseDecider.decide(command, state);
  },
});
