// `npm start`: build what is missing or stale, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const builds = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
  },
];

// A server given its own WEB_DIR serves that build, so ours is not needed.
const needed = builds.filter(({ workspace }) => !(workspace === 'apps/web' && process.env.WEB_DIR));
for (const { workspace, output, sources } of needed) {
  const outputPath = path.join(root, output);
  const stale = !fs.existsSync(outputPath) || newestMtime(sources) > fs.statSync(outputPath).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${workspace}…`);
  const code = await run('npm', ['run', 'build', '-w', workspace]);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  // The server drains its requests, stops its jobs and its database, then exits; this process exits with it.
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// A wrapper that dies without passing its signal on (npm, a shell) leaves this process to its new parent:
// the supervisor meant the site to stop, so stop it.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
parentWatch.unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
