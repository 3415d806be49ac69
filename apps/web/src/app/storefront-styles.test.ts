import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** The back office loads all of Mantine's styles with its layout; everything else is the storefront's. */
const backOffice = (file: string) =>
  /(^|\/)(admin-[^/]*|admin-kit)(\/|$)/.test(path.relative(src, file)) || /\.test\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const STYLE_IMPORT = /@mantine\/core\/styles\/(\w+)\.layer\.css/g;

describe("the storefront's share of Mantine's styles (app/storefront-styles.ts)", () => {
  it('has the stylesheet of every Mantine component a storefront screen draws', () => {
    const files = sources(src).filter((file) => !backOffice(file));
    const loaded = new Set(
      files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(STYLE_IMPORT)].map((m) => m[1])),
    );
    const missing: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8');
      const imported = /import \{([^}]*)\} from '@mantine\/core'/.exec(text)?.[1] ?? '';
      const names = imported.split(',').map((n) => n.replace(/\btype\b/, '').trim());
      // Compound parts have stylesheets of their own: <Radio.Card> is RadioCard.
      const parts = [...text.matchAll(/<([A-Z]\w+)\.([A-Z]\w+)/g)].map((m) => `${m[1]}${m[2]}`);
      for (const name of [...names, ...parts]) {
        if (name && !loaded.has(name) && existsSync(path.join(mantineStyles, `${name}.layer.css`)))
          missing.push(`${name} (${path.relative(src, file)})`);
      }
    }
    // A component without its stylesheet draws unstyled on the storefront only (the checkout's choice cards had no
    // border and no radio): import its file in storefront-styles.ts, or in the screen that alone uses it.
    expect(missing).toEqual([]);
  });
});
