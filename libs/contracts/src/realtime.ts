import type { PatientHnAssigned } from './patients.js';
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
  /** A telemedicine case was created, edited, moved or got a file (care-services §4). */
  'tele.changed': (event: TeleChangedEvent, room: Room) => void;
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
