// Longest test files first (jest's own rule), with the durations a fresh clone does not have yet
// taken from test/fixtures/test-durations.json: without them jest orders by file size, and a short
// file that runs for minutes (a browser walk) would start last and keep one worker busy alone.
//
// With both projects in the run, at most as many browser suites run at once as the machine has
// cores: the two longest start first, then every server file, then the other browser suites.
// A worker takes the next file when it is free, so the third worker works through the server
// files beside the first two browser suites (a server suite mostly waits), and the last browser
// suites start once the server files are handed out. Three browser suites at once on two cores
// (each with its Chromium, api and worker) stretched a wait of the records part past its 10 s.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

const root = path.resolve(import.meta.dirname, '..');
const { seconds } = JSON.parse(readFileSync(path.join(root, 'test/fixtures/test-durations.json'), 'utf8'));
const Base = TestSequencer.default ?? TestSequencer;
const BROWSERS_AT_ONCE = availableParallelism();

export default class LongestFirst extends Base {
  sort(tests) {
    const expected = (test) => {
      const known = this.time(test);
      return known != null ? known / 1000 : (seconds[path.relative(root, test.path)] ?? 1);
    };
    const longestFirst = [...tests].sort((a, b) => expected(b) - expected(a) || (a.path < b.path ? -1 : 1));
    const isBrowser = (test) => test.context.config.displayName?.name === 'browser';
    const browser = longestFirst.filter(isBrowser);
    const server = longestFirst.filter((test) => !isBrowser(test));
    if (browser.length === 0 || server.length === 0) return longestFirst;
    return [...browser.slice(0, BROWSERS_AT_ONCE), ...server, ...browser.slice(BROWSERS_AT_ONCE)];
  }
}
