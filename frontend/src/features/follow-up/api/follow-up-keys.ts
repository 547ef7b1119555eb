/** Query keys of the follow-up feature; the parts read as the GET path. */
export const followUpKeys = {
  timeline: (caseId: string) => ['/api/cases', caseId, 'timeline'] as const,
  cards: (caseIds: readonly string[]) => ['/api/follow-ups', [...caseIds].sort().join(',')] as const,
  allCards: () => ['/api/follow-ups'] as const,
  answerLink: (caseId: string, token: string) => ['/api/cases', caseId, 'answer-link', token] as const,
  reminderPreference: () => ['/api/account/reminders'] as const,
  outcomeStats: () => ['/api/admin/outcomes'] as const,
};
