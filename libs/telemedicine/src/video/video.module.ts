import { Module } from '@nestjs/common';
import { VideoIntegrationModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { VideoCallEnds } from './video-call-ends.js';
import { VideoCallers } from './video-callers.js';
import { VideoLinkSigner } from './video-link.signer.js';
import { VideoTokensService } from './video-tokens.service.js';
import { VideoController } from './video.controller.js';
import { VideoGateway } from './video.gateway.js';

/**
 * Video calls (care-services §2 Device check and Telemedicine session pages, §7 call, call2,
 * session, session2, answer2): the provider's tokens, the WebRTC signalling gateway and the
 * patient's signed link (VideoLinkSigner, exported to the flowStatus machine for the LINE message).
 */
@Module({
  imports: [TeleCasesModule, VideoIntegrationModule],
  controllers: [VideoController],
  providers: [VideoLinkSigner, VideoCallers, VideoCallEnds, VideoTokensService, VideoGateway],
  exports: [VideoLinkSigner],
})
export class TeleVideoModule {}
