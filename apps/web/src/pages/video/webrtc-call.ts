import { io, type Socket } from 'socket.io-client';
import {
  VIDEO_NAMESPACE,
  type VideoClientToServerEvents,
  type VideoJoinResult,
  type VideoServerToClientEvents,
  type VideoSignalIn,
  type VideoTokens,
} from '@hospital/contracts';
import { VIDEO_MESSAGES } from '@hospital/rules';

type VideoSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;

export interface WebRtcCallOptions {
  teleID: string;
  /** Fresh tokens (the room token is short-lived): called on every (re)connect. */
  tokens(): Promise<VideoTokens>;
  local: MediaStream;
  onRemote(stream: MediaStream | null): void;
  onFailure(message: string): void;
}

/**
 * A two-party WebRTC call signalled over our Socket.IO namespace `/video`. The newcomer
 * offers to the peers already in the room; if two join at once, both offer and the socket
 * with the smaller id gives way (it takes the other's offer) — "perfect negotiation" lite.
 */
export class WebRtcCall {
  private socket: VideoSocket | null = null;
  private self = '';
  private readonly peers = new Map<string, { pc: RTCPeerConnection; pending: RTCIceCandidateInit[] }>();
  private iceServers: RTCIceServer[] = [];
  private token = { value: '', at: 0 };
  private closed = false;

  constructor(private readonly options: WebRtcCallOptions) {}

  start(first: VideoTokens): void {
    this.adopt(first);
    const socket: VideoSocket = io(VIDEO_NAMESPACE, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => {
        this.freshToken().then(
          (token) => cb({ token }),
          () => cb({ token: '' }),
        );
      },
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.freshToken().then(
        (token) => socket.emit('video.join', { teleID: this.options.teleID, token }, (r) => this.joined(r)),
        () => this.options.onFailure(VIDEO_MESSAGES.tokenFailed),
      );
    });
    socket.on('connect_error', (e) => {
      if (!socket.active) this.options.onFailure(e.message || VIDEO_MESSAGES.tokenFailed);
    });
    socket.on('video.signal', (s) => void this.onSignal(s));
    socket.on('video.peer-left', ({ socketID }) => this.drop(socketID));
  }

  hangUp(): void {
    this.closed = true;
    this.socket?.emit('video.leave');
    this.socket?.disconnect();
    for (const id of [...this.peers.keys()]) this.drop(id);
    for (const track of this.options.local.getTracks()) track.stop();
  }

  /** The room token, fetched again once it is a minute old (it lives 15 minutes). */
  private async freshToken(): Promise<string> {
    if (this.token.value && Date.now() - this.token.at < 60_000) return this.token.value;
    this.adopt(await this.options.tokens());
    return this.token.value;
  }

  private adopt(tokens: VideoTokens): void {
    this.token = { value: tokens.tokToken ?? '', at: Date.now() };
    this.iceServers = (tokens.iceServers ?? []).map((s) => ({ urls: s.urls, username: s.username, credential: s.credential }));
  }

  private joined(result: VideoJoinResult): void {
    if (!result.ok) {
      this.options.onFailure(result.message || VIDEO_MESSAGES.tokenFailed);
      return;
    }
    this.self = result.self ?? '';
    for (const peer of result.peers ?? []) void this.offerTo(peer.socketID);
  }

  private peer(id: string) {
    let entry = this.peers.get(id);
    if (entry) return entry;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    entry = { pc, pending: [] };
    this.peers.set(id, entry);
    for (const track of this.options.local.getTracks()) pc.addTrack(track, this.options.local);
    pc.onicecandidate = (e) => {
      if (e.candidate) this.socket?.emit('video.signal', { to: id, candidate: e.candidate.toJSON() });
    };
    pc.ontrack = (e) => {
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      this.options.onRemote(stream);
    };
    return entry;
  }

  private async offerTo(id: string): Promise<void> {
    const { pc } = this.peer(id);
    await pc.setLocalDescription(await pc.createOffer());
    this.socket?.emit('video.signal', { to: id, description: pc.localDescription!.toJSON() });
  }

  private async onSignal(signal: VideoSignalIn): Promise<void> {
    if (this.closed) return;
    const id = signal.from.socketID;
    const entry = this.peer(id);
    const { pc } = entry;
    try {
      if (signal.description) {
        const description = signal.description as RTCSessionDescriptionInit;
        if (description.type === 'offer' && pc.signalingState === 'have-local-offer') {
          // Both offered: the larger socket id keeps its offer, the smaller takes the other's.
          if (this.self > id) return;
        }
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription(await pc.createAnswer());
          this.socket?.emit('video.signal', { to: id, description: pc.localDescription!.toJSON() });
        }
        for (const c of entry.pending.splice(0)) await pc.addIceCandidate(c);
      } else if (signal.candidate) {
        const candidate = signal.candidate as RTCIceCandidateInit;
        if (pc.remoteDescription) await pc.addIceCandidate(candidate);
        else entry.pending.push(candidate);
      }
    } catch (error) {
      console.warn('video: signal failed', error);
    }
  }

  private drop(id: string): void {
    const entry = this.peers.get(id);
    if (!entry) return;
    entry.pc.close();
    this.peers.delete(id);
    if (this.peers.size === 0) this.options.onRemote(null);
  }
}
