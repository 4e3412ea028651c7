// Issue 19 item 3, "Domains talk through events, not imports": a domain library never reaches
// into another domain's module, services or helpers. It may use only the small query interface
// the other domain declares (listed here, explicitly), and it reacts to other domains through
// their events (libs/contracts events.ts). Shared libraries may be used by all; no library
// reaches into another's src; libs/domains is the composition root and may import everything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const LIBS = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..', 'libs');

/** Libraries every library may import: no domain state of their own (files keeps uploads for every domain). */
const SHARED = ['contracts', 'rules', 'core', 'integrations', 'files', 'audit'];
/** The composition root (the api and the worker start from it). */
const ROOT = 'domains';
/** Domain libraries: each owns its tables, rooms and reactions. */
const DOMAINS = ['identity', 'patients', 'lookups', 'calendar', 'telemedicine', 'bookings', 'records', 'vaccines', 'notifications'];

/**
 * The query interface each domain declares for the others: the only names another domain may
 * import from it. A Nest module is listed where its query service must be injected.
 */
const QUERY_INTERFACES: Record<string, readonly string[]> = {
  // The account row and its display name (read by patients, which owns the profile around it).
  identity: ['User', 'fullNameOf', 'ConsentsModule', 'ConsentLedger', 'LineRecipients', 'LineFollows', 'LinePerson', 'PeopleDirectory', 'Person', 'AccountCommands', 'AccountProfile', 'NewPatientAccount'], // issue 15: record a consent, respect a withdrawal; a push's LINE account and consent (notifications); issue 30: people by id, ids by name or HN (nobody else reads users)
  // Reference data: the code lists and Thai geography.
  lookups: ['LookupsModule', 'THAI_GEOGRAPHY', 'TITLES', 'labelOf', 'isKnownCode', 'CodeListName', 'ThaiGeography'],
  // Open days, holidays and slots.
  calendar: ['CalendarModule', 'CalendarService', 'SlotRow', 'EarlierSlotSource', 'EarlierSlotSourceProvider', 'FreedSlot', 'OfferCandidate', 'OfferTaken' /* issue 32 item 3: a domain's earlier-slot source */],
  // A patient's HN, address and fields for a booking; the id check.
  patients: ['PatientsModule', 'PatientRecords', 'PatientVocabulary', 'fieldsOf', 'isUuid'],
  // Nothing: other domains react to telemedicine's events, they never call it.
  telemedicine: [],
  bookings: [],
  records: [],
  vaccines: [],
  // Nothing: it reacts to the other domains' events (what the patient is told, and on LINE).
  notifications: [],
};

interface Import {
  file: string;
  source: string;
  names: string[] | '*';
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The imported names of one specifier list: `{ A, type B, C as D }` → A, B, C. */
function namesOf(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
    .filter(Boolean);
}

/** Every import, re-export and dynamic import of a file. */
export function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    const clause = m[3];
    const braces = clause.match(/\{([\s\S]*)\}/);
    const names: string[] | '*' = clause.includes('*') ? '*' : braces ? namesOf(braces[1]) : [];
    const defaultName = clause.replace(/\{[\s\S]*\}/, '').replace(/,/g, '').trim();
    if (names !== '*' && defaultName && !defaultName.startsWith('*')) names.push(`default as ${defaultName}`);
    found.push({ file, source: m[4], names });
  }
  for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ file, source: m[1], names: '*' });
  for (const m of code.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push({ file, source: m[1], names: '*' });
  return found;
}

