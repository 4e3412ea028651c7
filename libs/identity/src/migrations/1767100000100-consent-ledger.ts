import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from '@hospital/contracts';
import { FIRST_CONSENT_TEXTS } from '../consents/first-consent-texts.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Issue 15 item 1, the consent ledger. `consent_texts`: each version of each purpose's text,
 * stored once by its SHA-256 (the newest published is the one in force). `consent_ledger`: one
 * row per agreement (who, which text, when, how, the signature's hash, the child's name for a
 * parent's vaccine consent, withdrawal). The first texts are seeded and every signed
 * registration consent (`consents`) becomes a ledger row.
 */
export class ConsentLedger1767100000100 implements MigrationInterface {
  name = 'ConsentLedger1767100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE consent_texts (
        text_sha256 char(64) PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN (${list(CONSENT_PURPOSES)})),
        version text NOT NULL,
        text text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by uuid REFERENCES users (id) ON DELETE SET NULL,
        UNIQUE (purpose, version)
      )`);
    await q.query(`CREATE INDEX consent_texts_current ON consent_texts (purpose, published_at DESC)`);
    await q.query(`
      CREATE TABLE consent_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN (${list(CONSENT_PURPOSES)})),
        text_sha256 char(64) NOT NULL REFERENCES consent_texts (text_sha256),
        given_at timestamptz NOT NULL DEFAULT now(),
        channel text NOT NULL CHECK (channel IN (${list(CONSENT_CHANNELS)})),
        signature_sha256 char(64),
        subject_name text,
        withdrawn_at timestamptz,
        CHECK (withdrawn_at IS NULL OR withdrawn_at >= given_at)
      )`);
    await q.query(`CREATE INDEX consent_ledger_user ON consent_ledger (user_id, purpose, given_at DESC)`);
    // The network lists ask "whose sharing is withdrawn" often: only withdrawn rows are indexed.
    await q.query(`CREATE INDEX consent_ledger_withdrawn ON consent_ledger (purpose, user_id) WHERE withdrawn_at IS NOT NULL`);
    for (const t of FIRST_CONSENT_TEXTS) {
      const sha = createHash('sha256').update(t.text).digest('hex');
      await q.query(`INSERT INTO consent_texts (text_sha256, purpose, version, text) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        sha,
        t.purpose,
        t.version,
        t.text,
      ]);
    }
    await q.query(`
      INSERT INTO consent_ledger (user_id, purpose, text_sha256, given_at, channel, signature_sha256)
      SELECT c.user_id, 'registration', c.text_sha256, c.signed_at, c.channel, c.signature_sha256
        FROM consents c JOIN consent_texts t ON t.text_sha256 = c.text_sha256`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE consent_ledger`);
    await q.query(`DROP TABLE consent_texts`);
  }
}
