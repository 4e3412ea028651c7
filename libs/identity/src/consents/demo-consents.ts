import type { DataSource } from 'typeorm';
import { CURRENT_TEXTS_SQL } from './consent-text-rows.js';

/**
 * Issue 15: the demo patients signed the registration consent on paper at the hospital, so
 * signing in as one is not first sent to the consent page. Only those with no row yet.
 */
export async function seedDemoConsents(dataSource: DataSource, idCards: string[]): Promise<void> {
  await dataSource.query(
    `INSERT INTO consent_ledger (user_id, purpose, text_sha256, channel)
     SELECT u.id, 'registration', t.text_sha256, 'staff_paper'
       FROM users u, (${CURRENT_TEXTS_SQL}) t
      WHERE t.purpose = 'registration' AND u.role IS NULL AND u.id_card = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = u.id AND l.purpose = 'registration')`,
    [idCards],
  );
}
