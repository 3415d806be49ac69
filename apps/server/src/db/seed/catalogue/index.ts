import {
  attributeBodySchema,
  brandBodySchema,
  categoryBodySchema,
  type Product,
  productBodySchema,
  termBodySchema,
  unitBodySchema,
  variationsBodySchema,
} from '@shop/contracts';
import { count } from 'drizzle-orm';
import {
  addImages,
  createProduct,
  products,
  replaceVariations,
  storeProductImage,
} from '../../../modules/products';
import {
  categories,
  createAttribute,
  createBrand,
  createCategory,
  createTerm,
  createUnit,
} from '../../../modules/taxonomy';
import type { Database } from '../../client';
import {
  type CategoryKey,
  DEMO_ATTRIBUTES,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_COMBOS,
  DEMO_SALES_TAX,
  DEMO_SERVICES,
  DEMO_SIMPLE,
  DEMO_UNITS,
  DEMO_VARIABLE,
  demoCost,
} from './data';
import { pictureKey, renderDemoPictures } from './images';
import { demoPicturesOf } from './pictures';

/** Every combination of one term per attribute: [['Rojo','Azul'],['M']] → [['Rojo','M'],['Azul','M']]. */
function combinations(terms: readonly (readonly string[])[]): string[][] {
  return terms.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((t) => [...prefix, t])),
    [[]],
  );
}

async function isFreshShop(db: Database): Promise<boolean> {
  const [product] = await db.select({ n: count() }).from(products);
  const [category] = await db.select({ n: count() }).from(categories);
  return (product?.n ?? 0) === 0 && (category?.n ?? 0) === 0;
}

/**
 * The demo shop's catalogue, created through the same services as the back office, so prices, skus, slugs,
 * pictures and every rule hold exactly as if staff had typed it. Runs on a fresh shop only: one that has any
 * product or category is left alone (so a restart, or staff having started their own catalogue, adds nothing).
 */
