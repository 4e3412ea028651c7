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

  /** Null for people registered through LINE or ThaiD, or created by staff: no password sign-in. */
  @Column({ type: 'text', name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  /** 1 = a registered patient with complete data (accounts §4); 0 = profile to complete. */
  @Column({ type: 'smallint', name: 'is_active', default: 0 })
  isActive: number;

  @Column({ type: 'text', name: 'title_name', nullable: true })
  titleName: string | null;

  /** The MOPH title code (title_name holds its label, as written before the name). */
  @Column({ type: 'text', name: 'title_key', nullable: true })
  titleKey: string | null;

  /** 1 male, 2 female (accounts §9, profile codes). */
  @Column({ type: 'smallint', name: 'gender_key', nullable: true })
  genderKey: number | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'date', name: 'birth_date', nullable: true })
  birthDate: string | null;

  @Column({ type: 'uuid', name: 'created_by', nullable: true })
  createdBy: string | null;

  @Column({ type: 'text', name: 'registered_via', nullable: true })
  registeredVia: 'line' | 'thaid' | 'web' | 'staff' | 'seed' | null;

  /** The address as the civil registry states it (ThaiD `address.formatted`), one line. */
  @Column({ type: 'text', name: 'registry_address', nullable: true })
  registryAddress: string | null;

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

  /** Issue 31: when the person blocked (unfollowed) the LINE OA; null while they follow (migration 1767700000220). */
  @Column({ type: 'timestamptz', name: 'line_unfollowed_at', nullable: true })
  lineUnfollowedAt: Date | null;

  @Column({ type: 'timestamptz', name: 'last_login_at', nullable: true })
  lastLoginAt: Date | null;

  /** care-services §4 Deactivate: set once, never cleared; such an account signs in no more. */
  @Column({ type: 'timestamptz', name: 'deactivated_at', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

/** 'นายสมชาย รักสุขภาพ': title joined to the first name, as Thai names are written. */
export function fullNameOf(user: Pick<User, 'titleName' | 'firstName' | 'lastName'>): string {
  return `${user.titleName ?? ''}${user.firstName} ${user.lastName}`.trim();
}
