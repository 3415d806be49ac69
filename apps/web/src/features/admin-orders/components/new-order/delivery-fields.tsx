import { Alert, Button, Radio, Select, Stack } from '@mantine/core';
import {
  type Beneficiary,
  type DeliveryMethod,
  type MapPoint,
  type PickupPoint,
  type ShippingOptionsReply,
  streetLine,
} from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapPicker } from '../../../../components/lazy-map-picker';
import { NewAddressDialog } from './new-address-dialog';

export interface DeliveryChoice {
  method: DeliveryMethod | null;
  beneficiaryId: number | null;
  location: MapPoint | null;
  pointId: number | null;
}

/**
 * How the customer receives the order, as the checkout asks it: at home, to one of the customer's own addresses with
 * its point on the map (where the last delivery there went, to start with), or picked up at a point holding every
 * unit of it.
 */
export function DeliveryFields({
  options,
  customerId,
  beneficiaries,
  onAddressAdded,
  points,
  choice,
  onChange,
  locationError,
}: {
  options: ShippingOptionsReply;
  customerId: number;
  beneficiaries: Beneficiary[];
  /** A new address was saved in the customer's address book. */
  onAddressAdded: (beneficiary: Beneficiary) => void;
  points: PickupPoint[] | undefined;
  choice: DeliveryChoice;
  onChange: (choice: DeliveryChoice) => void;
  locationError?: string | undefined;
}) {
  const { t } = useTranslation('admin-order');
  const [adding, setAdding] = useState(false);
  const methods = [
    ...(options.home_delivery ? (['home'] as const) : []),
    ...(options.local_pickup ? (['pickup'] as const) : []),
  ];
  const addressOf = (b: Beneficiary) =>
    [`${b.name} ${b.last_name}`, streetLine(b, t), b.municipality_name].filter(Boolean).join(' · ');

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('new.method')}
        value={choice.method}
        onChange={(method) => onChange({ ...choice, method: method as DeliveryMethod })}
        withAsterisk
      >
        <Stack gap="xs" mt={4}>
          {methods.map((method) => (
            <Radio key={method} value={method} label={t(`new.${method}`)} />
          ))}
        </Stack>
      </Radio.Group>

      {choice.method === 'home' && (
        <>
          {beneficiaries.length === 0 ? (
            <Alert color="yellow">{t('new.no_beneficiaries')}</Alert>
          ) : (
            <Select
              label={t('new.beneficiary')}
              placeholder={t('new.beneficiary_placeholder')}
              data={beneficiaries.map((b) => ({ value: String(b.id), label: addressOf(b) }))}
              value={choice.beneficiaryId === null ? null : String(choice.beneficiaryId)}
              onChange={(id) => {
                const chosen = beneficiaries.find((b) => String(b.id) === id);
                onChange({
                  ...choice,
                  beneficiaryId: chosen?.id ?? null,
                  location: chosen?.location ?? null,
                });
              }}
              allowDeselect={false}
              withAsterisk
            />
          )}
          <div>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              {t('new.add_address')}
            </Button>
          </div>
          {choice.beneficiaryId !== null && (
            <LazyMapPicker
              label={t('new.map')}
              value={choice.location}
              onChange={(location) => onChange({ ...choice, location })}
              error={locationError}
              required
            />
          )}
          <NewAddressDialog
            customerId={customerId}
            opened={adding}
            onClose={() => setAdding(false)}
            onCreated={(created) => {
              onAddressAdded(created);
              onChange({ ...choice, beneficiaryId: created.id, location: null });
            }}
          />
        </>
      )}

      {choice.method === 'pickup' &&
        (points?.length === 0 ? (
          <Alert color="yellow">{t('new.no_points')}</Alert>
        ) : (
          <Select
            label={t('new.point')}
            placeholder={t('new.point_placeholder')}
            data={(points ?? []).map((p) => ({ value: String(p.id), label: `${p.name} · ${p.address}` }))}
            value={choice.pointId === null ? null : String(choice.pointId)}
            onChange={(id) => onChange({ ...choice, pointId: id === null ? null : Number(id) })}
            allowDeselect={false}
            withAsterisk
          />
        ))}
    </Stack>
  );
}
