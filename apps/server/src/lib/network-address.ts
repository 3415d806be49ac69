import { createServer } from 'node:net';
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

/**
 * Whether the shop could take this port on this host, tried by listening and letting go at once: the refusal (a port
 * in use, an address of another machine) then comes before the database opens and migrates, not a minute later.
 */
export function tryAddress(port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}
