import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { requestErrors } from '@/lib/errors/request-errors';
import { BATTLE_RULES } from './battle-form-errors';

const t = (slug: string) => slug;

describe('BATTLE_RULES', () => {
  it("names a project's fields by side and field, whatever lies deeper, and keeps the battle's own", () => {
    const refused = new ApiError(400, {
      error: 'VALIDATION',
      message: 'Some fields are not valid.',
      fields: {
        'leftProject.title': ['Give the project a title.'],
        'rightProject.video.mediaId': ['Too small', 'Not a number'],
        'leftProject.packshot.data': ['Not a picture'],
        endDate: ['The battle must end after it starts.'],
      },
    });
    expect(requestErrors(refused, t, BATTLE_RULES)).toEqual({
      fields: {
        'leftProject.title': 'Give the project a title.',
        'rightProject.video': 'Too small',
        'leftProject.packshot': 'Not a picture',
        endDate: 'The battle must end after it starts.',
      },
    });
  });

  it('shows a refusal that names no field as the server wrote it', () => {
    const refused = new ApiError(409, { error: 'BATTLE_STARTED', message: 'The battle has started.' });
    expect(requestErrors(refused, t, BATTLE_RULES)).toEqual({ form: 'The battle has started.', fields: {} });
  });
});
