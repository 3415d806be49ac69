import { QueryClient } from '@tanstack/react-query';

/** A query cache with the app's defaults: the browser keeps one, the server render makes one per request. */
export function createQueryClient() {
  // The API client already retries reads once (SPEC §7); TanStack Query must not add retries of its own.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
