/**
 * Profit over what sold, taxes out, in percent with one decimal (decision 110): 460 over 1,180 is 39. Null when
 * nothing sold (no share of nothing).
 */
export function marginPercent(profit: number, net: number): number | null {
  return net > 0 ? Math.round((profit * 1000) / net) / 10 : null;
}
