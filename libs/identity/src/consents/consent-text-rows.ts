import type { ConsentPurpose, ConsentTextVersion } from '@hospital/contracts';

/** A consent_texts row as read. */
export interface ConsentTextRow {
  text_sha256: string;
  purpose: ConsentPurpose;
  version: string;
  text: string;
  published_at: Date;
  published_by: string | null;
}

/** Issue 15 item 1: the version in force of each purpose is the newest published. */
export const CURRENT_TEXTS_SQL = `SELECT DISTINCT ON (purpose) text_sha256, purpose, version, text, published_at, published_by
  FROM consent_texts ORDER BY purpose, published_at DESC, version DESC`;

export function toTextVersion(row: ConsentTextRow, current: boolean): ConsentTextVersion {
  return {
    purpose: row.purpose,
    version: row.version,
    textSha256: row.text_sha256.trim(),
    text: row.text,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by,
    current,
  };
}
