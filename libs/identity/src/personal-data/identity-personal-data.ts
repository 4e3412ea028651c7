import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 15 item 3: identity's part of a copy of one's data — the account (never the password
 * hash), the signed registration consents (the signature image's SHA-256, never the image) and
 * the consent ledger (each agreement with its purpose, text version and withdrawal).
 */
@PersonalData()
@Injectable()
export class IdentityPersonalData implements PersonalDataSource {
  readonly tables = ['users', 'consents', 'consent_ledger'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const [account, consents, ledger] = await Promise.all([
      this.sql.rows<Record<string, unknown>>(`SELECT * FROM users WHERE id = $1`, [userID]),
      this.sql.rows<Record<string, unknown>>(
        `SELECT id, text_version, text_sha256, signed_at, signature_sha256, channel, ip, user_agent FROM consents WHERE user_id = $1 ORDER BY signed_at DESC`,
        [userID],
      ),
      this.sql.rows<Record<string, unknown>>(
        `SELECT l.id, l.purpose, t.version, l.text_sha256, l.given_at, l.channel, l.signature_sha256, l.subject_name, l.withdrawn_at
           FROM consent_ledger l JOIN consent_texts t ON t.text_sha256 = l.text_sha256
          WHERE l.user_id = $1 ORDER BY l.given_at DESC`,
        [userID],
      ),
    ]);
    return [
      section('users', 'บัญชีผู้ใช้งาน', account, ['created_by']),
      section('consents', 'หนังสือยินยอมที่ลงนามตอนลงทะเบียน', consents),
      section('consent_ledger', 'ความยินยอมของคุณ', ledger),
    ];
  }
}
