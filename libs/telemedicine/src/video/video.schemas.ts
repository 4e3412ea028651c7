import { z } from '@hospital/core';
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

/** VideoTokens: the provider's session and this participant's token. */
export const VideoTokensAnswer = z.object({
  result: z.union([z.literal(200), z.literal(500)]),
  message: z.string(),
  provider: z.enum(['webrtc', 'opentok', 'jwt']),
  tokSession: z.string().nullable(),
  tokToken: z.string().nullable(),
  apiKey: z.string().nullable().optional(),
  iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })).optional(),
});

/** VideoMeeting: the meeting host's JWT and where to send the browser; or none, and why (issue 16). */
export const VideoMeetingAnswer = z.object({ token: z.string().nullable(), url: z.string().nullable(), message: z.string().optional() });

/** Issue 16 item 12, VideoCallStatus: the call of the case is open, was ended by staff, or is not open (status 0). */
export const VideoCallStatusAnswer = z.object({ state: z.enum(['open', 'ended', 'notOpen']), message: z.string() });
