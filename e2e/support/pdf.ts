import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a downloaded PDF's first page, as a reader would see it (pdf.js, as Firefox reads PDFs). */
export async function firstPageText(file: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(await readFile(file)),
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}
