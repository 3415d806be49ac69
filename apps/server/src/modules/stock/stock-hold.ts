/**
 * Units of one stock row held for a cart line or an order line: a simple product's row, or one variation's row
 * (a variable product's units live on its variations; a combo holds its parts' units; services hold nothing).
 */
export interface StockHold {
  product_id: number;
  variation_id: number | null;
  quantity: number;
}
