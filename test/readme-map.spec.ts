// The README's map of where each spec section lives ("Where each spec section lives"): every folder
// it names exists, and every feature folder of a domain is named, so a newcomer who reads a spec
// section finds its code and a new folder cannot be left off the map.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const DOMAINS = ['identity', 'patients', 'lookups', 'calendar', 'telemedicine', 'bookings', 'records', 'vaccines', 'files', 'audit', 'notifications'];

function mapSection(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Where each spec section lives');
  expect(start).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 5);
  return readme.slice(start, end === -1 ? undefined : end);
}

function namedPaths(section: string): string[] {
  return [...section.matchAll(/`((?:libs|apps)\/[^`]+)`/g)].map((m) => m[1]);
}

describe("the README's map of the spec sections", () => {
  const section = mapSection();
  const paths = namedPaths(section);

  it('names folders and files that exist', () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([]);
  });

  it("names every feature folder of every domain (a folder's first level under src, migrations aside)", () => {
    const named = new Set(paths.map((p) => p.replace(/\/$/, '')));
    const missing: string[] = [];
    for (const domain of DOMAINS) {
      const src = path.join(root, 'libs', domain, 'src');
      const folders = readdirSync(src).filter((f) => f !== 'migrations' && statSync(path.join(src, f)).isDirectory());
      if (folders.length === 0 && !named.has(`libs/${domain}/src`)) missing.push(`libs/${domain}/src`);
      for (const f of folders) if (!named.has(`libs/${domain}/src/${f}`) && !named.has(`libs/${domain}/src`)) missing.push(`libs/${domain}/src/${f}`);
    }
    expect(missing).toEqual([]);
  });

  it('names every page folder of the web app', () => {
    const named = new Set(paths);
    const pages = path.join(root, 'apps/web/src/pages');
    const folders = readdirSync(pages).filter((f) => statSync(path.join(pages, f)).isDirectory());
    expect(folders.filter((f) => !named.has(`apps/web/src/pages/${f}`))).toEqual([]);
  });
});
