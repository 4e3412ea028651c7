/**
 * Delivers a realtime event to rooms. The api provides the Socket.IO one; a process without
 * sockets (the worker) never relays, so it needs none.
 */
export abstract class RealtimeSink {
  abstract deliver(rooms: readonly string[], event: string, payload: unknown): Promise<void>;
}
