import type { CaseEvent } from './case.events';
import type { CaseDetails, CaseStatus } from './case.types';

/** The case as the decider sees it: just what the rules need. */
export type Case =
  | { status: 'none' }
  | {
      status: CaseStatus;
      caseId: string;
      userId: string;
      title: string;
      details: CaseDetails;
      openedAt: string;
    };

export const initialCaseState = (): Case => ({ status: 'none' });

export function evolveCase(state: Case, event: CaseEvent): Case {
  switch (event.type) {
    case 'CaseOpened':
      return {
        status: event.data.status,
        caseId: event.data.caseId,
        userId: event.data.userId,
        title: event.data.title,
        details: event.data.details,
        openedAt: event.data.openedAt,
      };
    case 'CaseDetailsRevised':
      if (state.status === 'none') return state;
      return { ...state, title: event.data.title, details: event.data.details };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
