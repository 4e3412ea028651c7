import type { HisPerson, PatientFields } from '@hospital/contracts';
import { isMarried } from './profile.js';

export interface HisPersonIdentity {
  userID: string;
  cid: string;
  fullName: string;
}

/**
 * The person object the HIS takes (accounts §3), from a patient's fields. The page sends it
 * with POST /api/v1/patient; the server builds it again from the stored record (the truth).
 * The blood keys are sent as 0 and the PCU area type as 4, as the hospital's current client
 * does: the HIS's own blood-group codes are not ours to guess. Spouse only when married.
 */
export function hisPersonOf({ userID, cid, fullName }: HisPersonIdentity, f: PatientFields): HisPerson {
  const married = isMarried(f);
  return {
    userID,
    titleKey: f.titleKey,
    firstName: f.firstName,
    lastName: f.lastName,
    genderKey: f.genderKey,
    cid,
    birthDT: f.birthDate,
    nationalityKey: f.nationalityKey,
    raceKey: f.raceKey,
    religionKey: f.religionKey,
    occupationKey: f.occupationKey,
    aboBloodTypeKey: '0',
    maritalStatusKey: f.maritalStatusKey,
    educationLevelKey: f.educationLevelKey,
    mobilePhone: f.phone,
    isDead: 0,
    fullName,
    addressNo: f.address,
    zipCode: f.postcode,
    phone: f.phone,
    soi: f.soi,
    moo: f.moo,
    road: f.road,
    thSubdistrictKey: f.thDistrict,
    thDistrictKey: f.thAmphur,
    thProvinceKey: f.thProvince,
    rhBloodGroupKey: 0,
    fatherFirstName: f.father_FirstName,
    fatherLastName: f.father_LastName,
    fatherTitleKey: f.fatherTitleKey,
    motherFirstName: f.mother_FirstName,
    motherLastName: f.mother_LastName,
    motherTitleKey: f.motherTitleKey,
    spouseFirstName: married ? f.mar_FirstName : '',
    spouseLastName: married ? f.mar_LastName : '',
    spouseTitleKey: married ? f.marTitleKey : '',
    pcuAreaTypeKey: 4,
  };
}
