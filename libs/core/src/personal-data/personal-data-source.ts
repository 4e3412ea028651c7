import { createHash } from 'node:crypto';
import { SetMetadata } from '@nestjs/common';

/**
 * Issue 15 item 3, a copy of my data: each domain that owns tables holding a person's data
 * declares one PersonalDataSource (a provider marked @PersonalData()) in a `personal-data/`
 * folder of its own; identity's export finds them all at start-up. A domain exports only its
 * own tables, so none reads another's.
 */
export const PERSONAL_DATA_SOURCE = Symbol('PERSONAL_DATA_SOURCE');

/** Marks a provider as a PersonalDataSource found by the export. */
export const PersonalData = (): ClassDecorator => SetMetadata(PERSONAL_DATA_SOURCE, true);

/** Whom the export is about: the account id, and the national ID the vaccine tables are keyed by. */
export interface PersonalDataSubject {
  userID: string;
  nationalID: string | null;
  /** The account's role (null: a patient): another patient's rows in a staff account's copy follow the patient access rule (issue 28). */
  role?: string | null;
}

/** One table's rows about the person (PersonalDataExport's sections). */
export interface PersonalDataSection {
  table: string;
  /** Thai heading of the section in the readable document. */
  title: string;
  rows: Array<Record<string, unknown>>;
}

export interface PersonalDataSource {
  /** Every table this source covers (the coverage test compares them with the schema). */
  readonly tables: readonly string[];
  export(subject: PersonalDataSubject): Promise<PersonalDataSection[]>;
}

/** Columns never exported: secrets (a password hash, a video session token) and internal search text. */
const SECRET_COLUMN = /password|token|secret|^tok_|search_text/i;

/**
 * A database row as exported: secrets left out; bytes (a signature image) replaced by their
 * SHA-256 (issue 15: "signature bytes: hashes only"); dates as ISO text; `omit` drops more columns.
 */
export function exportedRow(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(key) || omit.includes(key)) continue;
    if (Buffer.isBuffer(value)) out[`${key}_sha256`] = createHash('sha256').update(value).digest('hex');
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out;
}

export function section(table: string, title: string, rows: Array<Record<string, unknown>>, omit: readonly string[] = []): PersonalDataSection {
  return { table, title, rows: rows.map((r) => exportedRow(r, omit)) };
}
