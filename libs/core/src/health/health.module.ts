import { Module } from '@nestjs/common';
import { ClientConfigController } from './client-config.controller.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController, ClientConfigController] })
export class HealthModule {}
