import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { ConsentChangedRooms } from './consent-changed-rooms.handler.js';
import { ConsentLedger } from './consent-ledger.js';
import { ConsentTextsController } from './consent-texts.controller.js';
import { ConsentTextsService } from './consent-texts.service.js';
import { MyConsentsController } from './my-consents.controller.js';
import { MyConsentsService } from './my-consents.service.js';

/**
 * Issue 15 items 1, 2 and 5: the consent ledger, owned by identity. Other domains import this
 * module for ConsentLedger (record a consent in their transaction, respect a withdrawal);
 * its tables are identity's alone.
 */
@Module({
  imports: [AuditModule], // issue 33 item 4: a caregiver's consent change for the person is recorded as theirs
  controllers: [MyConsentsController, ConsentTextsController],
  providers: [ConsentLedger, MyConsentsService, ConsentTextsService, ConsentChangedRooms],
  exports: [ConsentLedger],
})
export class ConsentsModule {}
