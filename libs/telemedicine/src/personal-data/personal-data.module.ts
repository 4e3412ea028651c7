import { Module } from '@nestjs/common';
import { TelePersonalData } from './tele-personal-data.js';

/** Issue 15 item 3: telemedicine's part of a copy of one's data (found by @PersonalData()). */
@Module({
  providers: [TelePersonalData],
})
export class TelePersonalDataModule {}
