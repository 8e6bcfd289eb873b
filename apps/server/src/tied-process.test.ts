import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, it } from 'vitest';
import { EnvironmentError } from './jobs/environment-error';
import { runTool } from './modules/media/run-tool';

/** Whether `pid` has gone (a zombie no one reaps counts as gone: it runs nothing). */
function gone(pid: number): boolean {
  try {
    const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state === 'Z' || state === 'X';
  } catch {
    return true;
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.runIf(process.platform === 'linux')('a tool started for the server', () => {
  it('dies with a server killed outright', async () => {
    // A server stand-in that starts a long tool run as the media pipeline does, says its pid, and waits.
    const script = `
      import { tiedToThisProcess } from ${JSON.stringify(path.join(import.meta.dirname, 'tied-process.ts'))};
      import { spawn } from 'node:child_process';
      const child = spawn(...tiedToThisProcess('sleep', ['60']), { stdio: 'ignore' });
      console.log(child.pid);
      setInterval(() => {}, 1000);
    `;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(readline.createInterface({ input: server.stdout }), 'line')) as [string];
    const toolPid = Number(line);
    expect(toolPid).toBeGreaterThan(0);
    expect(gone(toolPid)).toBe(false);
    server.kill('SIGKILL');
    expect(await until(() => gone(toolPid), 5_000)).toBe(true);
  });

  it('says which binary cannot be run', async () => {
    const run = runTool('/nonexistent/ffmpeg', ['-version']);
    await expect(run).rejects.toBeInstanceOf(EnvironmentError);
    await expect(run).rejects.toThrow(
      '/nonexistent/ffmpeg cannot be run: /nonexistent/ffmpeg: No such file or directory',
    );
  });
});
