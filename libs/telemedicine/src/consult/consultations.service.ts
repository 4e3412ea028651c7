import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { CalendarService } from '@hospital/calendar';
import { Role } from '@hospital/contracts';
import { Outbox, PatientAccess, type AuthUser } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, MESSAGES, TELE_MESSAGES, consultProblem, consultSlotOf, formatThaiAppointment, isStaff } from '@hospital/rules';
import { TeleEvents } from '../cases/tele-events.js';
import { isUuid } from '@hospital/patients';
import { fullNameSql } from '../cases/tele-records.js';
import type { ConsultCreateInput } from './consultations.schemas.js';

export interface DoctorRow {
  userID: string;
  fullName: string;
  role: string;
}

/**
 * care-services §2 /consult/{userID}, §3 Consultation, §5 Consultation: a network hospital (or
 * Admin) asks a doctor (an N_DOCTOR user) to see one of its patients. The request is a case of
 * service type 3 without a slot; the asked doctor is `parent_id`.
 */
@Injectable()
export class ConsultationsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PatientAccess) private readonly access: PatientAccess,
  ) {}

  /** GET /api/v1/user/role/{role}: the users of a network role (the doctor list is N_DOCTOR). */
  async usersOfRole(role: string): Promise<DoctorRow[]> {
    return this.dataSource.query(
      `SELECT u.id AS "userID", ${fullNameSql('u')} AS "fullName", u.role
         FROM users u WHERE role = $1 AND is_active = 1 ORDER BY first_name, last_name`,
      [role],
    );
  }

  async create(caller: AuthUser, form: ConsultCreateInput): Promise<{ teleID: string }> {
    const slot = consultSlotOf(form.appointDatetime);
    const holidays = slot ? (await this.calendar.holidays(slot.date, nextDay(slot.date))).map((h) => ({ date: h.holidayDate, name: h.name })) : [];
    const problem = consultProblem({ description: form.description, parentID: form.parentID, appointDatetime: form.appointDatetime }, { now: new Date(), holidays });
    if (problem || !slot) throw new BadRequestException(problem ?? MESSAGES.calendarDateRequired);
    if (!isUuid(form.userID)) throw new NotFoundException(MESSAGES.patientNotFound);
    if (!isUuid(form.parentID)) throw new BadRequestException(TELE_MESSAGES.consultDoctorUnknown);
    const { description } = form;

    return this.dataSource.transaction(async (m) => {
      const patients: Array<{ id: string; role: string | null; phone: string | null }> = await m.query(`SELECT id, role, phone FROM users WHERE id = $1`, [form.userID]);
      const patient = patients[0];
      // Issue 28 item 2: and only a patient the one access rule lets the caller see (a network
      // hospital asks nothing for one who withdrew network sharing or closed the account).
      if (!patient || isStaff(patient.role) || !(await this.access.canSee(caller, patient.id, m))) throw new NotFoundException(MESSAGES.patientNotFound);
      const doctors: unknown[] = await m.query(`SELECT 1 FROM users WHERE id = $1 AND role = $2 AND is_active = 1`, [form.parentID, Role.NetworkDoctor]);
      if (doctors.length === 0) throw new BadRequestException(TELE_MESSAGES.consultDoctorUnknown);
      const rows: Array<{ id: string }> = await m.query(
        `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description, parent_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [patient.id, CONSULT_SERVICE_TYPE, slot.date, slot.time, patient.phone ?? '', description, form.parentID, caller.userID],
      );
      const teleID = rows[0].id;
      await this.events.changed(m, { teleID, userID: patient.id, serviceType: CONSULT_SERVICE_TYPE, flowStatus: 0 }, 'created');
      await this.outbox.job(m, 'line.push', {
        userID: patient.id,
        key: `tele:${teleID}:created`,
        text: `โรงพยาบาลได้นัดปรึกษาแพทย์ให้ท่าน วันที่ ${formatThaiAppointment(slot.date, slot.time)} เจ้าหน้าที่จะติดต่อท่านก่อนเวลานัด`,
      });
      await this.audit.record(m, caller.userID, patient.id, 'tele.update');
      return { teleID };
    });
  }
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
