import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A patient's profile beyond the identity facts (accounts §3 profile): the addresses,
 * marital status and spouse, origin, religion, occupation, education, blood group, parents
 * and notes. Names, title, gender, birth date, phone, national ID and HN stay in `users`.
 * `his_requested_at` marks an HIS registration that is queued and not finished yet.
 */
export class PatientProfiles1763800000200 implements MigrationInterface {
  name = 'PatientProfiles1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE patient_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        address text,
        moo text,
        soi text,
        road text,
        sub_district_code varchar(6),
        amphur_code varchar(4),
        province_code varchar(2),
        postcode varchar(5),
        is_same_address boolean NOT NULL DEFAULT false,
        r_address text,
        r_moo text,
        r_sub_district_code varchar(6),
        r_amphur_code varchar(4),
        r_province_code varchar(2),
        r_postcode varchar(5),
        marital_status_key text,
        mar_title_key text,
        mar_first_name text,
        mar_last_name text,
        nationality_key text,
        race_key text,
        religion_key text,
        occupation_key text,
        education_level_key text,
        blood_group text,
        father_title_key text,
        father_first_name text,
        father_last_name text,
        mother_title_key text,
        mother_first_name text,
        mother_last_name text,
        drug_note text,
        ptn_note text,
        his_requested_at timestamptz,
        his_request_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX patient_profiles_his_pending ON patient_profiles (his_requested_at) WHERE his_requested_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE patient_profiles`);
  }
}
