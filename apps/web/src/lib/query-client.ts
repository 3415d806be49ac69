import { QueryClient } from '@tanstack/react-query';

/** A query cache with the app's defaults: the browser keeps one, the server render makes one per request. */
export function createQueryClient() {
  // The API client already retries reads once (SPEC §7); TanStack Query must not add retries of its own.
  // Offline, reads still go out (the service worker answers with the last copy it kept) and writes fail at once
  // with a message (lib/offline.ts): TanStack Query's default would pause both until the connection is back.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
