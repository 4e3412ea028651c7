// Issue 30 item 2: answers match their schemas. For a 2xx JSON answer, the schema the call
// documents for that status (@Answer, read from Nest's metadata as the API docs read it) is
// looked up and the body checked against it; a mismatch fails the test with the call, the
// schema's name and the problems.
import { DiscoveryService } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { schemaNameOf } from '../libs/core/src/index.js';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

interface Route {
  method: string;
  pattern: RegExp;
  params: number;
  where: string;
  answers: Record<string, { standardSchema?: StandardSchemaV1 }>;
}

type ZodLike = StandardSchemaV1 & { safeParse?: (v: unknown) => { success: boolean; error?: { issues: Array<Record<string, unknown>> } } };

/** Every route with its documented answers, most specific (fewest parameters) first. */
function routesOf(api: NestFastifyApplication): Route[] {
  const routes: Route[] = [];
  for (const wrapper of api.get(DiscoveryService).getControllers()) {
    const type = wrapper.metatype as any;
    if (!type?.prototype) continue;
    const bases: string[] = [Reflect.getMetadata('path', type) ?? ''].flat();
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = type.prototype[name];
      const method = typeof handler === 'function' ? Reflect.getMetadata('method', handler) : undefined;
      if (method === undefined || name === 'constructor') continue;
      const answers = Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? {};
      for (const base of bases) {
        for (const sub of [Reflect.getMetadata('path', handler) ?? ''].flat() as string[]) {
          const path = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
          const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
          routes.push({ method: METHODS[method], pattern: new RegExp(`^${source}/?$`), params: (path.match(/:/g) ?? []).length, where: `${METHODS[method]} ${path}`, answers });
        }
      }
    }
  }
  return routes.sort((a, b) => a.params - b.params);
}

/** The value at an issue's path, short, for the message. */
function valueAt(body: unknown, path: ReadonlyArray<PropertyKey | { key: PropertyKey }>): string {
  let value: unknown = body;
  for (const p of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[typeof p === 'object' ? p.key : p];
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

export interface AnswerChecker {
  check(method: string, url: string, status: number, body: unknown): Promise<void>;
}

export function answerChecker(api: NestFastifyApplication): AnswerChecker {
  let routes: Route[] | undefined;
  return {
    async check(method, url, status, body) {
      if (status < 200 || status > 299 || body === null || typeof body !== 'object') return;
      const path = new URL(url, 'http://x').pathname;
      const route = (routes ??= routesOf(api)).find((r) => (r.method === method.toUpperCase() || r.method === 'ALL') && r.pattern.test(path));
      const schema = route?.answers[String(status)]?.standardSchema as ZodLike | undefined;
      if (!route || !schema) return; // not a controller's route, or not a JSON answer it documents
      const name = schemaNameOf(schema) ?? 'its answer schema';
      let problems: string[];
      if (typeof schema.safeParse === 'function') {
        const result = schema.safeParse(body);
        problems = result.success
          ? []
          : result.error!.issues.map(({ message: _, path: at = [], ...rest }) => `${(at as PropertyKey[]).join('.') || '(body)'}: ${JSON.stringify(rest)} got ${valueAt(body, at as PropertyKey[])}`);
      } else {
        const result = await schema['~standard'].validate(body);
        problems = (result.issues ?? []).map((i) => `${(i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || '(body)'}: ${i.message}`);
      }
      if (problems.length > 0) {
        throw new Error(`${method} ${path} (${route.where}) answered ${status} not matching ${name}:\n  ${problems.slice(0, 10).join('\n  ')}`);
      }
    },
  };
}
