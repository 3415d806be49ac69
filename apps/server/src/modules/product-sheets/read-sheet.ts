import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DomainError, invalidFields } from '../../lib/domain-errors';

/** A cell as the sheet holds it: text, or a number typed in a spreadsheet's number cell. */
export type Cell = string | number | null;

export interface SheetRow {
  /** The row's number in the file (the headings are row 1). */
  line: number;
  cells: Cell[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unreadable = () => invalidFields({ file: ['import_file_unreadable'] });

/**
 * The first sheet of an .xlsx file, or a .csv file's rows, told apart by their bytes (an .xlsx is a zip), never by
 * the file's name or declared type. A CSV is read as UTF-8, or as Windows-1252 when it is not (what a Spanish Excel's
 * "CSV (delimitado por comas)" writes), with the separator its first line uses most: `;` (Excel in Spanish), `,` or a
 * tab. Cells keep what was written: "12,50" stays text, for the reader of amounts to read in the user's language.
 */
export async function readSheet(file: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (file.subarray(0, 4).equals(ZIP_MAGIC)) {
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      const text = decode(file);
      if (text === null) throw unreadable();
      sheet = await workbook.csv.read(Readable.from([text]), {
        parserOptions: { delimiter: separatorOf(text) },
        map: (value: unknown) => value,
      });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable();
  }
  if (!sheet) throw unreadable();
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line, cells: Array.from(values, cellOf) });
  });
  return rows;
}

/** Text that is not a spreadsheet's (a picture, a PDF) holds control characters no sheet writes. */
function decode(file: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1252').decode(file);
  }
  text = text.replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what tell a binary file apart.
  return /[\u0000-\u0008\u000E-\u001F]/.test(text) ? null : text;
}

function separatorOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (separator: string) => first.split(separator).length - 1;
  return [';', ',', '\t'].reduce(
    (best, separator) => (count(separator) > count(best) ? separator : best),
    ';',
  );
}

function cellOf(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}
