import { PatientProfiles1763800000200 } from './migrations/1763800000200-patient-profiles.js';
import { PatientSearch1764000000730 } from './migrations/1764000000730-patient-search.js';
import { CaregiverLinks1768000000200 } from './migrations/1768000000200-caregiver-links.js';
import { CaregiverMajority1768100000100 } from './migrations/1768100000100-caregiver-majority.js';
import { PatientProfile } from './profiles/patient-profile.entity.js';

export * from './patients.module.js';
export * from './profiles/patient-profile.entity.js';
export * from './profiles/patient-record.js';
export * from './profiles/patient-records.js';
export * from './profiles/patient-vocabulary.js';
export * from './demo/demo-patients.js';
export { PatientProfiles1763800000200 } from './migrations/1763800000200-patient-profiles.js';
export { PatientSearch1764000000730 } from './migrations/1764000000730-patient-search.js';
export { CaregiverLinks1768000000200 } from './migrations/1768000000200-caregiver-links.js';
export { CaregiverMajority1768100000100 } from './migrations/1768100000100-caregiver-majority.js';
export * from './caregivers/caregiver-links.js';
export * from './caregivers/caregivers-majority.handler.js';

export const PATIENTS_SCHEMA = { entities: [PatientProfile], migrations: [PatientProfiles1763800000200, PatientSearch1764000000730, CaregiverLinks1768000000200, CaregiverMajority1768100000100] };
export * from './demo/patients-demo-seeder.js';
