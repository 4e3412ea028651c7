import { Inject, Logger } from '@nestjs/common';
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
import { MESSAGES, canJoinRoom } from '@hospital/rules';
import { AccountStanding } from '../auth/account-standing.js';
import type { AuthUser } from '../auth/token.service.js';
import { JwtStrategy } from '../auth/strategies/jwt.strategy.js';
import { RealtimeSink } from './realtime-sink.js';

interface SocketData {
  user: AuthUser;
}
type HospitalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HospitalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

function mayReceive(user: AuthUser | undefined, room: string): boolean {
  return !!user && user.exp * 1000 > Date.now() && canJoinRoom(user, room);
}

/**
 * Socket.IO: the handshake carries the same JWT as HTTP (`auth.token`); rooms are joined on
 * request and checked with canJoinRoom, which follows the HTTP read of the room's data
 * (libs/rules roles.ts); every delivery checks each socket again as an HTTP request would be
 * checked: an expired token, a room the role may not read, or an account deactivated since
 * the socket joined (AccountStanding, from memory between its short look-ups) gets nothing.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: { origin: false } })
export class RealtimeGateway extends RealtimeSink implements OnGatewayInit {
  @WebSocketServer() server: HospitalServer;
  private readonly logger = new Logger('Realtime');

  constructor(
    @Inject(JwtStrategy) private readonly jwt: JwtStrategy,
    @Inject(AccountStanding) private readonly standing: AccountStanding,
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
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: HospitalSocket, @MessageBody() room: string): Promise<JoinResult> {
    if (typeof room !== 'string' || !mayReceive(socket.data.user, room)) return { ok: false, message: MESSAGES.forbidden };
    if (!(await this.standing.isActive(socket.data.user.userID))) return { ok: false, message: MESSAGES.accountDisabled };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: HospitalSocket, @MessageBody() room: string): Promise<void> {
    if (typeof room === 'string') await socket.leave(room);
  }

  async deliver(rooms: readonly string[], event: string, payload: unknown): Promise<void> {
    const seen = new Set<string>();
    for (const room of rooms) {
      const sockets = (await this.server.in(room).fetchSockets()).filter((socket) => !seen.has(socket.id));
      sockets.forEach((socket) => seen.add(socket.id));
      const allowed = await Promise.all(
        sockets.map(async (socket) => mayReceive(socket.data.user, room) && (await this.standing.isActive(socket.data.user.userID))),
      );
      for (const [i, socket] of sockets.entries()) {
        if (allowed[i]) {
          (socket.emit as (e: string, p: unknown, r: string) => boolean)(event, payload, room);
        } else {
          socket.leave(room);
          this.logger.debug(`Dropped ${event} for socket ${socket.id} in ${room}`);
        }
      }
    }
  }
}
