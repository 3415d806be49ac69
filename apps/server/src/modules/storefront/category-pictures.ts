import type { StorefrontImage } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { imageUrls, productImages, products } from '../products';
import { categories } from '../taxonomy';

interface PictureRow {
  top_id: number;
  id: number;
  path: string;
  width: number;
  height: number;
}

/**
 * The picture of each top category's tile on the home page: the main picture of the first product on sale (by the
 * priority staff gave it) in the category or any category below it, as shops show a collection by its first
 * product. Categories carry no picture of their own, so a tile needs no work from staff and changes with the range.
 */
export async function topCategoryPictures(db: DbOrTx): Promise<Map<number, StorefrontImage>> {
  const result = await db.execute(sql`
    with recursive tree as (
      select c.id, c.id as top_id from ${categories} c where c.parent_id is null and c.active
      union
      select c.id, tree.top_id from ${categories} c join tree on c.parent_id = tree.id where c.active
    )
    select distinct on (tree.top_id) tree.top_id, i.id, i.path, i.width, i.height
    from tree
    join ${products} p on p.category_id = tree.id and p.active and p.visible
    join ${productImages} i on i.product_id = p.id and i.is_main
    order by tree.top_id, p.priority, p.id`);
  const rows = (result as unknown as { rows: PictureRow[] }).rows;
  return new Map(
    rows.map((row) => [
      Number(row.top_id),
      { id: Number(row.id), width: row.width, height: row.height, ...imageUrls(row.path) },
    ]),
  );
}
