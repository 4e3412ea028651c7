import { Module } from '@nestjs/common';
import { FilesModule } from '@hospital/files';
import { TeleDemoSeeder } from './tele-demo-seeder.js';

/** Demo mode: the demo patients' telemedicine cases and photos (the api's DemoData seeds them). */
@Module({
  imports: [FilesModule],
  providers: [TeleDemoSeeder],
  exports: [TeleDemoSeeder],
})
export class TeleDemoModule {}
