import { CSRF_COOKIE } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, abortInFlightExceptLast, api, authToken, markSignedOut, setApiHooks } from './api-client';

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

/** A fake network answering each call with the next reply, recording every request. */
function network(...replies: Reply[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const reply = replies.shift() ?? Response.json({ ok: true });
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(init);
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    urls: () => fetchMock.mock.calls.map(([input]) => String(input)),
    init: (n: number) => fetchMock.mock.calls[n]?.[1] ?? {},
    header: (n: number, name: string) => new Headers(fetchMock.mock.calls[n]?.[1]?.headers).get(name),
  };
}

const status = (code: number) => Response.json({ message: `status ${code}` }, { status: code });

function setCsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads this cookie to send its anti-forgery header.
  document.cookie = value ? `${CSRF_COOKIE}=${value}; path=/` : `${CSRF_COOKIE}=; path=/; max-age=0`;
}

/** Resolves when the signal aborts, the way a real fetch rejects. */
function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

beforeEach(() => setCsrfCookie('token-1'));
afterEach(() => {
  setCsrfCookie(null);
  authToken.set(null);
  setApiHooks({ onUnauthorized: undefined });
});

describe('api: the basics of SPEC §7', () => {
  it('calls under /api with credentials, asking for JSON', async () => {
    const net = network(Response.json({ id: 1 }));
    await expect(api('/user', { query: { page: 2, search: '', sort: undefined } })).resolves.toEqual({
      id: 1,
    });
    expect(net.urls()).toEqual(['/api/user?page=2']);
    expect(net.init(0).credentials).toBe('include');
    expect(net.header(0, 'Accept')).toBe('application/json');
  });

  it('sends a JSON body with its content type', async () => {
    const net = network(new Response(null, { status: 204 }));
    await expect(api('/things', { method: 'POST', body: { name: 'x' } })).resolves.toBeUndefined();
    expect(net.init(0).body).toBe('{"name":"x"}');
    expect(net.header(0, 'Content-Type')).toBe('application/json');
  });

  it('turns an error reply into an ApiError with the server message and field errors', async () => {
    network(Response.json({ message: 'Invalid', errors: { name: ['required'] } }, { status: 422 }));
    const error = await api('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      body: { message: 'Invalid', errors: { name: ['required'] } },
    });
  });
});

