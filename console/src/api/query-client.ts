import { ApiError } from '@rollcall/api-client';
import { QueryClient } from '@tanstack/react-query';

// Refetch on window focus is on (spec 000 §9). A 4xx will not get better by asking again; other failures
// are retried once.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: true,
      staleTime: 30_000,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
    },
  },
});
