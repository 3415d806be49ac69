import sharp from 'sharp';
import type { Database } from '../../db/client';
import { storeBannerImage } from './banner-images';
import { banners } from './banners.table';

/** A gradient with soft circles: the title and button are HTML over it, in the shopper's language. */
function artwork(width: number, height: number, from: string, to: string): Buffer {
  const r = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${r * 0.45}" fill="#fff" fill-opacity="0.12"/>
  <circle cx="${width * 0.95}" cy="${height * 0.95}" r="${r * 0.3}" fill="#fff" fill-opacity="0.1"/>
  <circle cx="${width * 0.05}" cy="${height * 0.05}" r="${r * 0.2}" fill="#000" fill-opacity="0.06"/>
</svg>`;
  return Buffer.from(svg);
}

const BANNERS = [
  {
    sectionUrl: '/store',
    title: 'Ofertas de temporada',
    buttonText: 'Ver ofertas',
    url: '/Offers',
    buttonColor: '#fab005',
    textColor: '#ffffff',
    buttonPosition: 'bottom-left',
    priority: 10,
    colors: ['#e8590c', '#c2255c'],
  },
  {
    sectionUrl: '/store',
    title: 'Recoge gratis en el Vedado y Miramar',
    buttonText: 'Cómo comprar',
    url: '/como-comprar',
    buttonColor: '#ffffff',
    textColor: '#0b7285',
    buttonPosition: 'center-left',
    priority: 5,
    colors: ['#0b7285', '#2b8a3e'],
  },
  {
    sectionUrl: '/Offers',
    title: 'Combos para toda la familia',
    buttonText: 'Ver combos',
    url: '/store?search=combo',
    buttonColor: '#ffffff',
    textColor: '#5f3dc4',
    buttonPosition: 'bottom-center',
    priority: 1,
    colors: ['#5f3dc4', '#1971c2'],
  },
] as const;

/** SEED=demo: three banners with their pictures, made and stored like uploaded ones; only into an empty table. */
export async function seedDemoBanners(db: Database, dataDir: string): Promise<void> {
  const [any] = await db.select({ id: banners.id }).from(banners).limit(1);
  if (any) return;
  for (const { colors, ...banner } of BANNERS) {
    const [from, to] = colors;
    const png = (svg: Buffer) => sharp(svg).png().toBuffer();
    const desktopImage = await storeBannerImage(dataDir, 'desktop', await png(artwork(1500, 600, from, to)));
    const mobileImage = await storeBannerImage(dataDir, 'mobile', await png(artwork(720, 720, from, to)));
    await db.insert(banners).values({ ...banner, desktopImage, mobileImage });
  }
}
