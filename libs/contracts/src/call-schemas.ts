import * as z from 'zod';

/**
 * Issue 30 item 3, one declaration per call: a call's answer declared once, as the zod schema
 * the api documents (GET /api/docs-json) and the integration tests check answers against; its
 * type is inferred from it here, so the api, the worker and the web (which imports these types
 * from @hospital/contracts) read the same shape. The other calls' schemas are in the
 * `*-calls.ts` files beside this one, with the messages they name in input/ (issue 30 item 2,
 * docs/decisions.md "a call's types from its schema").
 */

/** PUT /api/v1/tele/transfer/{teleID} (§7): result 200 with the new status, or 500 with the message (§8 'cannot save data'). */
export const TeleTransferAnswer = z.object({
  result: z.union([z.literal(200), z.literal(500)]),
  message: z.string(),
  data: z.object({ teleID: z.uuid(), flowStatus: z.number().int() }).nullable(),
});
export type TeleTransferResponse = z.output<typeof TeleTransferAnswer>;

/**
 * The answer of POST /api/v1/identity/deactivate (the page reads none of it, §7). What is
 * removed with isDelete is removed by each domain on 'account.deactivated' after the commit
 * (issue 19 item 3), so the answer names no counts.
 */
export const DeactivateAnswer = z.object({ deactivated: z.literal(true), deleted: z.boolean() });
export type DeactivateResponse = z.output<typeof DeactivateAnswer>;

/** GET /api/v1/tele/call/{teleID} and the session calls (§7): the provider's session and this participant's token. */
export const VideoTokensAnswer = z.object({
  result: z.union([z.literal(200), z.literal(500)]),
  message: z.string(),
  provider: z.enum(['webrtc', 'opentok', 'jwt']),
  tokSession: z.string().nullable(),
  tokToken: z.string().nullable(),
  /** OpenTok's api key, needed by @opentok/client. */
  apiKey: z.string().nullable().optional(),
  /** WebRTC: the ICE servers the browser should use (empty on one machine or a LAN). */
  iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })).optional(),
});
export type VideoTokens = z.output<typeof VideoTokensAnswer>;

/**
 * GET /api/v1/tele/call2|session2|answer2/{teleID}: the meeting host's JWT and where to send the
 * browser; or none, and why in Thai, answered 200 (issue 16: another provider, or the case not open for a call).
 */
export const VideoMeetingAnswer = z.object({ token: z.string().nullable(), url: z.string().nullable(), message: z.string().optional() });
export type VideoMeeting = z.output<typeof VideoMeetingAnswer>;

/** Issue 16 item 12, GET /api/v1/tele/session/{teleID}/state: the call of the case is open, was ended by staff, or is not open (status 0). */
export const VideoCallStatusAnswer = z.object({ state: z.enum(['open', 'ended', 'notOpen']), message: z.string() });
export type VideoCallStatus = z.output<typeof VideoCallStatusAnswer>;
