import { addDays, type InvoiceBody, shopToday } from '@shop/contracts';
import type { Database } from '../../db/client';
import { Invalid } from '../../lib/domain-errors';
import { demoClerk } from '../users';
import { createInvoice } from './invoices.service';
import { invoices } from './invoices.table';

/** Sales outside the shop, as a clerk would invoice them: a café buying wholesale, an office, a small shop. */
const MANUAL: Array<Omit<InvoiceBody, 'date'> & { daysAgo: number }> = [
  {
    daysAgo: 9,
    client: 'Cafetería El Rápido',
    contract: 'C-2026-014',
    reference_client: 'Pedido semanal 46',
    coin: 'USD',
    note: 'Entrega en el local, Calle 23 y L.',
    lines: [
      { description: 'Café Serrano en grano 1 kg', quantity: 12, unit_price: 1350, tax_rate: 10 },
      { description: 'Azúcar blanca 1 kg', quantity: 20, unit_price: 170, tax_rate: 10 },
      { description: 'Leche en polvo 1 kg', quantity: 6, unit_price: 780, tax_rate: 10 },
    ],
  },
  {
    daysAgo: 4,
    client: 'Estudio de Arquitectura Malecón S.R.L.',
    contract: 'C-2026-021',
    reference_client: 'OC-3381',
    coin: 'USD',
    note: '',
    lines: [
      { description: 'Ventilador de pedestal', quantity: 4, unit_price: 4200, tax_rate: 10 },
      { description: 'Instalación y puesta en marcha', quantity: 1, unit_price: 2500, tax_rate: 0 },
    ],
  },
  {
    daysAgo: 1,
    client: 'Mini Market La Esquina',
    contract: '',
    reference_client: 'Factura proforma 12',
    coin: 'MLC',
    note: 'Pago por transferencia en MLC.',
    lines: [
      { description: 'Refresco de cola 355 ml (caja de 24)', quantity: 10, unit_price: 1850, tax_rate: 10 },
      { description: 'Agua Ciego Montero 1,5 L (paquete de 6)', quantity: 8, unit_price: 620, tax_rate: 10 },
    ],
  },
];

/** SEED=demo: three manual invoices of the last days, issued by the clerk, numbered from 1 this year; only into an empty table. */
export async function seedDemoInvoices(db: Database): Promise<void> {
  const [any] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  if (any) return;
  const today = shopToday();
  const clerk = await demoClerk(db);
  for (const { daysAgo, ...invoice } of MANUAL) {
    const date = addDays(today, -daysAgo);
    // Keep every demo invoice in the current year, so the numbers start at 1 on a fresh shop.
    const body = { ...invoice, date: date.slice(0, 4) === today.slice(0, 4) ? date : today };
    try {
      await createInvoice(db, body, clerk?.id ?? null, 'es-ES');
    } catch (error) {
      // A coin without a rate on that day (MLC before its first rate): that invoice is left out.
      if (!(error instanceof Invalid)) throw error;
    }
  }
}
