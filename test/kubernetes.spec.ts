// Issue 29 item 7: the Kubernetes manifests (deploy/kubernetes, a kustomization). This renders
// them as an operator does (`kubectl kustomize deploy/kubernetes`; no cluster, no Helm), validates
// every object against the Kubernetes schemas (kubernetes-models), and checks what a schema cannot
// know: each probe asks a route the code serves on the port the process listens on, each
// Deployment has an autoscaler and a disruption budget, every setting named is one the product
// reads, the migration Job runs `npm run migrate`, and the pods start with MIGRATE_ON_START=0.
// The last block breaks a copy of the rendered objects and sees each check catch it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { parseAllDocuments } from 'yaml';
// One class per module (a group's index would load every schema of the group).
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { SETTINGS, checkSettings } from '../libs/core/src/config/settings-schema.js';
import { HealthController } from '../libs/core/src/health/health.controller.js';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const DIR = 'deploy/kubernetes';

// A rendered object, as YAML gives it: the checks read fields at any depth.
type K8s = Record<string, any>;

/** Every kind the manifests may hold, by apiVersion/kind: its kubernetes-models class. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** Throws for an object whose kind has no model here, or that its schema refuses. */
function validateObject(object: K8s): void {
  const key = `${object.apiVersion}/${object.kind}`;
  const Model = MODELS[key];
  if (!Model) throw new Error(`${key} ${object.metadata?.name}: no schema for this kind (add its kubernetes-models class to MODELS)`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${key} ${object.metadata?.name}: ${(error as Error).message}`);
  }
}

async function render(dir = DIR): Promise<K8s[]> {
  const run = promisify(execFile);
  let stdout: string;
  try {
    ({ stdout } = await run('kubectl', ['kustomize', path.join(root, dir)], { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 }));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('kubectl is not installed: `npm test` as root installs it (scripts/test.sh), or apt-get install kubernetes-client (kubectl from Debian).');
    throw new Error(`kubectl kustomize ${dir} failed: ${e.stderr || e.message}`);
  }
  return parseAllDocuments(stdout)
    .map((doc) => doc.toJS() as K8s | null)
    .filter((o): o is K8s => o !== null);
}

/** The GET routes a Nest controller serves, from its own decorators' metadata (nothing started). */
function getRoutes(controller: new (...args: never[]) => unknown): string[] {
  const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
    const handler = controller.prototype[name];
    if (name === 'constructor' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) return [];
    const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
    return [`/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/')];
  });
}

/** What the manifests are checked against: read from the code, package.json and .env.example. */
interface Facts {
  /** GET paths of the api's health controller. */
  apiRoutes: string[];
  /** Paths the worker's health server answers (apps/worker/src/worker-health-server.ts). */
  workerRoutes: string[];
  /** The commands of `npm run migrate` and `npm run migrate:show`. */
  migrate: string;
  migrateShow: string;
  /** Every setting the product knows: the settings schema's and .env.example's. */
  settings: Set<string>;
}

function facts(): Facts {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const workerSource = read('apps/worker/src/worker-health-server.ts');
  return {
    apiRoutes: getRoutes(HealthController),
    workerRoutes: [...workerSource.matchAll(/path === '([^']+)'/g)].map((m) => m[1]),
    migrate: scripts.migrate,
    migrateShow: scripts['migrate:show'],
    // .env.example's settings, and those it shows commented out (`# DATABASE_READ_URL=…`).
    settings: new Set([...Object.keys(SETTINGS), ...[...read('.env.example').matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1])]),
  };
}

/** The probes each Deployment must have: readiness asks the dependencies, liveness only the process. */
const EXPECTED_PROBES: Record<string, { readiness: string; liveness: string; startup: string }> = {
  api: { readiness: '/api/health', liveness: '/api/health/live', startup: '/api/health/live' },
  worker: { readiness: '/health', liveness: '/health/live', startup: '/health/live' },
};

