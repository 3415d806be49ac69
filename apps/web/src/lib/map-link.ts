import type { MapPoint } from '@shop/contracts';

// Six decimals is about 10 cm: more digits are noise from the map picker.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

/** "lat, lon": the order people read and type coordinates in, though SPEC §5 stores longitude first. */
export function mapPointText(point: MapPoint): string {
  return `${coordinate(point.latitude)}, ${coordinate(point.longitude)}`;
}

/** The point on OpenStreetMap with a marker, for the courier to open on any device. */
export function mapPointUrl(point: MapPoint): string {
  const lat = coordinate(point.latitude);
  const lon = coordinate(point.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
