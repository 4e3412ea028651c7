import { Module } from '@nestjs/common';
import { AccessLog } from './access-log/access-log.js';
import { AccessLogController } from './access-log/access-log.controller.js';
import { FlowMoveAudit } from './events/flow-move-audit.js';
import { PatientCreatedAudit } from './events/patient-created-audit.handler.js';
import { AuditPersonalData } from './personal-data/audit-personal-data.js';
import { PatientAccessAudit } from './patient-access/patient-access-audit.js';
import { PatientAccessAuditHandler } from './patient-access/patient-access-audit.handler.js';
import { SignInAuditHandler } from './sign-ins/sign-in-audit.handler.js';
import { SignInsController } from './sign-ins/sign-ins.controller.js';
import { AuditSearch } from './viewer/audit-search.js';
import { AuditViewerController } from './viewer/audit-viewer.controller.js';

/** The audit log: written by the worker from bus jobs and by reactions to domain events, read by Admin and by each person. */
@Module({
  controllers: [SignInsController, AuditViewerController, AccessLogController],
  providers: [SignInAuditHandler, PatientAccessAuditHandler, PatientAccessAudit, PatientCreatedAudit, FlowMoveAudit, AuditSearch, AccessLog, AuditPersonalData],
  exports: [PatientAccessAudit],
})
export class AuditModule {}
