import { AuditEntry } from './sign-ins/audit-entry.entity.js';
import { CreateAuditLog1763700000200 } from './migrations/1763700000200-create-audit-log.js';

export * from './audit.module.js';
export * from './sign-ins/audit-entry.entity.js';

export const AUDIT_SCHEMA = { entities: [AuditEntry], migrations: [CreateAuditLog1763700000200] };
