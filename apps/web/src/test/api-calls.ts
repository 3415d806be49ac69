import type { stubApi } from './render';

export interface ApiCall {
  url: URL;
  body: unknown;
}

/** What the screen sent to `'METHOD /api/path'`, in order, query string and JSON body included. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): ApiCall[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = new URL(String(input), window.location.origin);
    if (`${init?.method ?? 'GET'} ${url.pathname}` !== key) return [];
    return [{ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }];
  });
}

/** A list reply as the API sends it. */
export function listReply<T>(data: T[], meta: { page?: number; total?: number } = {}) {
  const total = meta.total ?? data.length;
  return {
    data,
    meta: {
      current_page: meta.page ?? 1,
      per_page: 20,
      total,
      last_page: Math.max(1, Math.ceil(total / 20)),
    },
  };
}
