import fs from 'node:fs';

/** util-linux's setpriv, which Linux systems such as Debian have: it sets a parent-death signal, then runs the tool. */
const SETPRIV = '/usr/bin/setpriv';
const canTie = process.platform === 'linux' && fs.existsSync(SETPRIV);
const START_FAILED = 'setpriv: failed to execute ';

/**
 * The command and arguments that run `binary` so that it is killed when this process dies, even by SIGKILL
 * (Linux's parent-death signal, set through setpriv, which then becomes the binary: same process, same exit;
 * elsewhere the binary as it is): a server killed outright leaves no encoder running on, a test run killed
 * outright no server. Spread into `spawn`.
 */
export function tiedToThisProcess(binary: string, args: string[]): [string, string[]] {
  return canTie ? [SETPRIV, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, args];
}

/**
 * Why a binary started through `tiedToThisProcess` could not run (missing, not executable), read from its exit code
 * and first line of stderr; undefined when it ran.
 */
export function tiedStartFailure(
  code: number | null,
  firstStderrLine: string | undefined,
): string | undefined {
  if ((code === 126 || code === 127) && firstStderrLine?.startsWith(START_FAILED))
    return firstStderrLine.slice(START_FAILED.length);
  return undefined;
}
