import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person who signs in: a patient (no role) or staff (accounts §1, §3 session user). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  username: string | null;

  @Column({ type: 'char', length: 13, name: 'id_card', nullable: true })
  idCard: string | null;

  @Column({ type: 'text', name: 'password_hash' })
  passwordHash: string;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  /** 1 = a registered patient with complete data (accounts §4); 0 = profile to complete. */
  @Column({ type: 'smallint', name: 'is_active', default: 0 })
  isActive: number;

  @Column({ type: 'text', name: 'title_name', nullable: true })
  titleName: string | null;

  @Column({ type: 'text', name: 'first_name' })
  firstName: string;

  @Column({ type: 'text', name: 'last_name', default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  hn: string | null;

  @Column({ type: 'text', name: 'line_user_id', nullable: true })
  lineUserId: string | null;

  @Column({ type: 'timestamptz', name: 'last_login_at', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

/** 'นายสมชาย รักสุขภาพ': title joined to the first name, as Thai names are written. */
export function fullNameOf(user: Pick<User, 'titleName' | 'firstName' | 'lastName'>): string {
  return `${user.titleName ?? ''}${user.firstName} ${user.lastName}`.trim();
}
