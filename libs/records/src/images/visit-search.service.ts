import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { CalendarService } from '@hospital/calendar';
import type { ClinicVisit, PatientVisitRef, PatientVisitSearchResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { serviceDateProblem } from '@hospital/rules';
import { userIdOfHn } from './record-image-access.js';

/** The day after a date key (for the holiday range). */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A HIS visit as the upload page lists it: cn is the HIS visit number (its key when the HIS gives none). */
export function visitRefOf(visit: ClinicVisit): PatientVisitRef {
  return { cn: visit.CN || visit.ClinicVisitKey, clinicVisitKey: visit.ClinicVisitKey, serviceUnit: visit.ServiceUnit, recordDT: visit.RecordDT };
}

/**
 * GET /api/v1/patient/visit/{YYYY-MM-DD}/{HN} (care-services §3 Patient visit search result,
 * §5): the patient's name and visits of that day from the HIS. A date that is not a date and an
 * HN that is not 7 characters (VisitDateParam, VisitHnParam), or a holiday, are 400 with the
 * page's own message; an HN the HIS does not know is count 0. Staff reading one of our users' visits is audited.
 */
@Injectable()
export class VisitSearchService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async search(user: AuthUser, date: string, hn: string): Promise<PatientVisitSearchResponse> {
    const holidays = (await this.calendar.holidays(date, nextDay(date))).map((h) => ({ date: h.holidayDate, name: h.name }));
    const problem = serviceDateProblem(date, holidays);
    if (problem) throw new BadRequestException(problem);

    const found = await this.his.visitsOnDate(date, hn);
    if (!found) return { count: 0, data: [] };
    await this.dataSource.transaction(async (m) => {
      const patientID = await userIdOfHn(this.people, m, hn);
      if (patientID) await this.audit.record(m, user.userID, patientID, 'visit.read');
    });
    return { count: 1, data: [{ patient: { person: { fullName: found.fullName } }, clinicVisit: found.visits.map(visitRefOf) }] };
  }
}
