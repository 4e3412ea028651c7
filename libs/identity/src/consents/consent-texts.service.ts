import { createHash } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ConsentPurpose, ConsentTextVersion } from '@hospital/contracts';
import { Clock } from '@hospital/core';
import { CONSENT_MESSAGES } from '@hospital/rules';
import { CURRENT_TEXTS_SQL, toTextVersion, type ConsentTextRow } from './consent-text-rows.js';

/**
 * Issue 15 item 1, the text versions as data: Admin lists every version of every purpose and
 * publishes a new one, which is in force from then on (everyone who agreed to an older one is
 * asked again). A text is stored once, by its SHA-256: publishing a text already published
 * (under any purpose or version) is refused, as is a version name the purpose already has.
 */
@Injectable()
export class ConsentTextsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(): Promise<ConsentTextVersion[]> {
    const rows: Array<ConsentTextRow & { current: boolean }> = await this.dataSource.query(
      `SELECT c.text_sha256, c.purpose, c.version, c.text, c.published_at,
              CASE WHEN u.id IS NULL THEN NULL ELSE trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) END AS published_by,
              c.text_sha256 IN (SELECT text_sha256 FROM (${CURRENT_TEXTS_SQL}) cur) AS current
         FROM consent_texts c LEFT JOIN users u ON u.id = c.published_by
        ORDER BY c.purpose, c.published_at DESC, c.version DESC`,
    );
    return rows.map((r) => toTextVersion(r, r.current));
  }

  /** `text` and `version` trimmed and non-empty (the schema's); the rest is checked here, in one transaction. */
  async publish(adminID: string, purpose: ConsentPurpose, version: string, text: string): Promise<ConsentTextVersion[]> {
    const sha = createHash('sha256').update(text).digest('hex');
    await this.dataSource.transaction(async (m) => {
      // Two Admins publishing at once: one after the other, each sees the other's version.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('consent_texts'))`);
      const [taken]: Array<{ same_text: boolean }> = await m.query(
        `SELECT text_sha256 = $1 AS same_text FROM consent_texts WHERE text_sha256 = $1 OR (purpose = $2 AND version = $3) ORDER BY 1 DESC LIMIT 1`,
        [sha, purpose, version],
      );
      if (taken) throw new BadRequestException(taken.same_text ? CONSENT_MESSAGES.textTaken : CONSENT_MESSAGES.versionTaken);
      // Published now, and after every earlier version even if a clock went back: it is the one in force.
      await m.query(
        `INSERT INTO consent_texts (text_sha256, purpose, version, text, published_at, published_by)
         SELECT $1, $2, $3, $4, greatest($5::timestamptz, max(published_at) + interval '1 millisecond'), $6 FROM consent_texts`,
        [sha, purpose, version, text, this.clock.now(), adminID],
      );
    });
    return this.list();
  }
}
