import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A message written in the same transaction as the state change it reports. The relay
 * moves `job` rows into BullMQ (outbox id = job id), pushes `realtime` rows to sockets and
 * hands `event` rows (domain events, issue 19) to the in-process EventBus.
 */
@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  kind: 'job' | 'realtime' | 'event';

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ type: 'text', array: true, nullable: true })
  rooms: string[] | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'relayed_at', nullable: true })
  relayedAt: Date | null;

  @Column({ type: 'int', name: 'relay_attempts', default: 0 })
  relayAttempts: number;

  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError: string | null;

  /** An event whose handler failed is delivered again from this time on (backoff). */
  @Column({ type: 'timestamptz', name: 'retry_at', nullable: true })
  retryAt: Date | null;

  /** The request that wrote the row (x-request-id), carried into its job, delivery and handlers. */
  @Column({ type: 'text', name: 'request_id', nullable: true })
  requestId: string | null;

  /** The api instances whose sockets already got this realtime row (issue 18 finding 10). */
  @Column({ type: 'text', array: true, name: 'delivered_to', nullable: true })
  deliveredTo: string[] | null;

  /** A job's worker finished it or gave up on it (the failed set); until then the relay can queue it again if Redis lost it. */
  @Column({ type: 'timestamptz', name: 'settled_at', nullable: true })
  settledAt: Date | null;

  /** Issue 17 item 2: the queue job the row travelled in (`outbox-<id>` alone, or shared by a batch). */
  @Column({ type: 'text', name: 'queue_job_id', nullable: true })
  queueJobId: string | null;
}