/** The api's JSON body limit (apps/api/src/create-api.ts): the ingress must let such a body through. */
function apiBodyLimitBytes(): number {
  const m = read('apps/api/src/create-api.ts').match(/BODY_LIMIT = (\d+) \* 1024 \* 1024/);
  if (!m) throw new Error('BODY_LIMIT not found in apps/api/src/create-api.ts');
  return Number(m[1]) * 1024 * 1024;
}

/** nginx sizes: '20m', '1024k', '10485760'. */
function nginxBytes(size: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(size.trim());
  if (!m) return NaN;
  return Number(m[1]) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

/**
 * Everything wrong with a rendered set of objects that a schema cannot see, one sentence each
 * (an empty list: nothing). Pure: the tests below run it on broken copies too.
 */
function manifestProblems(objects: K8s[], f: Facts): string[] {
  const problems: string[] = [];
  const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
  const configMaps = ofKind('ConfigMap');
  const secrets = ofKind('Secret');
  const secretKeys = (s: K8s) => Object.keys({ ...(s.data ?? {}), ...(s.stringData ?? {}) });
  const settingsOf = (names: string[]) => Object.assign({}, ...names.map((n) => named('ConfigMap', n)?.data ?? {})) as Record<string, string>;

  // Every setting named anywhere is one the product reads.
  for (const cm of configMaps) for (const name of Object.keys(cm.data ?? {})) if (!f.settings.has(name)) problems.push(`ConfigMap ${cm.metadata.name}: ${name} is not a setting (settings-schema.ts, .env.example)`);
  for (const s of secrets) for (const name of secretKeys(s)) if (!f.settings.has(name)) problems.push(`Secret ${s.metadata.name}: ${name} is not a setting (settings-schema.ts, .env.example)`);

  const checkContainer = (owner: string, c: K8s) => {
    const where = `${owner} container ${c.name}`;
    if (!/(^|\/)skin-hospital:[A-Za-z0-9._-]+$/.test(c.image ?? '') || /:latest$/.test(c.image)) problems.push(`${where}: image ${c.image} is not skin-hospital:<release tag> (kustomization images:)`);
    const r = c.resources ?? {};
    if (!r.requests?.cpu || !r.requests?.memory) problems.push(`${where}: no CPU and memory requests`);
    if (!r.limits?.memory) problems.push(`${where}: no memory limit`);
    const sc = c.securityContext ?? {};
    if (sc.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation is not false`);
    if (sc.readOnlyRootFilesystem !== true) problems.push(`${where}: the root filesystem is not read-only`);
    for (const ref of c.envFrom ?? []) {
      if (ref.configMapRef && !named('ConfigMap', ref.configMapRef.name)) problems.push(`${where}: envFrom ConfigMap ${ref.configMapRef.name} is not in the manifests`);
      if (ref.secretRef && !named('Secret', ref.secretRef.name)) problems.push(`${where}: envFrom Secret ${ref.secretRef.name} is not in the manifests`);
    }
    for (const e of c.env ?? []) {
      if (!f.settings.has(e.name)) problems.push(`${where}: env ${e.name} is not a setting`);
      const key = e.valueFrom?.secretKeyRef;
      if (key) {
        const secret = named('Secret', key.name);
        if (!secret || !secretKeys(secret).includes(key.key)) problems.push(`${where}: env ${e.name} asks Secret ${key.name} for ${key.key}, which it does not hold`);
      }
    }
  };
  const checkPod = (owner: string, spec: K8s) => {
    const sc = spec.securityContext ?? {};
    if (sc.runAsNonRoot !== true || !Number.isInteger(sc.runAsUser) || sc.runAsUser === 0) problems.push(`${owner}: the pod does not run as a non-root user by number (runAsNonRoot, runAsUser)`);
    for (const c of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) checkContainer(owner, c);
  };
  /** A container's value of a setting: its own env first, then its envFrom ConfigMaps. */
  const settingOf = (c: K8s, name: string): string | undefined => {
    const own = (c.env ?? []).find((e: K8s) => e.name === name);
    if (own) return own.value;
    return settingsOf((c.envFrom ?? []).filter((r: K8s) => r.configMapRef).map((r: K8s) => r.configMapRef.name))[name];
  };

  const deployments = ofKind('Deployment');
  for (const component of Object.keys(EXPECTED_PROBES)) {
    if (!deployments.some((d) => d.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] === component)) problems.push(`no Deployment for the ${component}`);
  }
  for (const d of deployments) {
    const name = `Deployment ${d.metadata.name}`;
    const pod = d.spec?.template ?? {};
    const labels = pod.metadata?.labels ?? {};
    const component = labels['app.kubernetes.io/component'] as string;
    checkPod(name, pod.spec ?? {});
    if (d.spec?.replicas !== undefined) problems.push(`${name}: sets replicas, which its HorizontalPodAutoscaler owns (every apply would reset it)`);
    if (!matches(d.spec?.selector?.matchLabels, labels)) problems.push(`${name}: its selector does not match its pods' labels`);

    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === d.metadata.name);
    if (!hpa) problems.push(`${name}: no HorizontalPodAutoscaler`);
    else if (!(hpa.spec.minReplicas >= 2)) problems.push(`${name}: its HorizontalPodAutoscaler allows fewer than 2 replicas (no replica left while one restarts)`);
    if (!ofKind('PodDisruptionBudget').some((p) => matches(p.spec?.selector?.matchLabels, labels))) problems.push(`${name}: no PodDisruptionBudget selects its pods`);

    for (const c of pod.spec?.initContainers ?? []) {
      if (c.command?.join(' ').includes('migrate-cli') && !c.command.join(' ').includes(f.migrateShow.replace(/^node /, ''))) problems.push(`${name} init container ${c.name}: does not wait with \`npm run migrate:show\` (${f.migrateShow})`);
    }
    const expected = EXPECTED_PROBES[component];
    for (const c of pod.spec?.containers ?? []) {
      const where = `${name} container ${c.name}`;
      if (settingOf(c, 'MIGRATE_ON_START') !== '0') problems.push(`${where}: MIGRATE_ON_START is not 0 (migrations are the Job's)`);
      if (!expected) {
        problems.push(`${where}: component '${component}' is neither api nor worker`);
        continue;
      }
      const routes = component === 'api' ? f.apiRoutes : f.workerRoutes;
      const listens = Number(component === 'api' ? (settingOf(c, 'PORT') ?? 3000) : settingOf(c, 'WORKER_HEALTH_PORT'));
      if (component === 'worker' && !['0.0.0.0', '::'].includes(settingOf(c, 'WORKER_HEALTH_HOST') ?? '')) problems.push(`${where}: WORKER_HEALTH_HOST is not 0.0.0.0: the kubelet cannot reach the health port`);
      for (const kind of ['readiness', 'liveness', 'startup'] as const) {
        const probe = c[`${kind}Probe`];
        const get = probe?.httpGet;
        if (!get) {
          problems.push(`${where}: no ${kind} probe over HTTP`);
          continue;
        }
        if (!routes.includes(get.path)) problems.push(`${where}: ${kind} probe GET ${get.path} is not a route the ${component} serves (${routes.join(', ')})`);
        else if (get.path !== expected[kind]) problems.push(`${where}: ${kind} probe asks ${get.path}, not ${expected[kind]}`);
        const port = typeof get.port === 'number' ? get.port : (c.ports ?? []).find((p: K8s) => p.name === get.port)?.containerPort;
        if (port === undefined) problems.push(`${where}: ${kind} probe port ${get.port} is not a port of the container`);
        else if (port !== listens) problems.push(`${where}: ${kind} probe port ${port} is not the port the ${component} listens on (${component === 'api' ? 'PORT' : 'WORKER_HEALTH_PORT'} ${listens})`);
      }
    }
  }

  // The migration Job runs `npm run migrate`, once, with the database's address.
  const jobs = ofKind('Job');
  const migrate = jobs.filter((j) => (j.spec?.template?.spec?.containers ?? []).some((c: K8s) => [...(c.command ?? []), ...(c.args ?? [])].join(' ') === f.migrate));
  if (migrate.length !== 1) problems.push(`${migrate.length} Jobs run \`npm run migrate\` (${f.migrate}); there must be one`);
  for (const j of jobs) {
    checkPod(`Job ${j.metadata.name}`, j.spec?.template?.spec ?? {});
    if (!['Never', 'OnFailure'].includes(j.spec?.template?.spec?.restartPolicy)) problems.push(`Job ${j.metadata.name}: restartPolicy must be Never or OnFailure`);
  }
  for (const j of migrate) {
    for (const c of j.spec.template.spec.containers) if (!(c.env ?? []).some((e: K8s) => e.name === 'DATABASE_URL') && !(c.envFrom ?? []).some((r: K8s) => r.secretRef)) problems.push(`Job ${j.metadata.name}: no DATABASE_URL`);
  }

  // The api's Service reaches the api's port; the Ingress sends / and /socket.io to it.
  const apiPods = deployments.filter((d) => d.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] === 'api');
  const apiService = ofKind('Service').find((s) => apiPods.some((d) => matches(s.spec?.selector, d.spec.template.metadata.labels)));
  if (!apiService) problems.push('no Service selects the api pods');
  else {
    const apiPorts = apiPods.flatMap((d) => d.spec.template.spec.containers.flatMap((c: K8s) => c.ports ?? []));
    for (const p of apiService.spec.ports ?? []) {
      if (!apiPorts.some((cp: K8s) => cp.name === p.targetPort || cp.containerPort === p.targetPort)) problems.push(`Service ${apiService.metadata.name}: targetPort ${p.targetPort} is not a port of the api container`);
    }
  }
  const routesTo = ofKind('Ingress').flatMap((ing) =>
    (ing.spec?.rules ?? []).flatMap((rule: K8s) => (rule.http?.paths ?? []).map((p: K8s) => ({ ingress: ing, path: p.path as string, service: p.backend?.service }))),
  );
  for (const r of routesTo) {
    const svc = named('Service', r.service?.name);
    if (!svc) problems.push(`Ingress ${r.ingress.metadata.name}: ${r.path} goes to Service ${r.service?.name}, which is not in the manifests`);
    else if (!(svc.spec.ports ?? []).some((p: K8s) => p.name === r.service.port?.name || p.port === r.service.port?.number)) problems.push(`Ingress ${r.ingress.metadata.name}: ${r.path} asks a port Service ${svc.metadata.name} does not have`);
  }
  const annotation = (ing: K8s, name: string) => ing.metadata?.annotations?.[`nginx.ingress.kubernetes.io/${name}`] as string | undefined;
  const socket = routesTo.find((r) => r.path === '/socket.io' && r.service?.name === apiService?.metadata.name);
  if (!socket) problems.push('no Ingress path /socket.io to the api Service');
  else {
    // Socket.IO pings every 25 s and waits 20 s for the answer: nginx must keep a quiet socket longer.
    for (const t of ['proxy-read-timeout', 'proxy-send-timeout']) {
      const seconds = Number(annotation(socket.ingress, t));
      if (!(seconds >= 60)) problems.push(`Ingress ${socket.ingress.metadata.name}: ${t} is ${annotation(socket.ingress, t) ?? 'unset'}, under the 60 s a WebSocket needs`);
    }
  }
  const main = routesTo.find((r) => r.path === '/' && r.service?.name === apiService?.metadata.name);
  if (!main) problems.push('no Ingress path / to the api Service');
  else if (!(nginxBytes(annotation(main.ingress, 'proxy-body-size') ?? '1m') >= apiBodyLimitBytes())) {
    problems.push(`Ingress ${main.ingress.metadata.name}: proxy-body-size ${annotation(main.ingress, 'proxy-body-size') ?? '1m (the default)'} is under the api's body limit (uploads would get 413)`);
  }
  return problems;
}

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  let objects: K8s[];
  let f: Facts;

  beforeAll(async () => {
    objects = await render();
    f = facts();
  }, 90_000);

  it('render with kubectl kustomize into the objects of the product, each in its namespace', () => {
    const kinds = objects.map((o) => `${o.kind}/${o.metadata.name}`).sort();
    expect(kinds).toEqual(
      [
        'ConfigMap/skin-hospital-settings',
        'Deployment/skin-hospital-api',
        'Deployment/skin-hospital-worker',
        'HorizontalPodAutoscaler/skin-hospital-api',
        'HorizontalPodAutoscaler/skin-hospital-worker',
        'Ingress/skin-hospital',
        'Ingress/skin-hospital-socket-io',
        'Job/skin-hospital-migrate',
        'Namespace/skin-hospital',
        'PodDisruptionBudget/skin-hospital-api',
        'PodDisruptionBudget/skin-hospital-worker',
        'Secret/skin-hospital-secrets',
        'Service/skin-hospital-api',
      ].sort(),
    );
    for (const o of objects) if (o.kind !== 'Namespace') expect({ object: `${o.kind}/${o.metadata.name}`, namespace: o.metadata.namespace }).toEqual({ object: `${o.kind}/${o.metadata.name}`, namespace: 'skin-hospital' });
  });

  it('validates every object against the Kubernetes schemas', () => {
    for (const o of objects) expect(() => validateObject(o)).not.toThrow();
  });

  it('knows where the probes must point: the api health routes from the controller, the worker paths from its server', () => {
    expect(f.apiRoutes.sort()).toEqual(['/api/health', '/api/health/live']);
    expect(f.workerRoutes.sort()).toEqual(['/health', '/health/live', '/metrics']);
    expect(f.migrate).toBe('node apps/api/dist/ops/migrate-cli.js run');
  });

  it('has nothing wrong: probes, ports, autoscalers, budgets, settings, migrations, resources, security', () => {
    expect(manifestProblems(objects, f)).toEqual([]);
  });

  it('sets each image to skin-hospital:<tag> through the kustomization', () => {
    const images = new Set(
      objects.flatMap((o) => {
        const spec = o.spec?.template?.spec;
        return spec ? [...(spec.initContainers ?? []), ...spec.containers].map((c: K8s) => c.image as string) : [];
      }),
    );
    expect(images.size).toBe(1);
    expect([...images][0]).toMatch(/^skin-hospital:[0-9A-Za-z._-]+$/);
  });

  it('runs the pods as the image user (USER node, uid 1000)', () => {
    expect(read('Dockerfile')).toMatch(/^USER node$/m);
    for (const o of objects.filter((x) => x.spec?.template?.spec)) expect({ object: o.metadata.name, uid: o.spec.template.spec.securityContext.runAsUser }).toEqual({ object: o.metadata.name, uid: 1000 });
  });

  it('takes settings that pass the settings check at a production start', () => {
    const data = objects.find((o) => o.kind === 'ConfigMap')!.data as Record<string, string>;
    const secret = objects.find((o) => o.kind === 'Secret')!.stringData as Record<string, string>;
    expect(() => checkSettings({ ...data, ...secret, NODE_ENV: 'production', MIGRATE_ON_START: '0' })).not.toThrow();
    // Uploads go to object storage: no pod writes files to its own disk.
    expect(data.FILES_STORE).toBe('s3');
  });

  it('commits no secret: the Secret is an example with placeholders that cannot start the product', () => {
    const secret = objects.find((o) => o.kind === 'Secret')!;
    expect(secret.data).toBeUndefined();
    for (const [key, value] of Object.entries(secret.stringData as Record<string, string>)) {
      expect({ key, placeholder: value === '' || value.includes('REPLACE_ME') }).toEqual({ key, placeholder: true });
    }
    for (const key of ['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(Object.keys(secret.stringData)).toContain(key);
    // The api refuses a JWT secret under 32 characters (app-config.ts).
    expect(secret.stringData.JWT_SECRET.length).toBeLessThan(32);
  });

  describe('catches a broken manifest', () => {
    const broken = (change: (objects: K8s[]) => void) => {
      const copy = structuredClone(objects);
      change(copy);
      return manifestProblems(copy, f);
    };
    const find = (os: K8s[], kind: string, name: string) => os.find((o) => o.kind === kind && o.metadata.name === name)!;
    const container = (os: K8s[], deployment: string) => find(os, 'Deployment', deployment).spec.template.spec.containers[0];

    it('a probe path the api does not serve', () => {
      expect(broken((os) => (container(os, 'skin-hospital-api').readinessProbe.httpGet.path = '/api/healthz'))).toEqual([
        expect.stringContaining('readiness probe GET /api/healthz is not a route the api serves'),
      ]);
    });

    it('liveness asking the dependencies (a database outage would restart every pod)', () => {
      expect(broken((os) => (container(os, 'skin-hospital-api').livenessProbe.httpGet.path = '/api/health'))).toEqual([expect.stringContaining('liveness probe asks /api/health, not /api/health/live')]);
    });

    it("a worker probe on a port other than the ConfigMap's WORKER_HEALTH_PORT", () => {
      const problems = broken((os) => (find(os, 'ConfigMap', 'skin-hospital-settings').data.WORKER_HEALTH_PORT = '9464'));
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/skin-hospital-worker container worker: readiness probe port 3001 is not the port the worker listens on \(WORKER_HEALTH_PORT 9464\)/);
    });

    it('a probe on a port name the container does not have', () => {
      expect(broken((os) => (container(os, 'skin-hospital-worker').startupProbe.httpGet.port = 'metrics'))).toEqual([expect.stringContaining('startup probe port metrics is not a port of the container')]);
    });

    it('a Deployment without its autoscaler or disruption budget', () => {
      expect(broken((os) => os.splice(os.indexOf(find(os, 'PodDisruptionBudget', 'skin-hospital-worker')), 1))).toEqual(['Deployment skin-hospital-worker: no PodDisruptionBudget selects its pods']);
      expect(broken((os) => os.splice(os.indexOf(find(os, 'HorizontalPodAutoscaler', 'skin-hospital-api')), 1))).toEqual(['Deployment skin-hospital-api: no HorizontalPodAutoscaler']);
    });

    it('a setting the product does not know', () => {
      expect(broken((os) => (find(os, 'ConfigMap', 'skin-hospital-settings').data.FILES_BUCKET = 'x'))).toEqual([expect.stringContaining('FILES_BUCKET is not a setting')]);
    });

    it('migrations at start, or a Job that does not run `npm run migrate`', () => {
      expect(broken((os) => (container(os, 'skin-hospital-worker').env = []))).toEqual([expect.stringContaining('skin-hospital-worker container worker: MIGRATE_ON_START is not 0')]);
      expect(broken((os) => (find(os, 'Job', 'skin-hospital-migrate').spec.template.spec.containers[0].command = ['node', 'apps/api/dist/main.js']))).toEqual([expect.stringContaining('0 Jobs run `npm run migrate`')]);
    });

    it('a container without resource requests or with a writable root', () => {
      expect(
        broken((os) => {
          const c = container(os, 'skin-hospital-api');
          delete c.resources.requests;
          c.securityContext.readOnlyRootFilesystem = false;
        }),
      ).toEqual([expect.stringContaining('no CPU and memory requests'), expect.stringContaining('the root filesystem is not read-only')]);
    });

    it('an ingress that would cut WebSockets or refuse a photo', () => {
      expect(broken((os) => delete find(os, 'Ingress', 'skin-hospital-socket-io').metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toEqual([
        expect.stringContaining('proxy-read-timeout is unset'),
      ]);
      expect(broken((os) => delete find(os, 'Ingress', 'skin-hospital').metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'])).toEqual([
        expect.stringContaining('under the api\'s body limit'),
      ]);
    });

    it('an object the schemas refuse, or a kind with no schema', () => {
      const wrongPort = structuredClone(find(objects, 'Deployment', 'skin-hospital-api'));
      wrongPort.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand';
      expect(() => validateObject(wrongPort)).toThrow(/Deployment skin-hospital-api: .*containerPort/);
      const noSelector = structuredClone(find(objects, 'Deployment', 'skin-hospital-worker'));
      delete noSelector.spec.selector;
      expect(() => validateObject(noSelector)).toThrow(/Deployment skin-hospital-worker: .*selector/);
      expect(() => validateObject({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toThrow(/no schema for this kind/);
    });
  });
});
