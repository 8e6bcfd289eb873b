import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header row and quotes only what needs it', () => {
    expect(toCsv(['Day', 'Views'], [['2026-03-10', 12]])).toBe('Day,Views\r\n2026-03-10,12\r\n');
    expect(toCsv(['Title'], [['Night, "live"'], ['Line\nbreak']])).toBe(
      'Title\r\n"Night, ""live"""\r\n"Line\nbreak"\r\n',
    );
  });

  it('keeps a title from being read as a formula, but not a negative number', () => {
    expect(toCsv(['Title', 'Change'], [['=HYPERLINK("x")', -3]])).toBe(
      'Title,Change\r\n"\'=HYPERLINK(""x"")",-3\r\n',
    );
  });
});
