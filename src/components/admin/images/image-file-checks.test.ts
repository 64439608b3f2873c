import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES, imageFileProblem } from './image-file-checks';

describe('imageFileProblem', () => {
  it('lets a non-empty image within the limit through', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses an empty file before anything else (spec 5: only files with data are sent)', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 0 })).toBe('EMPTY');
  });

  it('refuses a file the browser does not call an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('NOT_AN_IMAGE');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('NOT_AN_IMAGE');
  });

  it('refuses a file over the limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toBe(
      'IMAGE_TOO_LARGE',
    );
    expect(imageFileProblem({ type: 'image/png', size: 11 }, 10)).toBe('IMAGE_TOO_LARGE');
  });
});
