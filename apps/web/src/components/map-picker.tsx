import 'leaflet/dist/leaflet.css';
import { Alert, Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import type { MapPoint } from '@shop/contracts';
import { IconCurrentLocation, IconMapOff } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from './locale-number-input';
import classes from './map-picker.module.css';

/** Where tiles come from: OpenStreetMap unless the build names another server (VITE_MAP_TILE_URL). */
const TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Central Havana: where the map opens before a point is chosen. */
const START: MapPoint = { longitude: -82.3666, latitude: 23.1136 };

/**
 * A point on a map (SPEC §5: coordinates as longitude and latitude), clicked or dragged: where a shopper's order is
 * delivered, where a point of sale stands, where the shop measures delivery from. When tiles cannot load (no
 * connection, a blocked tile server) the page still works: the person types the coordinates or uses the device's
 * location, and the map shows the point without a background.
 */
export function MapPicker({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  label: string;
  error?: string | undefined;
  /** Marked as the form's other required fields are (an asterisk). */
  required?: boolean;
}) {
  const { t } = useTranslation('map');
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  /** The last point clicked on the map itself: the map stays where the finger left it. */
  const clicked = useRef<MapPoint | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  // Why "Usar mi ubicación" gave no point: permission refused, or no position (no GPS fix, a page over plain HTTP).
  const [locateFailed, setLocateFailed] = useState<'denied' | 'unavailable' | null>(null);

  useEffect(() => {
    if (!box.current || map.current) return;
    const created = L.map(box.current, { attributionControl: true, zoomControl: false }).setView(
      [START.latitude, START.longitude],
      13,
    );
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: '© OpenStreetMap' })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      clicked.current = { longitude: round(event.latlng.lng), latitude: round(event.latlng.lat) };
      changed.current(clicked.current);
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // Leaflet names its zoom buttons in English ("Zoom in"); they are the page's language's, and follow it.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const zoom = L.control.zoom({ zoomInTitle: t('zoom_in'), zoomOutTitle: t('zoom_out') }).addTo(current);
    return () => {
      zoom.remove();
    };
  }, [t]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    // No point (the beneficiary whose point it was is no longer chosen): no marker either.
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [value.latitude, value.longitude];
    if (marker.current) marker.current.setLatLng(at);
    else
      marker.current = L.circleMarker(at, { radius: 9, color: '#e8590c', fillOpacity: 0.8 }).addTo(current);
    // A point from elsewhere (typed, remembered from the last delivery) is brought well inside the map, not left on
    // its edge; one clicked on the map stays under the finger.
    if (value !== clicked.current && !current.getBounds().pad(-0.2).contains(at)) current.setView(at);
  }, [value]);

  const locate = () => {
    setLocateFailed(null);
    if (!navigator.geolocation) {
      setLocateFailed('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const point = {
          longitude: round(position.coords.longitude),
          latitude: round(position.coords.latitude),
        };
        onChange(point);
        map.current?.setView([point.latitude, point.longitude], 16);
      },
      (failure) => {
        setLocating(false);
        setLocateFailed(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { timeout: 10_000 },
    );
  };

  return (
    <Stack gap="xs">
      <Input.Label component="p" required={required} m={0}>
        {label}
      </Input.Label>
      <Box
        ref={box}
        className={classes.map}
        h={300}
        role="application"
        aria-label={label}
        style={{
          // Leaflet's panes and controls stack at z-index 400–1000; kept inside the map, they no longer draw over
          // the sticky header when the page scrolls under it.
          isolation: 'isolate',
          borderRadius: 8,
          border: `1px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-default-border)'}`,
        }}
      />
      {tilesFailed && (
        <Alert color="yellow" icon={<IconMapOff size={18} />} p="xs">
          {t('tiles_failed')}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        <LocaleNumberInput
          label={t('latitude')}
          value={value?.latitude ?? ''}
          min={-90}
          max={90}
          decimalScale={6}
          w={150}
          onChange={(latitude) =>
            typeof latitude === 'number' &&
            onChange({ longitude: value?.longitude ?? START.longitude, latitude })
          }
        />
        <LocaleNumberInput
          label={t('longitude')}
          value={value?.longitude ?? ''}
          min={-180}
          max={180}
          decimalScale={6}
          w={150}
          onChange={(longitude) =>
            typeof longitude === 'number' &&
            onChange({ latitude: value?.latitude ?? START.latitude, longitude })
          }
        />
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={16} />}
          loading={locating}
          onClick={locate}
        >
          {t('my_location')}
        </Button>
      </Group>
      {locateFailed && (
        <Alert color="yellow" icon={<IconCurrentLocation size={18} />} p="xs">
          {t(`locate_${locateFailed}`)}
        </Alert>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
