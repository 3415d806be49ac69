import { CART_PATHS } from '@shop/contracts';

export function cartLinePath(id: number): string {
  return CART_PATHS.line.replace(':id', String(id));
}

export function sharedCartPath(encoded: string): string {
  return CART_PATHS.shared.replace(':encoded', encodeURIComponent(encoded));
}
