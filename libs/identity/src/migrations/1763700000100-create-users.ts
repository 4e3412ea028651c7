import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763700000100 implements MigrationInterface {
  name = 'CreateUsers1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text,
        username text,
        id_card char(13) CHECK (id_card ~ '^[0-9]{13}$'),
        password_hash text NOT NULL,
        role text,
        is_active smallint NOT NULL DEFAULT 0,
        title_name text,
        first_name text NOT NULL,
        last_name text NOT NULL DEFAULT '',
        phone varchar(10),
        hn varchar(7),
        line_user_id text,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_username ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_id_card ON users (id_card)`);
    await q.query(`CREATE UNIQUE INDEX users_line_user_id ON users (line_user_id)`);
    await q.query(`CREATE UNIQUE INDEX users_hn ON users (hn)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}
