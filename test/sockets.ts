// A Socket.IO client of the test api, as a board or patient page would open it.
import { io, type Socket } from 'socket.io-client';
import type { JoinResult } from '@hospital/contracts';

export function openSocket(baseUrl: string, token: string | undefined, opened: Socket[]): Socket {
  const socket = io(baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  opened.push(socket);
  return socket;
}

export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function joinRoom(socket: Socket, room: string): Promise<JoinResult> {
  return new Promise((resolve) => socket.emit('join', room, resolve));
}
