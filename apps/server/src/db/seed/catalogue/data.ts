/** The demo shop's catalogue: a believable Cuban online shop. Prices are USD cents. */

export const DEMO_CATEGORIES = [
  { key: 'alimentos', name: 'Alimentos', priority: 1, description: 'Despensa, granos y conservas' },
  {
    key: 'cafe',
    name: 'Café y dulces',
    priority: 2,
    parent: 'alimentos',
    description: 'Café cubano y repostería',
  },
  { key: 'bebidas', name: 'Bebidas', priority: 3, description: 'Refrescos, jugos y maltas' },
  { key: 'ropa', name: 'Ropa', priority: 4, description: 'Ropa para toda la familia' },
  { key: 'calzado', name: 'Calzado', priority: 5, description: 'Zapatos, sandalias y tenis' },
  { key: 'electronica', name: 'Electrónica', priority: 6, description: 'Teléfonos, cámaras y accesorios' },
  {
    key: 'telefonia',
    name: 'Teléfonos y accesorios',
    priority: 1,
    parent: 'electronica',
    description: 'Móviles, cargadores y audífonos',
  },
  {
    key: 'foto',
    name: 'Cámaras y fotografía',
    priority: 2,
    parent: 'electronica',
    description: 'Cámaras digitales y accesorios',
  },
  { key: 'hogar', name: 'Hogar', priority: 7, description: 'Electrodomésticos y cocina' },
  {
    key: 'electrodomesticos',
    name: 'Electrodomésticos',
    priority: 1,
    parent: 'hogar',
    description: 'Refrigeradores, ventiladores y arroceras',
  },
  {
    key: 'cocina',
    name: 'Cocina y mesa',
    priority: 2,
    parent: 'hogar',
    description: 'Ollas, sartenes y vasos',
  },
  { key: 'aseo', name: 'Aseo y belleza', priority: 8, description: 'Higiene personal y cuidado' },
  { key: 'ferreteria', name: 'Ferretería', priority: 9, description: 'Herramientas y construcción' },
  { key: 'servicios', name: 'Servicios', priority: 10, description: 'Instalaciones y reparaciones' },
] as const;
export type CategoryKey = (typeof DEMO_CATEGORIES)[number]['key'];

export const DEMO_BRANDS = [
  'Cubita',
  'Serrano',
  'La Estancia',
  'Ciego Montero',
  'Bucanero',
  'Samsung',
  'Haier',
  'Suchel',
  'Tropical',
] as const;
export type BrandName = (typeof DEMO_BRANDS)[number];

export const DEMO_UNITS = [
  { key: 'u', name: 'Unidad', short_name: 'u' },
  { key: 'kg', name: 'Kilogramo', short_name: 'kg' },
  { key: 'paq', name: 'Paquete', short_name: 'paq' },
  { key: 'caja', name: 'Caja', short_name: 'caja' },
] as const;
export type UnitKey = (typeof DEMO_UNITS)[number]['key'];

export const DEMO_ATTRIBUTES = {
  Color: ['Negro', 'Blanco', 'Rojo', 'Azul'],
  Talla: ['S', 'M', 'L', 'XL'],
  Número: ['38', '40', '42'],
  Capacidad: ['64 GB', '128 GB'],
} as const;
export type AttributeName = keyof typeof DEMO_ATTRIBUTES;

export interface DemoSimple {
  name: string;
  category: CategoryKey;
  price: number;
  stock: number;
  brand?: BrandName;
  unit?: UnitKey;
  short?: string;
  sale?: number;
  discount?: number;
  offer?: boolean;
  wholesale?: { price: number; min: number };
  warrantyMonths?: number;
  priority?: number;
  /** Staff's own low-stock threshold; without it a quarter of the initial availability. */
  low?: number;
  /** Arrived this week: its cost is not written down yet (the inventory report and the products list say so). */
  costPending?: boolean;
}

/**
 * The demo shop's goods carry Cuba's 10 % sales tax, inside their price, as the demo invoices do; services carry none.
 * So the cart, the checkout, an order and the sales report show a tax that is not zero on a fresh shop.
 */
export const DEMO_SALES_TAX = 10;

/**
 * What a unit costs the demo shop (decision 110), as a share in percent of its regular price by category: groceries
 * leave less than clothes. Services have none (their cost is a technician's time), so their profit stays unknown.
 */
