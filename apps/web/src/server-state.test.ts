import { SERVER_STATE_ID } from '@shop/contracts';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, isRefusal } from './lib/api-client';
import { readServerState, serializeServerState } from './server-state';

/** The page as the server sends it: the state's JSON in its block. */
function pageWith(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_STATE_ID;
  block.textContent = json;
  document.body.append(block);
}

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

describe('server state', () => {
  it('hands a refused listing to the browser as the refusal the screens read, with its message', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const gone = new ApiError(404, { message: 'La categoría no existe o no está disponible' });
    await server.prefetchQuery({ queryKey: ['products', 'gone'], queryFn: () => Promise.reject(gone) });
    await server.prefetchQuery({
      queryKey: ['products', 'all'],
      queryFn: () => Promise.resolve({ data: [1] }),
    });
    const queries = dehydrate(server, { shouldDehydrateQuery: () => true });
    pageWith(serializeServerState({ router: {}, queries }));

    const state = readServerState();
    const browser = new QueryClient();
    hydrate(browser, state?.queries ?? {});

    const error = browser.getQueryState(['products', 'gone'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(isRefusal(error)).toBe(true);
    expect((error as ApiError).body.message).toBe('La categoría no existe o no está disponible');
    expect(browser.getQueryData(['products', 'all'])).toEqual({ data: [1] });
  });

  it("hands a missing page's 404 to the browser's router as the error its page reads", () => {
    const notFound = {
      status: 404,
      statusText: 'Not Found',
      data: 'Page not found: /Products/x',
      internal: false,
    };
    pageWith(
      serializeServerState({
        router: { errors: { page: notFound } },
        queries: { mutations: [], queries: [] },
      }),
    );
    const error = readServerState()?.router.errors?.page;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, data: 'Page not found: /Products/x' });
  });

  it('keeps a closing script tag in the data inside its block', () => {
    const json = serializeServerState({
      router: {},
      queries: { mutations: [], queries: [] },
      // @ts-expect-error: any data may carry shoppers' text
      text: '</script><script>alert(1)</script>',
    });
    expect(json).not.toContain('</script>');
    pageWith(json);
    expect(readServerState()).toMatchObject({ text: '</script><script>alert(1)</script>' });
  });

  it('is null on a page the server left to the browser', () => {
    expect(readServerState()).toBeNull();
  });
});
