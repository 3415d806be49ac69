import { createWriteStream } from 'node:fs';
import { formatMoney, type Locale, minorToDecimal, SHOP_TIME_ZONE } from '@shop/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { longDate } from '../../lib/long-date';
import { translate } from '../../lib/messages';
import { logoPng, type PdfShop } from '../../lib/pdf-logo';

/** One cell of a report: money in minor units of its coin, a day of the shop's calendar (YYYY-MM-DD). */
export type ReportCell =
  | { text: string }
  | { integer: number }
  | { money: number; coin: string; symbol: string }
  /** A share in percent (27.5 is 27,5 %). */
  | { percent: number }
  | { date: string };

/**
 * A report as both files show it: a title, the filters it was made with, a table and its totals (one row per coin).
 * The rows come a batch at a time and the totals are asked for after the last one (they are summed on the way), so a
 * file of any length is written without holding its rows (decision 036).
 */
export interface ReportTable {
  title: string;
  facts: Array<[label: string, value: string]>;
  /** `weight`: the column's share of a PDF page's width. */
  columns: Array<{ header: string; align: 'left' | 'right'; weight: number }>;
  rows: AsyncIterable<ReportCell[][]>;
  totals(): ReportCell[][];
  /** Said instead of the table when it has no row. */
  empty: string;
}

/** Told after every batch written: how many rows are in the file so far. */
export type ReportProgress = (rowsWritten: number) => Promise<void> | void;

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

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
  if ('percent' in cell)
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      cell.percent / 100,
    );
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(dateOf(cell.date));
}

/**
 * The report as an Excel workbook written to `file` as it goes (exceljs' streaming writer): numbers and dates as
 * Excel's own values, each amount with its coin in its number format, the table's header frozen, and the totals in
 * bold under the rows.
 */
export async function writeReportXlsx(
  table: ReportTable,
  shop: PdfShop,
  locale: Locale,
  file: string,
  progress: ReportProgress = () => {},
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = shop.name;
  workbook.created = new Date();
  const header = table.facts.length + 3;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: header }],
  });
  // The widths go out with the sheet's first row, so they are set before any row.
  table.columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = Math.max(12, column.weight * 6);
  });
  const title = sheet.getRow(1);
  title.getCell(1).value = `${shop.name} · ${table.title}`;
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();
  table.facts.forEach(([label, value], i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    row.commit();
  });
  const headerRow = sheet.getRow(header);
  table.columns.forEach((column, i) => {
    const cell = headerRow.getCell(i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.alignment = { horizontal: column.align };
    cell.border = { bottom: { style: 'thin' } };
  });
  headerRow.commit();
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
      } else if ('percent' in cell) {
        // A fraction, as spreadsheets keep percentages: 27,5 % is 0.275.
        target.value = cell.percent / 100;
        target.numFmt = '0.0%';
      } else {
        target.value = dateOf(cell.date);
        target.numFmt = dateFormat;
      }
      if (bold) target.font = { bold: true };
    });
    row.commit();
  };
  let written = 0;
  for await (const batch of table.rows) {
    for (const cells of batch) write(cells, false);
    written += batch.length;
    await progress(written);
  }
  for (const cells of table.totals()) write(cells, true);
  if (written === 0) sheet.addRow([table.empty]).commit();
  sheet.commit();
  await workbook.commit();
}

const MARGIN = 36;

/**
 * The report as a PDF written to `file` page by page (pdfkit, A4 landscape): the shop's name and logo, the title and
 * filters, the table with its header repeated on every page it breaks onto, the totals, and "Página n" with the date
 * it was made at the foot of each page. Pages leave memory as they are finished, so the count of pages is not known
 * when a foot is written (decision 036).
 */
export async function writeReportPdf(
  table: ReportTable,
  shop: PdfShop,
  dataDir: string,
  locale: Locale,
  file: string,
  progress: ReportProgress = () => {},
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: table.title, Author: shop.name },
  });
  const out = createWriteStream(file);
  doc.pipe(out);
  const written = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });

  const made = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date());
  const width = doc.page.width - 2 * MARGIN;
  let pages = 0;
  const foot = () => {
    pages += 1;
    const y = doc.y;
    // The foot sits in the bottom margin; without this pdfkit would break to a new page to write it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `${translate('report_made', locale, { date: made })} · ${translate('report_page', locale, { page: pages })}`,
        MARGIN,
        doc.page.height - MARGIN + 8,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = MARGIN;
    doc.fillColor('#000000');
    doc.x = MARGIN;
    doc.y = y;
  };
  foot();

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
    // Under the tallest heading: a narrow column's heading may take two lines ("Uds. sin costo").
    const tallest = Math.max(
      ...columns.map((column) => doc.heightOfString(column.header, { width: column.width })),
    );
    const below = y + tallest + 4;
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
      foot();
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
  let rows = 0;
  for await (const batch of table.rows) {
    for (const cells of batch) write(cells, false);
    rows += batch.length;
    await progress(rows);
  }
  if (rows === 0) doc.font('Helvetica').fontSize(10).text(table.empty, MARGIN, doc.y);
  const totals = table.totals();
  if (totals.length) doc.y += 4;
  for (const cells of totals) write(cells, true);
  doc.end();
  await written;
}
