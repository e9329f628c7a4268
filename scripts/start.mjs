// `npm start`: build the SPA and the server when the build is missing or older than its
// sources, then run the server in the foreground, passing SIGINT/SIGTERM on so it can shut down cleanly.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const BUILD_INPUTS = [
  'src',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];
const BUILD_OUTPUTS = ['dist/index.html', 'dist/builds/latest.json', 'dist-server/main.mjs'];

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of a file or of anything under a directory. */
async function newest(target) {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    latest = Math.max(latest, await newest(path.join(target, entry)));
  }
  return latest;
}

async function buildIsStale() {
  const built = await Promise.all(BUILD_OUTPUTS.map((file) => mtime(path.join(root, file))));
  if (built.some((time) => time === undefined)) return true;
  const oldestOutput = Math.min(...built);
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newest(path.join(root, input))));
  return Math.max(...inputs) > oldestOutput;
}

/** Runs npm with the same npm that started us, whatever the platform calls it. */
function npm(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli
    ? spawn(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' })
    : spawn('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

if (await buildIsStale()) {
  console.log('Building (the build is missing or older than the sources)…');
  const code = await exitCode(npm(['run', 'build']));
  if (code !== 0) process.exit(code);
}

// The built server: plain JavaScript, no TypeScript loader at start-up.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
process.exit(await exitCode(server));
