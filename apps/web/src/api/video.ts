import type { TeleCaseWithTokens, VideoCallStatus, VideoMeeting, VideoTokens } from '@hospital/contracts';
import { api } from './client';

/**
 * care-services §7 video calls. The patient's pages call `session` (sign-in or the signed
 * link `?t=` from a LINE message); staff pages call `call`.
 */
const enc = encodeURIComponent;
const withLink = (link: string | null) => (link ? `?t=${enc(link)}` : '');

export type VideoSide = 'patient' | 'staff';

export function fetchVideoTokens(side: VideoSide, teleID: string, link: string | null): Promise<VideoTokens> {
  return side === 'staff'
    ? api.get<VideoTokens>(`/api/v1/tele/call/${enc(teleID)}`)
    : api.get<VideoTokens>(`/api/v1/tele/session/${enc(teleID)}${withLink(link)}`);
}

/** The meeting host's link: call2 (staff), answer2 (patient). */
export function fetchMeeting(kind: 'call2' | 'answer2' | 'session2', teleID: string, link: string | null): Promise<VideoMeeting> {
  return api.get<VideoMeeting>(`/api/v1/tele/${kind}/${enc(teleID)}${kind === 'call2' ? '' : withLink(link)}`);
}

/** Issue 16 item 12: whether the case's call is open, was ended by staff, or is not open (bearer or the link). */
export function fetchCallState(teleID: string, link: string | null): Promise<VideoCallStatus> {
  return api.get<VideoCallStatus>(`/api/v1/tele/session/${enc(teleID)}/state${withLink(link)}`);
}

/** Issue 16 item 12: the staff side hangs up for both (the patient's page then says the call ended). */
export function endCall(teleID: string): Promise<VideoCallStatus> {
  return api.post<VideoCallStatus>(`/api/v1/tele/call/${enc(teleID)}/end`);
}

/** Issue 16 item 12: the case as the staff member may read it (GET /api/v1/tele/{teleID}), for the patient's name and HN. */
export function fetchVideoCase(teleID: string): Promise<{ data: TeleCaseWithTokens }> {
  return api.get<{ data: TeleCaseWithTokens }>(`/api/v1/tele/${enc(teleID)}`);
}
