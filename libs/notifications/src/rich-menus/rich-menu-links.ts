// Issue 31 item 3: a registered person's own rich menu. The patient menu is linked to their LINE
// user (registration, following again) and unlinked (deactivation, blocking), so LINE shows them
// the guest menu again. The patient menu's id is found by name in LINE's list and kept a minute;
// before `npm run line:richmenu` ever ran there is none, and linking logs and does nothing.
// Linking twice is fine on LINE: the event handlers call these on every delivery.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { LineRichMenuError, LineRichMenusClient } from '@hospital/integrations';
import { richMenuSettingsOf } from './rich-menu-designs.js';
import { kindOfRichMenu, wantedRichMenus } from './rich-menu-requests.js';

const KEEP_ID_MS = 60_000;

export type LinkOutcome = 'linked' | 'unlinked' | 'no-menu' | 'refused' | 'no-channel';

@Injectable()
export class RichMenuLinks {
  private readonly logger = new Logger('RichMenuLinks');
  private readonly patientMenuName: string;
  private known: { richMenuId: string; until: number } | null = null;

  constructor(
    @Inject(LineRichMenusClient) private readonly line: LineRichMenusClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.patientMenuName = wantedRichMenus(richMenuSettingsOf(config)).find((m) => m.kind === 'patient')!.request.name;
  }

  /** Links the patient menu to this LINE user. */
  async linkPatientMenu(lineUserId: string): Promise<LinkOutcome> {
    if (!this.line.configured) return 'no-channel';
    for (let attempt = 1; ; attempt++) {
      const fromCache = this.known !== null && this.known.until > Date.now();
      const richMenuId = await this.patientMenuId();
      if (!richMenuId) {
        this.logger.log(`No patient rich menu on the channel yet (npm run line:richmenu): ${lineUserId} keeps the default menu`);
        return 'no-menu';
      }
      try {
        await this.line.link(lineUserId, richMenuId);
        return 'linked';
      } catch (error) {
        this.known = null; // the menu may have been replaced since the id was kept: asked again once
        if (!(fromCache && attempt === 1)) return this.refusedOrThrow(error);
      }
    }
  }

  /** Unlinks this LINE user's own menu: LINE shows them the default (guest) menu. */
  async unlink(lineUserId: string): Promise<LinkOutcome> {
    if (!this.line.configured) return 'no-channel';
    try {
      await this.line.unlink(lineUserId);
      return 'unlinked';
    } catch (error) {
      return this.refusedOrThrow(error);
    }
  }

  /**
   * The current patient menu (its name as the code wants it), else any patient menu of ours (the
   * api may run newer definitions than the last `npm run line:richmenu`); null when none.
   */
  private async patientMenuId(): Promise<string | null> {
    if (this.known && this.known.until > Date.now()) return this.known.richMenuId;
    const menus = await this.line.list();
    const found = menus.find((m) => m.name === this.patientMenuName) ?? menus.find((m) => kindOfRichMenu(m.name) === 'patient');
    this.known = found ? { richMenuId: found.richMenuId, until: Date.now() + KEEP_ID_MS } : null;
    return found?.richMenuId ?? null;
  }

  /** LINE refused for good (a 4xx: unknown user, a menu gone): logged, not retried. Anything else throws (the event comes again). */
  private refusedOrThrow(error: unknown): LinkOutcome {
    if (error instanceof LineRichMenuError && error.final) {
      this.logger.warn(error.message);
      return 'refused';
    }
    throw error;
  }
}
