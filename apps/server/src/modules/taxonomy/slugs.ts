import { SLUG_MAX, slugify } from '@shop/contracts';

/**
 * The slug staff typed, or one derived from the name: "camisetas", else "camisetas-2", "camisetas-3"... A typed
 * slug that is taken is refused as a duplicate instead, since staff chose it on purpose.
 */
export async function chooseSlug(
  typed: string | undefined,
  name: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (typed) return typed;
  const base = slugify(name) || 'item';
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
