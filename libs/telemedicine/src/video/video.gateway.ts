import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import {
  VIDEO_NAMESPACE,
  type JoinResult,
  type VideoClientToServerEvents,
  type VideoIceCandidate,
  type VideoJoinResult,
  type VideoPeer,
  type VideoServerToClientEvents,
  type VideoSessionDescription,
} from '@hospital/contracts';
import { JwtStrategy } from '@hospital/core';
import { WebRtcRoomTokens } from '@hospital/integrations';
import { MESSAGES, VIDEO_MESSAGES, videoRoomOf } from '@hospital/rules';
import { VideoCallers } from './video-callers.js';

interface VideoSocketData {
  user: { userID: string; role: string | null; fullName: string; exp: number };
  /** The case whose room this socket joined. */
  teleID?: string;
}
type VideoNamespace = Namespace<VideoClientToServerEvents, VideoServerToClientEvents, Record<string, never>, VideoSocketData>;
type VideoSocket = Socket<VideoClientToServerEvents, VideoServerToClientEvents, Record<string, never>, VideoSocketData>;

const MAX_SDP = 64 * 1024;
const DESCRIPTION_TYPES = new Set(['offer', 'answer', 'pranswer', 'rollback']);

function descriptionOf(value: unknown): VideoSessionDescription | undefined {
  const d = value as Partial<VideoSessionDescription> | undefined;
  if (!d || typeof d.type !== 'string' || !DESCRIPTION_TYPES.has(d.type)) return undefined;
  if (d.sdp !== undefined && (typeof d.sdp !== 'string' || d.sdp.length > MAX_SDP)) return undefined;
  return { type: d.type, ...(d.sdp !== undefined ? { sdp: d.sdp } : {}) };
}

function candidateOf(value: unknown): VideoIceCandidate | undefined {
  const c = value as Partial<VideoIceCandidate> | undefined;
  if (!c || typeof c !== 'object' || (c.candidate !== undefined && (typeof c.candidate !== 'string' || c.candidate.length > 2048))) return undefined;
  return {
    candidate: c.candidate,
    sdpMid: typeof c.sdpMid === 'string' ? c.sdpMid : null,
    sdpMLineIndex: typeof c.sdpMLineIndex === 'number' ? c.sdpMLineIndex : null,
    usernameFragment: typeof c.usernameFragment === 'string' ? c.usernameFragment : null,
  };
}

function peerOf(socket: { id: string; data: VideoSocketData }): VideoPeer {
  return { socketID: socket.id, userID: socket.data.user.userID, fullName: socket.data.user.fullName };
}

/**
 * WebRTC signalling for the video pages, on the Socket.IO namespace `/video` of the same
 * server as the boards (RealtimeGateway). Its own handshake check: the user's JWT, or a room
 * token of the call/session answer (a patient who came by a signed link has no sign-in).
 * Joining a case's room needs a room token for that case and user, and the case readable by
 * the holder with status ≠ 0; every relay checks that again, and that the peer is in the
 * same room.
 */
@WebSocketGateway({ path: '/socket.io', namespace: VIDEO_NAMESPACE, serveClient: false, cors: { origin: false } })
export class VideoGateway implements OnGatewayInit, OnGatewayDisconnect {
  @WebSocketServer() nsp: VideoNamespace;
  private readonly logger = new Logger('VideoSignalling');

  constructor(
    @Inject(JwtStrategy) private readonly jwt: JwtStrategy,
    @Inject(WebRtcRoomTokens) private readonly roomTokens: WebRtcRoomTokens,
    @Inject(VideoCallers) private readonly callers: VideoCallers,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  afterInit(nsp: VideoNamespace): void {
    // Like the boards' namespace: a deactivated account's sign-in or room token opens no socket.
    nsp.use((socket, next) => {
      const raw = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      this.jwt.admit(
        raw,
        next,
        (user) => {
          socket.data.user = { userID: user.userID, role: user.role, fullName: user.fullName, exp: user.exp };
        },
        (token) => this.roomTokens.verify(token),
      );
    });
  }

  @SubscribeMessage('video.join')
  async join(@ConnectedSocket() socket: VideoSocket, @MessageBody() body: unknown): Promise<VideoJoinResult> {
    const { teleID, token } = (body ?? {}) as { teleID?: unknown; token?: unknown };
    if (!this.signedIn(socket)) return { ok: false, message: MESSAGES.unauthenticated };
    const holder = this.roomTokens.verify(token);
    if (typeof teleID !== 'string' || !holder || holder.teleID !== teleID || holder.userID !== socket.data.user.userID) {
      return { ok: false, message: VIDEO_MESSAGES.tokenFailed };
    }
    if (!(await this.callers.stillAllowed(this.dataSource.manager, teleID, holder))) return { ok: false, message: VIDEO_MESSAGES.tokenFailed };
    if (socket.data.teleID && socket.data.teleID !== teleID) await this.leaveRoom(socket);
    const room = videoRoomOf(teleID);
    socket.data.user = { ...socket.data.user, role: holder.role, fullName: holder.fullName || socket.data.user.fullName };
    socket.data.teleID = teleID;
    // Joined first, then listed: two who join at once both see each other (the page settles who offers).
    await socket.join(room);
    const peers = (await this.nsp.in(room).fetchSockets()).filter((s) => s.id !== socket.id).map(peerOf);
    return { ok: true, self: socket.id, peers };
  }

  @SubscribeMessage('video.signal')
  async signal(@ConnectedSocket() socket: VideoSocket, @MessageBody() body: unknown): Promise<JoinResult> {
    const teleID = socket.data.teleID;
    const msg = (body ?? {}) as { to?: unknown; description?: unknown; candidate?: unknown };
    const description = descriptionOf(msg.description);
    const candidate = candidateOf(msg.candidate);
    if (!teleID || typeof msg.to !== 'string' || (!description && !candidate)) return { ok: false, message: VIDEO_MESSAGES.tokenFailed };
    if (!this.signedIn(socket) || !(await this.callers.stillAllowed(this.dataSource.manager, teleID, socket.data.user))) {
      await this.leaveRoom(socket);
      return { ok: false, message: MESSAGES.forbidden };
    }
    const room = videoRoomOf(teleID);
    const target = (await this.nsp.in(room).fetchSockets()).find((s) => s.id === msg.to);
    if (!target || target.id === socket.id) return { ok: false, message: MESSAGES.forbidden };
    this.nsp.to(target.id).emit('video.signal', { from: peerOf(socket), ...(description ? { description } : {}), ...(candidate ? { candidate } : {}) });
    return { ok: true };
  }

  @SubscribeMessage('video.leave')
  async leave(@ConnectedSocket() socket: VideoSocket): Promise<void> {
    await this.leaveRoom(socket);
  }

  handleDisconnect(socket: VideoSocket): void {
    const teleID = socket.data?.teleID;
    if (teleID) this.nsp.to(videoRoomOf(teleID)).emit('video.peer-left', { socketID: socket.id });
  }

  private signedIn(socket: VideoSocket): boolean {
    return !!socket.data.user && socket.data.user.exp * 1000 > Date.now();
  }

  private async leaveRoom(socket: VideoSocket): Promise<void> {
    const teleID = socket.data.teleID;
    if (!teleID) return;
    const room = videoRoomOf(teleID);
    socket.data.teleID = undefined;
    await socket.leave(room);
    this.nsp.to(room).emit('video.peer-left', { socketID: socket.id });
    this.logger.debug(`Socket ${socket.id} left ${room}`);
  }
}