export async function seedDemoCatalogue(db: Database, dataDir: string): Promise<void> {
  if (!(await isFreshShop(db))) return;

  // The pictures first, in parallel: encoding (AVIF mostly) is the slow part of the seed, and once a picture's
  // renditions exist, adding it to any number of products only records it (the store skips known hashes).
  const wanted = [
    ...DEMO_SIMPLE.flatMap((p) => demoPicturesOf(p.name, p.category, p.priority !== undefined)),
    ...DEMO_VARIABLE.flatMap((p) => demoPicturesOf(p.name, p.category, true, true)),
    ...DEMO_COMBOS.flatMap((c) => demoPicturesOf(c.name, c.category, true)),
    ...DEMO_SERVICES.flatMap((s) => demoPicturesOf(s.name, 'servicios', false)),
  ];
  const pictures = await renderDemoPictures(wanted);
  await Promise.all([...pictures.values()].map((png) => storeProductImage(dataDir, png)));
  const picturesOf = (name: string, key: CategoryKey, many: boolean, variable = false) =>
    demoPicturesOf(name, key, many, variable).map((picture) => pictures.get(pictureKey(picture)) as Buffer);

  const category = new Map<string, number>();
  for (const c of DEMO_CATEGORIES) {
    const parent = 'parent' in c ? category.get(c.parent) : undefined;
    const body = categoryBodySchema.parse({ ...c, parent_id: parent ?? null });
    category.set(c.key, (await createCategory(db, body)).id);
  }
  const brand = new Map<string, number>();
  for (const name of DEMO_BRANDS)
    brand.set(name, (await createBrand(db, brandBodySchema.parse({ name }))).id);
  const unit = new Map<string, number>();
  for (const u of DEMO_UNITS) unit.set(u.key, (await createUnit(db, unitBodySchema.parse(u))).id);
  const attribute = new Map<string, { id: number; terms: Map<string, number> }>();
  for (const [name, terms] of Object.entries(DEMO_ATTRIBUTES)) {
    const created = await createAttribute(db, attributeBodySchema.parse({ name }));
    const ids = new Map<string, number>();
    for (const [priority, term] of terms.entries()) {
      ids.set(term, (await createTerm(db, created.id, termBodySchema.parse({ name: term, priority }))).id);
    }
    attribute.set(name, { id: created.id, terms: ids });
  }

  const created = new Map<string, number>();
  const at = (map: Map<string, number>, key: string | undefined) =>
    key === undefined ? null : (map.get(key) ?? null);
  const warranty = (months: number | undefined) =>
    months ? { show_warranty: true, time_warranty: months, unit_warranty: 'months' } : {};

  async function make(input: Record<string, unknown>, files: Buffer[]): Promise<Product> {
    const product = await createProduct(db, productBodySchema.parse(input), null);
    created.set(product.name, product.id);
    return addImages(db, dataDir, product.slug, files);
  }

  for (const p of DEMO_SIMPLE) {
    await make(
      {
        name: p.name,
        short_description: p.short ?? '',
        description: `${p.name}. ${p.short ?? 'Producto de calidad, con entrega a domicilio en la ciudad o recogida en tienda.'}`,
        category_id: category.get(p.category),
        brand_id: at(brand, p.brand),
        unit_id: at(unit, p.unit),
        regular_price: p.price,
        sale_price: p.sale ?? null,
        cost_price: p.costPending ? null : demoCost(p.category, p.price),
        discount_percentage: p.discount ?? 0,
        tax: DEMO_SALES_TAX,
        in_offer: p.offer ?? false,
        real_quantity: p.stock,
        initial_availability: Math.max(p.stock, 20),
        low_availability: p.low ?? null,
        wholesaler: Boolean(p.wholesale),
        wholesale_price: p.wholesale?.price ?? null,
        min_quantity: p.wholesale?.min ?? 1,
        priority: p.priority ?? 100,
        ...warranty(p.warrantyMonths),
      },
      picturesOf(p.name, p.category, p.priority !== undefined),
    );
  }

  for (const p of DEMO_VARIABLE) {
    const product = await make(
      {
        name: p.name,
        kind: 'variable',
        description: `${p.name} en varias opciones: elige la que prefieras.`,
        category_id: category.get(p.category),
        brand_id: at(brand, p.brand),
        regular_price: p.price,
        // Every variation's too: none has a cost of its own.
        cost_price: demoCost(p.category, p.price),
        discount_percentage: p.discount ?? 0,
        tax: DEMO_SALES_TAX,
        in_offer: p.offer ?? false,
        initial_availability: 40,
        priority: 50,
        ...warranty(p.warrantyMonths),
      },
      picturesOf(p.name, p.category, true, true),
    );
    const variations = combinations(p.terms).map((terms, index) => ({
      regular_price: p.price + index * 50,
      // Some combinations are sold out, so the picker has something to disable.
      real_quantity: index % 4 === 3 ? 0 : p.stock,
      // Alternate pictures, so choosing a variation changes the picture shown.
      image_id: product.images[index % product.images.length]?.id ?? null,
      terms: terms.map((term, i) => {
        const a = attribute.get(p.attributes[i] as string);
        return { attribute_id: a?.id, term_id: a?.terms.get(term) };
      }),
    }));
    await replaceVariations(db, product.slug, variationsBodySchema.parse({ variations }), null);
  }

  for (const c of DEMO_COMBOS) {
    await make(
      {
        name: c.name,
        kind: 'combo',
        description: `Incluye: ${c.parts.map(([name, q]) => `${q} × ${name}`).join(', ')}.`,
        category_id: category.get(c.category),
        regular_price: c.price,
        sale_price: c.sale ?? null,
        cost_price: demoCost(c.category, c.price),
        tax: DEMO_SALES_TAX,
        in_offer: c.sale !== undefined,
        priority: 20,
        combo_items: c.parts.map(([name, quantity]) => ({ product_id: created.get(name), quantity })),
      },
      picturesOf(c.name, c.category, true),
    );
  }

  for (const s of DEMO_SERVICES) {
    await make(
      {
        name: s.name,
        kind: 'service',
        short_description: s.short,
        description: `${s.short}. Coordinamos la fecha por teléfono tras tu pedido.`,
        category_id: category.get('servicios'),
        regular_price: s.price,
        priority: 200,
      },
      picturesOf(s.name, 'servicios', false),
    );
  }
}
