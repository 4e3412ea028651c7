import { Module } from '@nestjs/common';
import { LineIdTokenVerifier } from './line-id-token.verifier.js';

/** The LINE platform: ID-token verification now; Messaging API pushes with the care services. */
@Module({ providers: [LineIdTokenVerifier], exports: [LineIdTokenVerifier] })
export class LineIntegrationModule {}
