// @vitest-environment node
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

  it('writes a header line and one CRLF line per row', async () => {
    const csv = await toCsv(
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

  it('gives the page a turn while it writes many rows, and says how far it is', async () => {
    const rows = Array.from({ length: 20_000 }, (_, id) => ({ id, name: `name ${id}` }));
    let turns = 0;
    // A timer that fires only when the export lets the event loop run.
    const ticking = setInterval(() => (turns += 1), 0);
    const progress: number[] = [];
    const slow = (row: { name: string }) => {
      const until = performance.now() + 0.002;
      while (performance.now() < until);
      return row.name;
    };
    const csv = await toCsv(
      rows,
      [
        { header: 'Id', value: (row) => row.id },
        { header: 'Name', value: slow },
      ],
      (done) => progress.push(done),
    );
    clearInterval(ticking);
    expect(csv.split('\r\n')).toHaveLength(20_002);
    expect(csv.endsWith('19999,name 19999\r\n')).toBe(true);
    expect(progress.at(-1)).toBe(20_000);
    expect(progress.length).toBeGreaterThan(1);
    expect(turns).toBeGreaterThan(0);
  });
});
