// Issue 18: docker-compose runs two api and two worker replicas by default, behind one port.
// (Docker is not available to the suite; this reads what `docker compose up` would run.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Compose's `${NAME:-default}` with NAME unset. */
const byDefault = (value: unknown) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

interface Service {
  image?: string;
  ports?: string[];
  expose?: string[];
  deploy?: { replicas?: string | number };
  environment?: Record<string, string>;
  volumes?: string[];
}

describe('docker-compose: the production shape', () => {
  const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
  const { api, worker, proxy, postgres } = compose.services;

  it('runs two api and two worker replicas unless told otherwise', () => {
    expect(byDefault(api.deploy?.replicas)).toBe('2');
    expect(byDefault(worker.deploy?.replicas)).toBe('2');
  });

  it('publishes one port, the proxy, which finds every api replica by DNS', () => {
    expect(api.ports).toBeUndefined();
    expect(proxy.ports?.map(byDefault)).toEqual(['3000:80']);
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(read('deploy/Caddyfile')).toMatch(/dynamic a api 3000/);
  });

  it('has the api trust the proxy for client addresses (per-address limits)', () => {
    expect(byDefault(api.environment?.TRUST_PROXY)).toBe('1');
  });

  it('runs the database and Node majors of the embedded default and the Dockerfile', () => {
    expect(postgres.image).toBe('postgres:18');
    expect(read('Dockerfile')).toMatch(/^FROM node:24-bookworm-slim/m);
  });
});
