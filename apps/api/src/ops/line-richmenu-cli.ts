#!/usr/bin/env node
// `npm run line:richmenu` (after `npm run build:server`): see line-richmenu-command.ts.
import { runLineRichMenuCommand } from './line-richmenu-command.js';

runLineRichMenuCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
