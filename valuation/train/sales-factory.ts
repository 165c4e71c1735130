// Test factory: small made-up sales in memory, never the shared data.
import { makeSale, type Sale } from '../read-sales';

export function buildSale(overrides: Partial<Sale> = {}): Sale {
  const { year, label, tld, ...fields } = overrides;
  const sale = makeSale({
    date: '2018-05-01',
    domain: 'example.com',
    priceUsd: 250,
    venue: 'GoDaddy',
    sample: 'natural',
    source: null,
    ...fields,
  });
  return { ...sale, ...overrides };
}

const words = [
  'car',
  'home',
  'shop',
  'best',
  'cloud',
  'green',
  'data',
  'smart',
  'city',
  'fresh',
  'blue',
  'star',
];

/**
 * A small market: short and one-word .com names sell higher than long hyphenated names in other TLDs;
 * natural rows from 2017 to 2019, a high-value oversample, and undated report rows.
 */
export function buildMarket(count = 600, seed = 7): Sale[] {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const sales: Sale[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 3;
    const word = words[i % words.length] as string;
    const other = words[(i * 7 + 3) % words.length] as string;
    const label =
      kind === 0
        ? `${word}${i}`
        : kind === 1
          ? `${word}-${other}-${i}-online`
          : `${String.fromCharCode(97 + (i % 26))}${word}${i % 50}`;
    const tld = kind === 1 ? 'info' : 'com';
    const base = kind === 0 ? 900 : kind === 1 ? 120 : 400;
    const price = Math.round(base * Math.exp(random() * 1.2 - 0.3));
    const month = String(1 + (i % 12)).padStart(2, '0');
    const year = 2017 + (i % 3);
    sales.push(
      buildSale({ domain: `${label}.${tld}`, priceUsd: Math.max(100, price), date: `${year}-${month}-15` }),
    );
  }
  for (let i = 0; i < count / 10; i++) {
    sales.push(
      buildSale({
        domain: `${words[i % words.length]}${i}x.com`,
        priceUsd: 6000 + 100 * i,
        sample: 'high_value_oversample',
        date: `${2017 + (i % 3)}-06-01`,
      }),
    );
  }
  return sales;
}
