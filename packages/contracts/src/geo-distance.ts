/**
 * Distances for shipping prices without a routing service (docs/decisions/008-shipping-distance.md): the
 * great-circle distance between two points, optionally stretched by a fixed road factor.
 */

export interface GeoPoint {
  longitude: number;
  latitude: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Streets do not run in straight lines: in a city grid like Havana's the driven distance is typically 1.2 to 1.4
 * times the straight one. 1.3 is the documented middle of that band.
 */
export const ROAD_FACTOR = 1.3;

/** A point a map could show: finite, longitude within ±180 and latitude within ±90. */
export function isValidPoint(point: GeoPoint | null | undefined): point is GeoPoint {
  return (
    point != null &&
    Number.isFinite(point.longitude) &&
    Number.isFinite(point.latitude) &&
    Math.abs(point.longitude) <= 180 &&
    Math.abs(point.latitude) <= 90
  );
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine great-circle distance in kilometres, unrounded. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
