import { Skeleton } from '@mantine/core';
import type { MapPoint } from '@shop/contracts';
import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';

/** The map's code (Leaflet and its styles) comes after the page's own, when a form first shows it. */
const MapPicker = lazyPart(async () => ({ default: (await import('./map-picker')).MapPicker }));

/** The map picker, its place held by a skeleton of its height while its code arrives. */
export function LazyMapPicker(props: ComponentProps<typeof MapPicker>) {
  return (
    <Suspense fallback={<Skeleton h={300} />}>
      <MapPicker {...props} />
    </Suspense>
  );
}

/** The point a form's two number fields mark: none while either is blank ('' from a NumberInput). */
export function pointOf(longitude: number | string, latitude: number | string): MapPoint | null {
  return typeof longitude === 'number' && typeof latitude === 'number' ? { longitude, latitude } : null;
}

/** One sentence under the map for either coordinate's error: the map and its two fields are one place. */
export function coordinateError(...errors: unknown[]): string | undefined {
  return errors.find((error): error is string => typeof error === 'string');
}
