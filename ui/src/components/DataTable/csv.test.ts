import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('keeps formula-like text inert but leaves negative numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM')).toBe("'@SUM");
    expect(csvField(-12.5)).toBe('-12.5');
  });

  it('writes a header line and one CRLF line per row', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'أحمد' },
        { id: 2, name: 'Li, Wei' },
      ],
      [
        { header: 'Id', value: (row) => row.id },
        { header: 'Name', value: (row) => row.name },
      ],
    );
    expect(csv).toBe('Id,Name\r\n1,أحمد\r\n2,"Li, Wei"\r\n');
  });
});
