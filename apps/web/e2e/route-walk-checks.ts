/**
 * Issue 16, "Kept fixed by the machine": the checks the route walk runs on every page at
 * 390 × 844 — sideways scroll, controls off-screen, raw codes or file names of ours in the
 * visible text, and axe-core's serious or critical accessibility violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One thing a person would notice on one page. `rule` is what the allow-list names. */
export interface Finding {
  route: string;
  url: string;
  as: string;
  rule: string;
  detail: string;
}

/**
 * Texts that must never reach a person: file names of our sources and specs, the spec's
 * section sign and file stems, vaccine type codes (pc1, pz1 … shown instead of the type's Thai
 * name), a bare service-type number '(ประเภท 1)', and the words JavaScript writes when a value
 * is missing. Small and precise: each one is a leak, never ordinary Thai text.
 */
export const RAW_TEXT_PATTERNS: readonly { name: string; source: string; flags: string }[] = [
  { name: 'source file name', source: String.raw`\b[\w.-]+\.(?:md|tsx?|jsx?)\b`, flags: 'i' },
  { name: 'spec name', source: String.raw`care-services|accounts-and-identity`, flags: 'i' },
  { name: 'section sign', source: '§', flags: '' },
  { name: 'vaccine type code', source: String.raw`(?<![\w/])p[cz]\d+\b`, flags: 'i' },
  { name: 'bare service type number', source: String.raw`\(ประเภท \d+\)`, flags: '' },
  { name: 'missing value', source: String.raw`\bundefined\b|\bNaN\b|\[object Object\]|Invalid Date`, flags: '' },
];

/** Page-side result of the layout and text checks. */
interface LayoutResult {
  scrollWidth: number;
  clientWidth: number;
  offscreen: string[];
  raw: string[];
}

/** Sideways scroll, visible controls beyond the viewport's left or right edge, raw texts. */
export async function layoutFindings(page: Page): Promise<{ rule: string; detail: string }[]> {
  const result = await page.evaluate((patterns): LayoutResult => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = document.documentElement.clientWidth;
    const describe = (el: Element): string => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.getAttribute('name') ?? '';
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> ${text}`.trim();
    };
    const offscreen: string[] = [];
    for (const el of Array.from(document.querySelectorAll('a, button, input, select, textarea, [role=button]'))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // not shown, or visually hidden for screen readers
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (r.left < -1 || r.right > width + 1) offscreen.push(`${describe(el)} [${Math.round(r.left)}..${Math.round(r.right)} of ${width}]`);
    }
    const text = document.body.innerText;
    const raw: string[] = [];
    for (const p of patterns) {
      const m = new RegExp(p.source, p.flags + 'g');
      const hits = Array.from(new Set(text.match(m) ?? []));
      if (hits.length > 0) raw.push(`${p.name}: ${hits.slice(0, 5).join(', ')}`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offscreen, raw };
  }, RAW_TEXT_PATTERNS);
  const findings: { rule: string; detail: string }[] = [];
  if (result.scrollWidth > result.clientWidth) findings.push({ rule: 'sideways-scroll', detail: `scrollWidth ${result.scrollWidth} > clientWidth ${result.clientWidth}` });
  if (result.offscreen.length > 0) findings.push({ rule: 'control-off-screen', detail: result.offscreen.slice(0, 6).join(' | ') });
  for (const r of result.raw) findings.push({ rule: 'raw-text', detail: r });
  return findings;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core on the whole document: one finding per serious or critical rule broken (`axe:<rule id>`). */
export async function axeFindings(page: Page): Promise<{ rule: string; detail: string }[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated rather than added as a <script>: the product's Content-Security-Policy (rightly) refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: `axe:${v.id}`,
      detail: `${v.impact}: ${v.help} — ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`,
    }));
}
