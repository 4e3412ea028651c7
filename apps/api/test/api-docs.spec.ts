// Issue 19 item 2: GET /api/docs-json is valid OpenAPI 3, made from the schemas that
// validate the calls, and names every route the api serves with its parameters, body,
// answer and roles. A route without a documented schema fails here.
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { openApiPath, servedRoutes } from '../../../test/api-routes.js';
import { answerChecker } from '../../../test/answer-schemas.js';

describe('api-docs', () => {
  type Operation = {
    parameters?: Array<{ name: string; in: string; schema?: unknown }>;
    requestBody?: { content?: Record<string, { schema?: unknown }> };
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    'x-roles'?: string[];
    'x-body'?: string;
    'x-answer'?: string;
  };
  type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

  let app: TestApp;
  let doc: Document;

  beforeAll(async () => {
    app = await startTestApp();
    const res = await app.request('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body as Document;
  });
  afterAll(() => app.close());

  it('is valid OpenAPI 3', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('serves a readable page at /api/docs', async () => {
    const res = await app.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('swagger-ui');
  });

  describe('every route the api serves', () => {
    const routes = () => servedRoutes(app);

    it('is in the document', () => {
      const missing = routes().filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]);
      expect(missing).toEqual([]);
    });

    it('documents each path parameter with a schema', () => {
      const problems: string[] = [];
      for (const r of routes()) {
        const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
        for (const name of [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
          const p = op?.parameters?.find((x) => x.in === 'path' && x.name === name);
          if (!p?.schema) problems.push(`${r.method} ${r.path} :${name}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('documents a JSON body for each POST, PUT and PATCH (or says it takes none)', () => {
      const problems = routes()
        .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
        .filter((r) => {
          const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
          return !op?.requestBody?.content?.['application/json']?.schema && op?.['x-body'] !== 'none';
        })
        .map((r) => `${r.method} ${r.path}`);
      expect(problems).toEqual([]);
    });

    it('documents a success answer with its schema (or says it is not JSON)', () => {
      const problems = routes()
        .filter((r) => {
          const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
          const ok = Object.entries(op?.responses ?? {}).filter(([status]) => /^2/.test(status));
          return !ok.some(([, answer]) => answer.content?.['application/json']?.schema) && op?.['x-answer'] !== 'not-json';
        })
        .map((r) => `${r.method} ${r.path}`);
      expect(problems).toEqual([]);
    });

    it('names the roles that may call it', () => {
      const problems = routes()
        .filter((r) => !(doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]?.['x-roles']?.length))
        .map((r) => `${r.method} ${r.path}`);
      expect(problems).toEqual([]);
    });
  });

  it('says who may book a telemedicine visit, and what the booking takes and answers', () => {
    const op = doc.paths['/api/v1/tele'].post;
    expect(op['x-roles']).toEqual(['patient']);
    const body = resolve(op.requestBody!.content!['application/json'].schema) as { properties: Record<string, { maxLength?: number }>; required: string[] };
    expect(body.properties.description.maxLength).toBe(2000);
    expect(body.required).toEqual(expect.arrayContaining(['description', 'serviceType']));
    expect(op.responses!['200'].content!['application/json'].schema).toBeTruthy();
  });

  // Issue 30 item 2: named schemas, and each operation's error answers with the one error body.
  /** The schema a {$ref: '#/components/schemas/X'} names (or the schema itself). */
  function resolve(schema: unknown): unknown {
    const ref = (schema as { $ref?: string })?.$ref;
    return ref ? doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] : schema;
  }
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })));

  describe('named schemas', () => {
    it('are in components.schemas, the one error body among them', () => {
      const names = Object.keys(doc.components?.schemas ?? {});
      expect(names.length).toBeGreaterThan(100);
      expect(names).toEqual(expect.arrayContaining(['ApiError', 'TeleTransferBody', 'TeleTransferAnswer', 'LoginBody', 'SessionUserAnswer']));
      expect(resolve({ $ref: '#/components/schemas/ApiError' })).toMatchObject({ properties: { statusCode: {}, message: {} }, required: expect.arrayContaining(['statusCode', 'message']) });
    });

    it('every $ref resolves', () => {
      const refs = new Set<string>();
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) key === '$ref' && typeof child === 'string' ? refs.add(child) : walk(child);
        }
      };
      walk(doc);
      expect(refs.size).toBeGreaterThan(100);
      expect([...refs].filter((ref) => !ref.startsWith('#/components/schemas/') || !resolve({ $ref: ref }))).toEqual([]);
    });

    it('each JSON body and answer refers to a named schema', () => {
      const inline: string[] = [];
      for (const { where, op } of operations()) {
        const media = [
          ...Object.values(op.requestBody?.content ?? {}),
          ...Object.values(op.responses ?? {}).flatMap((answer) => Object.values(answer.content ?? {})),
        ];
        if (media.some((m) => m.schema && !(m.schema as { $ref?: string }).$ref)) inline.push(where);
      }
      expect(inline).toEqual([]);
    });
  });

  describe('error answers', () => {
    const errorsOf = (op: Operation) => Object.keys(op.responses ?? {}).filter((status) => /^[45]/.test(status));

    it('every operation documents its refusals: 400 and 500 always, 401/403 behind the sign-in, 404 with a record in the path', () => {
      const problems: string[] = [];
      for (const { where, op } of operations()) {
        const errors = errorsOf(op);
        const want: string[] = ['400', '500'];
        if (!op['x-roles']?.includes('anyone')) want.push('401', '403');
        if ((op.parameters ?? []).some((p) => p.in === 'path')) want.push('404');
        const missing = want.filter((status) => !errors.includes(status));
        if (missing.length > 0) problems.push(`${where}: ${missing.join(', ')}`);
        for (const status of errors) {
          if (!op.responses![status].content?.['application/json']?.schema) problems.push(`${where}: ${status} without its body`);
        }
      }
      expect(problems).toEqual([]);
      expect(operations().filter(({ op }) => errorsOf(op).length > 0).length).toBe(operations().length);
    });

    it('answers with the one error body (ApiError), or the call\'s own refusal body where it has one', () => {
      const transfer = doc.paths['/api/v1/tele/transfer/{teleID}'].put.responses!;
      expect(transfer['409'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/TeleTransferAnswer' });
      expect(transfer['401'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      expect(doc.paths['/api/v1/tele'].post.responses!['400'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    });

    it('says 429 where a rate limit applies: the password sign-in, LINE sign-in, the vaccine lookups, the copy of one\'s data', () => {
      const limited = operations().filter(({ op }) => op.responses?.['429']).map(({ where }) => where);
      expect(limited).toEqual(expect.arrayContaining(['POST /api/v1/identity/login']));
      expect(limited.some((where) => where.includes('/api2/'))).toBe(true);
      expect(limited.length).toBeGreaterThan(5);
      expect(doc.paths['/api/v1/tele'].post.responses!['429']).toBeUndefined();
    });
  });

  // Issue 30 item 2: the check the integration tests make of each 2xx JSON answer (test/answer-schemas.ts).
  describe('answers checked against their schemas', () => {
    it('passes an answer of the documented shape and fails another with the call, the schema and the problem', async () => {
      const answers = answerChecker(app.api);
      const teleID = '4b0c9a54-8f57-4d38-9a55-1f6f3c1e2b7a';
      await expect(answers.check('PUT', `/api/v1/tele/transfer/${teleID}`, 200, { result: 200, message: 'ok', data: { teleID, flowStatus: 1 } })).resolves.toBeUndefined();
      const error = await answers.check('PUT', `/api/v1/tele/transfer/${teleID}?x=1`, 200, { result: 200, message: 'ok', data: { teleID, flowStatus: '1' } }).catch((e: Error) => e);
      expect(String(error)).toContain('PUT /api/v1/tele/transfer/');
      expect(String(error)).toContain('TeleTransferAnswer');
      expect(String(error)).toMatch(/data\.flowStatus: .*"expected":"number".* got "1"/);
    });

    it('is on in the app of this file: a documented answer is checked on its way back', async () => {
      const checked = await startTestApp({ checkAnswers: true });
      try {
        const res = await checked.request('GET', '/api/config');
        expect(res.status).toBe(200);
      } finally {
        await checked.close();
      }
    });
  });
});
