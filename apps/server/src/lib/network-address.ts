import { networkInterfaces } from 'node:os';

/** Hosts that mean "every interface of this machine". */
const EVERYWHERE = new Set(['0.0.0.0', '::', '[::]']);

/** Whether the shop listens on every interface (`HOST=0.0.0.0`): reached at this machine's network addresses. */
export const listensEverywhere = (host: string) => EVERYWHERE.has(host);

/** This machine's IPv4 addresses on its networks, loopback aside: where a phone on the same Wi-Fi reaches the shop. */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((addresses) =>
    (addresses ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address),
  );
}

/**
 * The shop's address when PUBLIC_URL is unset: where it listens, or, listening everywhere, its first network address
 * (`http://0.0.0.0:3000` in a mail's link or a page's canonical address leads nowhere from another device).
 */
export function defaultPublicUrl(host: string, port: number): string {
  const reachable = listensEverywhere(host) ? (networkAddresses()[0] ?? '127.0.0.1') : host;
  return `http://${reachable}:${port}`;
}
