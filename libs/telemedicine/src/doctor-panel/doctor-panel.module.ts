import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { FilesModule } from '@hospital/files';
import { HisIntegrationModule } from '@hospital/integrations';
import { PatientsModule } from '@hospital/patients';
import { TeleCasesModule } from '../cases/cases.module.js';
import { DoctorPanelController } from './doctor-panel.controller.js';
import { DoctorPanelReads } from './doctor-panel.reads.js';

/**
 * Issue 35 item 1: the doctor's panel beside the video (/vdoadmin/{teleID}): the patient's drug
 * note and last HIS visits, and the photos of their earlier cases.
 */
@Module({
  imports: [AuditModule, FilesModule, HisIntegrationModule, PatientsModule, TeleCasesModule],
  controllers: [DoctorPanelController],
  providers: [DoctorPanelReads],
})
export class TeleDoctorPanelModule {}
