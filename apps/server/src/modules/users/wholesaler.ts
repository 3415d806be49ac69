/**
 * Whether the signed-in user buys at wholesale prices: their role is the shop's own wholesaler role, known by its key
 * (which a rename leaves alone). Nobody signed in buys at retail prices.
 */
export function isWholesaler(user: { role: { key: string | null } } | null | undefined): boolean {
  return user?.role.key === 'wholesaler';
}
