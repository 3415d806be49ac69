import { formatMoney, type Locale, minorToDecimal, SHOP_TIME_ZONE } from '@shop/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { translate } from '../../lib/messages';
import { logoPng, type PdfShop } from '../../lib/pdf-logo';

/** One cell of a report: money in minor units of its coin, a day of the shop's calendar (YYYY-MM-DD). */
export type ReportCell =
  | { text: string }
  | { integer: number }
  | { money: number; coin: string; symbol: string }
  | { date: string };

/** A report as both files show it: a title, the filters it was made with, a table and its totals (one row per coin). */
export interface ReportTable {
  title: string;
  facts: Array<[label: string, value: string]>;
  /** `weight`: the column's share of a PDF page's width. */
  columns: Array<{ header: string; align: 'left' | 'right'; weight: number }>;
  rows: ReportCell[][];
  totals: ReportCell[][];
  /** Said instead of the table when it has no row. */
  empty: string;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day of the shop's calendar as the reader's language writes it in full (1 de noviembre de 2026). */
export const longDate = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(dateOf(day));

/** The "Periodo: del … al …" line a report's file opens with. */
export function periodFact(period: { from: string; to: string }, locale: Locale): [string, string] {
  return [
    translate('report_period', locale),
    translate('report_period_value', locale, {
      from: longDate(period.from, locale),
      to: longDate(period.to, locale),
    }),
  ];
}

/** A cell's text in the reader's language: 1.234,50 $ and 26/11/2026 in Spanish. */
function cellText(cell: ReportCell, locale: Locale): string {
  if ('text' in cell) return cell.text;
  if ('integer' in cell) return new Intl.NumberFormat(locale).format(cell.integer);
  if ('money' in cell) return formatMoney(cell.money, { symbol: cell.symbol }, locale);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(dateOf(cell.date));
}

/**
 * The report as an Excel workbook (exceljs): numbers and dates as Excel's own values, each amount with its coin in
 * its number format, the table's header frozen, and the totals in bold under the rows.
 */
export async function reportXlsx(table: ReportTable, shop: PdfShop, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = shop.name;
  workbook.created = new Date();
  const header = table.facts.length + 3;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: header }],
  });
  sheet.getCell(1, 1).value = `${shop.name} · ${table.title}`;
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  table.facts.forEach(([label, value], i) => {
    sheet.getCell(i + 2, 1).value = label;
    sheet.getCell(i + 2, 1).font = { bold: true };
    sheet.getCell(i + 2, 2).value = value;
  });
  const headerRow = sheet.getRow(header);
  table.columns.forEach((column, i) => {
    const cell = headerRow.getCell(i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.alignment = { horizontal: column.align };
    cell.border = { bottom: { style: 'thin' } };
    sheet.getColumn(i + 1).width = Math.max(12, column.weight * 6);
  });
  const dateFormat = locale === 'es-ES' ? 'dd/mm/yyyy' : 'yyyy-mm-dd';
  const write = (cells: ReportCell[], bold: boolean) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, i) => {
      const target = row.getCell(i + 1);
      if ('text' in cell) target.value = cell.text;
      else if ('integer' in cell) {
        target.value = cell.integer;
        target.numFmt = '#,##0';
      } else if ('money' in cell) {
        // The exact decimal of the minor units, as a number: what a spreadsheet sums.
        target.value = Number(minorToDecimal(cell.money));
        target.numFmt = `#,##0.00 "${cell.coin.replace(/"/g, '')}"`;
      } else {
        target.value = dateOf(cell.date);
        target.numFmt = dateFormat;
      }
      if (bold) target.font = { bold: true };
    });
  };
  for (const cells of table.rows) write(cells, false);
  for (const cells of table.totals) write(cells, true);
  if (table.rows.length === 0) sheet.addRow([table.empty]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MARGIN = 36;

/**
 * The report as a PDF (pdfkit, A4 landscape): the shop's name and logo, the title and filters, the table with its
 * header repeated on every page it breaks onto, the totals, and "Página n de N" with the date it was made on each page.
 */
export async function reportPdf(
  table: ReportTable,
  shop: PdfShop,
  dataDir: string,
  locale: Locale,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: table.title, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const logo = await logoPng(dataDir, shop.logoUrl);
  if (logo) doc.image(logo, MARGIN, MARGIN, { fit: [120, 40] });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(shop.name, MARGIN + (logo ? 130 : 0), MARGIN + 4);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(table.title, MARGIN, MARGIN + 50);
  doc.moveDown(0.4).fontSize(9);
  for (const [label, value] of table.facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(1);

  const width = doc.page.width - 2 * MARGIN;
  const weights = table.columns.reduce((sum, column) => sum + column.weight, 0);
  let x = MARGIN;
  const columns = table.columns.map((column) => {
    const placed = { ...column, x, width: (width * column.weight) / weights - 4 };
    x += (width * column.weight) / weights;
    return placed;
  });
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8.5);
    for (const column of columns)
      doc.text(column.header, column.x, y, { width: column.width, align: column.align });
    const below = y + doc.heightOfString('Hg', { width: 100 }) + 4;
    doc
      .moveTo(MARGIN, below)
      .lineTo(MARGIN + width, below)
      .strokeColor('#999999')
      .stroke();
    doc.y = below + 5;
  };
  const bottom = () => doc.page.height - MARGIN - 24;
  const write = (cells: ReportCell[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const texts = cells.map((cell) => cellText(cell, locale));
    const height =
      Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: columns[i]?.width ?? 100 }))) + 5;
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    }
    const y = doc.y;
    texts.forEach((text, i) => {
      const column = columns[i];
      if (column) doc.text(text, column.x, y, { width: column.width, align: column.align });
    });
    doc.y = y + height;
  };
  header();
  if (table.rows.length === 0) doc.font('Helvetica').fontSize(10).text(table.empty, MARGIN, doc.y);
  for (const cells of table.rows) write(cells, false);
  if (table.totals.length) doc.y += 4;
  for (const cells of table.totals) write(cells, true);

  const made = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date());
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would break to a new page to write it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `${translate('report_made', locale, { date: made })} · ${translate('report_page', locale, { page: i + 1, pages: count })}`,
        MARGIN,
        doc.page.height - MARGIN + 8,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
