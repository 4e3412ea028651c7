import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ClinicVisit, Icd10Option } from '@hospital/contracts';
import { ICD10_SEARCH_LIMIT, icd10Label } from '@hospital/rules';

/** `LIKE` text with its wildcards taken literally. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ICD-10 code list (table icd10_codes, migration 1764000000700). */
@Injectable()
export class Icd10Codes {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * §5 search: codes starting with the keyword first (in code order), then codes whose
   * "code title" contains it (trigram index), closest first; at most ICD10_SEARCH_LIMIT.
   */
  async search(keyword: string): Promise<Icd10Option[]> {
    const lower = keyword.toLowerCase();
    const rows: Array<{ code: string; title: string }> = await this.dataSource.query(
      `SELECT code, title FROM icd10_codes
        WHERE code LIKE $1 || '%' OR search LIKE '%' || $2 || '%'
        ORDER BY (code LIKE $1 || '%') DESC, (search LIKE $2 || '%') DESC, similarity(search, $3) DESC, code
        LIMIT $4`,
      [likeEscaped(keyword.toUpperCase()), likeEscaped(lower), lower, ICD10_SEARCH_LIMIT],
    );
    return rows.map((r) => ({ value: r.code, label: icd10Label(r.code, r.title) }));
  }

  /** The titles of these codes (codes not in the list are absent). */
  async titles(codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows: Array<{ code: string; title: string }> = await this.dataSource.query(
      `SELECT code, title FROM icd10_codes WHERE code = ANY($1::text[])`,
      [[...new Set(codes)]],
    );
    return new Map(rows.map((r) => [r.code, r.title]));
  }

  /**
   * The visits with DX2 written from their chosen codes, one 'code title' a line (the ICD10
   * admin shows it in red); a visit without codes keeps the HIS's DX2.
   */
  async withCodedDx2(visits: ClinicVisit[]): Promise<ClinicVisit[]> {
    const titles = await this.titles(visits.flatMap((v) => v.ICD10));
    return visits.map((v) =>
      v.ICD10.length === 0 ? v : { ...v, DX2: v.ICD10.map((code) => (titles.has(code) ? icd10Label(code, titles.get(code)!) : code)).join('\n') },
    );
  }
}
