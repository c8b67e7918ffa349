// Holds N idle live-update connections open against one server, as N visitors with a
// page open would (the second part of `npm run bench:load`). Raw engine.io v4 over
// websocket: connect to the main namespace, answer the server's pings, nothing else.
// Visitors come from many loopback addresses, 40 each, under the server's per-address cap
// (MAX_SOCKETS_PER_IP, 50). Prints `READY <open> <failed>`; on SIGTERM prints
// `CLOSED_EARLY <n>` (sockets the server closed while held) and exits.
//   node scripts/bench/idle-sockets.mjs <port> <count>
import WebSocket from 'ws';

const [port, count] = process.argv.slice(2).map(Number);
const PER_ADDRESS = 40;
const CONCURRENCY = 200;
const address = (i) => {
  const a = Math.floor(i / PER_ADDRESS);
  return `127.0.${1 + Math.floor(a / 250)}.${1 + (a % 250)}`;
};

let open = 0;
let failed = 0;
let closedEarly = 0;
let stopping = false;
const sockets = [];

function connect(i) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {
      localAddress: address(i),
      handshakeTimeout: 20_000,
    });
    let joined = false;
    const done = (ok) => {
      if (joined) return;
      joined = true;
      if (ok) open++;
      else failed++;
      resolve();
    };
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('0'))
        ws.send('40'); // engine.io open → join the main namespace
      else if (text.startsWith('40')) done(true);
      else if (text === '2')
        ws.send('3'); // ping → pong
      else if (text.startsWith('44')) done(false); // the namespace refused
    });
    ws.on('error', () => done(false));
    ws.on('close', () => {
      if (joined && !stopping) closedEarly++;
      done(false);
    });
    sockets.push(ws);
  });
}

let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) await connect(next++);
  }),
);
console.log(`READY ${open} ${failed}`);

process.on('SIGTERM', () => {
  stopping = true;
  console.log(`CLOSED_EARLY ${closedEarly}`);
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
