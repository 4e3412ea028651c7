#!/usr/bin/env node
// `npm run files:move-to-s3 [-- --dry-run | --delete-local]` (after `npm run build:server`):
// see move-files-command.ts. Ctrl-C (or SIGTERM) stops it between files; run it again to go on.
import { runMoveFilesCommand } from './move-files-command.js';

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

runMoveFilesCommand(process.argv.slice(2), process.env, console, { signal: stop.signal }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
