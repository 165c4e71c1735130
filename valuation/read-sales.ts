import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { csvRecords } from './csv-records';

/** One sale of the file, checked. `label` and `tld` split the domain at its first dot. */
export type Sale = {
  /** `YYYY-MM-DD`; null where the file leaves it empty (unknown). */
  date: string | null;
  year: number | null;
  domain: string;
  label: string;
  tld: string;
  priceUsd: number;
  /** Empty where unknown. */
  venue: string;
  /** How the row was sampled ('natural', 'high_value_oversample', ...); null without the column. */
  sample: string | null;
  source: string | null;
};

export type RejectedRow = { line: number; reason: string };
export type ReadSalesResult = { sales: Sale[]; rejected: RejectedRow[] };

const requiredColumns = ['domain', 'price_usd'] as const;
// A file of prices to judge a model on may know neither when nor where a name sold.
const optionalColumns = ['date', 'venue', 'sample', 'source'] as const;
type Column = (typeof requiredColumns)[number] | (typeof optionalColumns)[number];

/** Reads a sales CSV as a stream; bad rows are reported and skipped, a file without one usable row throws. */
export async function readSales(path: string): Promise<ReadSalesResult> {
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  return readSalesLines(lines, path);
}

/** The same for CSV text already in memory; `source` names it in error messages. */
export function parseSales(text: string, source = 'sales CSV'): Promise<ReadSalesResult> {
  return readSalesLines(text.split(/\r?\n/), source);
}

async function readSalesLines(
  lines: AsyncIterable<string> | Iterable<string>,
  source: string,
): Promise<ReadSalesResult> {
  const sales: Sale[] = [];
  const rejected: RejectedRow[] = [];
  let columns: Map<Column, number> | undefined;
  let width = 0;
  for await (const record of csvRecords(lines)) {
    if ('error' in record) {
      rejected.push({ line: record.line, reason: record.error });
      continue;
    }
    if (!columns) {
      columns = readHeader(record.fields, source);
      width = record.fields.length;
      continue;
    }
    if (record.fields.length !== width) {
      rejected.push({
        line: record.line,
        reason: `has ${record.fields.length} fields where the header has ${width}`,
      });
      continue;
    }
    const sale = readRow(record.fields, columns);
    if (typeof sale === 'string') rejected.push({ line: record.line, reason: sale });
    else sales.push(sale);
  }
  if (!columns) throw new Error(`${source}: the file is empty (no header row)`);
  if (sales.length === 0) {
    const first = rejected[0];
    const detail = first
      ? `; ${rejected.length} rows rejected, first at line ${first.line}: ${first.reason}`
      : '';
    throw new Error(`${source}: no usable sale in the file${detail}`);
  }
  return { sales, rejected };
}

function readHeader(fields: string[], source: string): Map<Column, number> {
  const names = fields.map((field, index) =>
    (index === 0 ? field.replace(/^\uFEFF/, '') : field).trim().toLowerCase(),
  );
  const columns = new Map<Column, number>();
  for (const column of [...requiredColumns, ...optionalColumns]) {
    const index = names.indexOf(column);
    if (index === -1) continue;
    if (names.lastIndexOf(column) !== index) throw new Error(`${source}: the header names '${column}' twice`);
    columns.set(column, index);
  }
  const missing = requiredColumns.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new Error(
      `${source}: the header lacks the column(s) ${missing.join(', ')} (it has: ${names.join(', ')})`,
    );
  }
  return columns;
}

function readRow(fields: string[], columns: Map<Column, number>): Sale | string {
  const field = (column: Column): string | null => {
    const index = columns.get(column);
    return index === undefined ? null : (fields[index] ?? '').trim();
  };
  const domain = (field('domain') ?? '').toLowerCase().replace(/\.$/, '');
  const domainProblem = checkDomain(domain);
  if (domainProblem) return domainProblem;

  const priceText = field('price_usd') ?? '';
  const priceUsd = /^\d+(\.\d+)?$/.test(priceText) ? Number(priceText) : Number.NaN;
  if (!(priceUsd > 0)) return `price_usd '${priceText}' is not a positive number`;

  const dateText = field('date') ?? '';
  const date = dateText === '' ? null : dateText;
  if (date !== null && !isCalendarDate(date)) return `date '${dateText}' is not a YYYY-MM-DD date`;

  return makeSale({
    date,
    domain,
    priceUsd,
    venue: field('venue') ?? '',
    sample: field('sample') || null,
    source: field('source') || null,
  });
}

/** A sale with what follows from its fields: the year of its date, and its label and TLD. */
export function makeSale(fields: Omit<Sale, 'year' | 'label' | 'tld'>): Sale {
  const dot = fields.domain.indexOf('.');
  return {
    ...fields,
    year: fields.date === null ? null : Number(fields.date.slice(0, 4)),
    label: fields.domain.slice(0, dot),
    tld: fields.domain.slice(dot + 1),
  };
}

function checkDomain(domain: string): string | undefined {
  if (domain === '') return 'domain is empty';
  if (!domain.includes('.')) return `domain '${domain}' has no dot`;
  if (!/^[a-z0-9.-]+$/.test(domain)) {
    return `domain '${domain}' has characters other than a-z, 0-9, '-' and '.' (IDNs belong in xn-- form)`;
  }
  if (domain.split('.').some((part) => part === '')) return `domain '${domain}' has an empty label`;
  return undefined;
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}
