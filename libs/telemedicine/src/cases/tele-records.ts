import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Role, type SlipCheck, type TeleRequest, type TrackingNo } from '@hospital/contracts';
import { PatientAccess, type AuthUser } from '@hospital/core';
import { FileRecords } from '@hospital/files';
import { PeopleDirectory } from '@hospital/identity';
import { isUuid } from '@hospital/patients';
import { CONSULT_SERVICE_TYPE, FLOW_STATUS, MESSAGES, TELE_MESSAGES, bankName, flowStatusName, formatThaiAppointment, isNetworkRole, isStaff, teleServiceName } from '@hospital/rules';

/**
 * SLIP_CHECK_JSON as the SQL answers it: each other case of the same transfer carries its
 * patient's id; `withPeople` (or `namedSlips`) adds the name from identity's PeopleDirectory.
 */
export type SlipCheckJson = Omit<SlipCheck, 'duplicateOf'> & {
  duplicateOf: Array<{ teleID: string; appointDate: string; appointTime: string; userID: string; fullName?: string }>;
};

/** A stored case as TELE_SELECT reads it: telemedicine's own columns. */
export interface TeleCaseRow {
  id: string;
  user_id: string;
  service_type: number;
  slot_type: number | null;
  appoint_date: string;
  appoint_time: string;
  line_id: string;
  phone: string;
  shipping_address: string;
  description: string;
  flow_status: number;
  payment_msg: string | null;
  tracking_numbers: string[];
  parent_id: string | null;
  created_by: string | null;
  tok_session: string | null;
  cost_total: string | null;
  costs_ready_at: Date | null;
  /** The newest payment slip's check as SlipCheck JSON (see SLIP_CHECK_JSON), or null. */
  slip: SlipCheckJson | null;
  created_at: Date;
  updated_at: Date;
  /** Issue 28 item 1: booked, but the photos its type needs have not all arrived: off the staff boards. */
  awaiting_photos: boolean;
}

/**
 * A stored case as read for the api: the row, with the patient's name and HN and the asked
 * doctor's name (identity's, by id) and the number of its files (files', by id).
 */
export interface TeleRow extends TeleCaseRow {
  hn: string | null;
  full_name: string;
  parent_name: string | null;
  image_count: number;
}

/**
 * One row of `tele_payment_slips` (alias `s`) as SlipCheck JSON, with the other cases whose
 * slip carries the same transaction reference (alias `s2` is taken inside). The bank's name
 * is the page's to show (libs/rules bankName).
 */
export const SLIP_CHECK_JSON = `json_build_object(
    'fileID', s.file_id, 'qr', s.qr_state, 'sendingBank', s.sending_bank, 'sendingBankName', NULL,
    'transRef', s.trans_ref, 'verification', s.verification,
    'verifiedAmount', s.verified_amount::float8, 'readAt', s.read_at,
    'duplicateOf', coalesce((
      SELECT json_agg(json_build_object('teleID', d.id, 'appointDate', to_char(d.appoint_date, 'YYYY-MM-DD'), 'appointTime', d.appoint_time,
                                        'userID', d.user_id) ORDER BY d.created_at)
        FROM (SELECT DISTINCT s2.tele_id FROM tele_payment_slips s2
               WHERE s.trans_ref IS NOT NULL AND s2.trans_ref = s.trans_ref AND s2.tele_id <> s.tele_id) other
        JOIN tele_requests d ON d.id = other.tele_id), '[]'::json))`;

/**
 * The SELECT every read of cases shares; callers add WHERE, ORDER and LIMIT, then `withPeople`
 * (the names are identity's: one PeopleDirectory read for all the rows; the image counts are
 * files': one FileRecords read for all the rows).
 */
export const TELE_SELECT = `
  SELECT t.id, t.user_id, t.service_type, t.slot_type, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date,
         t.appoint_time, t.line_id, t.phone, t.shipping_address, t.description, t.flow_status, t.payment_msg,
         t.tracking_numbers, t.parent_id, t.created_by, t.tok_session, t.created_at, t.updated_at, t.awaiting_photos,
         t.cost_total, t.costs_ready_at,
         (SELECT ${SLIP_CHECK_JSON} FROM tele_payment_slips s WHERE s.tele_id = t.id ORDER BY s.read_at DESC, s.file_id LIMIT 1) AS slip
  FROM tele_requests t`;

