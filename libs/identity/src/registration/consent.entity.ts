import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A signed consent (accounts §1, §4): which text (version and hash), when, the signature
 * image and its hash, and from where. Never updated; a new signature is a new row.
 */
@Entity('consents')
export class Consent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId: string;

  @Column({ type: 'text', name: 'text_version' })
  textVersion: string;

  @Column({ type: 'char', length: 64, name: 'text_sha256' })
  textSha256: string;

  @Column({ type: 'timestamptz', name: 'signed_at', default: () => 'now()' })
  signedAt: Date;

  @Column({ type: 'bytea', name: 'signature_png' })
  signaturePng: Buffer;

  @Column({ type: 'char', length: 64, name: 'signature_sha256' })
  signatureSha256: string;

  @Column({ type: 'text' })
  channel: 'line' | 'thaid';

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'text', name: 'user_agent', nullable: true })
  userAgent: string | null;
}
