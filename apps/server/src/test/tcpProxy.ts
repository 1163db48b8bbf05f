import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real dependency (PostgreSQL, Redis), which a test turns
 * away: `blackHole()` keeps every connection open and lets nothing through either way (a hung
 * server, a dropped route), `refuse()` closes every connection and refuses new ones (a stopped
 * server); `restore()` lets traffic through again.
 */
export interface TcpProxy {
  port: number;
  /** `host:port` of the proxy, to put in a URL in place of the dependency's. */
  address: string;
  blackHole(): void;
  refuse(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: 'through' | 'blackHole' | 'refuse' = 'through';
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === 'through') to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    address: `127.0.0.1:${port}`,
    blackHole: () => void (mode = 'blackHole'),
    refuse: () => {
      mode = 'refuse';
      dropAll();
    },
    restore: () => void (mode = 'through'),
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
