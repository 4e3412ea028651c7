// Issue 30 item 2, "One declaration per call": a call's request and answer shape is declared once,
// as the zod schema in libs/contracts; its TypeScript type is inferred from it
// (`export type X = z.input<typeof XBody>` / `z.output<typeof XAnswer>`), never written again.
// This test fails when
//  1. libs/contracts or apps/web declares an interface or a type literal under the name of a
//     schema-derived type (a hand copy beside, or instead of, the inferred one);
//  2. a domain's *.schemas.ts defines again a body or answer object that contracts already holds
//     (the same fields and field schemas, descriptions and examples aside), instead of importing it;
//  3. libs/contracts holds more hand-written `export interface`s than it did when this test was
//     last tightened (a ratchet: move a shape to a schema, then lower HAND_WRITTEN_MAX).
// Reading files, importing the schema modules and comparing JSON Schemas: a few seconds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import * as contracts from '@hospital/contracts';

const ROOT = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const CONTRACTS_SRC = path.join(ROOT, 'libs', 'contracts', 'src');
const WEB_SRC = path.join(ROOT, 'apps', 'web', 'src');
const LIBS = path.join(ROOT, 'libs');

/**
 * The hand-written `export interface`s left in libs/contracts: shapes not (yet) declared by a
 * schema — events, jobs, realtime payloads, and the request/answer types whose schemas still carry
 * rules that live in libs/rules (docs/decisions.md, issue 30 item 2). Only ever lowered.
 */
const HAND_WRITTEN_MAX = 59;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : files(full, keep);
    return keep(name) ? [full] : [];
  });
}

/** The text with its comments blanked (line numbers kept). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (m, before: string) => before + ' '.repeat(m.length - before.length));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const rel = (file: string) => path.relative(ROOT, file);

const contractFiles = files(CONTRACTS_SRC, (n) => n.endsWith('.ts') && !n.endsWith('.spec.ts'));
const webFiles = files(WEB_SRC, (n) => /\.(ts|tsx)$/.test(n) && !n.endsWith('.d.ts'));

/** Every type libs/contracts infers from a schema: `export type X = z.input|output|infer<typeof Y>`. */
const INFERRED = /export\s+type\s+(\w+)\s*=\s*z\.(?:input|output|infer)<\s*typeof\s+(\w+)\s*>/g;
/** And the types made of those: `export type Icd10Option = Option`, `export type HolidayDate = Omit<HolidayRow, 'source'>`. */
const DERIVED = /export\s+type\s+(\w+)\s*=\s*(?:(?:Omit|Pick|Partial|Required|Readonly)<\s*)?(\w+)\s*[;,>]/g;
const inferred = new Map<string, string>();
const contractTexts = contractFiles.map((file) => withoutComments(readFileSync(file, 'utf8')));
for (const text of contractTexts) for (const m of text.matchAll(INFERRED)) inferred.set(m[1], m[2]);
for (let grew = true; grew; ) {
  grew = false;
  for (const text of contractTexts) {
    for (const m of text.matchAll(DERIVED)) {
      if (inferred.has(m[2]) && !inferred.has(m[1])) (inferred.set(m[1], inferred.get(m[2])!), (grew = true));
    }
  }
}

describe('one declaration per call (issue 30 item 2)', () => {
  it('finds the inferred types (the test reads what it means to)', () => {
    for (const name of ['TeleCreateRequest', 'TeleTransferRequest', 'LoginRequest', 'SessionUser', 'Booking', 'BookingCreateRequest', 'SlotRow', 'DeactivateRequest', 'HolidayDate', 'Icd10Option']) {
      expect(inferred.has(name)).toBe(true);
    }
  });

  it('no interface or type literal in libs/contracts or apps/web is named after an inferred type', () => {
    const found: string[] = [];
    for (const file of [...contractFiles, ...webFiles]) {
      const text = withoutComments(readFileSync(file, 'utf8'));
      for (const m of text.matchAll(/\b(?:interface\s+(\w+)\b[^{=;]*\{|type\s+(\w+)\s*(?:<[^=]*>)?\s*=\s*\{)/g)) {
        const name = m[1] ?? m[2];
        if (inferred.has(name)) found.push(`${rel(file)}:${lineOf(text, m.index)} declares ${name} by hand; it is z.infer of ${inferred.get(name)} (import it from @hospital/contracts)`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no domain *.schemas.ts defines again an object schema libs/contracts holds, at any depth', async () => {
    /** The schema's input shape as JSON Schema: descriptions and examples left out, keys in one order (a copy with its fields reordered is a copy). */
    const shapeOf = (schema: z.ZodType): string =>
      JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }), (key, value: unknown) => {
        if (key === 'description' || key === 'example' || key === 'examples' || key === '$schema') return undefined;
        if (key === 'required' && Array.isArray(value)) return [...(value as string[])].sort();
        if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
        return Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
      });
    const held = new Map<string, string>();
    const heldObjects: z.ZodObject[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      if (!(value instanceof z.ZodObject) || Object.keys(value.shape).length === 0) continue;
      if (!held.has(shapeOf(value))) held.set(shapeOf(value), name);
      heldObjects.push(value);
    }
    /** A contracts object itself, or a copy made by `.meta()`/`.describe()`: the very same field schemas. */
    const isHeld = (object: z.ZodObject) =>
      heldObjects.some((h) => {
        const fields = Object.entries(object.shape);
        return fields.length === Object.keys(h.shape).length && fields.every(([key, field]) => h.shape[key] === field);
      });
    expect(held.size).toBeGreaterThan(10);

    /** Every object schema inside `schema` (itself, fields, array items, wrapped, union and pipe members). */
    function* objectsIn(schema: unknown, seen = new Set<unknown>()): Generator<z.ZodObject> {
      if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
      seen.add(schema);
      if (schema instanceof z.ZodObject) {
        yield schema;
        if (isHeld(schema)) return; // contracts' own: its fields are contracts' too
      }
      const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
      for (const key of ['shape', 'element', 'innerType', 'options', 'in', 'out', 'keyType', 'valueType', 'left', 'right', 'items', 'rest']) {
        const part = def[key];
        const parts = Array.isArray(part) ? part : part && typeof part === 'object' && !(part instanceof z.ZodType) ? Object.values(part) : [part];
        for (const p of parts) yield* objectsIn(p, seen);
      }
    }

    const schemaFiles = files(LIBS, (n) => n.endsWith('.schemas.ts')).filter((f) => !f.includes(`${path.sep}contracts${path.sep}`));
    const found = new Set<string>();
    for (const file of schemaFiles) {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        for (const object of objectsIn(value)) {
          if (isHeld(object) || Object.keys(object.shape).length === 0) continue;
          const same = held.get(shapeOf(object));
          if (same) found.add(`${rel(file)}: ${name} ${object === value ? 'is' : 'holds'} a copy of contracts' ${same}; import it from @hospital/contracts`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });

  it(`libs/contracts holds at most ${HAND_WRITTEN_MAX} hand-written interfaces (only ever fewer)`, () => {
    const count = contractFiles.reduce((n, file) => n + [...withoutComments(readFileSync(file, 'utf8')).matchAll(/\bexport\s+interface\s+\w+/g)].length, 0);
    expect(count).toBeLessThanOrEqual(HAND_WRITTEN_MAX);
  });
});
