import { z } from 'zod';
import { slugify } from './slug';

/**
 * Cuba's provinces and municipalities (division of 2011), where the shop delivers. Codes are slugs of the names,
 * municipality codes prefixed by their province's, so "la-habana/plaza-de-la-revolucion" is unambiguous even
 * where two provinces hold a municipality of the same name (San Luis).
 */
const DIVISION: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'Pinar del Río',
    [
      'Consolación del Sur',
      'Guane',
      'La Palma',
      'Los Palacios',
      'Mantua',
      'Minas de Matahambre',
      'Pinar del Río',
      'San Juan y Martínez',
      'San Luis',
      'Sandino',
      'Viñales',
    ],
  ],
  [
    'Artemisa',
    [
      'Alquízar',
      'Artemisa',
      'Bahía Honda',
      'Bauta',
      'Caimito',
      'Candelaria',
      'Guanajay',
      'Güira de Melena',
      'Mariel',
      'San Antonio de los Baños',
      'San Cristóbal',
    ],
  ],
  [
    'La Habana',
    [
      'Arroyo Naranjo',
      'Boyeros',
      'Centro Habana',
      'Cerro',
      'Cotorro',
      'Diez de Octubre',
      'Guanabacoa',
      'La Habana del Este',
      'La Habana Vieja',
      'La Lisa',
      'Marianao',
      'Playa',
      'Plaza de la Revolución',
      'Regla',
      'San Miguel del Padrón',
    ],
  ],
  [
    'Mayabeque',
    [
      'Batabanó',
      'Bejucal',
      'Güines',
      'Jaruco',
      'Madruga',
      'Melena del Sur',
      'Nueva Paz',
      'Quivicán',
      'San José de las Lajas',
      'San Nicolás',
      'Santa Cruz del Norte',
    ],
  ],
  [
    'Matanzas',
    [
      'Calimete',
      'Cárdenas',
      'Ciénaga de Zapata',
      'Colón',
      'Jagüey Grande',
      'Jovellanos',
      'Limonar',
      'Los Arabos',
      'Martí',
      'Matanzas',
      'Pedro Betancourt',
      'Perico',
      'Unión de Reyes',
    ],
  ],
  [
    'Cienfuegos',
    [
      'Abreus',
      'Aguada de Pasajeros',
      'Cienfuegos',
      'Cruces',
      'Cumanayagua',
      'Palmira',
      'Rodas',
      'Santa Isabel de las Lajas',
    ],
  ],
  [
    'Villa Clara',
    [
      'Caibarién',
      'Camajuaní',
      'Cifuentes',
      'Corralillo',
      'Encrucijada',
      'Manicaragua',
      'Placetas',
      'Quemado de Güines',
      'Ranchuelo',
      'Remedios',
      'Sagua la Grande',
      'Santa Clara',
      'Santo Domingo',
    ],
  ],
  [
    'Sancti Spíritus',
    [
      'Cabaiguán',
      'Fomento',
      'Jatibonico',
      'La Sierpe',
      'Sancti Spíritus',
      'Taguasco',
      'Trinidad',
      'Yaguajay',
    ],
  ],
  [
    'Ciego de Ávila',
    [
      'Baraguá',
      'Bolivia',
      'Chambas',
      'Ciego de Ávila',
      'Ciro Redondo',
      'Florencia',
      'Majagua',
      'Morón',
      'Primero de Enero',
      'Venezuela',
    ],
  ],
  [
    'Camagüey',
    [
      'Camagüey',
      'Carlos Manuel de Céspedes',
      'Esmeralda',
      'Florida',
      'Guáimaro',
      'Jimaguayú',
      'Minas',
      'Najasa',
      'Nuevitas',
      'Santa Cruz del Sur',
      'Sibanicú',
      'Sierra de Cubitas',
      'Vertientes',
    ],
  ],
  [
    'Las Tunas',
    ['Amancio', 'Colombia', 'Jesús Menéndez', 'Jobabo', 'Las Tunas', 'Majibacoa', 'Manatí', 'Puerto Padre'],
  ],
  [
    'Holguín',
    [
      'Antilla',
      'Báguanos',
      'Banes',
      'Cacocum',
      'Calixto García',
      'Cueto',
      'Frank País',
      'Gibara',
      'Holguín',
      'Mayarí',
      'Moa',
      'Rafael Freyre',
      'Sagua de Tánamo',
      'Urbano Noris',
    ],
  ],
  [
    'Granma',
    [
      'Bartolomé Masó',
      'Bayamo',
      'Buey Arriba',
      'Campechuela',
      'Cauto Cristo',
      'Guisa',
      'Jiguaní',
      'Manzanillo',
      'Media Luna',
      'Niquero',
      'Pilón',
      'Río Cauto',
      'Yara',
    ],
  ],
  [
    'Santiago de Cuba',
    [
      'Contramaestre',
      'Guamá',
      'Mella',
      'Palma Soriano',
      'San Luis',
      'Santiago de Cuba',
      'Segundo Frente',
      'Songo-La Maya',
      'Tercer Frente',
    ],
  ],
  [
    'Guantánamo',
    [
      'Baracoa',
      'Caimanera',
      'El Salvador',
      'Guantánamo',
      'Imías',
      'Maisí',
      'Manuel Tames',
      'Niceto Pérez',
      'San Antonio del Sur',
      'Yateras',
    ],
  ],
  ['Isla de la Juventud', ['Isla de la Juventud']],
];

export type Municipality = { code: string; name: string };
export type Province = { code: string; name: string; municipalities: readonly Municipality[] };

export const PROVINCES: readonly Province[] = DIVISION.map(([name, municipalities]) => {
  const code = slugify(name);
  return {
    code,
    name,
    municipalities: municipalities.map((m) => ({ code: `${code}/${slugify(m)}`, name: m })),
  };
});

const provinceByCode = new Map(PROVINCES.map((p) => [p.code, p]));
const municipalityByCode = new Map(
  PROVINCES.flatMap((p) => p.municipalities.map((m) => [m.code, m] as const)),
);

export const provinceName = (code: string): string | undefined => provinceByCode.get(code)?.name;
export const municipalityName = (code: string): string | undefined => municipalityByCode.get(code)?.name;

/** True when the municipality code names a municipality of that province. */
export const municipalityIn = (provinceCode: string, municipalityCode: string): boolean =>
  municipalityByCode.has(municipalityCode) && municipalityCode.startsWith(`${provinceCode}/`);

export const provinceCodeSchema = z
  .string()
  .max(60)
  .refine((code) => provinceByCode.has(code), { error: 'province_unknown' });
export const municipalityCodeSchema = z
  .string()
  .max(120)
  .refine((code) => municipalityByCode.has(code), { error: 'municipality_unknown' });
