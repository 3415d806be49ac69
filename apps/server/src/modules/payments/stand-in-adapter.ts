/** The part of an axios request config the adapter reads (the PayPal SDK sends its calls through axios). */
interface AxiosLikeConfig {
  url?: string;
  method?: string;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  timeout?: number;
}

/**
 * An HTTP adapter for the PayPal SDK's client that sends each call to `apiUrl` instead of PayPal's host, for the
 * tests' local stand-in (`PAYPAL_API_URL`); the SDK itself only knows PayPal's sandbox and live hosts. Never used
 * against PayPal: without `PAYPAL_API_URL` the SDK's own client calls PayPal directly.
 */
export function standInAdapter(apiUrl: string) {
  const base = new URL(apiUrl);
  return async (config: AxiosLikeConfig) => {
    const target = new URL(config.url ?? '/');
    target.protocol = base.protocol;
    target.host = base.host;
    const headers = new Headers();
    const given = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined && value !== null && typeof value !== 'object')
        headers.set(name, String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    const response = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || config.data === undefined ? undefined : String(config.data),
      signal: AbortSignal.timeout(config.timeout || 20_000),
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: {},
    };
  };
}
