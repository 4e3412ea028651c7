import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what and when: sign-ins now; staff reads of patient data later. */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The bus job that wrote it: a retried job never writes twice. */
  @Column({ type: 'text', name: 'job_id', unique: true })
  jobId: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'uuid', name: 'user_id', nullable: true })
  userId: string | null;

  /** Whose data was accessed (staff access to a patient's data); null for sign-ins. */
  @Column({ type: 'uuid', name: 'subject_id', nullable: true })
  subjectId: string | null;

  /** Issue 33 item 4: the caregiver (= userId) who acted for the person (subjectId) through X-Acting-For. */
  @Column({ type: 'uuid', name: 'acting_by', nullable: true })
  actingBy: string | null;

  @Column({ type: 'text', nullable: true })
  login: string | null;

  @Column({ type: 'boolean' })
  success: boolean;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'text', name: 'user_agent', nullable: true })
  userAgent: string | null;

  @Column({ type: 'timestamptz' })
  at: Date;
}
