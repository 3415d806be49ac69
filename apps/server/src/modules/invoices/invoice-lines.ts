import { convert, divideRounded, type InvoiceLineBody, priceInvoiceLine } from '@shop/contracts';

/** A line as kept: its tax and total computed here, never taken from the client. */
export interface PricedLine {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  taxAmount: number;
  total: number;
}

/** Staff type the unit price before tax; the tax is added once per line, rounded half away from zero. */
export function priceLine(line: InvoiceLineBody): PricedLine {
  const { tax_amount, total } = priceInvoiceLine(line);
  return {
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unit_price,
    taxRate: line.tax_rate,
    taxAmount: tax_amount,
    total,
  };
}

/**
 * An order line in the order's coin. The shop's prices contain their tax (decision 006), so the line keeps what the
 * shopper paid as its total, the tax contained in it, and the unit price before tax.
 */
export function orderLineOf(
  line: {
    name: string;
    variant: string | null;
    sku: string;
    quantity: number;
    unitPrice: number;
    unitTax: number;
  },
  rate: string,
): PricedLine {
  const total = convert(line.unitPrice * line.quantity, rate);
  const taxAmount = convert(line.unitTax * line.quantity, rate);
  const netUnit = line.unitPrice - line.unitTax;
  return {
    description: [line.name, line.variant, line.sku].filter(Boolean).join(' · ').slice(0, 200),
    quantity: line.quantity,
    unitPrice: convert(netUnit, rate),
    // A discount line is negative: its rate is that of the amounts it takes off.
    taxRate:
      netUnit !== 0
        ? Number(divideRounded(BigInt(Math.abs(line.unitTax)) * 100n, BigInt(Math.abs(netUnit))))
        : 0,
    taxAmount,
    total,
  };
}

export function totalsOf(lines: readonly PricedLine[]) {
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  const taxTotal = lines.reduce((sum, l) => sum + l.taxAmount, 0);
  return { subtotal: total - taxTotal, taxTotal, total };
}
