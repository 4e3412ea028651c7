import { z } from './input/zod-thai.js';
import { CAREGIVER_LINK_STATES, CAREGIVER_RELATIONS } from './input/people-messages.js';

// The constants and messages live in a zod-free module: the app's start-up script reads them
// (the X-Acting-For header, the 'ทำรายการให้' strip) and must not load zod for that.
export { ACTING_FOR_HEADER, AGE_OF_MAJORITY, CAREGIVER_LINK_STATES, CAREGIVER_RELATIONS, PEOPLE_MAX, PEOPLE_MESSAGES, RELATION_LABELS, type CaregiverLinkState, type CaregiverRelation } from './input/people-messages.js';

/**
 * Issue 33, one declaration per call: family and caregivers. A patient account looks after the
 * people of its list ('the people I look after'): a child under 20 added by a parent or guardian
 * (works at once), an adult added as pending (works once the adult agrees from their own account
 * or Medrec records a paper consent). Every patient call acts for one of them when the request
 * carries `X-Acting-For: <userID>` (ACTING_FOR_HEADER); without it, for the caller.
 */

/** One entry of GET /api/v1/me/people: myself first (isSelf, relation 'self'), then each person of my list. */
export const PersonEntry = z.object({
  userID: z.uuid(),
  fullName: z.string().meta({ example: 'ด.ช. ต้นกล้า ใจดี' }),
  relation: z.enum(['self', ...CAREGIVER_RELATIONS]),
  isSelf: z.boolean(),
  /** True when X-Acting-For this person is accepted now. */
  canAct: z.boolean(),
  state: z.enum(CAREGIVER_LINK_STATES),
  /** A child's link: the day it ends (the 20th birthday, YYYY-MM-DD); null for adults and oneself. */
  until: z.string().nullable(),
  /** A pending adult: the path the caregiver sends them to agree (their own LINE or browser); null otherwise. */
  agreePath: z.string().nullable(),
});
export type PersonEntry = z.output<typeof PersonEntry>;

export const PeopleAnswer = z.object({ data: z.array(PersonEntry) });
export type PeopleResponse = z.output<typeof PeopleAnswer>;

/**
 * POST /api/v1/me/people: add a person, in the registration payload's names. The identity
 * (national ID with its checksum, names, a real birth date, 10 phone digits) is checked by the
 * registration's rule functions; `relation` 'child' needs an age under 20, the others 20 or over.
 * `signBase64` is the caregiver's signature on the caregiving consent.
 */
export const AddPersonBody = z.object({
  relation: z.enum(CAREGIVER_RELATIONS, { error: 'กรุณาเลือกความสัมพันธ์' }),
  idCard: z.string({ error: 'กรุณากรอกเลขบัตรประชาชน 13 หลัก' }).max(20, { error: 'กรุณากรอกเลขบัตรประชาชน 13 หลัก' }),
  titleKey: z.union([z.number().int(), z.string().max(10)]).optional().meta({ description: 'The title (lookup key), as the registration sends it' }),
  firstName: z.string({ error: 'กรุณากรอกชื่อ' }).max(100, { error: 'ชื่อยาวเกิน 100 ตัวอักษร' }),
  lastName: z.string({ error: 'กรุณากรอกนามสกุล' }).max(100, { error: 'นามสกุลยาวเกิน 100 ตัวอักษร' }),
  birthDate: z.string({ error: 'กรุณาระบุวันเกิด' }).max(40, { error: 'กรุณาระบุวันเกิด' }).meta({ description: 'YYYY-MM-DD, Gregorian', example: '2016-05-01' }),
  phone: z.string().max(20, { error: 'กรุณากรอกเบอร์โทรศัพท์ 10 หลัก' }).optional(),
  signBase64: z.string({ error: 'กรุณาลงลายมือชื่อ' }).max(400_000, { error: 'ลายมือชื่อไม่ถูกต้อง' }),
});
export type AddPersonRequest = z.input<typeof AddPersonBody>;

export const AddPersonAnswer = z.object({ message: z.string(), data: PersonEntry });
export type AddPersonResponse = z.output<typeof AddPersonAnswer>;

/** GET /api/v1/me/caregivers: who may act for me (an adult ends any of them from /privacy). */
export const CaregiverEntry = z.object({
  linkID: z.uuid(),
  caregiverID: z.uuid(),
  fullName: z.string(),
  relation: z.enum(CAREGIVER_RELATIONS),
  state: z.enum(CAREGIVER_LINK_STATES),
  since: z.string().nullable().meta({ description: 'When the link began to work (ISO time); null while pending' }),
  until: z.string().nullable(),
});
export type CaregiverEntry = z.output<typeof CaregiverEntry>;

export const CaregiversAnswer = z.object({ data: z.array(CaregiverEntry) });
export type CaregiversResponse = z.output<typeof CaregiversAnswer>;

/** POST /api/v1/me/caregivers/{linkID}/agree: the adult, signed in as themselves, agrees and signs. */
export const AgreeCaregiverBody = z.object({
  signBase64: z.string({ error: 'กรุณาลงลายมือชื่อ' }).max(400_000, { error: 'ลายมือชื่อไม่ถูกต้อง' }),
});
export type AgreeCaregiverRequest = z.input<typeof AgreeCaregiverBody>;

/** POST …/agree and Medrec's paper consent answer the link, now active. */
export const CaregiverLinkAnswer = z.object({ message: z.string(), data: CaregiverEntry });
export type CaregiverLinkResponse = z.output<typeof CaregiverLinkAnswer>;

/** DELETE /api/v1/me/caregivers/{linkID} and DELETE /api/v1/me/people/{userID}: the link ended. */
export const LinkEndedAnswer = z.object({ message: z.string().meta({ example: 'ยกเลิกการดูแลเรียบร้อย' }) });
export type LinkEndedResponse = z.output<typeof LinkEndedAnswer>;
