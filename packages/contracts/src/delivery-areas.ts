import { type GeoPoint, haversineKm } from './geo-distance';

/**
 * Where each municipality of the city the shop delivers in lies, as a centre and a radius that covers it
 * (decision 013). A delivery point must fall within its recipient's municipality so that the point, which sets
 * the per-km price, cannot be moved next to the shop to pay less. Centres are approximate (±1 km), radii generous,
 * so a genuine address near a border is never refused. Municipalities without an entry are checked only against
 * the shop's maximum delivery distance.
 */
export const MUNICIPALITY_AREAS: Readonly<Record<string, { center: GeoPoint; radius_km: number }>> = {
  'la-habana/arroyo-naranjo': { center: { latitude: 23.035, longitude: -82.36 }, radius_km: 7 },
  'la-habana/boyeros': { center: { latitude: 22.985, longitude: -82.4 }, radius_km: 10 },
  'la-habana/centro-habana': { center: { latitude: 23.137, longitude: -82.372 }, radius_km: 3 },
  'la-habana/cerro': { center: { latitude: 23.112, longitude: -82.382 }, radius_km: 4 },
  'la-habana/cotorro': { center: { latitude: 23.04, longitude: -82.27 }, radius_km: 7 },
  'la-habana/diez-de-octubre': { center: { latitude: 23.09, longitude: -82.36 }, radius_km: 4.5 },
  'la-habana/guanabacoa': { center: { latitude: 23.11, longitude: -82.27 }, radius_km: 8 },
  'la-habana/la-habana-del-este': { center: { latitude: 23.155, longitude: -82.22 }, radius_km: 15 },
  'la-habana/la-habana-vieja': { center: { latitude: 23.135, longitude: -82.355 }, radius_km: 3 },
  'la-habana/la-lisa': { center: { latitude: 23.055, longitude: -82.455 }, radius_km: 6 },
  'la-habana/marianao': { center: { latitude: 23.08, longitude: -82.43 }, radius_km: 4.5 },
  'la-habana/playa': { center: { latitude: 23.1, longitude: -82.45 }, radius_km: 7 },
  'la-habana/plaza-de-la-revolucion': { center: { latitude: 23.12, longitude: -82.39 }, radius_km: 4 },
  'la-habana/regla': { center: { latitude: 23.125, longitude: -82.33 }, radius_km: 4 },
  'la-habana/san-miguel-del-padron': { center: { latitude: 23.08, longitude: -82.32 }, radius_km: 5.5 },
};

/** Whether a point can be an address of the municipality (true where no area is known). */
export function pointInMunicipality(municipality: string, point: GeoPoint): boolean {
  const area = MUNICIPALITY_AREAS[municipality];
  return area === undefined || haversineKm(area.center, point) <= area.radius_km;
}
