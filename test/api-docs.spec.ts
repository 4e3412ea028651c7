// Issue 19 item 2: GET /api/docs-json is valid OpenAPI 3, made from the schemas that
// validate the calls, and names every route the api serves with its parameters, body,
// answer and roles. A route without a documented schema fails here.
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from './api-app.js';
import { openApiPath, servedRoutes } from './api-routes.js';

type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-roles'?: string[];
  'x-body'?: string;
  'x-answer'?: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

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
  const body = op.requestBody!.content!['application/json'].schema as { properties: Record<string, { maxLength?: number }>; required: string[] };
  expect(body.properties.description.maxLength).toBe(2000);
  expect(body.required).toEqual(expect.arrayContaining(['description', 'serviceType']));
  expect(op.responses!['200'].content!['application/json'].schema).toBeTruthy();
});
