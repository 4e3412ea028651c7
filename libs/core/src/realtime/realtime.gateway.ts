import { randomUUID } from 'node:crypto';
import { Inject, Logger, Optional } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, JoinResult, ServerToClientEvents } from '@hospital/contracts';
import { MESSAGES, canJoinRoom, patientOfDelivery, patientOfRoom } from '@hospital/rules';
import { AccountStanding } from '../auth/account-standing.js';
import { Caregiving } from '../auth/caregiving.js';
import { PatientAccess } from '../auth/patient-access.js';
import type { AuthUser } from '../auth/token.service.js';
import { JwtStrategy } from '../auth/strategies/jwt.strategy.js';
import { RealtimeNotEverywhere, RealtimeSink } from './realtime-sink.js';
import { CROSS_INSTANCE_TIMEOUT_MS } from './redis-io.adapter.js';

interface SocketData {
  user: AuthUser;
}
type HospitalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HospitalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What one api instance asks the others to deliver to their own sockets (issue 18 finding 10). */
interface CrossInstanceDelivery {
  rooms: string[];
  event: string;
  payload: unknown;
  reached: string[];
}
const CROSS_INSTANCE_EVENT = 'outbox.deliver';

function mayReceive(user: AuthUser | undefined, room: string): boolean {
  return !!user && user.exp * 1000 > Date.now() && canJoinRoom(user, room);
}

