// How long the browser takes to shrink a phone's photo and screenshot to the 300 kB a picture may weigh
// (apps/web/src/lib/fit-image.ts, decision 086), and what comes out. Prints figures; asserts nothing.
//
//   node bench/fit-image.mjs            # 5 runs of each picture in Debian's chromium
//   node bench/fit-image.mjs --runs 9 --cpu 4   # --cpu: Chromium's CPU slowdown, as a phone (Lighthouse uses 4)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import esbuild from 'esbuild';
import sharp from 'sharp';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '1' } },
});
const runs = Number(args.runs);
const cpu = Number(args.cpu);

// The shop's own function, bundled as the app bundles it.
const bundled = await esbuild.build({
  entryPoints: ['apps/web/src/lib/fit-image.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'shop',
  write: false,
});
const script = bundled.outputFiles[0].text;

/** A 12-megapixel photo: a lit dish on a wooden table (gradient and shapes) under a camera's grain, as JPEG. */
async function photo() {
  const [width, height] = [4032, 3024];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4e3c1"/><stop offset="1" stop-color="#8a5a2b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="2000" cy="1600" rx="1200" ry="800" fill="#fff"/>
    <ellipse cx="2000" cy="1500" rx="900" ry="500" fill="#f8f6ee"/></svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 93 })
    .toBuffer();
}

/** A phone's screenshot of a bank's reply: 1170 × 2532 px of light background and noise, as PNG. */
const screenshot = () =>
  sharp({
    create: {
      width: 1170,
      height: 2532,
      channels: 3,
      background: '#ebebeb',
      noise: { type: 'gaussian', mean: 235, sigma: 12 },
    },
  })
    .png()
    .toBuffer();

const pictures = [
  { name: 'IMG_20261205_0912.jpg', type: 'image/jpeg', data: await photo() },
  { name: 'Screenshot_20261205.png', type: 'image/png', data: await screenshot() },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent('<!doctype html><title>fit-image</title>');
await page.addScriptTag({ content: script });
if (cpu > 1) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.info(`fit-image: ${runs} runs each, CPU slowdown ${cpu}×, ${new Date().toISOString()}`);
console.info('| picture | sent | comes out | ms (median; range) |');
console.info('|---|---:|---:|---:|');
for (const picture of pictures) {
  const times = [];
  let out;
  for (let run = 0; run < runs; run++) {
    out = await page.evaluate(
      async ({ name, type, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], name, { type });
        const started = performance.now();
        const fitted = await window.shop.fitImage(file);
        const ms = performance.now() - started;
        const bitmap = await createImageBitmap(fitted);
        return { ms, size: fitted.size, type: fitted.type, width: bitmap.width, height: bitmap.height };
      },
      { name: picture.name, type: picture.type, base64: picture.data.toString('base64') },
    );
    times.push(out.ms);
  }
  const kB = (bytes) => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;
  console.info(
    `| ${picture.name} | ${kB(picture.data.length)} | ${kB(out.size)} ${out.type}, ${out.width} × ${out.height} | ` +
      `${Math.round(median(times))} (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}) |`,
  );
}
await browser.close();
