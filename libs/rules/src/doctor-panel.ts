/**
 * Issue 35 item 1: what the doctor's panel beside the video (/vdoadmin/{teleID}) shows of the
 * patient's past: the last visits from the HIS and the photos of their earlier cases.
 */
export const DOCTOR_PANEL = {
  /** The HIS visits shown, newest first. */
  lastVisits: 3,
  /** The earlier cases' photos shown, newest first. */
  earlierPhotos: 12,
} as const;

export const DOCTOR_PANEL_MESSAGES = {
  noDrugAllergy: 'ไม่มีประวัติแพ้ยา',
  drugAllergy: 'แพ้ยา',
  noVisits: 'ไม่มีประวัติการรักษาจาก HIS',
  noHn: 'ผู้ป่วยยังไม่มี HN จึงไม่มีประวัติการรักษาจาก HIS',
  noEarlierPhotos: 'ไม่มีรูปจากการรับบริการครั้งก่อน',
} as const;