/**
 * Socket.IO: the handshake carries the same JWT as HTTP (`auth.token`); rooms are joined on
 * request and checked with canJoinRoom, which follows the HTTP read of the room's data
 * (libs/rules roles.ts); every delivery checks each socket again as an HTTP request would be
 * checked: an expired token, a room the role may not read, or an account deactivated since
 * the socket joined (AccountStanding, from memory between its short look-ups) gets nothing.
 * Issue 28 item 2: a patient's room, and a consultation's event on board:network, also ask the
 * one patient access rule (PatientAccess) at the join and at every delivery.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: { origin: false } })
export class RealtimeGateway extends RealtimeSink implements OnGatewayInit {
  @WebSocketServer() server: HospitalServer;
  private readonly logger = new Logger('Realtime');
  /** This api instance, as the others know it when they deliver an event for it. */
  readonly instanceID = randomUUID();

  constructor(
    @Inject(JwtStrategy) private readonly jwt: JwtStrategy,
    @Inject(AccountStanding) private readonly standing: AccountStanding,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Optional() @Inject(Caregiving) private readonly caregiving?: Caregiving,
  ) {
    super();
  }

  afterInit(server: HospitalServer): void {
    // The HTTP guard's check (passport 'jwt', issue 19 §4): a deactivated account's token
    // (care-services §4) opens no socket either.
    server.use((socket, next) =>
      this.jwt.admit((socket.handshake.auth as { token?: unknown })?.token, next, (user) => {
        socket.data.user = user;
      }),
    );
    // Another api instance relayed an event: this one delivers it to its own sockets, with its own checks.
    (server.of('/') as unknown as { on(event: string, listener: (m: CrossInstanceDelivery, ack: (id: string) => void) => void): void }).on(
      CROSS_INSTANCE_EVENT,
      (message, ack) => {
        const done = message.reached.includes(this.instanceID) ? Promise.resolve() : this.deliverHere(message.rooms, message.event, message.payload);
        done.then(
          () => ack(this.instanceID),
          (error: unknown) => this.logger.warn(`${message.event} from another instance not delivered: ${(error as Error).message}`),
        );
      },
    );
  }

  /**
   * Issue 33 item 2: a patient account in the room of a person it has an active caregiver link
   * to (patient:<personID>), checked at the join and at every delivery, as the person's own would be.
   */
  private async caregiverOf(user: AuthUser | undefined, room: string): Promise<boolean> {
    const person = typeof room === 'string' ? patientOfRoom(room) : null;
    if (!user || person === null || user.role !== null || person === user.userID || user.exp * 1000 <= Date.now() || !this.caregiving) return false;
    return (await this.caregiving.actingFor(user.userID, person)) !== null;
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: HospitalSocket, @MessageBody() room: string): Promise<JoinResult> {
    if (await this.caregiverOf(socket.data.user, room)) {
      if (!(await this.standing.isActive(socket.data.user.userID))) return { ok: false, message: MESSAGES.accountDisabled };
      await socket.join(room);
      return { ok: true };
    }
    if (typeof room !== 'string' || !mayReceive(socket.data.user, room)) return { ok: false, message: MESSAGES.forbidden };
    if (!(await this.standing.isActive(socket.data.user.userID))) return { ok: false, message: MESSAGES.accountDisabled };
    // Issue 28 item 2: a patient's room only for who may see that patient (the one access rule).
    const patient = patientOfRoom(room);
    if (patient !== null && !(await this.access.canSee(socket.data.user, patient))) return { ok: false, message: MESSAGES.forbidden };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: HospitalSocket, @MessageBody() room: string): Promise<void> {
    if (typeof room === 'string') await socket.leave(room);
  }

  /**
   * Issue 18 finding 10: this instance's sockets first, from memory (Socket.IO's `local` flag:
   * no Redis involved, so boards on this api stay live while Redis is down); then every other
   * api instance delivers to its own sockets (a server-side emit through Redis, each answering
   * once done, at most CROSS_INSTANCE_TIMEOUT_MS). While Redis is down the others are not
   * reached: the error names who was, and the relay asks the rest again once Redis is back.
   */
  async deliver(rooms: readonly string[], event: string, payload: unknown, reached: readonly string[] = []): Promise<void> {
    const done = new Set(reached);
    if (!done.has(this.instanceID)) {
      await this.deliverHere(rooms, event, payload);
      done.add(this.instanceID);
    }
    const pub = (this.server.of('/').adapter as unknown as { pubClient?: { status?: string } }).pubClient;
    if (!pub) return; // no Redis adapter: this is the only api instance
    if (pub.status !== 'ready') throw new RealtimeNotEverywhere([...done], 'Redis is unreachable: other api instances get this event once it is back');
    const message: CrossInstanceDelivery = { rooms: [...rooms], event, payload, reached: [...done] };
    const answer = await new Promise<{ error: Error | null; ids: string[] }>((resolve) => {
      // The adapter drops the callback when Redis fails under it: this timer still ends the wait.
      const timer = setTimeout(() => resolve({ error: new Error('no answer from the other api instances'), ids: [] }), CROSS_INSTANCE_TIMEOUT_MS + 1000);
      timer.unref();
      (this.server as unknown as { serverSideEmit(e: string, m: unknown, ack: (error: Error | null, ids: string[]) => void): void }).serverSideEmit(
        CROSS_INSTANCE_EVENT,
        message,
        (error, ids) => {
          clearTimeout(timer);
          resolve({ error, ids: ids ?? [] });
        },
      );
    });
    if (answer.error) throw new RealtimeNotEverywhere([...done, ...answer.ids], `${event}: ${answer.error.message}`);
  }

  /**
   * Delivers to the sockets of this instance, each checked as an HTTP read of the room would be.
   * Issue 17 (board fan-out): the account standing is asked once per account, not once per
   * socket (a board's 1,000 sockets are a few staff accounts; when the remembered standing runs
   * out, 1,000 identical look-ups queued on the pool), the room rule once per signed-in token
   * (sockets of one session share its verified user), and the sockets that pass get one
   * broadcast, so Socket.IO encodes the packet and its WebSocket frame once. When every member
   * of the room passed, the broadcast goes to the room itself, as a bare broadcast does;
   * otherwise to the passing sockets' own rooms (each socket is in the room of its id).
   */
  private async deliverHere(rooms: readonly string[], event: string, payload: unknown): Promise<void> {
    const seen = new Set<string>();
    const active = new Map<string, boolean>(); // account → standing, for this delivery
    for (const room of rooms) {
      // One pass over the room's sockets (issue 34, board fan-out): those an earlier room of this
      // delivery reached are skipped, the rest grouped by their signed-in token.
      const found = await this.server.local.in(room).fetchSockets();
      const byToken = new Map<AuthUser | undefined, typeof found>();
      for (const socket of found) {
        if (seen.has(socket.id)) continue;
        seen.add(socket.id);
        const sockets = byToken.get(socket.data.user);
        if (sockets) sockets.push(socket);
        else byToken.set(socket.data.user, [socket]);
      }
      if (byToken.size === 0) continue;
      const verdicts = await this.verdicts([...byToken.keys()], room, payload, active);
      let allowed = 0;
      const to: string[] = [];
      for (const [user, sockets] of byToken) {
        const verdict = verdicts.get(user);
        if (verdict === 'deliver') {
          allowed += sockets.length;
          for (const socket of sockets) to.push(socket.id);
        } else if (verdict === 'notThisEvent') {
          this.logger.debug(`${event} on ${room} is not for ${sockets.length} socket(s) of ${user!.userID}`);
        } else {
          for (const socket of sockets) void socket.leave(room);
          this.logger.debug(`Dropped ${event} for ${sockets.length} socket(s) in ${room}`);
        }
      }
      if (allowed === 0) continue;
      // The room itself only when its members now are exactly the sockets that passed (one that
      // joined while the standings were asked waits for the next event, as before).
      const members = (this.server.of('/').adapter as unknown as { rooms: Map<string, Set<string>> }).rooms.get(room);
      const wholeRoom = members !== undefined && members.size === allowed && to.every((id) => members.has(id));
      (this.server.local.to(wholeRoom ? room : to).emit as (e: string, p: unknown, r: string) => boolean)(event, payload, room);
    }
  }

  /**
   * Per signed-in token of a room's sockets, what this delivery does with them, each check asked
   * once: the room rule per token; for a person's room, an active caregiver link per account
   * (issue 33 item 2); the account's standing (once per account for the whole delivery); and
   * the one patient access rule for the patient this delivery carries (issue 28 item 2,
   * libs/rules patientOfDelivery). 'leave': refused, the sockets leave the room; 'notThisEvent':
   * on board:network, a consultation that is not the network account's own, the sockets stay.
   */
  private async verdicts(
    users: ReadonlyArray<AuthUser | undefined>,
    room: string,
    payload: unknown,
    active: Map<string, boolean>,
  ): Promise<Map<AuthUser | undefined, 'deliver' | 'notThisEvent' | 'leave'>> {
    const mayRead = new Map(users.map((user) => [user, mayReceive(user, room)]));
    const accountsOf = (list: ReadonlyArray<AuthUser | undefined>) => [...new Map(list.filter((u): u is AuthUser => !!u).map((u) => [u.userID, u])).values()];
    // Issue 33 item 2: the caregivers in a person's room, asked once per account of this delivery.
    const caregivers = new Set<string>();
    await Promise.all(accountsOf(users.filter((u) => !mayRead.get(u))).map(async (u) => (await this.caregiverOf(u, room)) && caregivers.add(u.userID)));
    for (const user of users) if (user && caregivers.has(user.userID)) mayRead.set(user, true);
    const readers = users.filter((u) => mayRead.get(u));
    await Promise.all(accountsOf(readers.filter((u) => !active.has(u!.userID))).map(async (u) => active.set(u.userID, await this.standing.isActive(u.userID))));
    const sees = new Map<string, boolean>();
    await Promise.all(
      accountsOf(readers.filter((u) => active.get(u!.userID) === true)).map(async (user) => {
        if (caregivers.has(user.userID)) return void sees.set(user.userID, true);
        const patient = patientOfDelivery(user, room, payload);
        sees.set(user.userID, patient === null ? true : patient === false ? false : await this.access.canSee(user, patient));
      }),
    );
    return new Map(
      users.map((user) => {
        if (!user || !mayRead.get(user) || active.get(user.userID) !== true) return [user, 'leave'] as const;
        if (sees.get(user.userID) === true) return [user, 'deliver'] as const;
        return [user, room === 'board:network' ? 'notThisEvent' : 'leave'] as const;
      }),
    );
  }
}