const DEMO_COST_SHARE: Record<string, number> = {
  alimentos: 72,
  cafe: 64,
  bebidas: 60,
  ropa: 46,
  calzado: 52,
  electronica: 78,
  telefonia: 81,
  foto: 76,
  hogar: 70,
  electrodomesticos: 74,
  cocina: 66,
  aseo: 55,
  ferreteria: 62,
};

export function demoCost(category: string, price: number): number | null {
  const share = DEMO_COST_SHARE[category];
  return share === undefined ? null : Math.round((price * share) / 100);
}

export const DEMO_SIMPLE: DemoSimple[] = [
  {
    name: 'Café Cubita molido 250 g',
    category: 'cafe',
    price: 450,
    stock: 80,
    brand: 'Cubita',
    unit: 'paq',
    short: 'Café 100 % arábica, tueste oscuro',
    priority: 1,
  },
  {
    name: 'Café Serrano en grano 1 kg',
    category: 'cafe',
    price: 1650,
    stock: 25,
    brand: 'Serrano',
    unit: 'kg',
    sale: 1450,
    offer: true,
  },
  {
    name: 'Azúcar blanca 1 kg',
    category: 'alimentos',
    price: 220,
    stock: 300,
    unit: 'kg',
    wholesale: { price: 180, min: 20 },
  },
  {
    name: 'Arroz 5 kg',
    category: 'alimentos',
    price: 900,
    stock: 120,
    unit: 'paq',
    wholesale: { price: 760, min: 10 },
    priority: 2,
  },
  {
    name: 'Frijoles negros 1 kg',
    category: 'alimentos',
    price: 350,
    stock: 90,
    unit: 'kg',
    wholesale: { price: 300, min: 15 },
  },
  {
    name: 'Aceite de girasol 1 L',
    category: 'alimentos',
    price: 480,
    stock: 6,
    low: 10,
    unit: 'u',
    short: 'Quedan pocas unidades',
  },
  {
    name: 'Leche en polvo 1 kg',
    category: 'alimentos',
    price: 1250,
    stock: 40,
    unit: 'paq',
    discount: 10,
    offer: true,
  },
  {
    name: 'Pasta de tomate La Estancia',
    category: 'alimentos',
    price: 180,
    stock: 150,
    brand: 'La Estancia',
    unit: 'u',
  },
  { name: 'Espaguetis 500 g', category: 'alimentos', price: 150, stock: 200, unit: 'paq' },
  {
    name: 'Galletas de sal',
    category: 'cafe',
    price: 120,
    stock: 0,
    unit: 'paq',
    short: 'Agotado por ahora',
  },
  { name: 'Turrón de maní', category: 'cafe', price: 250, stock: 60, unit: 'u' },
  {
    name: 'Mermelada de guayaba',
    category: 'cafe',
    price: 300,
    stock: 45,
    brand: 'La Estancia',
    unit: 'u',
    discount: 15,
    offer: true,
  },
  {
    name: 'Agua Ciego Montero 1,5 L',
    category: 'bebidas',
    price: 90,
    stock: 400,
    brand: 'Ciego Montero',
    unit: 'u',
    wholesale: { price: 70, min: 24 },
  },
  {
    name: 'Refresco de cola 355 ml',
    category: 'bebidas',
    price: 80,
    stock: 500,
    brand: 'Ciego Montero',
    unit: 'u',
    wholesale: { price: 60, min: 24 },
  },
  {
    name: 'Cerveza Bucanero caja 24',
    category: 'bebidas',
    price: 2400,
    stock: 30,
    brand: 'Bucanero',
    unit: 'caja',
    priority: 3,
  },
  { name: 'Malta Bucanero', category: 'bebidas', price: 110, stock: 8, brand: 'Bucanero', unit: 'u' },
  {
    name: 'Jugo de mango 1 L',
    category: 'bebidas',
    price: 200,
    stock: 70,
    brand: 'Tropical',
    unit: 'u',
    sale: 170,
    offer: true,
  },
  {
    name: 'Guayabera de lino',
    category: 'ropa',
    price: 3500,
    stock: 15,
    short: 'Clásica, de manga larga',
    priority: 4,
  },
  { name: 'Pantalón de mezclilla', category: 'ropa', price: 2800, stock: 22 },
  { name: 'Vestido de algodón', category: 'ropa', price: 2200, stock: 12, discount: 20, offer: true },
  { name: 'Sandalias de playa', category: 'calzado', price: 900, stock: 35 },
  { name: 'Botas de trabajo', category: 'calzado', price: 4200, stock: 10, warrantyMonths: 3 },
  {
    name: 'Cámara digital compacta',
    category: 'foto',
    price: 18_900,
    stock: 5,
    brand: 'Samsung',
    warrantyMonths: 12,
    short: 'Zoom óptico 10x, vídeo Full HD',
    priority: 5,
  },
  {
    name: 'Audífonos inalámbricos',
    category: 'telefonia',
    price: 3500,
    stock: 25,
    brand: 'Samsung',
    warrantyMonths: 6,
    sale: 2990,
    offer: true,
  },
  {
    name: 'Cargador USB-C 25 W',
    category: 'telefonia',
    price: 1200,
    stock: 60,
    brand: 'Samsung',
    warrantyMonths: 6,
  },
  { name: 'Batería externa 10000 mAh', category: 'telefonia', price: 2500, stock: 18, warrantyMonths: 6 },
  {
    name: 'Ventilador de pedestal',
    category: 'electrodomesticos',
    price: 4500,
    stock: 14,
    brand: 'Haier',
    warrantyMonths: 12,
    priority: 6,
  },
  { name: 'Olla de presión 6 L', category: 'cocina', price: 3800, stock: 9, warrantyMonths: 12 },
  {
    name: 'Arrocera eléctrica',
    category: 'electrodomesticos',
    price: 3200,
    stock: 20,
    brand: 'Haier',
    warrantyMonths: 12,
    discount: 10,
    offer: true,
  },
  {
    name: 'Refrigerador Haier 260 L',
    category: 'electrodomesticos',
    price: 65_000,
    stock: 3,
    brand: 'Haier',
    warrantyMonths: 24,
  },
  { name: 'Juego de vasos (6)', category: 'cocina', price: 950, stock: 40 },
  {
    name: 'Jabón de tocador Suchel',
    category: 'aseo',
    price: 90,
    stock: 600,
    brand: 'Suchel',
    unit: 'u',
    wholesale: { price: 65, min: 48 },
  },
  { name: 'Champú de coco', category: 'aseo', price: 450, stock: 70, brand: 'Suchel' },
  { name: 'Pasta dental', category: 'aseo', price: 200, stock: 120, brand: 'Suchel' },
  { name: 'Desodorante', category: 'aseo', price: 380, stock: 4, brand: 'Suchel' },
  {
    name: 'Detergente en polvo 1 kg',
    category: 'aseo',
    price: 420,
    stock: 90,
    unit: 'paq',
    wholesale: { price: 350, min: 20 },
  },
  { name: 'Taladro percutor', category: 'ferreteria', price: 7500, stock: 7, warrantyMonths: 12 },
  { name: 'Juego de destornilladores', category: 'ferreteria', price: 1500, stock: 25 },
  {
    name: 'Cemento gris 42,5 kg',
    category: 'ferreteria',
    price: 1300,
    stock: 50,
    unit: 'u',
    wholesale: { price: 1100, min: 10 },
  },
  { name: 'Cinta métrica 5 m', category: 'ferreteria', price: 450, stock: 33 },
  {
    name: 'Bombillo LED 9 W',
    category: 'ferreteria',
    price: 250,
    stock: 200,
    wholesale: { price: 190, min: 50 },
  },
  { name: 'Candado de seguridad', category: 'ferreteria', price: 850, stock: 16 },
  { name: 'Harina de trigo 1 kg', category: 'alimentos', price: 260, stock: 110, unit: 'kg' },
  {
    name: 'Sartén antiadherente',
    category: 'cocina',
    price: 1800,
    stock: 11,
    warrantyMonths: 6,
    costPending: true,
  },
];

