import { Module } from '@nestjs/common';
import { TelePersonalData } from './tele-personal-data.js';
import { TeleReschedulesPersonalData } from './tele-reschedules-personal-data.js';

/** Issue 15 item 3: telemedicine's part of a copy of one's data (found by @PersonalData()); issue 32 item 2: the cases' reschedules. */
@Module({
  providers: [TelePersonalData, TeleReschedulesPersonalData],
})
export class TelePersonalDataModule {}
