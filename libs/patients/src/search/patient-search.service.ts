import { Inject, Injectable } from '@nestjs/common';
import type { PatientSearchResponse, PatientSearchRow } from '@hospital/contracts';
import type { PatientViewer } from '@hospital/core';
import { PeopleDirectory, type Person } from '@hospital/identity';
import { normalizeKeyword } from '@hospital/rules';

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * care-services §2 patient search: registered patients (no role, not deactivated, and seen by
 * the caller per the one patient access rule, issue 28) whose
 * name, HN, national ID or phone holds the keyword, by name, a page at a time. The accounts are
 * identity's (issue 30 item 1): it runs the search on the column and index patients' migration
 * 1764000000730 added (PeopleDirectory.searchPatients); the keyword's reading is ours.
 */
@Injectable()
export class PatientSearchService {
  constructor(@Inject(PeopleDirectory) private readonly people: PeopleDirectory) {}

  async search(viewer: PatientViewer, keyword: string, page: { pageNumber: number; pageSize: number }): Promise<PatientSearchResponse> {
    const pattern = `%${likeLiteral(normalizeKeyword(keyword).toLowerCase())}%`;
    const { people, totalCount } = await this.people.searchPatients(viewer, pattern, page);
    return { data: people.map(toRow), totalCount, pageNumber: page.pageNumber, pageSize: page.pageSize };
  }
}

function toRow(person: Person): PatientSearchRow {
  return {
    userID: person.userID,
    fullName: person.fullName,
    hn: person.hn,
    idCard: person.idCard ?? '',
    phone: person.phone ?? '',
    isActive: person.isActive === 1,
  };
}
