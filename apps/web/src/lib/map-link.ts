import type { Locale, MapPoint } from '@shop/contracts';
import { formatNumber, numberSeparators } from './format';

// Six decimals is about 10 cm: more digits are noise from the map picker.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

/**
 * "lat, lon": the order people read and type coordinates in, though SPEC §5 stores longitude first; each number in
 * the reader's language ("23,1136; -82,383012" in Spanish, where the comma is the decimal one and a semicolon parts
 * the two, as the checkout's fields show them), to six decimals.
 */
export function mapPointText(point: MapPoint, locale: Locale): string {
  const parts = numberSeparators(locale).decimal === ',' ? '; ' : ', ';
  return [point.latitude, point.longitude].map((value) => formatNumber(value, locale, 6)).join(parts);
}

/** The point on OpenStreetMap with a marker, for the courier to open on any device. */
export function mapPointUrl(point: MapPoint): string {
  const lat = coordinate(point.latitude);
  const lon = coordinate(point.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
