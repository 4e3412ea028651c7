/** Staff roles of accounts-and-identity §1/§6. A user without a role is a patient. */
export const Role = {
  Admin: 'Admin',
  Medrec: 'Medrec',
  Nurse: 'Nurse',
  Finance: 'Finance',
  Shipping: 'Shipping',
  NetworkDoctor: 'N_DOCTOR',
} as const;

export type StaffRole = (typeof Role)[keyof typeof Role] | `N_${string}`;

/** Network-hospital roles start with 'N_'. */
export const NETWORK_ROLE_PREFIX = 'N_';
