import { readFileSync } from 'node:fs';
import net from 'node:net';
import { freePort } from './free-port.js';

describe('free-port', () => {
  const listenOn = (port: number) =>
    new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });

  it('answers a port one can listen on, below the range outgoing connections take their ports from', async () => {
    const port = await freePort();
    const server = await listenOn(port);
    server.close();
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 11_000) expect(port).toBeLessThan(low);
    expect(port).toBeGreaterThanOrEqual(1024);
  });

  it('answers different ports to callers that ask one after another', async () => {
    const ports = new Set<number>();
    for (let i = 0; i < 20; i++) ports.add(await freePort());
    expect(ports.size).toBeGreaterThan(15);
  });
});
