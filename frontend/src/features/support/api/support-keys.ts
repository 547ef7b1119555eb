/** Query keys of the support desk (TkDodo's factory): mutations invalidate through these. */
export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (filter: { status: string; q: string; overdue: boolean; page: number }) => [...supportKeys.lists(), filter] as const,
  details: () => [...supportKeys.all, 'detail'] as const,
  detail: (id: string) => [...supportKeys.details(), id] as const,
  mine: () => [...supportKeys.all, 'mine'] as const,
};
