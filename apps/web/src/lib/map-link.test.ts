import { describe, expect, it } from 'vitest';
import { mapPointText, mapPointUrl } from './map-link';

describe('map point', () => {
  const point = { longitude: -82.3830123456789, latitude: 23.1136 };

  it('reads latitude first, trimmed to six decimals, in the reader’s language', () => {
    expect(mapPointText(point, 'en-US')).toBe('23.1136, -82.383012');
    expect(mapPointText(point, 'es-ES')).toBe('23,1136; -82,383012');
  });

  it('opens OpenStreetMap with a marker on the point', () => {
    expect(mapPointUrl(point)).toBe(
      'https://www.openstreetmap.org/?mlat=23.1136&mlon=-82.383012#map=17/23.1136/-82.383012',
    );
  });
});
