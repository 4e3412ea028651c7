import { loadConfig, SettingsError } from '@hospital/core';
import { LineRichMenusClient } from '@hospital/integrations';
import { RichMenuSync, richMenuSettingsOf, type RichMenuSyncResult } from '@hospital/notifications';

/** What `npm run line:richmenu` prints to. */
export interface Out {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Issue 31 item 3: makes the LINE Official Account's rich menus what the code draws — the guest
 * menu (the default) and the patient menu — through the Messaging API at LINE_API_URL (images to
 * LINE_DATA_API_URL) with LINE_CHANNEL_ACCESS_TOKEN; the tiles' links come from PUBLIC_BASE_URL,
 * the LIFF_ID_* settings and LINE_CONTACT_URI. Idempotent (libs/notifications rich-menu-sync.ts):
 * run it after a deploy that changes them, as often as wanted. Prints what it did; answers the
 * exit code (0 done, 1 LINE refused or could not be reached, 2 wrong settings).
 */
export async function runLineRichMenuCommand(args: string[], env: NodeJS.ProcessEnv, out: Out): Promise<number> {
  if (args.length) {
    out.error(`Unknown option '${args[0]}': the command takes none.`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    // The command needs no database and signs nothing: the two settings every api must have
    // are filled in when absent, the LINE and link settings are read and checked as the api reads them.
    config = loadConfig({ ...env, NODE_ENV: undefined, DATABASE_URL: env.DATABASE_URL || 'postgres://unused@localhost/unused', JWT_SECRET: env.JWT_SECRET || 'unused-by-line-richmenu-'.padEnd(32, '-') });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    out.error(error.message);
    return 2;
  }
  const line = new LineRichMenusClient(config);
  if (!line.configured) {
    out.error('LINE_CHANNEL_ACCESS_TOKEN is required: the Messaging API channel whose rich menus to make.');
    return 2;
  }
  out.log(`Rich menus of the channel at ${config.line.apiBaseUrl} (images to ${config.line.dataApiBaseUrl}):`);
  try {
    const result = await new RichMenuSync(line, richMenuSettingsOf(config)).sync({ log: (l) => out.log(`  ${l}`) });
    for (const l of report(result)) out.log(l);
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function report(r: RichMenuSyncResult): string[] {
  return [
    ...r.kept.map((m) => `  kept     ${m.kind.padEnd(7)} ${m.richMenuId}  ${m.name}`),
    ...r.created.map((m) => `  created  ${m.kind.padEnd(7)} ${m.richMenuId}  ${m.name}`),
    ...r.relinked.map((m) => `  moved the users of ${m.from} to ${m.to}`),
    ...r.deleted.map((m) => `  deleted  ${m.richMenuId}  ${m.name}`),
    `  default  ${r.defaultId} (guest menu${r.defaultKept ? ', unchanged' : ', set now'})`,
  ];
}
