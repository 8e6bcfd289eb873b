import { describe, expect, it } from 'vitest';
import { badgeImageProblem, badgeImageUpload } from './badge-image-file';

describe('badge image files', () => {
  it('takes PNG and SVG up to 256 KB', () => {
    expect(badgeImageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(badgeImageProblem({ type: 'image/svg+xml', size: 256 * 1024 })).toBeNull();
    expect(badgeImageProblem({ type: 'image/gif', size: 1000 })).toBe('wrongType');
    expect(badgeImageProblem({ type: 'image/png', size: 256 * 1024 + 1 })).toBe('tooLarge');
  });

  it('sends the bytes as base64 with the file type', async () => {
    const file = new File(['<svg/>'], 'badge.svg', { type: 'image/svg+xml' });
    expect(await badgeImageUpload(file)).toEqual({ contentType: 'image/svg+xml', data: btoa('<svg/>') });
  });
});
