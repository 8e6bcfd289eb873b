import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { EnvironmentError } from '../../jobs/environment-error';
import { tiedStartFailure, tiedToThisProcess } from '../../tied-process';

const STDERR_LINES_KEPT = 20;
const STDERR_LINES_IN_MESSAGE = 6;

/** An ffmpeg or ffprobe run that failed; `stderrTail` holds the tool's last words for the job's failed state. */
export class MediaToolError extends Error {
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly stderrTail: string[],
  ) {
    const detail = stderrTail.slice(-STDERR_LINES_IN_MESSAGE).join('\n') || 'no output';
    super(`${tool} failed (exit code ${exitCode ?? 'none'}): ${detail}`);
    this.name = 'MediaToolError';
  }
}

/**
 * What ffmpeg says when it lacks something the command asks of it, a fault of the binary rather than of the file
 * it read: the capability probe should have caught it, so the failure is the environment's.
 */
const LACKS_CAPABILITY =
  /No such filter|Unrecognized option|Unknown encoder|Unknown input format|is not a suitable output format/;

export interface RunToolOptions {
  cwd?: string;
  /** Receives stdout line by line instead of collecting it (ffmpeg's -progress output). */
  onStdoutLine?: (line: string) => void;
  /** The run is killed and fails once it has taken this long. */
  timeoutMs?: number;
  /** The run is killed and fails once this is aborted. */
  signal?: AbortSignal;
}

/** Runs a binary to completion; resolves with its stdout, rejects with its stderr tail. */
export function runTool(binary: string, args: string[], options: RunToolOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(...tiedToThisProcess(binary, args), {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      killSignal: 'SIGKILL',
    });
    const stdout: string[] = [];
    const stderrTail: string[] = [];
    let firstStderrLine: string | undefined;
    const { onStdoutLine } = options;
    if (onStdoutLine) readline.createInterface({ input: child.stdout }).on('line', onStdoutLine);
    else child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk.toString('utf8')));
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      if (!line.trim()) return;
      firstStderrLine ??= line;
      stderrTail.push(line);
      if (stderrTail.length > STDERR_LINES_KEPT) stderrTail.shift();
    });
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, options.timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      reject(missing ? new EnvironmentError(`${binary} cannot be run: ${error.message}`) : error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      const notStarted = tiedStartFailure(code, firstStderrLine);
      if (notStarted) return reject(new EnvironmentError(`${binary} cannot be run: ${notStarted}`));
      if (timedOut) stderrTail.push(`Stopped: still running after ${(options.timeoutMs ?? 0) / 1000} s.`);
      if (code === 0 && !timedOut) resolve(stdout.join(''));
      else {
        const failure = new MediaToolError(path.basename(binary), code, stderrTail);
        const lacks = stderrTail.some((line) => LACKS_CAPABILITY.test(line));
        reject(lacks ? new EnvironmentError(failure.message) : failure);
      }
    });
  });
}
