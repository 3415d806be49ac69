import type { Database } from '../../db/client';
import { brands, categories } from '../taxonomy';

/** "Categoría", "categoria " and "CATEGORÍA" are one heading; so are names of categories and brands. */
export const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** One kind of name a sheet writes (categories, brands): the ids each name stands for, and each id's name. */
export interface NameBook {
  ids: Map<string, number[]>;
  name: Map<number, string>;
}

export interface Names {
  category: NameBook;
  brand: NameBook;
}

/** The shop's categories and brands by name, read once per file. */
export async function namesOf(db: Database): Promise<Names> {
  const book = (rows: Array<{ id: number; name: string }>): NameBook => {
    const ids = new Map<string, number[]>();
    for (const row of rows) ids.set(normal(row.name), [...(ids.get(normal(row.name)) ?? []), row.id]);
    return { ids, name: new Map(rows.map((row) => [row.id, row.name])) };
  };
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: brands.id, name: brands.name }).from(brands),
  ]);
  return { category: book(categoryRows), brand: book(brandRows) };
}
