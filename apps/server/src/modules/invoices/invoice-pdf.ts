import { formatMoney, type Invoice, type Locale, messageParam } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { longDate } from '../../lib/long-date';
import { type MessageKey, translate } from '../../lib/messages';
import { logoPng, type PdfShop } from '../../lib/pdf-logo';

const MARGIN = 48;
/** Column right edges and widths of the lines table, on an A4 page (595 pt wide). */
const COLUMNS = [
  { key: 'description', x: MARGIN, width: 215, align: 'left' },
  { key: 'quantity', x: 265, width: 45, align: 'right' },
  { key: 'unit', x: 312, width: 85, align: 'right' },
  { key: 'tax', x: 399, width: 55, align: 'right' },
  { key: 'total', x: 456, width: 91, align: 'right' },
] as const;

/**
 * An invoice as a PDF (pdfkit): the shop's name and logo, the invoice's number, date, client and coin, its lines in a
 * table whose header is repeated on every page it breaks onto, the totals, and "Page n of N" on each page.
 */
export async function invoicePdf(
  invoice: Invoice,
  shop: PdfShop,
  dataDir: string,
  locale: Locale,
): Promise<Buffer> {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const money = (minor: number) => formatMoney(minor, { symbol: invoice.symbol }, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${words('invoice_title')} ${invoice.code}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const logo = await logoPng(dataDir, shop.logoUrl);
  if (logo) doc.image(logo, MARGIN, MARGIN, { fit: [140, 48] });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(shop.name, MARGIN + (logo ? 150 : 0), MARGIN + 4);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(`${words('invoice_title')} ${invoice.code}`, MARGIN, MARGIN + 60);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  // The date and the rates as the reader's language writes them (16 de noviembre de 2026; 1,05).
  const date = longDate(invoice.date, locale);
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const facts: Array<[MessageKey, string]> = [
    ['invoice_date', date],
    ['invoice_client', invoice.client],
    ['invoice_contract', invoice.contract],
    ['invoice_reference', invoice.reference_client],
    ['invoice_coin', invoice.coin],
    [
      'invoice_rates',
      Object.entries(invoice.exchange_rates)
        .map(([coin, value]) => `${coin} ${rate.format(Number(value))}`)
        .join(' · '),
    ],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    doc
      .font('Helvetica-Bold')
      .text(`${words(label)}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  }
  if (invoice.note) doc.moveDown(0.5).text(invoice.note);
  doc.moveDown(1);

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    const titles = [
      'invoice_col_description',
      'invoice_col_quantity',
      'invoice_col_unit',
      'invoice_col_tax',
      'invoice_col_total',
    ] as const;
    COLUMNS.forEach((column, i) => {
      doc.text(words(titles[i] as MessageKey), column.x, y, { width: column.width, align: column.align });
    });
    doc
      .moveTo(MARGIN, y + 14)
      .lineTo(doc.page.width - MARGIN, y + 14)
      .strokeColor('#999999')
      .stroke();
    doc.font('Helvetica').fontSize(9);
    doc.y = y + 20;
  };
  const bottom = () => doc.page.height - MARGIN - 30;
  header();
  for (const line of invoice.lines) {
    const height = doc.heightOfString(line.description, { width: COLUMNS[0].width }) + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [
      line.description,
      messageParam(line.quantity, locale),
      money(line.unit_price),
      `${line.tax_rate}\u00a0%`,
      money(line.total),
    ];
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align });
    });
    doc.y = y + height;
  }

  if (doc.y + 60 > bottom()) doc.addPage();
  doc.moveDown(1).fontSize(10);
  const totals: Array<[MessageKey, number, boolean]> = [
    ['invoice_subtotal', invoice.subtotal, false],
    ['invoice_tax_total', invoice.tax_total, false],
    ['invoice_total', invoice.total, true],
  ];
  for (const [label, amount, strong] of totals) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(words(label), 312, y, { width: 140, align: 'right' });
    doc.text(money(amount), 456, y, { width: 91, align: 'right' });
    doc.y = y + 16;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would break to a new page to write it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(words('invoice_page', { page: i + 1, pages: count }), MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
