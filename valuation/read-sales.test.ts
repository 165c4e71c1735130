import { afterAll, describe, expect, it } from 'vitest';
import { readSales } from './read-sales';
import { tempFolder } from './sales-csv-factory';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('reading a sales file', () => {
  it('reads the columns in any order, quoted fields, and files without the optional columns', async () => {
    const path = folder.write(
      'reordered.csv',
      [
        'price_usd,venue,domain,date',
        '1200,"Sedo, Europe",fast.io,2018-03-04',
        '"350","",my-shop.co.uk,',
        '"75.50","Say ""hi""",xn--wlru4x.com,2017-12-31',
      ].join('\n'),
    );
    const { sales, rejected } = await readSales(path);
    expect(rejected).toEqual([]);
    expect(sales).toEqual([
      expect.objectContaining({
        domain: 'fast.io',
        label: 'fast',
        tld: 'io',
        priceUsd: 1200,
        venue: 'Sedo, Europe',
      }),
      expect.objectContaining({
        domain: 'my-shop.co.uk',
        tld: 'co.uk',
        date: null,
        year: null,
        sample: null,
      }),
      expect.objectContaining({ priceUsd: 75.5, venue: 'Say "hi"', year: 2017 }),
    ]);
  });

  it('reports each bad row with its line number and reason, and keeps the good ones', async () => {
    const path = folder.write(
      'mixed.csv',
      [
        'date,domain,price_usd,venue,sample,source',
        '2018-01-02,good.com,500,GoDaddy,natural,report',
        '2018-01-02,nodot,500,GoDaddy,natural,report',
        '2018-01-02,cheap.com,-5,GoDaddy,natural,report',
        '2018-01-02,free.com,abc,GoDaddy,natural,report',
        '2018-02-30,late.com,500,GoDaddy,natural,report',
        '2018-01-02,short.com,500',
        '',
        '2019-07-01,Also-Good.NET,99.9,,natural,',
      ].join('\n'),
    );
    const { sales, rejected } = await readSales(path);
    expect(sales.map((sale) => sale.domain)).toEqual(['good.com', 'also-good.net']);
    expect(rejected).toEqual([
      { line: 3, reason: expect.stringContaining('no dot') },
      { line: 4, reason: expect.stringContaining('not a positive number') },
      { line: 5, reason: expect.stringContaining('not a positive number') },
      { line: 6, reason: expect.stringContaining('not a YYYY-MM-DD date') },
      { line: 7, reason: 'has 3 fields where the header has 6' },
    ]);
  });

  it('keeps real line numbers after a quoted field that spans lines, and reads Windows line ends', async () => {
    const path = folder.write(
      'multiline.csv',
      '\uFEFFdate,domain,price_usd,venue\r\n2018-01-02,one.com,100,"Two\r\nline venue"\r\n2018-01-02,bad,100,X\r\n',
    );
    const { sales, rejected } = await readSales(path);
    expect(sales).toEqual([expect.objectContaining({ domain: 'one.com', venue: 'Two\nline venue' })]);
    expect(rejected).toEqual([{ line: 4, reason: expect.stringContaining('no dot') }]);
  });

  it('refuses a file in which no row is usable, saying why', async () => {
    const path = folder.write(
      'all-bad.csv',
      'date,domain,price_usd,venue\n2018-01-02,nodot,100,X\n2018-01-02,a.com,0,X\n',
    );
    await expect(readSales(path)).rejects.toThrow(/no usable sale.*2 rows rejected, first at line 2/);
  });

  it('refuses a file whose header lacks a required column', async () => {
    const path = folder.write('no-price.csv', 'date,domain,venue\n2018-01-02,a.com,X\n');
    await expect(readSales(path)).rejects.toThrow(/lacks the column\(s\) price_usd/);
  });

  it('refuses an empty file', async () => {
    await expect(readSales(folder.write('empty.csv', ''))).rejects.toThrow(/empty/);
  });
});
