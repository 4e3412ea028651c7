// Issue 19: every JSON call, sent what a careless or hostile client sends, answers 400 with a
// Thai message and the field it is about, never a 5xx, and saves nothing. The calls, their
// bodies, limits and who may call them are read from GET /api/docs-json, so a new call is
// tested the day it is documented (and apps/api/test/api-docs.spec.ts makes sure it is).
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../../libs/identity/src/demo/demo-accounts.js';
import { startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { lineSignatureOf } from '../../../libs/notifications/src/webhook/line-signature.js';

describe('api-bad-input', () => {
  type Schema = {
    type?: string;
    anyOf?: Schema[];
    oneOf?: Schema[];
    allOf?: Schema[];
    nullable?: boolean;
    properties?: Record<string, Schema>;
    required?: string[];
    maxLength?: number;
    pattern?: string;
    $ref?: string;
  };
  type Operation = {
    parameters?: Array<{ name: string; in: string; example?: unknown; schema?: Schema & { example?: unknown; format?: string } }>;
    requestBody?: { content?: Record<string, { schema?: Schema }> };
    'x-roles'?: string[];
  };
  type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
  type Answer = { status: number; body: any };

  let app: TestApp;
  let doc: Document;
  const sessions = new Map<string, Session>();

  /** Everyone who may appear in x-roles, signed in once (the login limit is lifted for this run). */
  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '100000', VACCINE_LOOKUP_RATE_LIMIT_MAX: '100000' } });
    doc = (await app.request('GET', '/api/docs-json')).body as Document;
    for (const account of DEMO_ACCOUNTS) {
      const key = account.role ?? 'patient';
      if (!sessions.has(key)) sessions.set(key, await app.login(account.login));
    }
  });
  afterAll(() => app?.close());

  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]) : schema;

  /** The JSON types a schema accepts ([] when it accepts anything). */
  function typesOf(schema: Schema | undefined): string[] {
    const s = resolve(schema);
    if (!s) return [];
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) {
      const all = alternatives.map(typesOf);
      return all.some((t) => t.length === 0) ? [] : [...new Set(all.flat())];
    }
    if (s.allOf) return typesOf(s.allOf[0]);
    const types = s.type ? [s.type === 'integer' ? 'number' : s.type] : [];
    return s.nullable && types.length ? [...types, 'null'] : types;
  }

  /** A value of a JSON type the schema does not accept, or undefined when it accepts anything. */
  function wrongValueFor(schema: Schema | undefined): unknown {
    const accepted = typesOf(schema);
    if (accepted.length === 0) return undefined;
    const candidates: Array<[string, unknown]> = [['object', { wrong: true }], ['number', 12345], ['boolean', true], ['array', [1, 2]], ['string', 'x']];
    return candidates.find(([type]) => !accepted.includes(type))?.[1];
  }

  /** Who calls: a person x-roles allows (a patient for their own :userID). */
  function sessionFor(roles: string[]): Session | undefined {
    if (roles.some((r) => ['anyone', 'patient', 'any signed-in user'].includes(r) || r.startsWith('the person of'))) return sessions.get('patient');
    if (roles.includes('network')) return sessions.get('N_DOCTOR');
    return roles.map((r) => sessions.get(r)).find(Boolean);
  }

  interface JsonCall {
    name: string;
    path: string;
    method: string;
    body: Schema;
    session: Session | undefined;
  }

  function jsonCalls(): JsonCall[] {
    const calls: JsonCall[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const body = resolve(op.requestBody?.content?.['application/json']?.schema);
        if (!body?.properties) continue;
        const session = sessionFor(op['x-roles'] ?? []);
        const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
          if (name === 'userID' && session) return session.userID;
          const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(String(param?.example ?? param?.schema?.example ?? randomUUID()));
        });
        calls.push({ name: `${method.toUpperCase()} ${template}`, path, method: method.toUpperCase(), body, session });
      }
    }
    return calls;
  }

  /** Issue 31: LINE's webhook reads a body only when LINE signed it: the bad bodies are signed, as LINE would sign them, so its schema is what answers. */
  const signed = (call: JsonCall, body: unknown): Record<string, string> | undefined =>
    call.path === '/api/line/webhook' ? { 'x-line-signature': lineSignatureOf(typeof body === 'string' ? body : JSON.stringify(body), app.config.line.channelSecret) } : undefined;
  const send = (call: JsonCall, body: unknown): Promise<Answer> => app.request(call.method, call.path, { token: call.session?.token, body, headers: signed(call, body) });

  /** 400, a Thai message, and the field named among the problems. */
  function expectRefused(answer: Answer, field: string | null): void {
    expect(answer.status).toBe(400);
    expect(typeof answer.body?.message).toBe('string');
    expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
    if (field !== null) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
  }

  it('finds the JSON calls of both specs in the docs', () => {
    const names = jsonCalls().map((c) => c.name);
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual(expect.arrayContaining(['POST /api/v1/tele', 'POST /api/v1/identity/login']));
  });

  describe('each JSON call', () => {
    it('refuses a body that is missing a required field (400, the field named, never 5xx)', async () => {
      const problems: string[] = [];
      for (const call of jsonCalls()) {
        const required = call.body.required ?? [];
        const answer = await send(call, {});
        if (answer.status >= 500) problems.push(`${call.name}: ${answer.status}`);
        if (required.length === 0) continue;
        try {
          expectRefused(answer, required[0]);
        } catch {
          problems.push(`${call.name}: {} → ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('refuses a field of the wrong type (400, that field named, never 5xx)', async () => {
      const problems: string[] = [];
      for (const call of jsonCalls()) {
        for (const [field, schema] of Object.entries(call.body.properties ?? {})) {
          const wrong = wrongValueFor(schema);
          if (wrong === undefined) continue;
          const answer = await send(call, { [field]: wrong });
          try {
            expectRefused(answer, field);
          } catch {
            problems.push(`${call.name} ${field}=${JSON.stringify(wrong)} → ${answer.status} ${JSON.stringify(answer.body)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('takes a text at its limit and refuses one past it (400, that field named, never 5xx)', async () => {
      const problems: string[] = [];
      let limits = 0;
      for (const call of jsonCalls()) {
        for (const [field, raw] of Object.entries(call.body.properties ?? {})) {
          const schema = resolve(raw);
          const max = schema?.maxLength ?? resolve(schema?.anyOf?.find((s) => resolve(s)?.maxLength))?.maxLength;
          if (max === undefined || max > 100_000) continue;
          limits++;
          // A character the field's pattern takes (digits for IDs and phones), else Thai text.
          const pattern = resolve(schema?.anyOf?.find((s) => resolve(s)?.pattern) ?? schema)?.pattern;
          const char = pattern && !new RegExp(pattern).test('ก') && new RegExp(pattern).test('1') ? '1' : 'ก';
          const atLimit = await send(call, { [field]: char.repeat(max) });
          const past = await send(call, { [field]: char.repeat(max + 1) });
          try {
            expect(atLimit.status).toBeLessThan(500);
            if (atLimit.status === 400) expect(Object.keys(atLimit.body.fields ?? {})).not.toContain(field);
            expectRefused(past, field);
          } catch {
            problems.push(`${call.name} ${field} (max ${max}) → at the limit ${atLimit.status} ${JSON.stringify(atLimit.body?.fields)}, past it ${past.status} ${JSON.stringify(past.body)}`);
          }
        }
      }
      expect(limits).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });

    it('refuses a body that is not an object (400, never 5xx)', async () => {
      const problems: string[] = [];
      for (const call of jsonCalls()) {
        for (const body of ['"text"', '[1,2]', 'null']) {
          const answer = await send(call, body);
          if (answer.status !== 400 || typeof answer.body?.message !== 'string') problems.push(`${call.name} ${body} → ${answer.status}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
