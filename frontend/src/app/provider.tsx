import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { Toaster } from '@/components/ui/toaster';
import { clearCacheWhenSignedOutElsewhere } from '@/lib/personal-data';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  useEffect(() => clearCacheWhenSignedOutElsewhere(queryClient), [queryClient]);
  return (
    <ErrorBoundary fallback={({ reset }) => <ErrorFallback reset={reset} fullPage />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
