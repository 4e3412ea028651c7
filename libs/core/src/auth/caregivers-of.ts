/** A caregiver of a person, as messages about the person name them. */
export interface CaregiverOf {
  userID: string;
  fullName: string;
}

/**
 * Issue 33 item 3: the seam through which notifications (and any domain that tells people things)
 * asks who looks after a person now — the caregivers with an active link today — so a LINE message
 * about a person reaches each of them too. Core cannot import a domain: libs/patients, which
 * keeps the caregiver links, binds it (caregivers/caregivers-of.ts).
 */
export abstract class CaregiversOf {
  /** The caregivers with an active link to `personID` today, in the order they were linked; [] for none. */
  abstract activeCaregiversOf(personID: string): Promise<CaregiverOf[]>;
}
