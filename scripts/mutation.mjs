// `npm run mutation` (issue 18, Tests that would notice): Stryker over libs/rules
// (stryker.config.mjs; the score and the survivors in docs/reliability.md). Stryker 10 needs
// Node 22 or later; production runs Node 24 LTS, but the test machine may still run Node 20,
// so on an older Node this runs Stryker on Node 24 from the npm registry (the platform binary
// package `node-<platform>-<arch>`, fetched once into npm's cache by npx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const args = ['run', ...process.argv.slice(2)];
const major = Number(process.versions.node.split('.')[0]);

const [command, commandArgs] =
  major >= 22
    ? [process.execPath, [stryker, ...args]]
    : ['npx', ['--yes', '-p', `node-${process.platform}-${process.arch}@24`, 'node', stryker, ...args]];
if (major < 22) console.log(`Node ${process.versions.node} here; Stryker needs 22 or later: running it on Node 24 (npx).`);
const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
