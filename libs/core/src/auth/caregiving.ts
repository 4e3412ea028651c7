import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/** The person a caregiver's call acts for, and the caregiver as the records name them. */
export interface ActingFor {
  person: { userID: string; fullName: string; role: string | null };
  caregiver: { fullName: string; phone: string | null };
}

/**
 * Issue 33 item 2: the seam through which the AuthGuard and the realtime gateway ask whether a
 * patient account may act for another person (X-Acting-For, a patient's room). Core cannot
 * import a domain: libs/patients, which keeps the caregiver links, binds it (CaregivingModule).
 */
export abstract class Caregiving {
  /** The person and the caregiver when `caregiverID` has an active link to `personID` today; null otherwise. */
  abstract actingFor(caregiverID: string, personID: string): Promise<ActingFor | null>;

  /** Records a refused X-Acting-For (the caller named someone not theirs to act for) in the audit log. */
  abstract refused(callerID: string, personID: string): Promise<void>;
}

export const SELF_ONLY = Symbol('SELF_ONLY');

/**
 * Issue 33: a call a person makes only for themselves, never acting for someone (X-Acting-For):
 * the AuthGuard answers 403 (PEOPLE_MESSAGES.notWhileActing) before the request is read. The API
 * docs say so (x-self-only).
 */
export const SelfOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(SELF_ONLY, true), ApiExtension('x-self-only', true)) as MethodDecorator & ClassDecorator;
