import { Module } from '@nestjs/common';
import { LineIdTokenVerifier } from './line-id-token.verifier.js';
import { LineMessagingClient } from './line-messaging.client.js';

/** The LINE platform: ID-token verification (sign-in) and Messaging API pushes. */
@Module({ providers: [LineIdTokenVerifier, LineMessagingClient], exports: [LineIdTokenVerifier, LineMessagingClient] })
export class LineIntegrationModule {}
