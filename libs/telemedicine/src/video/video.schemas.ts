import { z, nameSchemas } from '@hospital/core';
import { VideoCallStatusAnswer, VideoMeetingAnswer, VideoTokensAnswer } from '@hospital/contracts';
import { VIDEO_MESSAGES } from '@hospital/rules';

/**
 * The signed link of the patient's video page (`?t=`, VideoLinkSigner): the "no auth" calls of
 * care-services §7 take it instead of a bearer token. A link is a short JWT; anything longer is
 * not one.
 */
export const VideoLinkQuery = z.object({
  t: z
    .string({ error: VIDEO_MESSAGES.linkInvalid })
    .max(2000, { error: VIDEO_MESSAGES.linkInvalid })
    .optional()
    .meta({ description: 'the signed link of the LINE message (instead of a bearer token)' }),
});
export type VideoLinkInput = z.output<typeof VideoLinkQuery>;

/** VideoTokens, VideoMeeting, VideoCallStatus: declared once in libs/contracts (issue 30 item 3). */
export { VideoTokensAnswer, VideoMeetingAnswer, VideoCallStatusAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VideoTokensAnswer, VideoMeetingAnswer, VideoCallStatusAnswer });
