import { BadRequestException, Body, ConflictException, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { Role, type SchoolRow, type VaccineEvent } from '@hospital/contracts';
import { Allow, Answer } from '@hospital/core';
import { MESSAGES, VACCINE_MESSAGES, type VaccineTypeSeed } from '@hospital/rules';
import { SchoolsList } from '../reference/schools-list.js';
import { VaccineEvents, type EventRow } from '../reference/vaccine-events.js';
import {
  EventKeyParam,
  LookupCidParam,
  LookupsAnswer,
  RemovedAnswer,
  SavedSchoolAnswer,
  SavedVaccineEventAnswer,
  SavedVaccineTypeAnswer,
  SchoolBody,
  SchoolKeyParam,
  SchoolsAdminAnswer,
  TypeCodeParam,
  VaccineEventBody,
  VaccineEventsAdminAnswer,
  VaccineTypeBody,
  VaccineTypesAnswer,
  type SchoolInput,
  type VaccineEventInput,
  type VaccineTypeInput,
} from './vaccine-reference-admin.schemas.js';

/** The Postgres error code of a failed statement (23503 foreign key, 23514 check). */
const pgCode = (e: unknown): string | undefined => (e instanceof QueryFailedError ? (e.driverError as { code?: string })?.code : undefined);

export interface VaccineTypeRow extends VaccineTypeSeed {}
/** One lookup of a national ID's vaccine data, as `lookups` reads it. */
export interface LookupRow {
  at: string;
  kind: string;
  ip: string | null;
  userID: string | null;
  outcome: number;
}

/**
 * Reference data of the vaccine campaigns, managed by Admin (issue 7: a campaign for any
 * vaccine is data): vaccine types, schools with classes, events with capacity; and who looked
 * up a national ID. Lowering an event's capacity below its bookings is refused by the
 * database's CHECK, not by a read before the write. The forms' shapes, limits and messages
 * are vaccine-reference-admin.schemas.ts.
 */
@Allow(Role.Admin)
@Controller('api/v1/vaccine-admin')
export class VaccineReferenceAdminController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SchoolsList) private readonly schools: SchoolsList,
    @Inject(VaccineEvents) private readonly events: VaccineEvents,
  ) {}

  @Get('types')
  @Answer(VaccineTypesAnswer)
  async types(): Promise<{ data: VaccineTypeRow[] }> {
    return {
      data: await this.dataSource.query<VaccineTypeRow[]>(
        `SELECT code, family, brand_name AS "brandName", dose_number AS "doseNumber", disease, for_children AS "forChildren"
           FROM vaccine_types ORDER BY disease, family, code`,
      ),
    };
  }

  @Post('types')
  @HttpCode(200)
  @Answer(SavedVaccineTypeAnswer)
  async putType(@Body({ schema: VaccineTypeBody }) row: VaccineTypeInput): Promise<{ data: VaccineTypeRow; msg: string }> {
    await this.dataSource.query(
      `INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code) DO UPDATE SET family = $2, brand_name = $3, dose_number = $4, disease = $5, for_children = $6, updated_at = now()`,
      [row.code, row.family, row.brandName, row.doseNumber, row.disease, row.forChildren],
    );
    return { data: row, msg: MESSAGES.saved };
  }

  @Delete('types/:code')
  @Answer(RemovedAnswer)
  async removeType(@Param('code', { schema: TypeCodeParam }) code: string): Promise<{ msg: string }> {
    await this.remove(`DELETE FROM vaccine_types WHERE code = $1`, code, VACCINE_MESSAGES.typeInUse);
    return { msg: MESSAGES.saved };
  }

  @Get('schools')
  @Answer(SchoolsAdminAnswer)
  async allSchools(): Promise<{ data: SchoolRow[] }> {
    return { data: await this.schools.all() };
  }

  @Post('schools')
  @HttpCode(200)
  @Answer(SavedSchoolAnswer)
  async putSchool(@Body({ schema: SchoolBody }) school: SchoolInput): Promise<{ data: SchoolRow; msg: string }> {
    const { schoolKey, schoolName, classes } = school;
    await this.dataSource.transaction(async (m) => {
      await m.query(`INSERT INTO schools (school_key, school_name) VALUES ($1, $2) ON CONFLICT (school_key) DO UPDATE SET school_name = $2`, [
        schoolKey,
        schoolName,
      ]);
      await m.query(`DELETE FROM school_classes WHERE school_key = $1`, [schoolKey]);
      for (const c of classes) {
        await m.query(`INSERT INTO school_classes (school_key, class_year, class_year_name) VALUES ($1, $2, $3)`, [schoolKey, c.classYear, c.classYearName]);
      }
    });
    return { data: { schoolKey, schoolName, classes }, msg: MESSAGES.saved };
  }

  @Delete('schools/:schoolKey')
  @Answer(RemovedAnswer)
  async removeSchool(@Param('schoolKey', { schema: SchoolKeyParam }) schoolKey: string): Promise<{ msg: string }> {
    const used: unknown[] = await this.dataSource.query(`SELECT 1 FROM vaccine_students WHERE school_key = $1 LIMIT 1`, [schoolKey]);
    if (used.length > 0) throw new ConflictException(VACCINE_MESSAGES.schoolInUse);
    await this.remove(`DELETE FROM schools WHERE school_key = $1`, schoolKey, VACCINE_MESSAGES.schoolInUse);
    return { msg: MESSAGES.saved };
  }

  /** Every event with its capacity, bookings and hospital code. */
  @Get('events')
  @Answer(VaccineEventsAdminAnswer)
  async allEvents(): Promise<{ data: Array<VaccineEvent & { hospitalCode: string }> }> {
    return { data: (await this.events.all()).map(({ disease: _d, typeDoseNumber: _n, ...e }: EventRow) => e) };
  }

  @Post('events')
  @HttpCode(200)
  @Answer(SavedVaccineEventAnswer)
  async putEvent(@Body({ schema: VaccineEventBody }) f: VaccineEventInput): Promise<{ data: VaccineEvent; msg: string }> {
    const key = f.vaccineEventKey;
    const [typeRow]: Array<{ dose_number: number }> = await this.dataSource.query(`SELECT dose_number FROM vaccine_types WHERE code = $1`, [f.vaccineType]);
    if (!typeRow) throw new BadRequestException(VACCINE_MESSAGES.vaccineTypeInvalid);
    const dose = f.vaccineNumber ?? typeRow.dose_number;
    try {
      await this.dataSource.query(
        `INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, hospital_code, capacity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (event_key) DO UPDATE SET event_name = $2, vaccine_type = $3, vaccine_number = $4, event_dt = $5, place = $6,
           venue_kind = $7, hospital_code = $8, capacity = $9, updated_at = now()`,
        [key, f.vaccineEventName, f.vaccineType, dose, `${f.vaccineEventDT}:00+07:00`, f.vaccinePlace, f.venueKind, f.hospitalCode, f.capacity],
      );
    } catch (e) {
      if (pgCode(e) !== '23514') throw e;
      const [row]: Array<{ booked: number }> = await this.dataSource.query(`SELECT booked FROM vaccine_events WHERE event_key = $1`, [key]);
      throw new ConflictException(VACCINE_MESSAGES.capacityBelowBooked(row?.booked ?? 0));
    }
    const event = (await this.events.one(this.dataSource.manager, key))!;
    const { disease: _d, typeDoseNumber: _n, ...data } = event;
    return { data, msg: MESSAGES.saved };
  }

  @Delete('events/:eventKey')
  @Answer(RemovedAnswer)
  async removeEvent(@Param('eventKey', { schema: EventKeyParam }) eventKey: string): Promise<{ msg: string }> {
    const [rows] = (await this.dataSource.query(`DELETE FROM vaccine_events WHERE event_key = $1 AND booked = 0 RETURNING event_key`, [eventKey]).catch((e) => {
      if (pgCode(e) === '23503') throw new ConflictException(VACCINE_MESSAGES.eventInUse);
      throw e;
    })) as [unknown[], number];
    if (rows.length === 0) {
      const exists: unknown[] = await this.dataSource.query(`SELECT 1 FROM vaccine_events WHERE event_key = $1`, [eventKey]);
      if (exists.length > 0) throw new ConflictException(VACCINE_MESSAGES.eventInUse);
      throw new NotFoundException(MESSAGES.notFound);
    }
    return { msg: MESSAGES.saved };
  }

  /** Who looked up or changed this national ID's vaccine data (newest first, at most 200). */
  @Get('lookups/:cid')
  @Answer(LookupsAnswer)
  async lookups(
    @Param('cid', { schema: LookupCidParam }) cid: string,
  ): Promise<{ data: LookupRow[] }> {
    return {
      data: await this.dataSource.query<LookupRow[]>(
        `SELECT to_char(at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS') AS at, kind, ip, user_id AS "userID", outcome
           FROM vaccine_lookups WHERE cid = $1 ORDER BY at DESC, id DESC LIMIT 200`,
        [cid],
      ),
    };
  }

  private async remove(sql: string, key: string, inUse: string): Promise<void> {
    let count: number;
    try {
      [, count] = (await this.dataSource.query(sql, [key])) as [unknown[], number];
    } catch (e) {
      if (pgCode(e) === '23503') throw new ConflictException(inUse);
      throw e;
    }
    if (count === 0) throw new NotFoundException(MESSAGES.notFound);
  }
}
