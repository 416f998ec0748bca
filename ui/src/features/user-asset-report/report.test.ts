// @vitest-environment node
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';

import { parseReport, SHEET_NAME, workbookBytes } from './report';

const { read, utils } = XLSX;

const text =
  'S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity\n' +
  '1;Ada;Byron;user10000@mail.example;2025-03-02;10523.17\n' +
  '2;Alan;Turing;user10001@mail.example;2025-03-05;0.00\n';

describe('the user and asset report', () => {
  it('reads the header and the rows, numbers as numbers', () => {
    const report = parseReport(text);
    expect(report.rows).toEqual([
      {
        no: 1,
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'user10000@mail.example',
        startDate: '2025-03-02',
        totalNetLiquidity: 10523.17,
      },
      {
        no: 2,
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'user10001@mail.example',
        startDate: '2025-03-05',
        totalNetLiquidity: 0,
      },
    ]);
  });

  it('reads a report with no rows', () => {
    expect(parseReport('S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity\n').rows).toEqual([]);
  });

  it.each([
    ['another header', 'Name;Email\nAda;a@b.c\n'],
    ['a short row', 'S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity\n1;Ada;Byron\n'],
    [
      'a text total',
      'S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity\n1;Ada;Byron;a@b.c;2025-01-01;lots\n',
    ],
  ])('refuses %s', (_, bad) => {
    expect(() => parseReport(bad)).toThrow();
  });

  it('writes an xlsb workbook with one sheet named data, read back by SheetJS', () => {
    const bytes = workbookBytes(XLSX, parseReport(text));
    const book = read(bytes, { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual([SHEET_NAME]);
    const sheet = book.Sheets[SHEET_NAME];
    if (!sheet) throw new Error('no data sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(['S.No', 'First Name', 'Last Name', 'Email', 'Start Date', 'Total Net Liquidity']);
    expect(rows[1]?.slice(0, 4)).toEqual([1, 'Ada', 'Byron', 'user10000@mail.example']);
    expect(rows[1]?.[4]).toBeInstanceOf(Date);
    expect((rows[1]?.[4] as Date).toISOString().slice(0, 10)).toBe('2025-03-02');
    expect(rows[1]?.[5]).toBe(10523.17);
    expect(rows).toHaveLength(3);
  });

  it('writes every row of a large report, saying how far it is as it goes', () => {
    const lines = Array.from(
      { length: 1200 },
      (_, index) =>
        `${index + 1};First${index};Last${index};user${index}@mail.example;2025-${String((index % 12) + 1).padStart(2, '0')}-15;${index}.5`,
    );
    const progress: number[] = [];
    const bytes = workbookBytes(XLSX, parseReport(`${text.split('\n')[0]}\n${lines.join('\n')}\n`), (done, total) => {
      expect(total).toBe(1200);
      progress.push(done);
    });
    expect(progress).toEqual([1000, 1200]);
    const sheet = read(bytes, { type: 'array', cellDates: true }).Sheets[SHEET_NAME];
    if (!sheet) throw new Error('no data sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows).toHaveLength(1201);
    const last = rows[1200] as [number, string, string, string, Date, number];
    expect(last.slice(0, 4)).toEqual([1200, 'First1199', 'Last1199', 'user1199@mail.example']);
    expect(last[4].toISOString().slice(0, 10)).toBe('2025-12-15');
    expect(last[5]).toBe(1199.5);
  });
});