export interface DemoVariable {
  name: string;
  category: CategoryKey;
  price: number;
  brand?: BrandName;
  attributes: AttributeName[];
  /** Terms per attribute to combine; each combination becomes a variation. */
  terms: string[][];
  stock: number;
  offer?: boolean;
  discount?: number;
  warrantyMonths?: number;
}

export const DEMO_VARIABLE: DemoVariable[] = [
  {
    name: 'Camiseta básica',
    category: 'ropa',
    price: 1200,
    attributes: ['Color', 'Talla'],
    terms: [
      ['Negro', 'Blanco', 'Rojo'],
      ['S', 'M', 'L'],
    ],
    stock: 6,
  },
  {
    name: 'Pulóver estampado',
    category: 'ropa',
    price: 1500,
    attributes: ['Color', 'Talla'],
    terms: [
      ['Azul', 'Blanco'],
      ['M', 'L', 'XL'],
    ],
    stock: 4,
    discount: 15,
    offer: true,
  },
  {
    name: 'Gorra deportiva',
    category: 'ropa',
    price: 800,
    attributes: ['Color'],
    terms: [['Negro', 'Rojo', 'Azul']],
    stock: 10,
  },
  {
    name: 'Tenis de correr',
    category: 'calzado',
    price: 5500,
    attributes: ['Número', 'Color'],
    terms: [
      ['38', '40', '42'],
      ['Negro', 'Blanco'],
    ],
    stock: 3,
  },
  {
    name: 'Zapatos de vestir',
    category: 'calzado',
    price: 6200,
    attributes: ['Número'],
    terms: [['40', '42']],
    stock: 2,
  },
  {
    name: 'Teléfono Samsung Galaxy A15',
    category: 'telefonia',
    price: 21_000,
    brand: 'Samsung',
    attributes: ['Capacidad', 'Color'],
    terms: [
      ['64 GB', '128 GB'],
      ['Negro', 'Azul'],
    ],
    stock: 3,
    warrantyMonths: 12,
  },
  {
    name: 'Memoria USB',
    category: 'telefonia',
    price: 900,
    attributes: ['Capacidad'],
    terms: [['64 GB', '128 GB']],
    stock: 20,
  },
  {
    name: 'Toalla de baño',
    category: 'hogar',
    price: 1100,
    attributes: ['Color'],
    terms: [['Blanco', 'Azul', 'Rojo']],
    stock: 12,
  },
];

