import type { INestApplication } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type StandardSchemaConverter } from '@nestjs/swagger';
import { ApiErrorAnswer, refusalText, schemaNameOf } from './schemas/api-docs.decorators.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SIGNED_IN = 'any signed-in user';
const API_ERROR = '#/components/schemas/ApiError';
/** @nestjs/platform-fastify's FASTIFY_ROUTE_CONFIG_METADATA (RouteConfig), where a route's rate limit is. */
const FASTIFY_ROUTE_CONFIG_METADATA = '__fastify_route_config__';

type Operation = Record<string, unknown> & {
  operationId?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{ in: string }>;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
};

/**
 * Who may call each operation, in the docs as in the permission table (docs/permissions.md):
 * `x-roles` from @Public/@Allow/@OwnerOr, else any signed-in user; written out in the
 * operation's description for the page too.
 */
function withRoles(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const roles = (op['x-roles'] as string[] | undefined) ?? [SIGNED_IN];
      op['x-roles'] = roles;
      if (!roles.includes('anyone')) op.security ??= [{ bearer: [] }];
      op.description = [op.description, `Roles: ${roles.join(', ')}`].filter(Boolean).join('\n\n');
    }
  }
  return document;
}

/**
 * Issue 30 item 2: a schema named by nameSchemas goes to components.schemas under its name and
 * the operation refers to it ($ref). The same name converted both ways (a body read as input, an
 * answer as output) and differing gets 'Input'/'Output' after it; one build, one set of names.
 */
function namingConverter(): StandardSchemaConverter {
  const taken = new Map<string, string>();
  return (schema, { schemaType }) => {
    const name = schemaNameOf(schema);
    const convert = (schema as { '~standard'?: { jsonSchema?: Record<string, (o: object) => Record<string, unknown>> } })?.['~standard']?.jsonSchema?.[schemaType];
    if (!name || !convert) return undefined;
    const { $defs, definitions, $schema: _, ...json } = convert({ target: 'openapi-3.0' });
    const text = JSON.stringify(json);
    let key = name;
    if (taken.has(key) && taken.get(key) !== text) key = `${name}${schemaType === 'input' ? 'Input' : 'Output'}`;
    for (let n = 2; taken.has(key) && taken.get(key) !== text; n++) key = `${name}${n}`; // two schemas, one name
    taken.set(key, text);
    const nested = ($defs ?? definitions ?? {}) as Record<string, Record<string, unknown>>;
    return { schema: { $ref: `#/components/schemas/${key}` }, components: { ...nested, [key]: json } };
  };
}

/** Each operation's handler by its operationId (Controller_method), for what the docs cannot see. */
function handlersOf(app: INestApplication): Map<string, (...args: unknown[]) => unknown> {
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  let discovery: DiscoveryService;
  try {
    discovery = app.get(DiscoveryService);
  } catch {
    return handlers;
  }
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as { name: string; prototype: Record<string, unknown> } | null;
    if (!type?.prototype) continue;
    for (const key of Object.getOwnPropertyNames(type.prototype)) {
      const handler = type.prototype[key];
      if (key !== 'constructor' && typeof handler === 'function') handlers.set(`${type.name}_${key}`, handler as (...args: unknown[]) => unknown);
    }
  }
  return handlers;
}

/** Is the route rate-limited: a @fastify/rate-limit route config, or an interceptor that counts calls. */
function isRateLimited(handler: ((...args: unknown[]) => unknown) | undefined): boolean {
  if (!handler) return false;
  const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as { rateLimit?: unknown } | undefined;
  const interceptors = (Reflect.getMetadata('__interceptors__', handler) as Array<{ name?: string }> | undefined) ?? [];
  return Boolean(config?.rateLimit) || interceptors.some((i) => /RateLimit/.test(i?.name ?? ''));
}

/** Inline answer and body schemas (an ad-hoc union, a schema not named) named after their call. */
function nameTheRest(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ??= {};
  const byText = new Map<string, string>(Object.entries(schemas).map(([name, s]) => [JSON.stringify(s), name]));
  const name = (schema: Record<string, unknown>, wanted: string): Record<string, unknown> => {
    if (typeof schema.$ref === 'string') return schema;
    const text = JSON.stringify(schema);
    let key = byText.get(text);
    if (!key) {
      key = wanted;
      for (let n = 2; schemas[key]; n++) key = `${wanted}${n}`;
      schemas[key] = schema as never;
      byText.set(text, key);
    }
    return { $ref: `#/components/schemas/${key}` };
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const base = (op.operationId ?? `${method}`).replace(/Controller_/, '_');
      for (const media of Object.values(op.requestBody?.content ?? {})) if (media.schema) media.schema = name(media.schema, `${base}_Body`);
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        for (const media of Object.values(answer.content ?? {})) if (media.schema) media.schema = name(media.schema, /^2/.test(status) ? `${base}_Answer` : `${base}_${status}`);
      }
    }
  }
}

/**
 * Issue 30 item 2: each operation's error answers with the one error body (ApiError): 400 and 500
 * for every call (its URL, body and parameters are checked; a failure answers without internals), 404 for one that names a record in its path, 401 and 403 for a
 * call behind the sign-in (403 also for @PublicOr's audience), 429 for a rate-limited route.
 * An answer the call documents itself (@Refuses) is kept.
 */
function withErrors(document: OpenAPIObject, app: INestApplication): void {
  const handlers = handlersOf(app);
  const schemas = ((document.components ??= {}).schemas ??= {});
  schemas.ApiError ??= namingConverter()(ApiErrorAnswer, { schemaType: 'output' })?.components?.ApiError as never;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const roles = (op['x-roles'] as string[] | undefined) ?? [SIGNED_IN];
      const params = op.parameters ?? [];
      const statuses = new Set<number>();
      // Every call reads its URL (a NUL or broken text anywhere is refused, installTextSafety);
      // a body or parameters add their schema's refusals. Every call may fail unexpectedly (500).
      statuses.add(400).add(500);
      if (!roles.includes('anyone')) statuses.add(401).add(403);
      else if (roles.length > 1) statuses.add(403);
      if (params.some((p) => p.in === 'path')) statuses.add(404);
      if (isRateLimited(handlers.get(op.operationId ?? ''))) statuses.add(429);
      const responses = (op.responses ??= {});
      for (const status of [...statuses].sort()) {
        responses[status] ??= { description: refusalText(status), content: { 'application/json': { schema: { $ref: API_ERROR } } } };
      }
    }
  }
}

/**
 * OpenAPI 3 of every call (issue 19 item 2), built from the same schemas that validate
 * them: GET /api/docs-json, and a readable page at /api/docs. Built on first request, so a
 * start-up (and every test app) does not pay for it. Issue 30 item 2: its schemas are named
 * (components.schemas, referred to by $ref) and each operation documents its error answers.
 */
export function mountApiDocs(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Skin hospital care platform API')
    .setDescription('Accounts, patients, telemedicine, bookings, records and vaccines (both specs). Errors answer {statusCode, message, errors?, fields?} in Thai (components.schemas.ApiError).')
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  let document: OpenAPIObject | undefined;
  const build = (): OpenAPIObject => {
    if (document) return document;
    const built = withRoles(SwaggerModule.createDocument(app, config, { standardSchemaConverter: namingConverter() }));
    withErrors(built, app);
    nameTheRest(built);
    return (document = built);
  };
  SwaggerModule.setup('api/docs', app, build, { jsonDocumentUrl: 'api/docs-json', raw: ['json'], customSiteTitle: 'API ของโรงพยาบาล' });
}
