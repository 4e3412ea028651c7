import { Inject, Injectable } from '@nestjs/common';
import type { PatientSearchResponse, PatientSearchRow } from '@hospital/contracts';
import { PatientAccess, ReadDatabase, bindTo, type PatientViewer } from '@hospital/core';
import { normalizeKeyword } from '@hospital/rules';

interface SearchRow {
  id: string;
  full_name: string;
  hn: string | null;
  id_card: string | null;
  phone: string | null;
  is_active: number;
  total: string;
}

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * care-services §2 patient search: registered patients (no role, not deactivated, and seen by
 * the caller per the one patient access rule, issue 28) whose
 * name, HN, national ID or phone holds the keyword, by name, a page at a time. The
 * condition is exactly the one the partial trigram index `users_patient_search` serves.
 * Issue 29 item 6: on the read replica when there is one, fresh (ReadDatabase): a nurse who has
 * just registered a patient finds them.
 */
@Injectable()
export class PatientSearchService {
  constructor(
    @Inject(ReadDatabase) private readonly reads: ReadDatabase,
    @Inject(PatientAccess) private readonly access: PatientAccess,
  ) {}

  async search(viewer: PatientViewer, keyword: string, page: { pageNumber: number; pageSize: number }): Promise<PatientSearchResponse> {
    const pattern = `%${likeLiteral(normalizeKeyword(keyword).toLowerCase())}%`;
    // Issue 17 (search p99): the matches are counted and ordered on the three columns the order
    // needs, and only the page's rows are read whole and named (a common first name matches
    // thousands: the wide rows and the name built for each cost more than the index lookup).
    // Same rows, order and total as one query over whole rows.
    // Issue 28 item 2: only the patients the one access rule lets the caller see (its condition;
    // TRUE for the hospital's own staff, so their plan is the index's as before).
    const params: unknown[] = [pattern, page.pageSize, (page.pageNumber - 1) * page.pageSize];
    const visible = this.access.condition(viewer, 'm.id', bindTo(params));
    const rows = await this.reads.rows<SearchRow>(
      `SELECT u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name,
              u.hn, u.id_card, u.phone, u.is_active, page.total
         FROM (SELECT m.id, m.first_name, m.last_name, count(*) OVER () AS total
                 FROM users m
                WHERE m.role IS NULL AND m.deactivated_at IS NULL AND m.search_text LIKE $1 AND ${visible}
                ORDER BY m.first_name, m.last_name, m.id
                LIMIT $2 OFFSET $3) page
         JOIN users u ON u.id = page.id
        ORDER BY page.first_name, page.last_name, page.id`,
      params,
      { fresh: true },
    );
    let totalCount = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && page.pageNumber > 1) {
      // Past the last page: the count still says how many there are.
      const countParams: unknown[] = [pattern];
      const [{ n }] = await this.reads.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u WHERE u.role IS NULL AND u.deactivated_at IS NULL AND u.search_text LIKE $1
            AND ${this.access.condition(viewer, 'u.id', bindTo(countParams))}`,
        countParams,
        { fresh: true },
      );
      totalCount = n;
    }
    return { data: rows.map(toRow), totalCount, pageNumber: page.pageNumber, pageSize: page.pageSize };
  }
}

function toRow(row: SearchRow): PatientSearchRow {
  return {
    userID: row.id,
    fullName: row.full_name,
    hn: row.hn,
    idCard: (row.id_card ?? '').trim(),
    phone: row.phone ?? '',
    isActive: row.is_active === 1,
  };
}
