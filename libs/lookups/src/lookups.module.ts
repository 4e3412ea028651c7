import { Module } from '@nestjs/common';
import { CodesController } from './codes/codes.controller.js';
import { GeographyController } from './geography/geography.controller.js';
import { THAI_GEOGRAPHY } from './geography/geography.tokens.js';
import { loadThaiGeography } from './geography/thai-geography.js';

/** accounts-and-identity.md §3/§7 lookup lists: addresses, and the MOPH code lists (titles, race, nationality, …). */
@Module({
  controllers: [GeographyController, CodesController],
  providers: [{ provide: THAI_GEOGRAPHY, useFactory: loadThaiGeography }],
  exports: [THAI_GEOGRAPHY],
})
export class LookupsModule {}
