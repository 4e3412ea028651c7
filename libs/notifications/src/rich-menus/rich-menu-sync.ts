// `npm run line:richmenu` (issue 31 item 3): brings the channel's rich menus to what the code
// wants, idempotently. A menu of ours whose name is current (and has its image) is kept; a
// missing one is created with its image drawn from code; users linked to an outdated menu are
// moved to its successor (LINE's batch 'link', followed until done) before the outdated menu is
// deleted; the guest menu is made the default. Run twice, the second run keeps everything.
import type { LineRichMenu, LineRichMenusClient } from '@hospital/integrations';
import type { RichMenuKind, RichMenuSettings } from './rich-menu-designs.js';
import { renderRichMenuPng } from './rich-menu-image.js';
import { kindOfRichMenu, wantedRichMenus } from './rich-menu-requests.js';

export interface RichMenuSyncResult {
  created: Array<{ kind: RichMenuKind; richMenuId: string; name: string }>;
  kept: Array<{ kind: RichMenuKind; richMenuId: string; name: string }>;
  deleted: Array<{ richMenuId: string; name: string }>;
  /** Outdated menus whose linked users were moved to the current menu of their kind. */
  relinked: Array<{ from: string; to: string }>;
  defaultId: string;
  /** The default was already the guest menu. */
  defaultKept: boolean;
}

export interface RichMenuSyncOptions {
  /** How long to follow LINE's batch relink before giving up (outdated menus then stay, run again). */
  relinkWaitMs?: number;
  log?: (line: string) => void;
}

export class RichMenuSync {
  constructor(
    private readonly line: LineRichMenusClient,
    private readonly settings: RichMenuSettings,
  ) {}

  async sync(options: RichMenuSyncOptions = {}): Promise<RichMenuSyncResult> {
    const log = options.log ?? (() => undefined);
    const result: RichMenuSyncResult = { created: [], kept: [], deleted: [], relinked: [], defaultId: '', defaultKept: false };
    const ours = (await this.line.list()).filter((m) => kindOfRichMenu(m.name) !== null);
    const current = new Map<RichMenuKind, string>();

    for (const want of wantedRichMenus(this.settings)) {
      const kept = await this.firstWithImage(ours.filter((m) => m.name === want.request.name));
      if (kept) {
        current.set(want.kind, kept.richMenuId);
        result.kept.push({ kind: want.kind, richMenuId: kept.richMenuId, name: kept.name });
        continue;
      }
      const png = await renderRichMenuPng(want.svg);
      const richMenuId = await this.line.create(want.request);
      try {
        await this.line.uploadImage(richMenuId, png, 'image/png');
      } catch (error) {
        await this.line.remove(richMenuId).catch(() => undefined); // no half-made menu left behind
        throw error;
      }
      log(`${want.kind} menu ${richMenuId}: image uploaded (${png.length} bytes of PNG)`);
      current.set(want.kind, richMenuId);
      result.created.push({ kind: want.kind, richMenuId, name: want.request.name });
    }

    const guestId = current.get('guest')!;
    result.defaultKept = (await this.line.defaultId()) === guestId;
    if (!result.defaultKept) await this.line.setDefault(guestId);
    result.defaultId = guestId;

    const outdated = ours.filter((m) => ![...current.values()].includes(m.richMenuId));
    const moves = outdated.map((m) => ({ from: m.richMenuId, to: current.get(kindOfRichMenu(m.name)!)! }));
    if (moves.length && !(await this.relink(moves, options.relinkWaitMs ?? 60_000))) {
      log('LINE is still moving linked users to the new menus: the outdated menus stay; run the command again later');
      return result;
    }
    result.relinked = moves;
    for (const m of outdated) {
      await this.line.remove(m.richMenuId);
      result.deleted.push({ richMenuId: m.richMenuId, name: m.name });
    }
    return result;
  }

  /** The first of these menus that has its image (a create whose upload failed left none). */
  private async firstWithImage(menus: LineRichMenu[]): Promise<LineRichMenu | null> {
    for (const m of menus) if (await this.line.hasImage(m.richMenuId)) return m;
    return null;
  }

  /** LINE's batch 'link' from each outdated menu to its successor, followed until done: true when done. */
  private async relink(moves: Array<{ from: string; to: string }>, waitMs: number): Promise<boolean> {
    const requestId = await this.line.relinkAll(moves);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const phase = await this.line.batchPhase(requestId);
      if (phase === 'succeeded') return true;
      if (phase === 'failed') throw new Error(`LINE could not move every linked user to the new rich menus (batch ${requestId}); the outdated menus stay: run the command again`);
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
