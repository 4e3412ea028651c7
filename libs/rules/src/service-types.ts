import { TELE_SERVICE_NAMES } from './tele-service.js';

/**
 * GET /api/servicetype (care-services §7, no auth; §9 service types): one list for both kinds
 * of service, each row saying which it is, because the numbers overlap (1 and 2 are both a
 * telemedicine type and an in-person type). Telemedicine 1, 2, 5 and consultations 3;
 * in-person 1 (regular hours, slot type 1) and 2 (special clinic, slot type 2).
 * docs/decisions.md, "Staff boards".
 */
export const IN_PERSON_SERVICE_NAMES: Readonly<Record<1 | 2, string>> = {
  1: 'ในเวลาราชการ',
  2: 'คลินิกพิเศษนอกเวลา',
};

export interface ServiceTypeRow {
  serviceType: number;
  serviceTypeName: string;
  /** 'tele': telemedicine (tele_requests); 'booking': in-person booking. */
  kind: 'tele' | 'booking';
  /** The slot type of the calendar the service books (§9); null for consultations. */
  slotType: number | null;
}

const TELE_ORDER: ReadonlyArray<[number, number | null]> = [
  [1, 4],
  [2, 5],
  [5, 6],
  [3, null],
];

export function serviceTypeList(): ServiceTypeRow[] {
  return [
    ...TELE_ORDER.map(([serviceType, slotType]) => ({
      serviceType,
      serviceTypeName: TELE_SERVICE_NAMES[serviceType],
      kind: 'tele' as const,
      slotType,
    })),
    ...([1, 2] as const).map((serviceType) => ({
      serviceType,
      serviceTypeName: IN_PERSON_SERVICE_NAMES[serviceType],
      kind: 'booking' as const,
      slotType: serviceType,
    })),
  ];
}
