import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { JwtMeetingVideoAdapter } from './jwt-meeting.adapter.js';
import { OpenTokVideoAdapter } from './opentok.adapter.js';
import { VIDEO_PROVIDER, type VideoProvider } from './video.port.js';
import { WebRtcRoomTokens, WebRtcVideoAdapter } from './webrtc.adapter.js';

/** Provides `VIDEO_PROVIDER` (the adapter VIDEO_PROVIDER names) and the WebRTC room tokens. */
@Module({
  providers: [
    WebRtcRoomTokens,
    {
      provide: VIDEO_PROVIDER,
      inject: [APP_CONFIG, WebRtcRoomTokens],
      useFactory: (config: AppConfig, roomTokens: WebRtcRoomTokens): VideoProvider => {
        switch (config.video.provider) {
          case 'opentok':
            return new OpenTokVideoAdapter(config);
          case 'jwt':
            return new JwtMeetingVideoAdapter(config);
          default:
            return new WebRtcVideoAdapter(roomTokens);
        }
      },
    },
  ],
  exports: [VIDEO_PROVIDER, WebRtcRoomTokens],
})
export class VideoIntegrationModule {}
