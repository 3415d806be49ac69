import { type StorefrontProductsQuery, storefrontProductsQuerySchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { zodQueryReader } from '../../../lib/use-list-params';
import { browseParamsReader, readBrowseParams } from './read-browse-params';

// What the browse views read before the reader was written without zod: the contract's schema, value by value,
// without the page size the screen fixes.
const zodReader = zodQueryReader(storefrontProductsQuerySchema);
const withoutPageSize = ({ per_page: _, ...query }: StorefrontProductsQuery) => query;
const byZod = {
  read: (raw: Record<string, string>) => withoutPageSize(zodReader.read(raw)),
  defaults: () => withoutPageSize(zodReader.defaults()),
};

const long = (n: number) => 'a'.repeat(n);

const QUERIES: Record<string, string>[] = [
  {},
  { page: '1' },
  { page: '2', per_page: '48' },
  { page: ' 7 ' },
  { page: '' },
  { page: '   ' },
  { page: '0' },
  { page: '-3' },
  { page: '1.5' },
  { page: '2.0' },
  { page: '1e3' },
  { page: '0x10' },
  { page: '0b11' },
  { page: '2.' },
  { page: '+4' },
  { min_price: '1e3', max_price: '0x10' },
  { page: 'abc' },
  { page: 'Infinity' },
  { page: '100000' },
  { page: '100001' },
  { page: '9007199254740993' },
  { search: '' },
  { search: '  cámara  ' },
  { search: long(100) },
  { search: ` ${long(100)} ` },
  { search: long(101) },
  { search: '😀'.repeat(100) },
  { search: '😀'.repeat(101) },
  { search: `${long(99)}\ud83d` },
  { search: `${long(100)}\ud83d` },
  { coin: '💵'.repeat(12) },
  { coin: '💵'.repeat(13) },
  { category: ` ${'ñ'.repeat(100)} `, brand: 'é'.repeat(101) },
  { sort: 'price' },
  { sort: '-price' },
  { sort: 'relevance' },
  { sort: 'Price' },
  { sort: ' price' },
  { sort: '' },
  { sort: 'toString' },
  { category: 'ropa', brand: ' acme ' },
  { category: long(101), brand: long(100) },
  { category: '', brand: '   ' },
  { min_price: '0', max_price: '1000000000' },
  { min_price: '-1', max_price: '1000000001' },
  { min_price: '', max_price: '  ' },
  { min_price: '-0', max_price: '12.5' },
  { min_price: ' 150 ', max_price: 'NaN' },
  { min_price: '100', max_price: '100' },
  { min_price: '101', max_price: '100' },
  { min_price: '101', max_price: 'x' },
  { min_price: 'x', max_price: '100' },
  { page: 'x', min_price: '101', max_price: '100', coin: 'MLC' },
  { coin: 'MLC' },
  { coin: '  usd  ' },
  { coin: long(12) },
  { coin: long(13) },
  { in_offer: 'true', available: 'false' },
  { in_offer: 'TRUE', available: '1' },
  { in_offer: '', available: 'yes' },
  { constructor: 'x', __proto__: 'y', unknown: 'z' },
  {
    page: '3',
    search: 'café',
    sort: 'newest',
    category: 'bebidas',
    brand: 'x',
    min_price: '100',
    max_price: '50',
    coin: 'MLC',
    in_offer: 'false',
    available: 'true',
  },
  { page: 'x', search: long(101), sort: 'bad', min_price: 'x', coin: long(20), in_offer: 'no' },
];

describe('readBrowseParams', () => {
  it.each(QUERIES.map((raw) => [JSON.stringify(raw), raw] as const))(
    'reads %s as the contract schema does',
    (_, raw) => {
      expect(readBrowseParams({ ...raw })).toStrictEqual(byZod.read({ ...raw }));
    },
  );

  it('has the schema defaults', () => {
    expect(browseParamsReader.defaults()).toStrictEqual(byZod.defaults());
    expect(browseParamsReader.defaults()).toStrictEqual({ page: 1 });
  });
});