describe('api: retries', () => {
  it('retries a GET once after a network failure', async () => {
    const net = network(new TypeError('Failed to fetch'), Response.json({ ok: 1 }));
    await expect(api('/data')).resolves.toEqual({ ok: 1 });
    expect(net.fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (code) => {
    const net = network(status(code), Response.json({ ok: 1 }));
    await expect(api('/data')).resolves.toEqual({ ok: 1 });
    expect(net.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const net = network(status(503), status(503), Response.json({ ok: 1 }));
    await expect(api('/data')).rejects.toMatchObject({ status: 503 });
    expect(net.fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 404, 422])('does not retry a GET on %i', async (code) => {
    const net = network(status(code), Response.json({ ok: 1 }));
    await expect(api('/data')).rejects.toMatchObject({ status: code });
    expect(net.fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    const net = network(status(503), Response.json({ ok: 1 }));
    await expect(api('/data', { method, body: {} })).rejects.toMatchObject({ status: 503 });
    const failing = network(new TypeError('Failed to fetch'), Response.json({ ok: 1 }));
    await expect(api('/data', { method, body: {} })).rejects.toThrow('Failed to fetch');
    expect(net.fetchMock).toHaveBeenCalledTimes(1);
    expect(failing.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api: anti-forgery token and authentication', () => {
  it('sends the X-XSRF-TOKEN header from the cookie', async () => {
    const net = network(Response.json({}));
    await api('/things', { method: 'POST', body: {} });
    expect(net.header(0, 'X-XSRF-TOKEN')).toBe('token-1');
  });

  it('fetches the CSRF cookie first when a write finds none', async () => {
    setCsrfCookie(null);
    const net = network(async () => {
      setCsrfCookie('fresh');
      return new Response(null, { status: 204 });
    }, Response.json({}));
    await api('/things', { method: 'DELETE' });
    expect(net.urls()).toEqual(['/api/csrf-cookie', '/api/things']);
    expect(net.header(1, 'X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not fetch the CSRF cookie for a read', async () => {
    setCsrfCookie(null);
    const net = network(Response.json({}));
    await api('/things');
    expect(net.urls()).toEqual(['/api/things']);
  });

  it('sends a PUT with form-data as a POST with _method=PUT', async () => {
    const net = network(Response.json({}));
    const form = new FormData();
    form.set('name', 'x');
    await api('/things/1', { method: 'PUT', body: form });
    const sent = net.init(0);
    expect(sent.method).toBe('POST');
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('_method')).toBe('PUT');
    expect((sent.body as FormData).get('name')).toBe('x');
    expect(net.header(0, 'Content-Type')).toBeNull();
    expect(form.has('_method')).toBe(false);
  });

  it('sends a bearer header instead in token mode', async () => {
    authToken.set('secret-token');
    const net = network(Response.json({}));
    await api('/things', { method: 'POST', body: {} });
    expect(net.header(0, 'Authorization')).toBe('Bearer secret-token');
    expect(net.header(0, 'X-XSRF-TOKEN')).toBeNull();
  });
});

describe('api: replies of SPEC §8', () => {
  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    setApiHooks({ onUnauthorized });
    network(status(401));
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 to a request sent before the latest sign-out', async () => {
    const onUnauthorized = vi.fn();
    setApiHooks({ onUnauthorized });
    let answer: (reply: Response) => void = () => {};
    network(() => new Promise<Response>((resolve) => (answer = resolve)));
    const late = api('/admin/users');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    markSignedOut();
    answer(status(401));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    // A request sent after it is about the visitor now here.
    network(status(401));
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller with skipAuthRedirect', async () => {
    const onUnauthorized = vi.fn();
    setApiHooks({ onUnauthorized });
    network(status(401));
    await expect(api('/login', { method: 'POST', body: {}, skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs a CSRF mismatch on a 419 and does nothing else', async () => {
    const onUnauthorized = vi.fn();
    setApiHooks({ onUnauthorized });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = network(status(419));
    await expect(api('/things', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 419 });
    expect(warn).toHaveBeenCalledWith('CSRF token mismatch, check your API configuration');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(net.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api: a session that ended elsewhere', () => {
  it('fetches a new anti-forgery cookie and sends the write once more when the 419 voided the old one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = network(
      async () => {
        // The server found the session ended and cleared its cookies with the refusal.
        setCsrfCookie(null);
        return status(419);
      },
      async () => {
        setCsrfCookie('renewed');
        return new Response(null, { status: 204 });
      },
      Response.json({ signed: 'in' }),
    );
    await expect(api('/login', { method: 'POST', body: { email: 'a@b.c' } })).resolves.toEqual({
      signed: 'in',
    });
    expect(net.urls()).toEqual(['/api/login', '/api/csrf-cookie', '/api/login']);
    expect(net.header(0, 'X-XSRF-TOKEN')).toBe('token-1');
    expect(net.header(2, 'X-XSRF-TOKEN')).toBe('renewed');
    expect(net.init(2).body).toBe('{"email":"a@b.c"}');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not try again when the token is still there, nor more than once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = network(status(419));
    await expect(api('/things', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 419 });
    expect(kept.fetchMock).toHaveBeenCalledTimes(1);

    const voided = async () => {
      setCsrfCookie(null);
      return status(419);
    };
    const again = network(
      voided,
      async () => {
        setCsrfCookie('renewed');
        return new Response(null, { status: 204 });
      },
      voided,
    );
    await expect(api('/things', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 419 });
    expect(again.urls()).toEqual(['/api/things', '/api/csrf-cookie', '/api/things']);
  });
});

describe('api: aborting', () => {
  it("aborts with the caller's signal", async () => {
    network(hangUntilAborted);
    const controller = new AbortController();
    const call = api('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not retry an aborted read', async () => {
    const net = network(hangUntilAborted, Response.json({}));
    const controller = new AbortController();
    const call = api('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(net.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('abortInFlightExceptLast aborts every request in flight but the latest', async () => {
    let answerLast: (response: Response) => void = () => {};
    network(hangUntilAborted, hangUntilAborted, () => new Promise((resolve) => (answerLast = resolve)));
    const first = api('/one');
    const second = api('/two');
    const last = api('/three');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    abortInFlightExceptLast();

    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    answerLast(Response.json({ kept: true }));
    await expect(last).resolves.toEqual({ kept: true });
  });

  it('keeps requests marked keepOnNavigation', async () => {
    let answer: (response: Response) => void = () => {};
    network(() => new Promise((resolve) => (answer = resolve)), hangUntilAborted, hangUntilAborted);
    const user = api('/user', { keepOnNavigation: true });
    const page = api('/page');
    const done = new AbortController();
    const latest = api('/latest', { signal: done.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    abortInFlightExceptLast();

    await expect(page).rejects.toMatchObject({ name: 'AbortError' });
    answer(Response.json({ id: 1 }));
    await expect(user).resolves.toEqual({ id: 1 });
    done.abort();
    await expect(latest).rejects.toMatchObject({ name: 'AbortError' });
  });
});
