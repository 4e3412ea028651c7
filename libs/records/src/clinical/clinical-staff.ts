import { Role } from '@hospital/contracts';
import { Allow } from '@hospital/core';

/**
 * Who reads any patient's treatment history and works the CCNote and ICD10 screens
 * (care-services §6 leaves it open): the hospital's clinical and records staff and the
 * doctors (Admin, Nurse, Medrec, N_DOCTOR). Finance, Shipping, other network roles → 403.
 */
export const CLINICAL_STAFF_ROLES = [Role.Admin, Role.Nurse, Role.Medrec, Role.NetworkDoctor] as const;

export const AllowClinicalStaff = () => Allow(...CLINICAL_STAFF_ROLES);
