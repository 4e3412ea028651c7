import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ClinicVisit } from '@hospital/contracts';
import { PatientAccess, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { CLINICAL_MESSAGES, visitRangeProblem } from '@hospital/rules';
import { Icd10Codes } from '../icd10/icd10-codes.js';
import { ClinicalAudit } from './clinical-audit.js';

/**
 * The visit list of the CCNote and ICD10 admin screens (GET /checknote|/icd10/{unit}/{start}/{end})
 * and the one-visit lookups of their saves. Dates are Bangkok calendar dates, inclusive; an
 * unknown unit is an empty list. Each list read is audited once per patient in it.
 */
@Injectable()
export class UnitVisits {
  constructor(
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(ClinicalAudit) private readonly audit: ClinicalAudit,
    @Inject(Icd10Codes) private readonly codes: Icd10Codes,
    @Inject(PatientAccess) private readonly access: PatientAccess,
  ) {}

  async list(user: AuthUser, serviceUnitKey: string, startDate: string, endDate: string): Promise<{ data: ClinicVisit[] }> {
    const problem = visitRangeProblem(startDate, endDate);
    if (problem) throw new BadRequestException(problem);
    const all = await this.his.visitsOfUnit(serviceUnitKey, startDate, endDate);
    // Issue 28 item 2: only the visits of patients the one access rule lets the caller see.
    const visible = await this.access.visibleHns(user, all.map((v) => v.HN));
    const visits = all.filter((v) => visible.has(v.HN));
    await this.audit.recorded(user, visits.map((v) => v.HN), 'records.read');
    return { data: await this.codes.withCodedDx2(visits) };
  }

  /** The visit, or 404 with the Thai message. */
  async existing(clinicVisitKey: string): Promise<ClinicVisit> {
    const visit = clinicVisitKey.length <= 64 ? await this.his.visit(clinicVisitKey) : null;
    if (!visit) throw new NotFoundException(CLINICAL_MESSAGES.visitNotFound);
    return visit;
  }

  /**
   * A save of the CCNote or ICD10 screen (PUT /checknote|/icd10/{clinicVisitKey}, the body's
   * shape already checked by its schema): 404 for an unknown visit first, then `write` checks
   * what only the server knows (throws its 400, e.g. an ICD-10 code not in the list) and stores it in the HIS
   * (false: the visit went meanwhile, 404); audited; answered with the visit as saved.
   */
  async save(user: AuthUser, clinicVisitKey: string, write: () => Promise<boolean>): Promise<{ data: ClinicVisit }> {
    const visit = await this.existing(clinicVisitKey);
    // Issue 28 item 2: a visit of a patient the caller may not see is as unknown as no visit.
    if (!(await this.access.visibleHns(user, [visit.HN])).has(visit.HN)) throw new NotFoundException(CLINICAL_MESSAGES.visitNotFound);
    if (!(await write())) throw new NotFoundException(CLINICAL_MESSAGES.visitNotFound);
    await this.audit.recorded(user, [visit.HN], 'records.update');
    return { data: await this.shown(clinicVisitKey) };
  }

  /** One visit as the screens show it after a save (DX2 coded). */
  async shown(clinicVisitKey: string): Promise<ClinicVisit> {
    const [visit] = await this.codes.withCodedDx2([await this.existing(clinicVisitKey)]);
    return visit;
  }
}
