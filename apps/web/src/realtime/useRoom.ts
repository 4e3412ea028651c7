import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, JoinResult, Room, ServerToClientEvents } from '@hospital/contracts';
import { sessionStore } from '../session/session-store';

/**
 * Live boards (DESIGN "How an event travels"): one shared Socket.IO connection per signed-in
 * user. A page calls `useRoom(room, keys)`; every server event delivered for a room the page
 * watches invalidates those React Query keys, so the page refetches what it shows. On every
 * (re)connect the rooms are joined again and their keys invalidated — a board never polls,
 * and never misses what happened while it was offline.
 */
type HospitalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Subscription {
  room: Room;
  keys: readonly QueryKey[];
  client: QueryClient;
}

let socket: HospitalSocket | null = null;
let socketToken: string | null = null;
const subscriptions = new Set<Subscription>();

function roomsInUse(): Set<Room> {
  return new Set([...subscriptions].map((s) => s.room));
}

function invalidate(sub: Subscription): void {
  for (const queryKey of sub.keys) void sub.client.invalidateQueries({ queryKey });
}

function join(s: HospitalSocket, room: Room): void {
  s.emit('join', room, (result: JoinResult) => {
    if (!result?.ok) {
      console.warn(`realtime: join ${room} refused`, result?.message);
      return;
    }
    // Joined: anything that changed before now is fetched again.
    for (const sub of subscriptions) if (sub.room === room) invalidate(sub);
  });
}

let socketIo: Promise<typeof import('socket.io-client')> | null = null;
/**
 * socket.io-client is downloaded when a page first watches a room, not with the app's start-up
 * script (issue 17, the patient's first screen: ~13 kB less before the registration form).
 */
function loadSocketIo(): Promise<typeof import('socket.io-client')> {
  socketIo ??= import('socket.io-client');
  socketIo.catch(() => (socketIo = null));
  return socketIo;
}

/** Opens (or keeps) the shared connection for `token`; rooms in use are joined on every connect. */
function ensureSocket(token: string): void {
  if (socketToken === token) return;
  disconnectRealtime();
  socketToken = token;
  void loadSocketIo().then(
    ({ io }) => {
      if (socketToken !== token || socket) return; // signed out or another user meanwhile
      const s: HospitalSocket = io({
        path: '/socket.io',
        transports: ['websocket'],
        auth: (cb) => cb({ token: sessionStore.get()?.token ?? token }),
      });
      s.on('connect', () => {
        for (const room of roomsInUse()) join(s, room);
      });
      s.onAny((_event: string, _payload: unknown, room?: unknown) => {
        // Every event names the room it was delivered for: only the pages watching it refetch.
        for (const sub of subscriptions) if (room === sub.room) invalidate(sub);
      });
      socket = s;
    },
    (error: unknown) => {
      // The download failed (offline): tried again when the network is back.
      console.warn('realtime: socket.io-client could not be loaded', error);
      if (socketToken !== token) return;
      socketToken = null;
      window.addEventListener('online', () => subscriptions.size > 0 && ensureSocket(sessionStore.get()?.token ?? token), { once: true });
    },
  );
}

/** Closes the shared connection (sign-out). */
export function disconnectRealtime(): void {
  if (socket) {
    socket.removeAllListeners();
    socket.offAny();
    socket.disconnect();
  }
  socket = null;
  socketToken = null;
}

sessionStore.onSignOut(disconnectRealtime);

export function useRoom(room: Room | null | undefined, queryKeysToInvalidate: readonly QueryKey[]): void {
  const client = useQueryClient();
  const token = sessionStore.get()?.token ?? null;
  // Keys are compared by value so callers may pass inline arrays.
  const keysJson = JSON.stringify(queryKeysToInvalidate);
  const keysRef = useRef(queryKeysToInvalidate);
  keysRef.current = queryKeysToInvalidate;

  useEffect(() => {
    if (!room || !token) return;
    const sub: Subscription = { room, keys: keysRef.current, client };
    const alreadyJoined = roomsInUse().has(room);
    subscriptions.add(sub);
    ensureSocket(token);
    if (socket?.connected && !alreadyJoined) join(socket, room);
    return () => {
      subscriptions.delete(sub);
      if (!roomsInUse().has(room) && socket?.connected) socket.emit('leave', room);
    };
  }, [room, token, client, keysJson]);
}
