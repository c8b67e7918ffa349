import { describe, expect, it } from 'vitest';
import { LANGS, UPLOAD_LIMITS } from '../../contract';
import { DOCUMENT_LIMIT_TEXT, formatSize } from './chosen-files';

describe('the upload limit in the form hint', () => {
  it.each(LANGS)('reads as Intl spells the limit (%s)', (lang) => {
    expect(DOCUMENT_LIMIT_TEXT[lang]).toBe(formatSize(UPLOAD_LIMITS.documentBytes, lang));
  });
});
