// The README's commands run the product and its tests on Node 24 LTS, the version production
// runs (the Dockerfile's image), whatever Node the machine has: the `node` devDependency puts
// Node 24 first on the PATH of every npm script.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

it('pins Node 24 in one place for the scripts, the engines field, the types and the image', () => {
  expect(major(pkg.devDependencies.node)).toBe(24);
  expect(pkg.engines.node).toBe('>=24');
  expect(major(pkg.devDependencies['@types/node'])).toBe(24);
  const images = [...readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
  expect(images.length).toBeGreaterThan(0);
  expect(new Set(images)).toEqual(new Set([24]));
});

it('runs these tests on the project’s Node 24, not the machine’s', () => {
  expect(major(process.versions.node)).toBe(24);
  expect(process.execPath).toBe(path.join(root, 'node_modules', 'node', 'bin', 'node'));
});
