import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { PERSONAL_DATA_SOURCE, type PersonalDataSource } from './personal-data-source.js';

/** Issue 15 item 3: every @PersonalData() provider of the app, found once at start-up. */
@Injectable()
export class PersonalDataSources implements OnModuleInit {
  private found: PersonalDataSource[] = [];

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    this.found = this.discovery
      .getProviders()
      .filter((w) => w.instance && w.metatype && w.isDependencyTreeStatic() && this.reflector.get(PERSONAL_DATA_SOURCE, w.metatype as Function))
      .map((w) => w.instance as PersonalDataSource);
    this.found = [...new Set(this.found)]; // a module imported by several is one instance
  }

  all(): readonly PersonalDataSource[] {
    return this.found;
  }
}
