import { Module } from '@nestjs/common';
import { LineIdTokenVerifier } from './line-id-token.verifier.js';
import { LineMessagingClient } from './line-messaging.client.js';
import { LineRichMenusClient } from './line-rich-menus.client.js';

/** The LINE platform: ID-token verification (sign-in), Messaging API pushes, rich menus (issue 31 item 3). */
@Module({ providers: [LineIdTokenVerifier, LineMessagingClient, LineRichMenusClient], exports: [LineIdTokenVerifier, LineMessagingClient, LineRichMenusClient] })
export class LineIntegrationModule {}
