import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Public } from '../auth/access.decorators.js';

export interface ClientConfig {
  teleHospitalName: string;
  links: AppConfig['links'];
}

/** The few settings the web app needs at run time (nothing secret). */
@Controller('api/config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  get(): ClientConfig {
    return { teleHospitalName: this.config.teleHospitalName, links: this.config.links };
  }
}
