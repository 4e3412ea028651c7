/**
 * Delivers a realtime event to rooms. The api provides the Socket.IO one; a process without
 * sockets (the worker) never relays, so it needs none.
 */
export abstract class RealtimeSink {
  /**
   * Delivers to this instance's sockets first (no Redis needed), then to the other api
   * instances' (through Redis). `reached` names the instances that already delivered this
   * event (a retry after a partial delivery); throws RealtimeNotEverywhere when some were not
   * reached (issue 18 finding 10).
   */
  abstract deliver(rooms: readonly string[], event: string, payload: unknown, reached?: readonly string[]): Promise<void>;
}

/** Some api instances got the event (`reached`), others not yet: the relay tries them again later. */
export class RealtimeNotEverywhere extends Error {
  constructor(
    readonly reached: string[],
    message: string,
  ) {
    super(message);
  }
}
