import { Readable } from 'node:stream';
import { type Locale, minorToDecimal, shopToday } from '@shop/contracts';
import type { FastifyReply } from 'fastify';

/**
 * A CSV as the reader's spreadsheet opens it (decisions 095 and 097): Spanish spreadsheets separate with `;` and write
 * "4,50", English ones `,` and "4.50"; the byte order mark before the headings makes Excel read it as UTF-8.
 */
export function csvWriter<Column extends string>(columns: readonly Column[], locale: Locale) {
  const separator = locale === 'es-ES' ? ';' : ',';
  const line = (cells: Record<Column, string>) =>
    `${columns.map((column) => quoted(cells[column], separator)).join(separator)}\r\n`;
  return {
    /** The first line, after the byte order mark. */
    headings: (headings: Record<Column, string>) => `\uFEFF${line(headings)}`,
    line,
    /** An amount in minor units as the reader's spreadsheet reads a number ("4,50"); empty for none. */
    amount: (minor: number | null) =>
      minor === null ? '' : minorToDecimal(minor).replace('.', locale === 'es-ES' ? ',' : '.'),
  };
}

/**
 * A cell as CSV writes it: quoted when it holds the separator, a quote or a line break. Text a spreadsheet would run
 * as a formula (it starts with =, +, -, @) is written after an apostrophe, which spreadsheets show as text and the
 * products import leaves out (OWASP's "CSV injection").
 */
function quoted(cell: string, separator: string): string {
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV sent as a download named after what it holds and the shop's day ("pedidos-2026-12-07.csv"), streamed. */
export function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${shopToday()}.csv"`)
    .send(Readable.from(lines));
}
