import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListParams } from './use-list-params';

const schema = z.object({
  page: z.coerce.number().default(1),
  search: z.string().optional(),
  status: z.string().optional(),
  sort: z.string().default('name'),
});

/** The hook inside a memory router at `url`, with the router to read its location from. */
function renderParams(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(schema), { wrapper });
  const search = () => Object.fromEntries(new URLSearchParams(router?.state.location.search));
  return { hook, search };
}

describe('a list’s state in the URL', () => {
  it('keeps every change asked for before the page renders again, back on page 1', () => {
    const { hook, search } = renderParams('/list?page=3');
    act(() => {
      const [, update] = hook.result.current;
      // A search whose pause ends as a filter is clicked: both in one go, before any render.
      update({ search: 'luis' });
      update({ status: 'paid' });
      update({ sort: 'total' });
    });
    expect(search()).toEqual({ search: 'luis', status: 'paid', sort: 'total' });
    expect(hook.result.current[0]).toMatchObject({ page: 1, search: 'luis', status: 'paid', sort: 'total' });
  });

  it('leaves defaults out of the URL, and starts again from a URL changed from outside', async () => {
    const { hook, search } = renderParams('/list?status=paid');
    act(() => hook.result.current[1]({ sort: 'name', page: 2 }));
    expect(search()).toEqual({ status: 'paid', page: '2' });
    act(() => hook.result.current[1]({ status: undefined }));
    expect(search()).toEqual({});
  });
});
