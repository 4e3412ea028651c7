// The baseline of "board fan-out": a bare Socket.IO server (no adapter, no auth, no
// per-socket checks) that puts every connection in one room and broadcasts one event to it
// each time the bench asks.
import './ends-with-bench.mjs';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => socket.join('board:nurse'));
process.on('message', ({ round }) => {
  io.to('board:nurse').emit('tele.changed', { teleID: 'bench', userID: 'bench', flowStatus: round % 2, from: 1 - (round % 2), reason: 'transition' }, 'board:nurse');
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
