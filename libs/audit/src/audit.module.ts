import { Module } from '@nestjs/common';
import { SignInAuditHandler } from './sign-ins/sign-in-audit.handler.js';
import { SignInsController } from './sign-ins/sign-ins.controller.js';

/** The audit log: written by the worker from bus jobs, read by Admin and by each person. */
@Module({ controllers: [SignInsController], providers: [SignInAuditHandler] })
export class AuditModule {}
