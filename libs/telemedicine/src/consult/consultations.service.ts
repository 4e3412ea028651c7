import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { CalendarService } from '@hospital/calendar';
import { Role } from '@hospital/contracts';
import { Outbox, PatientAccess, type AuthUser } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, MESSAGES, TELE_MESSAGES, consultProblem, consultSlotOf, isStaff } from '@hospital/rules';
import { TeleEvents } from '../cases/tele-events.js';
import { PeopleDirectory } from '@hospital/identity';
import { isUuid } from '@hospital/patients';
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
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  /** GET /api/v1/user/role/{role}: the users of a network role (the doctor list is N_DOCTOR). */
  async usersOfRole(role: string): Promise<DoctorRow[]> {
    const people = await this.people.ofRoles([role], { activeOnly: true });
    return people.map((p) => ({ userID: p.userID, fullName: p.fullName, role: p.role ?? role }));
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
      const person = await this.people.profileOf(form.userID, m);
      const patient = person && { id: person.userID, role: person.role, phone: person.phone };
      // Issue 28 item 2: and only a patient the one access rule lets the caller see (a network
      // hospital asks nothing for one who withdrew network sharing or closed the account).
      if (!patient || isStaff(patient.role) || !(await this.access.canSee(caller, patient.id, m))) throw new NotFoundException(MESSAGES.patientNotFound);
      const doctor = await this.people.profileOf(form.parentID, m);
      if (doctor?.role !== Role.NetworkDoctor || doctor.isActive !== 1) throw new BadRequestException(TELE_MESSAGES.consultDoctorUnknown);
      const rows: Array<{ id: string }> = await m.query(
        `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description, parent_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [patient.id, CONSULT_SERVICE_TYPE, slot.date, slot.time, patient.phone ?? '', description, form.parentID, caller.userID],
      );
      const teleID = rows[0].id;
      await this.events.changed(m, { teleID, userID: patient.id, serviceType: CONSULT_SERVICE_TYPE, flowStatus: 0 }, 'created');
      // The patient's LINE message is the notifications module's reaction.
      await this.outbox.event(m, 'tele.created', {
        teleID,
        userID: patient.id,
        serviceType: CONSULT_SERVICE_TYPE,
        appointDate: slot.date,
        appointTime: slot.time,
        byUserID: caller.userID,
        byRole: caller.role ?? null,
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
