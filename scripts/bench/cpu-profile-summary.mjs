// Where the time goes (issue 17 item 2, scale-out): V8 .cpuprofile files (--cpu-prof) summed,
// self time per function and per package (node_modules/<name>, our libs, node internals, GC).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function packageOf(url) {
  if (!url) return '(native / V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node internals';
  const ours = /\/(apps|libs)\/([^/]+)\//.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

/** The top `n` functions and packages by self time, over every profile in `dir`, as lines to print. */
export function summarizeProfiles(dir, n = 8) {
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const nodeById = new Map(nodes.map((node) => [node.id, node]));
    samples.forEach((id, i) => {
      const dt = (timeDeltas[i] ?? 0) / 1000; // ms
      const { functionName, url, lineNumber } = nodeById.get(id).callFrame;
      if (functionName === '(idle)') return;
      total += dt;
      const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|libs)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim();
      byFunction.set(name, (byFunction.get(name) ?? 0) + dt);
      const pkg = ['(garbage collector)', '(program)'].includes(functionName) ? functionName : packageOf(url);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
    });
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `    ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return [`  CPU profile of the api processes: ${(total / 1000).toFixed(1)} s busy; self time by package:`, ...top(byPackage), '  by function:', ...top(byFunction)];
}