/** The patients of the other cases of each slip's transfer, named (one PeopleDirectory read for all). */
export async function namedSlips(people: PeopleDirectory, slips: ReadonlyArray<SlipCheckJson | null>, m?: EntityManager): Promise<void> {
  const duplicates = slips.flatMap((slip) => slip?.duplicateOf ?? []);
  if (duplicates.length === 0) return;
  const names = await people.namesOf(duplicates.map((d) => d.userID), m);
  for (const d of duplicates) d.fullName = names.get(d.userID)?.fullName ?? '';
}

/**
 * Rows of TELE_SELECT with their people: the patient's name and HN, the asked doctor's name
 * and the names in the slips, from identity's PeopleDirectory in one read for all the rows;
 * and each case's number of files, from files' FileRecords in one read for all the rows.
 */
export async function withPeople(people: PeopleDirectory, files: FileRecords, rows: readonly TeleCaseRow[], m?: EntityManager): Promise<TeleRow[]> {
  if (rows.length === 0) return [];
  const slipUsers = rows.flatMap((r) => (r.slip?.duplicateOf ?? []).map((d) => d.userID));
  const names = await people.namesOf([...rows.map((r) => r.user_id), ...rows.map((r) => r.parent_id), ...slipUsers], m);
  const imageCounts = await files.countsOf('tele', rows.map((r) => r.id), m);
  for (const d of rows.flatMap((r) => r.slip?.duplicateOf ?? [])) d.fullName = names.get(d.userID)?.fullName ?? '';
  return rows.map((r) => {
    const patient = names.get(r.user_id);
    const parent = r.parent_id === null ? undefined : names.get(r.parent_id);
    return { ...r, hn: patient?.hn ?? null, full_name: patient?.fullName ?? '', parent_name: parent?.fullName ?? null, image_count: imageCounts.get(r.id) ?? 0 };
  });
}

/** The SlipCheck of a row of SLIP_CHECK_JSON (named: `withPeople`, `namedSlips`): dates as ISO text, duplicates with their Thai appointment text. */
export function toSlipCheck(json: SlipCheckJson | null): SlipCheck | null {
  if (!json) return null;
  return {
    ...json,
    sendingBankName: bankName(json.sendingBank),
    readAt: json.readAt ? new Date(json.readAt).toISOString() : null,
    duplicateOf: (json.duplicateOf ?? []).map((d) => ({ teleID: d.teleID, fullName: d.fullName ?? '', appointDatetimeText: formatThaiAppointment(d.appointDate, d.appointTime) })),
  };
}

