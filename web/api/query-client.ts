import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An estimate does not change while a person looks at it, and each one may count against a quota.
        staleTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        // Retry once when the server could not be reached or failed; a 4xx answer will not change.
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.status === 0 || error.status >= 500),
      },
    },
  });
}
