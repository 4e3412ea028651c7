import type { BookingChangedEvent } from './bookings.js';
import type { PatientHnAssigned } from './patients.js';
import type { ConsentPurpose } from './privacy.js';
import type { TeleChangedEvent } from './tele.js';

/**
 * Socket.IO contract. A client signs in with the JWT in `auth.token`, then asks to join
 * rooms. Staff boards are `board:<name>`; a patient's own room is `patient:<userID>`.
 */
export const BOARDS = ['nurse', 'doctor', 'finance', 'shipping', 'booking', 'network', 'admin'] as const;
export type Board = (typeof BOARDS)[number];
export type Room = `board:${Board}` | `patient:${string}`;

export interface SignInActivity {
  id: string;
  userID: string | null;
  login: string;
  success: boolean;
  at: string;
}

/**
 * Server-to-client events. Each says what changed and the room it was delivered for; the
 * page refetches what it shows.
 */
export interface ServerToClientEvents {
  'audit.signIn': (event: SignInActivity, room: Room) => void;
  /** The HIS issued the patient's hospital number (accounts §2 profile, issue: HIS via the bus). */
  'patient.hnAssigned': (event: PatientHnAssigned, room: Room) => void;
  /** A patient's profile changed (saved by the patient or by staff). */
  'patient.profileChanged': (event: { userID: string }, room: Room) => void;
  /** A person's consent was given, given again or withdrawn (their /privacy page refetches). Room: the patient's. */
  'patient.consentsChanged': (event: { userID: string; purpose: ConsentPurpose }, room: Room) => void;
  /** A telemedicine case was created, edited, moved or got a file (care-services §4). */
  'tele.changed': (event: TeleChangedEvent, room: Room) => void;
  /** An in-person booking was created, confirmed, cancelled or changed by staff (care-services §4). Rooms: board:booking, board:admin, the patient. */
  'booking.changed': (event: BookingChangedEvent, room: Room) => void;
  /**
   * Issue 13 item 6: the day's queue moved (a case or booking ahead was finished, cancelled or
   * came back). Sent only to the rooms of the patients still waiting behind it; it names no
   * one, so each page refetches its own place.
   */
  'queue.moved': (event: QueueMovedEvent, room: Room) => void;
}

/** The payload of 'queue.moved': which queue, and its day (YYYY-MM-DD, Bangkok). */
export interface QueueMovedEvent {
  kind: 'tele' | 'booking';
  date: string;
}

export type RealtimeEventName = keyof ServerToClientEvents;
export type RealtimeEventPayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

export interface JoinResult {
  ok: boolean;
  message?: string;
}

export interface ClientToServerEvents {
  join: (room: Room, ack: (result: JoinResult) => void) => void;
  leave: (room: Room) => void;
}

/**
 * WebRTC signalling for the video pages (care-services §2 /vdocall, /vdoadmin). It runs on
 * its own Socket.IO namespace `/video` (same path and server as the boards): the handshake
 * takes the user's JWT or the room token of GET /api/v1/tele/call|session (`tokToken`).
 * A socket joins the room of one case; signals are relayed only between sockets in it.
 */
export const VIDEO_NAMESPACE = '/video';

export interface VideoSessionDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}
export interface VideoIceCandidate {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}
export interface VideoPeer {
  socketID: string;
  userID: string;
  fullName: string;
}
export interface VideoJoinRequest {
  teleID: string;
  /** The room token (`tokToken`) of the call or session answer. */
  token: string;
}
export interface VideoJoinResult {
  ok: boolean;
  message?: string;
  /** This socket's id, and the peers already in the room (the newcomer offers to them). */
  self?: string;
  peers?: VideoPeer[];
}
export interface VideoSignalOut {
  /** The socket id of the peer. */
  to: string;
  description?: VideoSessionDescription;
  candidate?: VideoIceCandidate;
}
export interface VideoSignalIn {
  from: VideoPeer;
  description?: VideoSessionDescription;
  candidate?: VideoIceCandidate;
}

export interface VideoClientToServerEvents {
  'video.join': (request: VideoJoinRequest, ack: (result: VideoJoinResult) => void) => void;
  'video.signal': (signal: VideoSignalOut, ack?: (result: JoinResult) => void) => void;
  'video.leave': () => void;
}

export interface VideoServerToClientEvents {
  'video.signal': (signal: VideoSignalIn) => void;
  'video.peer-left': (peer: { socketID: string }) => void;
}
