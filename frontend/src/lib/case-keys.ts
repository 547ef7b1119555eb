/**
 * Query keys of the cases feature (TkDodo's key factory). The parts also read as the GET path
 * (spec §7: default reads join the key into a path), and invalidating `all` refreshes every case query.
 */
export const caseKeys = {
  all: ['/api/cases'] as const,
  lists: () => [...caseKeys.all, 'my-documents'] as const,
  list: (page: number) => [...caseKeys.lists(), { page }] as const,
  details: () => caseKeys.all,
  detail: (id: string) => [...caseKeys.all, id] as const,
};
