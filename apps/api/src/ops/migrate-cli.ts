#!/usr/bin/env node
// `npm run migrate` / `migrate:revert` / `migrate:show` (after `npm run build:server`): see migrate-command.ts.
import { runMigrateCommand } from './migrate-command.js';

runMigrateCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
