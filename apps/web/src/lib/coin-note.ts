/**
 * What is said before a sum's order count: the coin's code where the amount's symbol does not say it ("150,05 $" is
 * "USD · 4 pedidos"), nothing where it does ("1132,23 MLC", which "MLC MLC" said twice).
 */
export function coinNote(amount: string, coin: string): string {
  return amount.includes(coin) ? '' : `${coin} · `;
}
