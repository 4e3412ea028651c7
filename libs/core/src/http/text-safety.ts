// Issue 18 finding 1: text PostgreSQL cannot store. A NUL (U+0000) is refused by text and
// jsonb ("invalid byte sequence for encoding UTF8: 0x00"); an unpaired UTF-16 surrogate (what
// JSON.parse makes of "\ud800") is refused by jsonb and silently turned into U+FFFD in text.
// Either answered 500 or saved something else than was sent; now it is refused once, at the
// HTTP edge, before guards (the password sign-in reads the body in a guard), pipes and handlers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@hospital/contracts';
import { MESSAGES } from '@hospital/rules';

// ES2024 string methods (Node ≥ 20); the shared tsconfig's lib is ES2023.
type WellFormed = string & { isWellFormed(): boolean; toWellFormed(): string };

/**
 * True when the text holds no NUL and no unpaired surrogate. Two native scans (memchr-like on
 * one-byte strings, which every base64 upload is): ~50× faster than one regex on a 14 MB body.
 */
export function isSafeText(text: string): boolean {
  return text.indexOf('\u0000') === -1 && (text as WellFormed).isWellFormed();
}

/** The text with each NUL and each unpaired surrogate replaced by U+FFFD (for logs and audit rows). */
export function safeText(text: string): string {
  return isSafeText(text) ? text : (text.replaceAll('\u0000', '\uFFFD') as WellFormed).toWellFormed();
}

/**
 * True when any string in a parsed JSON value (object keys included, at any depth) is unsafe.
 * A loop with its own stack: a body nested 100 000 arrays deep must not overflow the call stack.
 */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (value === null || typeof value !== 'object') return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (Array.isArray(current)) {
      for (const item of current) {
        if (typeof item === 'string') {
          if (!isSafeText(item)) return true;
        } else if (item !== null && typeof item === 'object') stack.push(item);
      }
      continue;
    }
    // A Buffer (a raw body some route asked for) is bytes, not text; nothing else is walked.
    if (ArrayBuffer.isView(current)) continue;
    for (const key in current) {
      if (!Object.prototype.hasOwnProperty.call(current, key)) continue;
      if (!isSafeText(key)) return true;
      const item = (current as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (!isSafeText(item)) return true;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}

/**
 * Where the first unsafe string sits, named as the schema pipe names fields ('items.0.name';
 * a bad key is named by the object holding it, '' for the top): only on a refusal, so a page
 * can put the message under the field. Document order; its own stack, like hasUnsafeText.
 */
export function unsafeFieldOf(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries = Array.isArray(current) ? current.map((item, i) => [String(i), item] as const) : Object.entries(current);
    if (entries.some(([key]) => !isSafeText(key))) return path;
    for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i][1], join(path, entries[i][0])]);
  }
  return null;
}

/** The field of the request's first unsafe text (query, path parameters, then body), or null. */
function unsafeInput(request: FastifyRequest): string | null {
  // Only a percent escape can put a NUL into a decoded query or path parameter (Node's HTTP
  // parser refuses raw control and non-ASCII bytes in a URL, and an escape that is not UTF-8,
  // such as %ED%A0%80, is left undecoded, never a surrogate): a URL without '%' costs one indexOf.
  if (request.url.includes('%')) {
    if (hasUnsafeText(request.query)) return unsafeFieldOf(request.query);
    if (hasUnsafeText(request.params)) return unsafeFieldOf(request.params);
  }
  const body = request.body;
  return body !== undefined && body !== null && hasUnsafeText(body) ? unsafeFieldOf(body) : null;
}

/**
 * Refuses, with 400 and a Thai message, any request whose body (JSON keys and values at any
 * depth), query string or path parameters hold a NUL or an unpaired surrogate. preValidation:
 * after the body is parsed, before Nest's guards, pipes and handlers.
 */
export function installTextSafety(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const field = unsafeInput(request);
    if (field === null) return done();
    const message = MESSAGES.textInvalidCharacters;
    const body: ApiErrorBody = { statusCode: 400, message, fields: { [field]: message } };
    void reply.code(400).send(body); // answered here: done is not called
  });
}
