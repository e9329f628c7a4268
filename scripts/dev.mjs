// `npm run dev`: the API server and Vite's dev server side by side. Vite proxies the server's
// paths (see vite.config.ts); when either process ends, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.PORT ?? '3000';
// The development helpers (reset links from the outbox, session expiry, ops) are for this
// machine's developer, so `npm run dev` turns them on and nothing else does by default.
const env = {
  BOXROOM_DEV_TOOLS: '1',
  ...process.env,
  PORT: port,
  BOXROOM_SERVER_URL: `http://127.0.0.1:${port}`,
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

let firstExitCode;
let running = children.length;
for (const child of children) {
  child.on('exit', (code, signal) => {
    firstExitCode ??= code ?? (signal ? 1 : 0);
    running -= 1;
    stopAll('SIGTERM');
    // Waits for both, so the server finishes closing its database before we exit.
    if (running === 0) process.exit(firstExitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
