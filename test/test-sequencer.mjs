// Longest test files first (jest's own rule), with the durations a fresh clone does not have yet
// taken from test/fixtures/test-durations.json: without them jest orders by file size, and a short
// file that runs for minutes (a browser walk) would start last and keep one worker busy alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

const root = path.resolve(import.meta.dirname, '..');
const { seconds } = JSON.parse(readFileSync(path.join(root, 'test/fixtures/test-durations.json'), 'utf8'));
const Base = TestSequencer.default ?? TestSequencer;

export default class LongestFirst extends Base {
  sort(tests) {
    const expected = (test) => {
      const known = this.time(test);
      return known != null ? known / 1000 : (seconds[path.relative(root, test.path)] ?? 1);
    };
    return [...tests].sort((a, b) => expected(b) - expected(a) || (a.path < b.path ? -1 : 1));
  }
}
