import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Api2Result, VaccineConditionResponse } from '@hospital/contracts';
import { HIS_IMMUNIZATION_PORT, type HisImmunizationPort } from '@hospital/integrations';
import { TITLES } from '@hospital/lookups';
import { VACCINE_MESSAGES, ageAt, bangkokDateKey, registrationVaccineType, vaccineConditionProblem } from '@hospital/rules';
import { Api2Error, ok } from '../http/api2-error.js';
import type { VaccineConditionInput, VaccineRegisterInput } from './vaccine-registration.schemas.js';

interface RegistrationRow {
  birth_dt: string;
  vaccine_type: string;
  registered: boolean;
}

/**
 * The vaccine registration of §2 /vaccinebooking2: condition2 checks the entitlement (the next
 * dose after the doses the HIS recorded, by age today) and remembers it; register2 confirms
 * it, and puts the person on the target list with that vaccine type, so they can then book a
 * slot at /vaccinebooking.
 */
@Injectable()
export class VaccineRegistrationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HIS_IMMUNIZATION_PORT) private readonly his: HisImmunizationPort,
  ) {}

  async condition(form: VaccineConditionInput): Promise<VaccineConditionResponse> {
    // The page's own check, in its order (libs/rules vaccine-forms): the schema took the ID and
    // the birth date; the title, first name and surname are decided here. Then what only the server knows.
    const problem = vaccineConditionProblem(form);
    if (problem) throw new Api2Error(400, problem);
    const { cid, birthDT, titleKey } = form;
    const title = titleKey ? TITLES.find((t) => t.value === titleKey) : undefined;
    if (titleKey && !title) throw new Api2Error(400, VACCINE_MESSAGES.titleUnknown);

    const [existing]: RegistrationRow[] = await this.dataSource.query(
      `SELECT vaccine_type, registered_at IS NOT NULL AS registered FROM vaccine_registrations WHERE cid = $1`,
      [cid],
    );
    if (existing?.registered) return { status: 201, msg: VACCINE_MESSAGES.alreadyRegistered, vaccineType: existing.vaccine_type };

    const doses = (await this.his.certificate(cid)).visit.length;
    const entitlement = registrationVaccineType(ageAt(birthDT, bangkokDateKey()), doses);
    if ('problem' in entitlement) throw new Api2Error(409, VACCINE_MESSAGES.notEligible, entitlement.problem);
    const known: unknown[] = await this.dataSource.query(`SELECT 1 FROM vaccine_types WHERE code = $1`, [entitlement.vaccineType]);
    if (known.length === 0) throw new Api2Error(409, VACCINE_MESSAGES.notEligible);

    await this.dataSource.query(
      `INSERT INTO vaccine_registrations (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_upload1, is_upload2)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (cid) DO UPDATE SET title_key = EXCLUDED.title_key, title_name = EXCLUDED.title_name, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, birth_dt = EXCLUDED.birth_dt, vaccine_type = EXCLUDED.vaccine_type,
         is_upload1 = EXCLUDED.is_upload1, is_upload2 = EXCLUDED.is_upload2, checked_at = now()
       WHERE vaccine_registrations.registered_at IS NULL`,
      [cid, titleKey, title?.label ?? form.titleName, form.firstName, form.lastName, birthDT, entitlement.vaccineType, form.isUpload1, form.isUpload2],
    );
    return { status: 200, msg: VACCINE_MESSAGES.eligible, vaccineType: entitlement.vaccineType };
  }

  async register(form: VaccineRegisterInput): Promise<Api2Result> {
    const { cid } = form;
    return this.dataSource.transaction(async (m) => {
      const [row]: RegistrationRow[] = await m.query(
        `SELECT to_char(birth_dt, 'YYYY-MM-DD') AS birth_dt, vaccine_type, registered_at IS NOT NULL AS registered
           FROM vaccine_registrations WHERE cid = $1 FOR UPDATE`,
        [cid],
      );
      if (!row) throw new Api2Error(409, VACCINE_MESSAGES.conditionFirst);
      if (row.registered) return { status: 201, msg: VACCINE_MESSAGES.alreadyRegistered, desc: '' };
      if (form.birthDT !== row.birth_dt) throw new Api2Error(400, VACCINE_MESSAGES.birthDateInvalid);
      if (form.vaccineType !== row.vaccine_type) throw new Api2Error(400, VACCINE_MESSAGES.vaccineTypeMismatch);
      await m.query(
        `UPDATE vaccine_registrations SET registered_at = now(), is_upload1 = $2, is_upload2 = $3 WHERE cid = $1`,
        [cid, form.isUpload1, form.isUpload2],
      );
      await m.query(
        `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_new)
         SELECT cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, true FROM vaccine_registrations WHERE cid = $1
         ON CONFLICT (cid) DO UPDATE SET vaccine_type = EXCLUDED.vaccine_type, updated_at = now() WHERE vaccine_students.slot_id IS NULL`,
        [cid],
      );
      return ok(VACCINE_MESSAGES.registered, row.vaccine_type);
    });
  }
}
