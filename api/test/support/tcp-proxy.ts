import * as net from 'net';
import type { AddressInfo } from 'net';

/**
 * forward: a plain TCP relay. refuse: nothing listens (new connections get ECONNREFUSED) and every
 * open connection is cut. blackhole: connections are accepted and open ones stay up, but not a
 * byte goes through in either direction — a database that accepts and never answers.
 */
export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** The same URL with its host and port replaced by the proxy's. */
  via(url: string): string;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

/** A relay on 127.0.0.1 in front of `target` (host:port) that a test switches between modes. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'blackhole') {
      client.pause();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.pipe(upstream).pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    via(url: string) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async setMode(next: ProxyMode) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'blackhole') {
        // Open connections stop relaying: queries already sent are never answered.
        for (const pair of pairs) {
          pair.client.unpipe();
          pair.upstream?.unpipe();
          pair.client.pause();
          pair.upstream?.pause();
        }
      }
      if (next === 'refuse' || previous === 'blackhole') {
        // Leaving the black hole, held connections are cut, as a network that comes back resets them.
        for (const pair of [...pairs]) drop(pair);
      }
      if (next === 'refuse') await stopListening();
      else if (!server.listening) await listen(port);
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
    },
  };
}
