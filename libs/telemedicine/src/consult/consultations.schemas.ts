import { ConsultCreateAnswer, ConsultCreateBody, RoleUserAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/**
 * POST /api/v1/consult (care-services §3 Consultation, §5 Consultation): ConsultCreateBody and its
 * answer are declared once in libs/contracts (tele-calls.ts, issue 30 item 2), the web's
 * ConsultCreateRequest inferred from it. The date's rules are consultProblem's (libs/rules).
 */
export { ConsultCreateAnswer, ConsultCreateBody };
export type ConsultCreateInput = z.output<typeof ConsultCreateBody>;

/** GET /api/v1/user/role/{role}: a network role (N_DOCTOR: the doctors a consultation can be asked of). */
export const RoleParam = z.string().max(50).meta({ description: "a network role ('N_…'); any other answers 404", example: 'N_DOCTOR' });

export const UsersOfRoleAnswer = z.object({ data: z.array(RoleUserAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ConsultCreateBody, ConsultCreateAnswer, UsersOfRoleAnswer });
