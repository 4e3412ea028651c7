import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { VIDEO_LINK_TTL_SECONDS, VideoLinkSigner } from '../video/video-link.signer.js';
import { webAction } from './tele-chat-rows.js';

/**
 * Issue 31: the join button of a video visit in the chat and in its reminder — the patient's
 * signed link (VideoLinkSigner, as the flowStatus messages carry it), valid until 2 hours past
 * the appointment, so a reminder sent a day before still opens the call.
 */
@Injectable()
export class TeleVideoLinks {
  constructor(
    @Inject(VideoLinkSigner) private readonly signer: VideoLinkSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  joinAction(teleID: string, userID: string, at: string, now: Date): { label: string; uri: string } | undefined {
    const untilAt = Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1000));
    const path = this.signer.linkPath(teleID, userID, untilAt + VIDEO_LINK_TTL_SECONDS);
    return webAction('เข้าห้องวิดีโอคอล', `${this.config.publicBaseUrl}${path}`);
  }
}
