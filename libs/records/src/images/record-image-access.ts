import { Role } from '@hospital/contracts';
import { Allow } from '@hospital/core';
import type { PeopleDirectory } from '@hospital/identity';
import type { EntityManager } from 'typeorm';

/**
 * Who files images into the hospital record and reads them back (care-services §2
 * /patientimage, /softconimg): the hospital's own clinical and records staff. Finance,
 * Shipping, network hospitals and patients are refused (403).
 */
export const RECORD_IMAGE_ROLES = [Role.Admin, Role.Medrec, Role.Nurse] as const;

export const AllowRecordImageStaff = () => Allow(...RECORD_IMAGE_ROLES);

/** Our user with this HN (the patient's own account; identity's to find), or null: most HIS patients have none. */
export async function userIdOfHn(people: PeopleDirectory, m: EntityManager, hn: string): Promise<string | null> {
  const [id] = await people.findUserIDs({ hns: [hn] }, m);
  return id ?? null;
}
