// Turns CSV lines into records (RFC 4180: a quoted field may hold commas, doubled quotes and line
// breaks). It takes one physical line at a time, so a file of millions of rows never sits in memory
// whole, and each record keeps the 1-based line it starts on, for error reports.

export type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

// A quote left open would otherwise swallow the rest of the file into one record.
const maxLinesPerRecord = 50;

export async function* csvRecords(
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord> {
  let lineNumber = 0;
  let pending: string[] = [];
  let startLine = 0;
  let quoteOpen = false;
  for await (const line of lines) {
    lineNumber += 1;
    if (pending.length === 0) startLine = lineNumber;
    pending.push(line);
    // Quotes come in pairs (enclosing or doubled), so an odd count leaves a field open; counting per
    // line keeps a long multi-line record linear.
    if (countQuotes(line) % 2 === 1) quoteOpen = !quoteOpen;
    if (quoteOpen && pending.length < maxLinesPerRecord) continue;
    const record = pending.join('\n');
    pending = [];
    if (quoteOpen) {
      quoteOpen = false;
      yield { line: startLine, error: `a quoted field is not closed within ${maxLinesPerRecord} lines` };
      continue;
    }
    if (record.trim() === '') continue;
    const fields = splitFields(record);
    yield typeof fields === 'string' ? { line: startLine, error: fields } : { line: startLine, fields };
  }
  if (pending.length > 0)
    yield { line: startLine, error: 'a quoted field is not closed at the end of the file' };
}

function countQuotes(line: string): number {
  let count = 0;
  for (let at = line.indexOf('"'); at !== -1; at = line.indexOf('"', at + 1)) count += 1;
  return count;
}

/** The fields of one complete record, or the reason it cannot be read. */
export function splitFields(record: string): string[] | string {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (record[at] === '"') {
      let value = '';
      at += 1;
      for (;;) {
        const quote = record.indexOf('"', at);
        if (quote === -1) return 'a quoted field is not closed';
        value += record.slice(at, quote);
        if (record[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
          continue;
        }
        at = quote + 1;
        break;
      }
      fields.push(value);
      if (at === record.length) return fields;
      if (record[at] !== ',') return 'text follows a closing quote';
      at += 1;
    } else {
      const comma = record.indexOf(',', at);
      const end = comma === -1 ? record.length : comma;
      const value = record.slice(at, end);
      if (value.includes('"')) return 'a quote inside an unquoted field';
      fields.push(value);
      if (comma === -1) return fields;
      at = comma + 1;
    }
  }
}
