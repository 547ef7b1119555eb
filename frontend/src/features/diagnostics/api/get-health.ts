import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, ApiError, readJson } from '@/lib/api-client';

/** Everyone gets `status` up/down; a staff session gets the full report (status ok/error and the details). */
export interface Health {
  status: 'up' | 'down' | 'ok' | 'error';
  database?: 'up' | 'down';
  migrations?: 'applied' | 'pending';
  version?: string;
  subscriptions?: unknown[];
}

export const healthKeys = {
  all: ['/api/health'] as const,
};

function isHealth(value: unknown): value is Health {
  return (
    value !== null &&
    typeof value === 'object' &&
    'status' in value &&
    typeof value.status === 'string'
  );
}

/** An unhealthy API answers 503 with the same shape; show it instead of a bare error. */
async function getHealth({ signal }: QueryFunctionContext): Promise<Health> {
  try {
    const res = await apiRequest('GET', healthKeys.all[0], undefined, { signal });
    return await readJson<Health>(res);
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      try {
        const parsed: unknown = JSON.parse(error.body);
        if (isHealth(parsed)) return parsed;
      } catch {
        // not a health report: fall through to the error
      }
    }
    throw error;
  }
}

export const getHealthQueryOptions = () => queryOptions({ queryKey: healthKeys.all, queryFn: getHealth });

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
