import { AuditEntry } from './sign-ins/audit-entry.entity.js';
import { CreateAuditLog1763700000200 } from './migrations/1763700000200-create-audit-log.js';
import { AuditSubject1763800000300 } from './migrations/1763800000300-audit-subject.js';
import { AuditActingBy1768000000250 } from './migrations/1768000000250-audit-acting-by.js';

export * from './audit.module.js';
export * from './sign-ins/audit-entry.entity.js';
export * from './patient-access/patient-access-audit.js';

export const AUDIT_SCHEMA = { entities: [AuditEntry], migrations: [CreateAuditLog1763700000200, AuditSubject1763800000300, AuditActingBy1768000000250] };
