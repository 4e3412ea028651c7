import { Module } from '@nestjs/common';
import { PatientAccessAudit } from './patient-access/patient-access-audit.js';
import { PatientAccessAuditHandler } from './patient-access/patient-access-audit.handler.js';
import { SignInAuditHandler } from './sign-ins/sign-in-audit.handler.js';
import { SignInsController } from './sign-ins/sign-ins.controller.js';

/** The audit log: written by the worker from bus jobs, read by Admin and by each person. */
@Module({
  controllers: [SignInsController],
  providers: [SignInAuditHandler, PatientAccessAuditHandler, PatientAccessAudit],
  exports: [PatientAccessAudit],
})
export class AuditModule {}
