// `npm run dev`: the API server under `tsx watch` (restarts on change) and Vite with hot
// reload on http://localhost:5173 proxying /api, /media and /socket.io to it. Pages are
// client-rendered in dev; `npm start` serves the server-rendered build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-stamp.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: ROOT, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
