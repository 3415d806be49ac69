// Invoices: one per order, and manual ones for sales outside the shop, numbered per year (issue 17 §2, decision 027).
// Routes: invoices.routes.ts.
export { seedDemoInvoices } from './demo-seed';
export { invoiceCounters, invoiceLines, invoices } from './invoices.table';
