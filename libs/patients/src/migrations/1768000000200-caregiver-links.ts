import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 items 1, 4: who may act for whom. One row per caregiver and person: 'active' (may act;
 * a child's until its `until`, the 20th birthday), 'pending' (an adult who has not agreed yet),
 * 'ended' (by either side, the age, or the caregiver's deactivation). The caregiver's signature
 * (and the adult's, when they agree from their own account) kept as registration keeps its
 * consent's: the PNG and its SHA-256. At most one active-or-pending link per pair.
 */
export class CaregiverLinks1768000000200 implements MigrationInterface {
  name = 'CaregiverLinks1768000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE caregiver_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        caregiver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        relation text NOT NULL CHECK (relation IN ('child', 'parent', 'spouse', 'other')),
        state text NOT NULL CHECK (state IN ('active', 'pending', 'ended')),
        until date,
        signature_png bytea NOT NULL,
        signature_sha256 char(64) NOT NULL,
        agreed_at timestamptz,
        agreed_how text CHECK (agreed_how IN ('guardian', 'self', 'paper')),
        agreed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        agree_signature_png bytea,
        agree_signature_sha256 char(64),
        ended_at timestamptz,
        ended_reason text CHECK (ended_reason IN ('caregiver', 'person', 'age', 'deactivated')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (caregiver_id <> person_id),
        CHECK (state <> 'active' OR agreed_at IS NOT NULL),
        CHECK ((state = 'ended') = (ended_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX caregiver_links_open ON caregiver_links (caregiver_id, person_id) WHERE state IN ('active', 'pending')`);
    await q.query(`CREATE INDEX caregiver_links_person ON caregiver_links (person_id)`);
    await q.query(`CREATE INDEX caregiver_links_until ON caregiver_links (until) WHERE state = 'active' AND until IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE caregiver_links`);
  }
}
