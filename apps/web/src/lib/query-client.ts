import { QueryClient } from '@tanstack/react-query';

// The API client already retries reads once (SPEC §7); TanStack Query must not add retries of its own.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
