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

for (const { workspace, output, sources } of builds) {
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
