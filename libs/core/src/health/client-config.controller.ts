import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ClientConfig } from '@hospital/contracts';
import { Public } from '../auth/access.decorators.js';
import { Answer } from '../http/schemas/api-docs.decorators.js';
import { ClientConfigAnswer } from './health.schemas.js';

@Controller('api/config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @Answer(ClientConfigAnswer)
  get(): ClientConfig {
    const { line } = this.config;
    return {
      teleHospitalName: this.config.teleHospitalName,
      links: this.config.links,
      vaccineCertUrl: this.config.vaccineLinks.certUrl,
      vaccineReportUrl: this.config.vaccineLinks.reportUrl,
      liff: {
        ids: line.liffIds,
        mock: line.liffMock,
        // Only with the mock: the local LINE stand-in mints ID tokens for demo LINE users.
        mockTokenUrl: line.liffMock ? `${line.apiBaseUrl.replace(/\/$/, '')}/__dev/id-token` : null,
      },
      hisStandIn: this.config.his.standIn,
    };
  }
}
