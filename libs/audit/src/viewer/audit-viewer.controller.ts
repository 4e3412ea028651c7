import { Controller, Get, Inject, Query } from '@nestjs/common';
import { Role, type AuditLogResponse } from '@hospital/contracts';
import { Allow, Answer } from '@hospital/core';
import { AuditSearch } from './audit-search.js';
import { AuditLogAnswer, AuditSearchQuery, type AuditSearchInput } from './audit-viewer.schemas.js';

/**
 * Issue 14 item 5, the audit viewer: Admin searches who signed in, who read or changed which
 * patient's data, when and from where — newest first, a page at a time.
 */
@Controller('api/v1/audit/log')
export class AuditViewerController {
  constructor(@Inject(AuditSearch) private readonly audit: AuditSearch) {}

  @Allow(Role.Admin)
  @Get()
  @Answer(AuditLogAnswer)
  search(@Query({ schema: AuditSearchQuery }) query: AuditSearchInput): Promise<AuditLogResponse> {
    return this.audit.search(query);
  }
}
