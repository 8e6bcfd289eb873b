/**
 * A failure caused by the machine rather than by the job's data: a binary that is missing, or one that lacks a
 * capability the job needs. The job runner marks such a failed job, and retries it at the next start, when the
 * machine may have changed (ffmpeg installed, FFMPEG_PATH set).
 */
export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}
