import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The OS's range of ephemeral ports (Linux: /proc/sys/net/ipv4/ip_local_port_range), from
 * which it also takes the local port of every outgoing connection.
 */
function ephemeralRange(): [number, number] | null {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? [low, high] : null;
  } catch {
    return null;
  }
}

/** The port bound on 127.0.0.1 (0: any), let go again; null when it is taken. */
function bindable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port free on 127.0.0.1 right now. Chosen below the OS's ephemeral range where there is
 * one: a port the OS picks (port 0) comes from that range, and between this answer and the
 * caller's listen (an api's start takes seconds of migrations) an outgoing connection of the
 * same machine can be given it as its local port (a test failed once with EADDRINUSE so).
 */
export async function freePort(): Promise<number> {
  const range = ephemeralRange();
  if (range && range[0] > 11_000) {
    for (let tries = 0; tries < 50; tries++) {
      const port = await bindable(10_000 + Math.floor(Math.random() * (range[0] - 10_000)));
      if (port) return port;
    }
  }
  const port = await bindable(0);
  if (!port) throw new Error('No free TCP port on 127.0.0.1');
  return port;
}
