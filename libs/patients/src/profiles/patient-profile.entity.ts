import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A patient's profile beyond the identity facts, which stay in `users` (accounts §3).
 * Codes are the MOPH and official address codes (libs/lookups); empty fields are null.
 */
@Entity('patient_profiles')
export class PatientProfile {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  /** House number. */
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'text', nullable: true })
  moo: string | null;

  @Column({ type: 'text', nullable: true })
  soi: string | null;

  @Column({ type: 'text', nullable: true })
  road: string | null;

  /** ตำบล, 6 digits (`thDistrict` / `district` in the calls). */
  @Column({ type: 'varchar', length: 6, name: 'sub_district_code', nullable: true })
  subDistrictCode: string | null;

  /** อำเภอ, 4 digits (`thAmphur` / `amphur`). */
  @Column({ type: 'varchar', length: 4, name: 'amphur_code', nullable: true })
  amphurCode: string | null;

  @Column({ type: 'varchar', length: 2, name: 'province_code', nullable: true })
  provinceCode: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  postcode: string | null;

  @Column({ type: 'boolean', name: 'is_same_address', default: false })
  isSameAddress: boolean;

  @Column({ type: 'text', name: 'r_address', nullable: true })
  rAddress: string | null;

  @Column({ type: 'text', name: 'r_moo', nullable: true })
  rMoo: string | null;

  @Column({ type: 'varchar', length: 6, name: 'r_sub_district_code', nullable: true })
  rSubDistrictCode: string | null;

  @Column({ type: 'varchar', length: 4, name: 'r_amphur_code', nullable: true })
  rAmphurCode: string | null;

  @Column({ type: 'varchar', length: 2, name: 'r_province_code', nullable: true })
  rProvinceCode: string | null;

  @Column({ type: 'varchar', length: 5, name: 'r_postcode', nullable: true })
  rPostcode: string | null;

  @Column({ type: 'text', name: 'marital_status_key', nullable: true })
  maritalStatusKey: string | null;

  @Column({ type: 'text', name: 'mar_title_key', nullable: true })
  marTitleKey: string | null;

  @Column({ type: 'text', name: 'mar_first_name', nullable: true })
  marFirstName: string | null;

  @Column({ type: 'text', name: 'mar_last_name', nullable: true })
  marLastName: string | null;

  @Column({ type: 'text', name: 'nationality_key', nullable: true })
  nationalityKey: string | null;

  @Column({ type: 'text', name: 'race_key', nullable: true })
  raceKey: string | null;

  @Column({ type: 'text', name: 'religion_key', nullable: true })
  religionKey: string | null;

  @Column({ type: 'text', name: 'occupation_key', nullable: true })
  occupationKey: string | null;

  @Column({ type: 'text', name: 'education_level_key', nullable: true })
  educationLevelKey: string | null;

  @Column({ type: 'text', name: 'blood_group', nullable: true })
  bloodGroup: string | null;

  @Column({ type: 'text', name: 'father_title_key', nullable: true })
  fatherTitleKey: string | null;

  @Column({ type: 'text', name: 'father_first_name', nullable: true })
  fatherFirstName: string | null;

  @Column({ type: 'text', name: 'father_last_name', nullable: true })
  fatherLastName: string | null;

  @Column({ type: 'text', name: 'mother_title_key', nullable: true })
  motherTitleKey: string | null;

  @Column({ type: 'text', name: 'mother_first_name', nullable: true })
  motherFirstName: string | null;

  @Column({ type: 'text', name: 'mother_last_name', nullable: true })
  motherLastName: string | null;

  @Column({ type: 'text', name: 'drug_note', nullable: true })
  drugNote: string | null;

  @Column({ type: 'text', name: 'ptn_note', nullable: true })
  ptnNote: string | null;

  /** An HIS registration was queued and has not come back yet. */
  @Column({ type: 'timestamptz', name: 'his_requested_at', nullable: true })
  hisRequestedAt: Date | null;

  @Column({ type: 'uuid', name: 'his_request_by', nullable: true })
  hisRequestBy: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
