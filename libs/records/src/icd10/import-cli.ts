#!/usr/bin/env node
// `npm run icd10:import -- file.csv` (after `npm run build:server`): see icd10-import-command.ts.
import { runIcd10Import } from './icd10-import-command.js';

runIcd10Import(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
