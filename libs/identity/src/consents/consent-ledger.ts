import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConsentChannel, ConsentPurpose } from '@hospital/contracts';
import { Clock, Outbox } from '@hospital/core';
import { CONSENT_MESSAGES, duePurposes, type PurposeUse } from '@hospital/rules';
import { CURRENT_TEXTS_SQL } from './consent-text-rows.js';

/** Where a consent is given, as the giving domain knows it. */
export interface GivenConsent {
  /** The person who agreed; null for a parent booking a child's vaccine without signing in. */
  userID: string | null;
  purpose: ConsentPurpose;
  channel: ConsentChannel;
  signatureSha256?: string | null;
  /** The child's name, for a parent's vaccine consent. */
  subjectName?: string | null;
  /**
   * The text the page showed, when the page shows a text of its own (registration shows
   * libs/rules' consent): that version is recorded, even if a newer one is in force (the
   * person is then asked for the newer one). Absent, or a text never published: the current one.
   */
  textSha256?: string;
}

/**
 * Issue 15 items 1–2: identity's small exported service for the consent ledger. The domains
 * that take a consent (registration, staff-created patients, telemedicine and vaccine
 * bookings) record it through here in their own transaction; a withdrawal of network sharing
 * is respected through the patient access rule (PatientAccess, issue 28), LINE pushes ask
 * here. Nobody else reads
 * consent_ledger or consent_texts.
 */
@Injectable()
export class ConsentLedger {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /**
   * Issue 28 item 3: the version of `purpose`'s text in force now (the newest published): what
   * a registration page shows and what the registration records.
   */
  async inForce(purpose: ConsentPurpose, m: EntityManager = this.dataSource.manager): Promise<{ version: string; textSha256: string; text: string; publishedAt: string }> {
    const [row]: Array<{ version: string; text_sha256: string; text: string; published_at: Date }> = await m.query(
      `SELECT version, text_sha256, text, published_at FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $1`,
      [purpose],
    );
    return { version: row.version, textSha256: row.text_sha256.trim(), text: row.text, publishedAt: new Date(row.published_at).toISOString() };
  }

  /**
   * Records an agreement (to the version in force unless named), in the caller's transaction,
   * with its domain event 'consent.changed' ('renewed' when the person had a row for the
   * purpose before: a newer version, or agreeing again after a withdrawal).
   */
  async give(m: EntityManager, consent: GivenConsent): Promise<void> {
    const rows: Array<{ text_sha256: string; renewed: boolean }> = await m.query(
      `INSERT INTO consent_ledger (user_id, purpose, text_sha256, given_at, channel, signature_sha256, subject_name)
       SELECT $1, $2, coalesce((SELECT s.text_sha256 FROM consent_texts s WHERE s.text_sha256 = $7 AND s.purpose = $2), t.text_sha256), $3, $4, $5, $6
         FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $2
       RETURNING text_sha256,
                 $1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1::uuid AND l.purpose = $2) AS renewed`,
      [consent.userID, consent.purpose, this.clock.now(), consent.channel, consent.signatureSha256 ?? null, consent.subjectName ?? null, consent.textSha256 ?? null],
    );
    for (const row of rows) {
      await this.outbox.event(m, 'consent.changed', {
        userID: consent.userID,
        purpose: consent.purpose,
        change: row.renewed ? 'renewed' : 'given',
        channel: consent.channel,
        textSha256: row.text_sha256.trim(),
      });
    }
  }

  /**
   * Withdraws every agreement in force of `purpose` (the caller checked it may be withdrawn), in
   * the caller's transaction, with its 'consent.changed'. False when none was in force.
   */
  async withdraw(m: EntityManager, userID: string, purpose: ConsentPurpose): Promise<boolean> {
    const done: unknown[] = await m.query(
      `WITH done AS (UPDATE consent_ledger SET withdrawn_at = greatest($3::timestamptz, given_at)
                       WHERE user_id = $1 AND purpose = $2 AND withdrawn_at IS NULL RETURNING id)
       SELECT id FROM done`,
      [userID, purpose, this.clock.now()],
    );
    if (done.length === 0) return false;
    await this.outbox.event(m, 'consent.changed', { userID, purpose, change: 'withdrawn', channel: null, textSha256: null });
    return true;
  }

  /**
   * A telemedicine booking (issue 15 item 1): the first one records the agreement to the
   * current text; one whose earlier agreement is to an older version is refused (409, the
   * person is asked to read the new one first); otherwise nothing to do.
   */
  async forTelemedicineBooking(m: EntityManager, userID: string): Promise<void> {
    const [use] = await this.uses(m, userID, ['telemedicine']);
    if (use.agreedCurrent) return;
    if (use.hasRecord) throw new ConflictException(CONSENT_MESSAGES.telemedicineDue);
    await this.give(m, { userID, purpose: 'telemedicine', channel: await this.channelOf(m, userID) });
  }

  /** The purposes the person must agree to again before going on (libs/rules duePurposes). */
  async due(userID: string, role: string | null, m: EntityManager = this.dataSource.manager): Promise<ConsentPurpose[]> {
    if (role !== null) return [];
    return duePurposes(true, await this.uses(m, userID));
  }

  /** How the person reaches us when they agree in the app: inside LINE when linked, else the web. */
  async channelOf(m: EntityManager, userID: string): Promise<ConsentChannel> {
    const [row]: Array<{ linked: boolean }> = await m.query(`SELECT line_user_id IS NOT NULL AS linked FROM users WHERE id = $1`, [userID]);
    return row?.linked ? 'line' : 'web';
  }

  /** What the ledger knows of the person, per purpose (all purposes unless named). */
  async uses(m: EntityManager, userID: string, purposes?: ConsentPurpose[]): Promise<PurposeUse[]> {
    const rows: Array<{ purpose: ConsentPurpose; has_record: boolean; active: boolean; agreed_current: boolean }> = await m.query(
      `SELECT t.purpose,
              EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose) AS has_record,
              EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose AND l.withdrawn_at IS NULL) AS active,
              EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose AND l.withdrawn_at IS NULL
                         AND l.text_sha256 = t.text_sha256) AS agreed_current
         FROM (${CURRENT_TEXTS_SQL}) t
        WHERE $2::text[] IS NULL OR t.purpose = ANY($2::text[])`,
      [userID, purposes ?? null],
    );
    return rows.map((r) => ({
      purpose: r.purpose,
      hasRecord: r.has_record,
      withdrawn: r.has_record && !r.active,
      agreedCurrent: r.agreed_current,
    }));
  }
}
