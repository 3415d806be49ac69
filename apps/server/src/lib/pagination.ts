import type { ListMeta } from '@shop/contracts';

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function listMeta(page: number, perPage: number, total: number): ListMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
