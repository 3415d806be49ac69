import type { CategoryKey } from './data';
import type { DemoPicture, Emoji } from './images';

/** Each category's background tint, so a row of one category reads as one family. */
const CATEGORY_HUE: Record<CategoryKey, number> = {
  alimentos: 40,
  cafe: 25,
  bebidas: 200,
  ropa: 300,
  calzado: 160,
  electronica: 215,
  telefonia: 230,
  foto: 260,
  hogar: 120,
  electrodomesticos: 190,
  cocina: 90,
  aseo: 175,
  ferreteria: 55,
  servicios: 210,
};

/** The emoji(s) that show each demo product, by its name; the first is the main picture. */
const PRODUCT_EMOJI: Record<string, readonly Emoji[]> = {
  'Café Cubita molido 250 g': ['hot-beverage'],
  'Café Serrano en grano 1 kg': ['hot-beverage', 'teacup-without-handle'],
  'Azúcar blanca 1 kg': ['lollipop'],
  'Arroz 5 kg': ['cooked-rice', 'sheaf-of-rice'],
  'Frijoles negros 1 kg': ['beans'],
  'Aceite de girasol 1 L': ['sunflower'],
  'Leche en polvo 1 kg': ['glass-of-milk'],
  'Pasta de tomate La Estancia': ['tomato'],
  'Espaguetis 500 g': ['spaghetti'],
  'Galletas de sal': ['cookie'],
  'Turrón de maní': ['peanuts'],
  'Mermelada de guayaba': ['honey-pot'],
  'Agua Ciego Montero 1,5 L': ['droplet'],
  'Refresco de cola 355 ml': ['cup-with-straw'],
  'Cerveza Bucanero caja 24': ['clinking-beer-mugs'],
  'Malta Bucanero': ['beer-mug'],
  'Jugo de mango 1 L': ['mango'],
  'Guayabera de lino': ['t-shirt', 'necktie'],
  'Pantalón de mezclilla': ['jeans'],
  'Vestido de algodón': ['dress'],
  'Sandalias de playa': ['thong-sandal'],
  'Botas de trabajo': ['hiking-boot'],
  'Cámara digital compacta': ['camera', 'camera-with-flash'],
  'Audífonos inalámbricos': ['headphone'],
  'Cargador USB-C 25 W': ['electric-plug'],
  'Batería externa 10000 mAh': ['battery'],
  'Ventilador de pedestal': ['cyclone'],
  'Olla de presión 6 L': ['pot-of-food'],
  'Arrocera eléctrica': ['bento-box'],
  'Refrigerador Haier 260 L': ['snowflake', 'ice'],
  'Juego de vasos (6)': ['tumbler-glass'],
  'Jabón de tocador Suchel': ['soap'],
  'Champú de coco': ['coconut'],
  'Pasta dental': ['toothbrush'],
  Desodorante: ['lotion-bottle'],
  'Detergente en polvo 1 kg': ['bubbles'],
  'Taladro percutor': ['hammer-and-wrench'],
  'Juego de destornilladores': ['screwdriver'],
  'Cemento gris 42,5 kg': ['brick'],
  'Cinta métrica 5 m': ['straight-ruler'],
  'Bombillo LED 9 W': ['light-bulb'],
  'Candado de seguridad': ['locked'],
  'Harina de trigo 1 kg': ['bread'],
  'Sartén antiadherente': ['cooking'],
  'Camiseta básica': ['t-shirt'],
  'Pulóver estampado': ['t-shirt'],
  'Gorra deportiva': ['billed-cap'],
  'Tenis de correr': ['running-shoe'],
  'Zapatos de vestir': ['mans-shoe'],
  'Teléfono Samsung Galaxy A15': ['mobile-phone'],
  'Memoria USB': ['floppy-disk'],
  'Toalla de baño': ['bathtub'],
  'Combo desayuno': ['croissant', 'basket'],
  'Combo aseo familiar': ['soap', 'basket'],
  'Combo fiesta': ['party-popper', 'basket'],
  'Combo despensa': ['shopping-bags', 'basket'],
  'Instalación de aire acondicionado': ['snowflake'],
  'Reparación de teléfonos': ['mobile-phone-with-arrow'],
  'Mantenimiento de refrigerador': ['ice'],
  'Instalación eléctrica básica': ['high-voltage'],
  'Envío de paquete a provincia': ['package'],
};

/**
 * A demo product's pictures: its emojis on its category's tint, or only the first when one picture is wanted. A
 * variable product with one emoji gets it again on a shifted tint, so that its variations alternate pictures and
 * choosing one changes what is shown.
 */
export function demoPicturesOf(
  name: string,
  category: CategoryKey,
  many: boolean,
  variable = false,
): DemoPicture[] {
  const hue = CATEGORY_HUE[category];
  const emoji = PRODUCT_EMOJI[name];
  if (!emoji?.[0]) throw new Error(`The demo product "${name}" has no picture`);
  if (!many) return [{ emoji: emoji[0], hue }];
  if (variable && emoji.length === 1)
    return [
      { emoji: emoji[0], hue },
      { emoji: emoji[0], hue: (hue + 40) % 360 },
    ];
  return emoji.map((one) => ({ emoji: one, hue }));
}
