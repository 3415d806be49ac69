import sharp from 'sharp';

/**
 * The demo shop's pictures, drawn here so the seed needs no network and no binary files in the repository: a
 * colour gradient, a simple outline of the kind of goods and a word. A dozen of them are shared by all products;
 * the image store names files by content hash, so each one is encoded once however many products show it.
 */
export const IMAGE_THEMES = {
  cafe: { hue: 25, word: 'CAFÉ', shape: 'cup' },
  alimentos: { hue: 40, word: 'DESPENSA', shape: 'bag' },
  bebidas: { hue: 200, word: 'BEBIDAS', shape: 'bottle' },
  aseo: { hue: 175, word: 'ASEO', shape: 'drop' },
  electro: { hue: 215, word: 'ELECTRO', shape: 'bolt' },
  telefono: { hue: 250, word: 'MÓVIL', shape: 'phone' },
  'telefono-dorso': { hue: 280, word: 'MÓVIL', shape: 'phone-back' },
  camara: { hue: 0, word: 'FOTO', shape: 'camera' },
  ropa: { hue: 300, word: 'MODA', shape: 'shirt' },
  'ropa-detalle': { hue: 330, word: 'ALGODÓN', shape: 'shirt' },
  calzado: { hue: 160, word: 'CALZADO', shape: 'shoe' },
  hogar: { hue: 120, word: 'CASA', shape: 'house' },
  ferreteria: { hue: 60, word: 'FERRETERÍA', shape: 'wrench' },
  regalo: { hue: 350, word: 'COMBO', shape: 'gift' },
  servicio: { hue: 190, word: 'SERVICIO', shape: 'gear' },
} as const;
export type ImageTheme = keyof typeof IMAGE_THEMES;

// 400 px: the list size, and small enough that encoding a dozen (AVIF is the slow part) stays within seconds.
const SIZE = 400;
const INK = 'fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"';

const SHAPES: Record<(typeof IMAGE_THEMES)[ImageTheme]['shape'], string> = {
  cup: `<path ${INK} d="M120 120h130v90a65 65 0 0 1-130 0z M250 140h25a30 30 0 0 1 0 60h-25"/>`,
  bag: `<path ${INK} d="M115 110h170l-15 150h-140z M160 110v-20a40 40 0 0 1 80 0v20"/>`,
  bottle: `<path ${INK} d="M180 60h40v45l25 35v130h-90v-130l25-35z"/>`,
  drop: `<path ${INK} d="M200 60c45 65 75 105 75 145a75 75 0 0 1-150 0c0-40 30-80 75-145z"/>`,
  bolt: `<path ${INK} d="M215 55l-85 130h60l-20 100 95-140h-65z"/>`,
  phone: `<rect ${INK} x="140" y="50" width="120" height="220" rx="20"/><path ${INK} d="M185 245h30"/>`,
  'phone-back': `<rect ${INK} x="140" y="50" width="120" height="220" rx="20"/><circle ${INK} cx="180" cy="95" r="18"/>`,
  camera: `<path ${INK} d="M100 120h50l20-30h60l20 30h50v130h-200z"/><circle ${INK} cx="200" cy="185" r="42"/>`,
  shirt: `<path ${INK} d="M160 70l-70 40 25 50 30-15v125h110v-125l30 15 25-50-70-40a40 40 0 0 1-80 0z"/>`,
  shoe: `<path ${INK} d="M80 250v-60l60-10 40 40 120 10a20 20 0 0 1 20 20z M140 180v-80h40v120"/>`,
  wrench: `<path ${INK} d="M120 270l110-110 M230 160a45 45 0 1 0 30-75l-25 25-25-5-5-25 25-25a45 45 0 0 0-75 30"/>`,
  house: `<path ${INK} d="M95 170l105-95 105 95 M125 150v115h150v-115 M180 265v-60h40v60"/>`,
  gift: `<path ${INK} d="M100 140h200v40h-200z M115 180h170v90h-170z M200 140v130 M200 140c-40-60-90-20-40 0 M200 140c40-60 90-20 40 0"/>`,
  gear: `<circle ${INK} cx="200" cy="165" r="45"/><path ${INK} d="M200 65v35 M200 230v35 M100 165h35 M265 165h35 M130 95l25 25 M245 210l25 25 M270 95l-25 25 M155 210l-25 25"/>`,
};

function svgOf(theme: ImageTheme): string {
  const { hue, word, shape } = IMAGE_THEMES[theme];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 65%, 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 32%)"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="330" cy="70" r="120" fill="#fff" fill-opacity="0.08"/>
  ${SHAPES[shape]}
  <text x="200" y="350" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" font-weight="bold"
    fill="#fff" text-anchor="middle" letter-spacing="3">${word}</text>
</svg>`;
}

/** One PNG per theme, rendered in parallel (rendering an SVG takes a few milliseconds). */
export async function renderDemoImages(): Promise<Map<ImageTheme, Buffer>> {
  const themes = Object.keys(IMAGE_THEMES) as ImageTheme[];
  const pngs = await Promise.all(
    themes.map((theme) =>
      sharp(Buffer.from(svgOf(theme)))
        .png()
        .toBuffer(),
    ),
  );
  return new Map(themes.map((theme, i) => [theme, pngs[i] as Buffer]));
}
