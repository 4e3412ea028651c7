import { Module } from '@nestjs/common';
import { FilesModule } from '@hospital/files';
import { TeleReceiptModule } from '../receipt/receipt.module.js';
import { TeleDemoSeeder } from './tele-demo-seeder.js';

/** Demo mode: the demo patients' telemedicine cases and photos (the api's DemoData seeds them). */
@Module({
  imports: [FilesModule, TeleReceiptModule], // issue 32 item 7: receipts of the demo's paid cases
  providers: [TeleDemoSeeder],
  exports: [TeleDemoSeeder],
})
export class TeleDemoModule {}