export interface DemoCombo {
  name: string;
  category: CategoryKey;
  price: number;
  /** Names of DEMO_SIMPLE products and their quantities. */
  parts: Array<[string, number]>;
  /** On offer at this price (below `price`): a combo flagged on offer shows what it saves, as any product does. */
  sale?: number;
}

export const DEMO_COMBOS: DemoCombo[] = [
  {
    name: 'Combo desayuno',
    category: 'alimentos',
    price: 1900,
    parts: [
      ['Café Cubita molido 250 g', 2],
      ['Leche en polvo 1 kg', 1],
      ['Azúcar blanca 1 kg', 1],
    ],
    sale: 1710,
  },
  {
    name: 'Combo aseo familiar',
    category: 'aseo',
    price: 1500,
    parts: [
      ['Jabón de tocador Suchel', 4],
      ['Champú de coco', 1],
      ['Pasta dental', 2],
      ['Desodorante', 1],
    ],
  },
  {
    name: 'Combo fiesta',
    category: 'bebidas',
    price: 4200,
    parts: [
      ['Cerveza Bucanero caja 24', 1],
      ['Refresco de cola 355 ml', 12],
      ['Turrón de maní', 4],
    ],
  },
  {
    name: 'Combo despensa',
    category: 'alimentos',
    price: 2300,
    parts: [
      ['Arroz 5 kg', 1],
      ['Frijoles negros 1 kg', 2],
      ['Aceite de girasol 1 L', 1],
      ['Espaguetis 500 g', 2],
    ],
  },
];

export interface DemoService {
  name: string;
  price: number;
  short: string;
}

export const DEMO_SERVICES: DemoService[] = [
  { name: 'Instalación de aire acondicionado', price: 6000, short: 'Un técnico lo instala en tu casa' },
  { name: 'Reparación de teléfonos', price: 2500, short: 'Diagnóstico y reparación en 48 horas' },
  { name: 'Mantenimiento de refrigerador', price: 3500, short: 'Limpieza y revisión del sistema de frío' },
  { name: 'Instalación eléctrica básica', price: 4000, short: 'Tomacorrientes, interruptores y lámparas' },
  { name: 'Envío de paquete a provincia', price: 1500, short: 'Entrega en 3 a 5 días hábiles' },
];
