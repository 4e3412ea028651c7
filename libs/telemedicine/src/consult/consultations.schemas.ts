import type { ConsultCreateRequest } from '@hospital/contracts';
import { intLike, optionalText, text, z, nameSchemas, type Agrees } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, MESSAGES, TELE_MESSAGES } from '@hospital/rules';
import { TELE_MAX_TEXT } from '../booking/tele-booking.schemas.js';

/**
 * POST /api/v1/consult (care-services §3 Consultation, §5 Consultation): the shape and limits,
 * in the form's order. The date's rules (a real day and time, no weekend, not past, no
 * holiday) are consultProblem's (libs/rules), which the page runs too. An id that is not a
 * uuid reads as unknown: the patient 404, the doctor 'ไม่พบแพทย์ที่เลือก'.
 */
export const ConsultCreateBody = z.object({
  description: text(TELE_MAX_TEXT, TELE_MESSAGES.consultDescriptionRequired),
  parentID: optionalText(100, TELE_MESSAGES.consultDoctorRequired).meta({ description: 'the doctor asked (an N_DOCTOR user)', format: 'uuid' }),
  appointDatetime: optionalText(40, TELE_MESSAGES.consultDateRequired, TELE_MESSAGES.consultDateRequired).meta({
    description: "'YYYY-MM-DDTHH:mm' (Bangkok)",
    example: '2026-07-08T10:00',
  }),
  serviceType: z
    .union([intLike(MESSAGES.calendarServiceTypeRequired).pipe(z.literal(CONSULT_SERVICE_TYPE, { error: MESSAGES.calendarServiceTypeRequired })), z.null()], {
      error: MESSAGES.calendarServiceTypeRequired,
    })
    .optional()
    .meta({ description: 'always 3 (a consultation) when sent' }),
  userID: optionalText(100).meta({ description: 'the patient', format: 'uuid' }),
});
export type ConsultCreateInput = z.output<typeof ConsultCreateBody>;
/** Issue 30 item 3: the web's ConsultCreateRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const consultCreateRequestAgrees: Agrees<ConsultCreateRequest, z.input<typeof ConsultCreateBody>> = true;

export const ConsultCreateAnswer = z.object({ data: z.object({ teleID: z.uuid() }) });

/** GET /api/v1/user/role/{role}: a network role (N_DOCTOR: the doctors a consultation can be asked of). */
export const RoleParam = z.string().max(50).meta({ description: "a network role ('N_…'); any other answers 404", example: 'N_DOCTOR' });

export const UsersOfRoleAnswer = z.object({
  data: z.array(z.object({ userID: z.uuid(), fullName: z.string(), role: z.string() })),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ConsultCreateBody, ConsultCreateAnswer, UsersOfRoleAnswer });
