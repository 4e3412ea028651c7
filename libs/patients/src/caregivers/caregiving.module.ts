import { Global, Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { Caregiving } from '@hospital/core';
import { CaregiverLinks } from './caregiver-links.js';

/** Binds core's Caregiving port (the AuthGuard's X-Acting-For, the realtime rooms) to the links, for every module of the app (issue 33 item 2). */
@Global()
@Module({
  imports: [AuditModule],
  providers: [CaregiverLinks, { provide: Caregiving, useExisting: CaregiverLinks }],
  exports: [CaregiverLinks, Caregiving],
})
export class CaregivingModule {}
