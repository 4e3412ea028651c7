import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ClinicVisitListResponse } from '@hospital/contracts';
import { PatientAccess, belongsTo, type AuthUser } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { CLINICAL_MESSAGES, MESSAGES } from '@hospital/rules';
import { ClinicalAudit } from '../clinical/clinical-audit.js';
import { CLINICAL_STAFF_ROLES } from '../clinical/clinical-staff.js';
import { Icd10Codes } from '../icd10/icd10-codes.js';

/**
 * GET /api/v1/patient/clinicvisit/{hn} (care-services §2 /PHR, §6): a patient reads only the HN
 * of their own profile; clinical staff read any HN the patient access rule lets them see (else
 * 404), audited. Visits newest first, DX2 coded.
 * The HN's form (7 letters or digits) is HistoryHnParam's.
 */
@Injectable()
export class TreatmentHistoryService {
  constructor(
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(ClinicalAudit) private readonly audit: ClinicalAudit,
    @Inject(Icd10Codes) private readonly codes: Icd10Codes,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async read(user: AuthUser, hn: string): Promise<ClinicVisitListResponse> {
    const staff = belongsTo(user, CLINICAL_STAFF_ROLES);
    if (!staff) {
      const own = await this.people.profileOf(user.userID);
      if (!own?.hn) throw new ForbiddenException(CLINICAL_MESSAGES.noHn);
      if (own.hn !== hn) throw new ForbiddenException(CLINICAL_MESSAGES.notOwnHn);
    }
    // Issue 28 item 2: the one patient access rule; a patient the caller may not see (a network
    // doctor, a patient who withdrew network sharing or closed the account) is not found.
    if (staff && !(await this.access.visibleHns(user, [hn])).has(hn)) throw new NotFoundException(MESSAGES.patientNotFound);
    const visits = await this.his.visitsOfPatient(hn);
    if (staff) await this.audit.recorded(user, [hn], 'records.read');
    else await this.audit.caregiverRead(user); // issue 33 item 4: a caregiver's read for the person
    return { data: await this.codes.withCodedDx2(visits) };
  }
}
