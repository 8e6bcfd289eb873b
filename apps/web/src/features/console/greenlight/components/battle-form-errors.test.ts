import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formErrorsOf } from './battle-form-errors';

describe('formErrorsOf', () => {
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
    expect(formErrorsOf(refused)).toEqual({
      message: 'Some fields are not valid.',
      fields: {
        'leftProject.title': 'Give the project a title.',
        'rightProject.video': 'Too small',
        'leftProject.packshot': 'Not a picture',
        endDate: 'The battle must end after it starts.',
      },
    });
  });

  it('gives anything else as one message', () => {
    expect(formErrorsOf(new Error('offline'))).toEqual({ fields: {}, message: 'Error: offline' });
  });
});
