import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { z } from './zod-thai.js';

/** The answer of a call, documented from its schema (GET /api/docs-json). */
export const Answer = (schema: StandardSchemaV1, status = 200, description = 'สำเร็จ'): MethodDecorator =>
  applyDecorators(ApiResponse({ status, description, standardSchema: schema }));

/** A call that answers without a JSON body: a redirect, a file, a page or plain text. */
export const AnswerWithout = (status: number, description: string): MethodDecorator =>
  applyDecorators(ApiResponse({ status, description }), ApiExtension('x-answer', 'not-json'));

/** A POST/PUT/DELETE that takes no body: said, so the docs test knows it was not forgotten. */
export const NoBody = (): MethodDecorator => ApiExtension('x-body', 'none');

/**
 * Issue 30 item 2: the one error body every refusal answers (HttpExceptionFilter): Thai
 * `message`, the form's `errors`, a schema's problems by field. /api2 refusals add their
 * envelope {status, msg, desc} to it (Api2ErrorFilter), hence a loose object.
 */
export const ApiErrorAnswer = z.looseObject({
  statusCode: z.number().int().meta({ description: 'the HTTP status again', example: 400 }),
  message: z.string().meta({ description: 'Thai text fit to show a person' }),
  error: z.string().optional(),
  errors: z.array(z.string()).optional().meta({ description: "every problem of a form, the one to show first; a schema's problem names its field in Thai ('ชื่อ: ยาวเกิน 100 ตัวอักษร', issue 35 item 2)" }),
  fields: z.record(z.string(), z.string()).optional().meta({ description: "a request that did not fit its schema: the first problem of each field, by field name ('' is the body itself)" }),
});

const REFUSALS: Record<number, string> = {
  400: 'ข้อมูลไม่ถูกต้อง: the body, query or path does not fit its schema or the rules (or the URL holds a NUL or broken text)',
  401: 'not signed in, or the sign-in is refused',
  403: 'signed in, but not allowed this call or this record',
  404: 'no such record (or not one this caller may see)',
  409: 'a conflict with the current state (already done, full, a move the flow lacks)',
  413: 'the body is too large',
  429: 'too many calls: try again after Retry-After seconds',
  500: 'an unexpected failure: a Thai message, never the internals',
};

/**
 * Error answers the docs cannot tell from the guards, the parameters and the route's rate
 * limit (those are added to every operation by mountApiDocs): e.g. 409 of a conflict, 429 of a
 * limit counted in a service. `schema` when the call refuses with a body of its own (the §7
 * {result: 500, message} of a tele move), else the api's one error body (ApiErrorAnswer).
 */
export const Refuses = (statuses: number[], schema: StandardSchemaV1 = ApiErrorAnswer): MethodDecorator =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: REFUSALS[status] ?? 'refused', standardSchema: schema })));

/** The description of an error answer by its status (mountApiDocs). */
export const refusalText = (status: number): string => REFUSALS[status] ?? 'refused';

/** The keys of T a value must have. */
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/**
 * Issue 30 item 3: `true` when a hand-written request type of libs/contracts (the web's) and its
 * schema's input agree: the same fields, the same ones required, and every value of the type taken
 * by the schema; else `never`, so `const x: Agrees<Request, z.input<typeof Body>> = true` fails
 * the typecheck on a drift. For a schema that cannot live in libs/contracts (it carries rules' messages).
 */
export type Agrees<Contract, Input> = [keyof Contract, RequiredKeys<Contract>] extends [keyof Input, RequiredKeys<Input>]
  ? [keyof Input, RequiredKeys<Input>] extends [keyof Contract, RequiredKeys<Contract>]
    ? Contract extends Input
      ? true
      : never
    : never
  : never;

const names = new WeakMap<object, string>();

/**
 * Issue 30 item 2: each call's body and answer schema by its name, as the API docs' named
 * schemas (components.schemas) and for the tests that check answers against them. A schema
 * file names its exports once, at its end: `nameSchemas({ TeleTransferBody, TeleTransferAnswer })`.
 * A schema not named here is named after its call in the docs (Controller_method + Body/Answer).
 */
export function nameSchemas(schemas: Record<string, StandardSchemaV1>): void {
  for (const [name, schema] of Object.entries(schemas)) if (!names.has(schema)) names.set(schema, name);
}

/** The name a schema was given by nameSchemas, if any. */
export const schemaNameOf = (schema: unknown): string | undefined => (schema && typeof schema === 'object' ? names.get(schema) : undefined);

nameSchemas({ ApiError: ApiErrorAnswer });
