// Issue 18: docker-compose runs two api and two worker replicas by default, behind one port.
// Issue 29: the image carries nothing but the product (no .data/, no secrets, no host
// node_modules), its tags are pinned and its services restart. (Docker is not available to the
// suite; this reads what `docker build` would send and what `docker compose up` would run.)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import dockerignoreModule, { type Ignore } from '@balena/dockerignore';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
// A CommonJS module typed as an ES default export: imported from ESM, the default is module.exports, the factory itself.
const dockerignore = dockerignoreModule as unknown as () => Ignore;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Compose's `${NAME:-default}` with NAME unset. */
const byDefault = (value: unknown) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

interface Service {
  image?: string;
  restart?: string;
  build?: unknown;
  healthcheck?: { disable?: boolean; test?: string[] };
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
    expect(postgres.image).toMatch(/^postgres:18\.\d+/);
    expect(read('Dockerfile')).toMatch(/^FROM node:24-bookworm-slim/m);
  });
});

describe('the image: nothing in it but the product (issue 29)', () => {
  const rules = dockerignore().add(read('.dockerignore'));

  /** Every file `docker build .` would send: the tree less what .dockerignore leaves out (a left-out folder is not entered). */
  function context(dir = ''): string[] {
    return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (rules.ignores(rel)) return [];
      return entry.isDirectory() ? context(rel) : [rel];
    });
  }

  it('leaves data, secrets, installed and built files, git and local settings out of the build context', () => {
    for (const secret of ['.data/secrets.json', '.data/pg/PG_VERSION', '.data/redis/appendonly.aof', 'libs/core/.data/x', 'secrets.json', '.env', '.env.production', '.git/config']) {
      expect({ secret, ignored: rules.ignores(secret) }).toEqual({ secret, ignored: true });
    }
    for (const installed of ['node_modules/pg/package.json', 'apps/web/node_modules/@vitejs/x.js', 'apps/api/dist/main.js', 'libs/core/dist/index.js', 'test-artifacts/bench.json']) {
      expect({ installed, ignored: rules.ignores(installed) }).toEqual({ installed, ignored: true });
    }
    for (const needed of ['package.json', 'package-lock.json', '.env.example', 'apps/api/src/main.ts', 'libs/core/package.json', 'apps/web/index.html', 'tsconfig.build.json']) {
      expect({ needed, ignored: rules.ignores(needed) }).toEqual({ needed, ignored: false });
    }
  });

  it('sends no .data, secrets.json, node_modules or dist from this checkout', () => {
    const files = context();
    expect(files).toContain('package-lock.json');
    expect(files.filter((f) => /(^|\/)(\.data|node_modules|dist|\.git)(\/|$)|secrets\.json$|(^|\/)\.env$/.test(f))).toEqual([]);
  });

  it('installs as the README does and keeps only what runs in the final stage, with a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^RUN npm install$/m);
    expect(dockerfile).not.toMatch(/npm ci\b/); // the README's install, never the clean install this registry's lock refuses
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).not.toMatch(/COPY --from=build \/app \/app|COPY \. \./);
    for (const copied of final.matchAll(/^COPY --from=build (\S+)/gm)) expect(copied[1]).toMatch(/^\/app\/(package(-lock)?\.json|node_modules|apps\/(api|worker|web)\/(package\.json|dist)|libs)$/);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(final).toMatch(/^USER node$/m);
  });

  it('pins every image tag and restarts every long-running service', () => {
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image && !service.image.startsWith('skin-hospital:')) expect({ name, image: service.image }).toEqual({ name, image: expect.stringMatching(/:(\d+\.\d+(\.\d+)?(-[a-z]+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)$/) });
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
    }
    // The worker opens no HTTP port: the image's health check (the api's) is not its own.
    expect(compose.services.worker.healthcheck?.disable).toBe(true);
  });
});
