/**
 * Issue 16, "Kept fixed by the machine": every route of both specs (the web app's route table)
 * opened at 390 × 844 as the person who uses it, with the demo data on (DEMO_CASES). A page
 * fails when it scrolls sideways, when a visible control lies beyond the viewport's left or
 * right edge, when its text shows a raw code or a file name of ours, when the console shows an
 * error, or when axe-core finds a serious or critical violation. Every finding is written to
 * test-artifacts/route-walk/findings-<half>.json.
 *
 * `npm run screenshots` (ROUTE_WALK_SHOTS=1) also photographs each page at 390 px and 1440 px
 * into test-artifacts/route-walk/ (`<route>-390.png`, `<route>-1440.png`), for a person to look
 * at. `npm test` leaves them out: they assert nothing and were a third of the walk's time.
 *
 * Every finding fails the walk: the allow-list of the first round (31 findings) is empty now.
 *
 * The walk runs in two halves (route-walk-1.e2e.ts, route-walk-2.e2e.ts), each on a product of
 * its own, so that the test run's workers share it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeFindings, layoutFindings, type Finding } from './route-walk-checks.js';
import { routeTablePaths, shotName, visits, walkData, type Visit, type Visitor } from './route-walk-visits.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, countRequests, openSettled, startE2E, submitLogin, type E2E } from './support.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
const OUT = path.resolve(here, '../../../test-artifacts/route-walk');

let e2e: E2E;

async function waitForDemoCases(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await e2e.db.query(`SELECT count(*)::int AS n FROM tele_requests`);
    if (rows[0].n >= 10) return;
    if (Date.now() > deadline) throw new Error('The demo cases were not seeded');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** One signed-in phone-sized page per visitor, kept for the whole walk. */
async function pageFor(visitor: Visitor, pages: Map<Visitor, Page>): Promise<Page> {
  const known = pages.get(visitor);
  if (known) return known;
  const { context, page } = await e2e.newPage();
  await page.setViewportSize(PHONE);
  if (visitor !== 'signed-out') {
    const account = visitor === 'patient' ? DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')! : DEMO_ACCOUNTS.find((a) => a.role === visitor)!;
    await submitLogin(page, account.login, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  }
  watchConsole(page, context);
  countRequests(page);
  pages.set(visitor, page);
  return page;
}

const consoleErrors = new WeakMap<Page, string[]>();
function watchConsole(page: Page, _context: BrowserContext): void {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text().slice(0, 200)}${m.location().url ? ` (${m.location().url.replace(e2e.product.baseUrl, '')})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message.slice(0, 200)}`));
}

const SHOTS = process.env.ROUTE_WALK_SHOTS === '1';

/** The page at 390 px, then at 1440 px, then back to the phone. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(OUT, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(OUT, `${name}-1440.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

async function walkOne(page: Page, visit: Visit): Promise<Finding[]> {
  const errors = consoleErrors.get(page)!;
  errors.length = 0;
  await openSettled(page, visit.url);
  const base = { route: visit.route, url: visit.url, as: visit.as };
  const at = new URL(page.url());
  // A redirect to an outside host (the video meeting host, LINE's login): not our page.
  if (at.origin !== e2e.product.baseUrl) return [];
  const found = [...(await layoutFindings(page)), ...(await axeFindings(page))];
  if (SHOTS) await photograph(page, shotName(visit.url));
  for (const e of Array.from(new Set(errors))) found.push({ rule: 'console-error', detail: e });
  return found.map((f) => ({ ...base, ...f, detail: at.pathname === visit.url ? f.detail : `(at ${at.pathname}) ${f.detail}` }));
}

/** Declares the tests of half `part` (1 or 2) of the walk in the calling test file. */
export function routeWalkHalf(part: 1 | 2): void {
  beforeAll(async () => {
    // The demo cases: one telemedicine case per flowStatus for the demo patients, with photos.
    e2e = await startE2E({ env: { DEMO_CASES: '1' } });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  if (part === 1) {
    test('every route of the route table has a visit in the walk', () => {
      const covered = new Set(visits({} as never, 'x').map((v) => v.route));
      expect(routeTablePaths().filter((p) => !covered.has(p))).toEqual([]);
    });
  }

  test(`half ${part} of the pages at 390 × 844: no sideways scroll, no control off-screen, no raw code, no console error, no serious axe violation`, async () => {
    mkdirSync(OUT, { recursive: true });
    await waitForDemoCases();
    const data = await walkData(e2e.db);
    const pages = new Map<Visitor, Page>();
    const findings: Finding[] = [];
    const all = visits(data, e2e.product.env.LIFF_ID_TELE!);
    const middle = Math.ceil(all.length / 2);
    for (const visit of part === 1 ? all.slice(0, middle) : all.slice(middle)) {
      const page = await pageFor(visit.as, pages);
      try {
        findings.push(...(await walkOne(page, visit)));
      } catch (err) {
        findings.push({ route: visit.route, url: visit.url, as: visit.as, rule: 'walk-error', detail: String(err).slice(0, 300) });
      }
    }
    writeFileSync(path.join(OUT, `findings-${part}.json`), JSON.stringify(findings, null, 2));
    if (findings.length > 0) console.log(`Route walk: ${findings.length} findings\n${findings.map((f) => `${f.url} [${f.as}] ${f.rule}: ${f.detail}`).join('\n')}`);
    expect(findings).toEqual([]);
  }, 1_200_000);
}
