import { SIGNED_IN_COOKIE } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/render';
import { loadCurrentUser } from './current-user';

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets and clears this cookie.
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
};

describe('loadCurrentUser', () => {
  afterEach(forget);

  it('knows a guest without asking: no hint cookie, no request (issue 20: no failing call on a guest page)', async () => {
    const fetchMock = stubApi({ 'GET /api/user': { status: 401, body: { message: 'No autenticado.' } } });
    expect(await loadCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks who is signed in when the server said someone is, and takes a 401 as a guest', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets and clears this cookie.
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    stubApi({ 'GET /api/user': { body: { id: 7, name: 'Ana' } } });
    expect(await loadCurrentUser()).toMatchObject({ id: 7, name: 'Ana' });
    const fetchMock = stubApi({ 'GET /api/user': { status: 401, body: { message: 'No autenticado.' } } });
    expect(await loadCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
