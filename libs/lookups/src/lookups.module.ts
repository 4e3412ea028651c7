import { Module } from '@nestjs/common';
import { GeographyController } from './geography/geography.controller.js';
import { THAI_GEOGRAPHY } from './geography/geography.tokens.js';
import { loadThaiGeography } from './geography/thai-geography.js';

/** accounts-and-identity.md §3/§7 lookup lists: addresses now; titles and codes next. */
@Module({
  controllers: [GeographyController],
  providers: [{ provide: THAI_GEOGRAPHY, useFactory: loadThaiGeography }],
  exports: [THAI_GEOGRAPHY],
})
export class LookupsModule {}