/** The subpaths a library's package.json exports besides '.', e.g. @hospital/integrations/stand-ins. */
function exportedSubpaths(lib: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(LIBS, lib, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  return Object.keys(pkg.exports ?? {}).filter((k) => k !== '.').map((k) => `@hospital/${lib}${k.slice(1)}`);
}

/** What is wrong with one import of a library, or null. */
function problemOf(lib: string, imp: Import): string | null {
  const where = path.relative(path.join(LIBS, '..'), imp.file);
  if (imp.source.startsWith('.')) {
    const target = path.resolve(path.dirname(imp.file), imp.source);
    const targetLib = path.relative(LIBS, target).split(path.sep)[0];
    return targetLib !== lib ? `${where}: reaches into libs/${targetLib} by a relative path (${imp.source})` : null;
  }
  const m = imp.source.match(/^@hospital\/([^/]+)(\/.*)?$/);
  if (!m) return null; // a package from npm
  const [, target, subpath] = m;
  if (target === lib) return `${where}: imports its own package ${imp.source} (use a relative path)`;
  if (subpath && !exportedSubpaths(target).includes(imp.source)) return `${where}: deep import into ${target} (${imp.source})`;
  if (lib === ROOT || SHARED.includes(target)) {
    if (SHARED.includes(lib) && DOMAINS.includes(target)) return `${where}: shared library ${lib} imports domain ${target}`;
    return null;
  }
  if (SHARED.includes(lib)) return `${where}: shared library ${lib} imports domain ${target}`;
  if (!DOMAINS.includes(target)) return `${where}: imports ${imp.source}, which is no known library`;
  const allowed = QUERY_INTERFACES[target];
  if (imp.names === '*') return `${where}: imports all of ${imp.source}; only its query interface may be used (${allowed.join(', ') || 'nothing'})`;
  const outside = imp.names.filter((n) => !allowed.includes(n));
  return outside.length > 0 ? `${where}: imports ${outside.join(', ')} from ${imp.source}, outside its query interface (${allowed.join(', ') || 'nothing'})` : null;
}

const libraries = readdirSync(LIBS).filter((name) => statSync(path.join(LIBS, name, 'src')).isDirectory());
const imports = libraries.flatMap((lib) => tsFiles(path.join(LIBS, lib, 'src')).flatMap((file) => importsOf(file, readFileSync(file, 'utf8')).map((imp) => ({ lib, imp }))));

describe('the import graph of libs/*/src', () => {
  it('knows every library as shared, a domain or the composition root', () => {
    expect(libraries.filter((lib) => !SHARED.includes(lib) && !DOMAINS.includes(lib) && lib !== ROOT)).toEqual([]);
  });

  it('reads the imports (the parser finds names, namespaces and re-exports)', () => {
    const sample = importsOf('x.ts', `import { A, type B, C as D } from '@hospital/patients';\nimport type { E } from "@hospital/calendar";\nexport * from './y.js';\nimport * as F from '@hospital/lookups';\nconst g = await import('@hospital/bookings');`);
    expect(sample).toEqual([
      { file: 'x.ts', source: '@hospital/patients', names: ['A', 'B', 'C'] },
      { file: 'x.ts', source: '@hospital/calendar', names: ['E'] },
      { file: 'x.ts', source: './y.js', names: '*' },
      { file: 'x.ts', source: '@hospital/lookups', names: '*' },
      { file: 'x.ts', source: '@hospital/bookings', names: '*' },
    ]);
    expect(imports.length).toBeGreaterThan(500);
  });

  it('no domain imports another domain outside its declared query interface, and no library reaches into another one', () => {
    const problems = imports.map(({ lib, imp }) => problemOf(lib, imp)).filter((p): p is string => p !== null);
    expect(problems).toEqual([]);
  });

  it('libs/bookings and libs/records do not import libs/telemedicine at all', () => {
    const offending = imports.filter(({ lib, imp }) => (lib === 'bookings' || lib === 'records') && /^@hospital\/telemedicine|\/telemedicine\//.test(imp.source));
    expect(offending.map(({ imp }) => `${imp.file}: ${imp.source}`)).toEqual([]);
  });

  it('fails on an import outside the query interface, a deep import and a shared library that imports a domain', () => {
    const at = (lib: string, file: string) => path.join(LIBS, lib, 'src', file);
    expect(problemOf('bookings', { file: at('bookings', 'a.ts'), source: '@hospital/telemedicine', names: ['StoredFiles'] })).toMatch(/outside its query interface/);
    expect(problemOf('bookings', { file: at('bookings', 'a.ts'), source: '@hospital/patients', names: ['isUuid'] })).toBeNull();
    expect(problemOf('records', { file: at('records', 'a.ts'), source: '@hospital/patients/src/profiles/patient-records.js', names: ['isUuid'] })).toMatch(/deep import/);
    expect(problemOf('records', { file: at('records', 'x/a.ts'), source: '../../../telemedicine/src/cases/tele-events.js', names: ['roomsOfCase'] })).toMatch(/relative path/);
    expect(problemOf('files', { file: at('files', 'a.ts'), source: '@hospital/patients', names: ['isUuid'] })).toMatch(/shared library files imports domain patients/);
    expect(problemOf('domains', { file: at('domains', 'index.ts'), source: '@hospital/telemedicine', names: ['TelemedicineModule'] })).toBeNull();
    expect(problemOf('records', { file: at('records', 'a.ts'), source: '@hospital/integrations/stand-ins', names: ['x'] })).toBeNull();
  });
});
