import { readFile } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { parseIcd10Csv, type Icd10CsvProblem } from './icd10-csv.js';

export interface Icd10ImportReport {
  /** Rows read after the header. */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Bad rows: when there is any, nothing was loaded. */
  problems: Icd10CsvProblem[];
}

/**
 * Upserts the codes of a CSV text into icd10_codes in ONE transaction (code, title; a known
 * code gets the file's title). A file with any bad row loads nothing and reports every one.
 */
export async function importIcd10Csv(dataSource: DataSource, text: string): Promise<Icd10ImportReport> {
  const { rows, problems } = parseIcd10Csv(text);
  const read = rows.length + problems.filter((p) => p.line > 1).length;
  if (problems.length > 0) return { read, inserted: 0, updated: 0, unchanged: 0, problems };
  let inserted = 0;
  let updated = 0;
  await dataSource.transaction(async (m) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      const changed: Array<{ inserted: boolean }> = await m.query(
        `INSERT INTO icd10_codes (code, title)
         SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT (code) DO UPDATE SET title = EXCLUDED.title, updated_at = now()
           WHERE icd10_codes.title IS DISTINCT FROM EXCLUDED.title
         RETURNING (xmax = 0) AS inserted`,
        [chunk.map((r) => r.code), chunk.map((r) => r.title)],
      );
      for (const c of changed) c.inserted ? inserted++ : updated++;
    }
  });
  return { read, inserted, updated, unchanged: rows.length - inserted - updated, problems: [] };
}

export async function importIcd10File(dataSource: DataSource, file: string): Promise<Icd10ImportReport> {
  return importIcd10Csv(dataSource, await readFile(file, 'utf8'));
}