export function toTeleRequest(row: TeleRow): TeleRequest {
  const tracking: TrackingNo[] = (row.tracking_numbers ?? []).map((barcode) => ({ barcode }));
  return {
    teleID: row.id,
    userID: row.user_id,
    serviceType: row.service_type,
    serviceTypeName: teleServiceName(row.service_type),
    appointDatetime: `${row.appoint_date}T${row.appoint_time}`,
    appointDate: row.appoint_date,
    appointTime: row.appoint_time,
    appointDatetimeText: formatThaiAppointment(row.appoint_date, row.appoint_time),
    lineID: row.line_id,
    phone: row.phone,
    shippingAddress: row.shipping_address,
    description: row.description,
    flowStatus: row.flow_status,
    flowStatusName: flowStatusName(row.flow_status),
    paymentMsg: row.payment_msg,
    jsonTrackingNo: tracking,
    parentID: row.parent_id,
    parentName: row.parent_name,
    hn: row.hn,
    fullName: row.full_name,
    imageCount: row.image_count,
    costsReady: row.costs_ready_at !== null,
    costTotal: row.cost_total === null ? null : Number(row.cost_total),
    slip: toSlipCheck(row.slip),
    queue: null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * How the caller relates to a case; null: not at all (the case is answered as not found).
 * 'doctor' (issue 35 item 1): a network doctor (N_DOCTOR) at a hospital case's doctor stage.
 */
export type TeleAccess = 'owner' | 'staff' | 'network' | 'doctor';

/**
 * Who may read a case (DESIGN.md: permissions checked where the data is read):
 *  - the patient whose case it is;
 *  - hospital staff (any role not starting with N_);
 *  - a network-hospital user for a consultation they asked for, or one asked of them (N_DOCTOR);
 *  - issue 35 item 1: any N_DOCTOR for a hospital case (not a consultation) while it is at the
 *    doctor stage (2, 'พบแพทย์'); `anyStage` (the move command only) at every stage, so a move
 *    other than 2 → 3 is refused with 403 (flowProblem's doctorStage) rather than 404.
 *    docs/decisions.md "Issue 35 item 1: the doctor's screen".
 */
export function teleAccessOf(
  user: AuthUser,
  row: Pick<TeleRow, 'user_id' | 'parent_id' | 'created_by' | 'service_type' | 'flow_status'>,
  options: { anyStage?: boolean } = {},
): TeleAccess | null {
  if (!isStaff(user.role)) return row.user_id === user.userID ? 'owner' : null;
  if (!isNetworkRole(user.role)) return 'staff';
  if (row.created_by === user.userID || row.parent_id === user.userID) return 'network';
  if (user.role === Role.NetworkDoctor && row.service_type !== CONSULT_SERVICE_TYPE && (options.anyStage || row.flow_status === FLOW_STATUS.doctor)) return 'doctor';
  return null;
}

/** Whether the caller is a hospital staff member who may act on any case (not network, not patient). */
export function isHospitalStaff(user: AuthUser): boolean {
  return isStaff(user.role) && !isNetworkRole(user.role);
}

@Injectable()
export class TeleRecords {
  constructor(
    @Inject(PatientAccess) private readonly patients: PatientAccess,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(FileRecords) private readonly files: FileRecords,
  ) {}

  /** The case or null, unchecked (for workers and internal use). `lock` takes the row FOR UPDATE. */
  async find(m: EntityManager, teleID: string, options: { lock?: boolean } = {}): Promise<TeleRow | null> {
    if (!isUuid(teleID)) return null;
    if (options.lock) await m.query(`SELECT 1 FROM tele_requests WHERE id = $1 FOR UPDATE`, [teleID]);
    const rows: TeleCaseRow[] = await m.query(`${TELE_SELECT} WHERE t.id = $1`, [teleID]);
    return (await withPeople(this.people, this.files, rows, m))[0] ?? null;
  }

  /** Rows of TELE_SELECT with their people and image counts (`withPeople`). */
  named(rows: readonly TeleCaseRow[], m?: EntityManager): Promise<TeleRow[]> {
    return withPeople(this.people, this.files, rows, m);
  }

  /**
   * The case the caller may see, with their access; 404 for a case that does not exist and
   * for one they may not see (a stranger learns nothing from the difference).
   */
  async readable(m: EntityManager, user: AuthUser, teleID: string, options: { lock?: boolean; anyStage?: boolean } = {}): Promise<{ row: TeleRow; access: TeleAccess }> {
    const row = await this.find(m, teleID, options);
    const access = row ? await this.accessOf(m, user, row, { anyStage: options.anyStage }) : null;
    if (!row || !access) throw new NotFoundException(TELE_MESSAGES.teleNotFound);
    return { row, access };
  }

  /**
   * How the caller relates to a case they may read: teleAccessOf, and the one patient access
   * rule (issue 28 item 2: a network reader does not see a patient who withdrew network sharing
   * or whose account is deactivated); null: not at all.
   */
  async accessOf(m: EntityManager, user: Pick<AuthUser, 'userID' | 'role'>, row: TeleRow, options: { anyStage?: boolean } = {}): Promise<TeleAccess | null> {
    const access = teleAccessOf({ ...user, fullName: '', exp: 0 }, row, options);
    return access && (await this.patients.canSee(user, row.user_id, m)) ? access : null;
  }

  /** As readable, and the caller must be hospital staff (403 otherwise). */
  async forStaff(m: EntityManager, user: AuthUser, teleID: string, options: { lock?: boolean } = {}): Promise<TeleRow> {
    const { row, access } = await this.readable(m, user, teleID, options);
    if (access !== 'staff') throw new ForbiddenException(MESSAGES.forbidden);
    return row;
  }
}
