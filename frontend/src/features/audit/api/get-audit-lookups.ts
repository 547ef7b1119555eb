import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { auditKeys } from './audit-keys';
import type { AuditLookupsPage } from './types';

/** GET /api/audit/lookups (staff: everyone's; an auditor: their own), newest first. */
export const getAuditLookups = (pageSize: number) =>
  apiJson<AuditLookupsPage>('GET', `/api/audit/lookups?page=1&pageSize=${pageSize}`);

export const auditLookupsQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: auditKeys.lookups(pageSize),
    queryFn: () => getAuditLookups(pageSize),
    refetchInterval: 15_000,
  });

export function useAuditLookups(pageSize = 10) {
  return useQuery(auditLookupsQueryOptions(pageSize));
}
