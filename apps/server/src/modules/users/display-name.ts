import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '@crewcast/contracts/account';
import { AppError } from '../../http/errors';

const allowed = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** The display-name rules; each broken rule is a message the forms show as given. */
export function displayNameProblems(displayName: string): string[] {
  const problems: string[] = [];
  const length = [...displayName].length;
  if (length < DISPLAY_NAME_MIN_LENGTH || length > DISPLAY_NAME_MAX_LENGTH) {
    problems.push(
      `Display name must be between ${DISPLAY_NAME_MIN_LENGTH} and ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    );
  }
  if (length > 0 && !allowed.test(displayName)) {
    problems.push('Display name can only contain letters, numbers, spaces, dots, dashes and underscores.');
  }
  return problems;
}

export function displayNameError(messages: string[]): AppError {
  return new AppError('DISPLAY_NAME', messages[0] ?? 'Display name is not valid.', {
    fields: { displayName: messages },
  });
}

export const DISPLAY_NAME_TAKEN = 'This display name is already taken.';
