import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const hasCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

/** Brings `source` onto the target's file system, next to it, so the final step can be a rename. */
async function stageBeside(source: string, target: string): Promise<string> {
  const staged = `${target}.incoming-${randomUUID()}`;
  try {
    await fs.rename(source, staged);
  } catch (error) {
    if (!hasCode(error, 'EXDEV')) throw error;
    try {
      await fs.cp(source, staged, { recursive: true });
    } catch (copyError) {
      await fs.rm(staged, { recursive: true, force: true });
      throw copyError;
    }
    await fs.rm(source, { recursive: true, force: true });
  }
  return staged;
}

/**
 * Moves a finished folder to `target` with a rename, so readers see the old folder or the new one, never a
 * half-written mix. An existing target is set aside first and removed once the new one is in place.
 */
export async function moveDirectory(source: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const staged = await stageBeside(source, target);
  const previous = `${target}.previous-${randomUUID()}`;
  let hadPrevious = true;
  try {
    await fs.rename(target, previous);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
    hadPrevious = false;
  }
  try {
    await fs.rename(staged, target);
  } catch (error) {
    if (hadPrevious) await fs.rename(previous, target);
    throw error;
  }
  if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
}
