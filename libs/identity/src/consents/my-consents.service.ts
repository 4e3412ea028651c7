import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentPurposeState, type ConsentRecord, type MyConsentsResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { CONSENT_MESSAGES, CONSENT_PURPOSE_INFO, duePurposes, isWithdrawable } from '@hospital/rules';
import { ConsentLedger } from './consent-ledger.js';
import { CURRENT_TEXTS_SQL, type ConsentTextRow } from './consent-text-rows.js';

interface LedgerRow {
  id: string;
  purpose: ConsentPurpose;
  version: string;
  text_sha256: string;
  given_at: Date;
  channel: ConsentRecord['channel'];
  signature_sha256: string | null;
  subject_name: string | null;
  withdrawn_at: Date | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Issue 15 items 2 and 5: the signed-in person's own consents (GET /api/v1/me/consents), their
 * withdrawal (only what is not required for care) and agreeing again (to the version in force).
 * Every query is keyed by the caller's own user id: nobody reads another person's consents.
 */
@Injectable()
export class MyConsentsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ConsentLedger) private readonly ledger: ConsentLedger,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async mine(userID: string, m: EntityManager = this.dataSource.manager): Promise<MyConsentsResponse> {
    const [current, rows, uses]: [ConsentTextRow[], LedgerRow[], Awaited<ReturnType<ConsentLedger['uses']>>] = await Promise.all([
      m.query(CURRENT_TEXTS_SQL),
      m.query(
        `SELECT l.id, l.purpose, t.version, l.text_sha256, l.given_at, l.channel, l.signature_sha256, l.subject_name, l.withdrawn_at
           FROM consent_ledger l JOIN consent_texts t ON t.text_sha256 = l.text_sha256
          WHERE l.user_id = $1 ORDER BY l.given_at DESC, l.id`,
        [userID],
      ),
      this.ledger.uses(m, userID),
    ]);
    const purposes: ConsentPurposeState[] = CONSENT_PURPOSES.flatMap((purpose) => {
      const text = current.find((t) => t.purpose === purpose);
      if (!text) return [];
      const info = CONSENT_PURPOSE_INFO[purpose];
      return [
        {
          purpose,
          title: info.title,
          required: info.required,
          withdrawalMeans: info.withdrawalMeans,
          current: { version: text.version, textSha256: text.text_sha256.trim(), text: text.text, publishedAt: new Date(text.published_at).toISOString() },
          agreedCurrent: uses.find((u) => u.purpose === purpose)?.agreedCurrent ?? false,
          records: rows.filter((r) => r.purpose === purpose).map(toRecord),
        },
      ];
    });
    return { purposes, due: duePurposes(true, uses) };
  }

  /**
   * Withdraws every agreement in force of a purpose that is not required for care. A caregiver's
   * change for the person (issue 33 item 4) is recorded as theirs, with it.
   */
  async withdraw(user: AuthUser, purpose: ConsentPurpose): Promise<MyConsentsResponse> {
    const { userID } = user;
    const title = CONSENT_PURPOSE_INFO[purpose].title;
    if (!isWithdrawable(purpose)) throw new BadRequestException(CONSENT_MESSAGES.requiredForCare(title));
    return this.dataSource.transaction(async (m) => {
      await this.lockPerson(m, userID);
      if (!(await this.ledger.withdraw(m, userID, purpose))) throw new ConflictException(CONSENT_MESSAGES.notGiven(title));
      await this.audit.recordCaregiverAct(m, user, 'consent.change', `consent:${userID}:${purpose}:withdraw:${randomUUID()}`);
      return this.mine(userID, m);
    });
  }

  /**
   * Agrees to the version in force: `textSha256` names the text the page showed; an older one
   * is refused (409), so nobody agrees to a text they did not see. Already agreed: nothing new.
   */
  async agree(user: AuthUser, purpose: ConsentPurpose, textSha256: string): Promise<MyConsentsResponse> {
    const { userID } = user;
    if (purpose === 'vaccine_child') throw new BadRequestException(CONSENT_MESSAGES.vaccineAtBooking);
    return this.dataSource.transaction(async (m) => {
      await this.lockPerson(m, userID);
      const [text]: ConsentTextRow[] = await m.query(`SELECT * FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $1`, [purpose]);
      if (!text || text.text_sha256.trim() !== textSha256) throw new ConflictException(CONSENT_MESSAGES.staleVersion);
      const [use] = await this.ledger.uses(m, userID, [purpose]);
      if (!use.agreedCurrent) {
        await this.ledger.give(m, { userID, purpose, channel: await this.ledger.channelOf(m, userID) });
        await this.audit.recordCaregiverAct(m, user, 'consent.change', `consent:${userID}:${purpose}:agree:${randomUUID()}`); // issue 33 item 4
      }
      return this.mine(userID, m);
    });
  }

  /** One change of a person's consents at a time (two taps of "agree" write one row). */
  private async lockPerson(m: EntityManager, userID: string): Promise<void> {
    await m.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userID]);
  }
}

function toRecord(r: LedgerRow): ConsentRecord {
  return {
    id: r.id,
    purpose: r.purpose,
    version: r.version,
    textSha256: r.text_sha256.trim(),
    givenAt: new Date(r.given_at).toISOString(),
    channel: r.channel,
    signatureSha256: r.signature_sha256?.trim() ?? null,
    subjectName: r.subject_name,
    withdrawnAt: iso(r.withdrawn_at),
  };
}
