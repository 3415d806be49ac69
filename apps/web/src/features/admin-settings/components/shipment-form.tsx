import { Alert, Fieldset, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PER_KM_STRATEGIES,
  type PerKmStrategy,
  type ShipmentSettings,
  shipmentSettingsBodySchema,
} from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormShell, LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import { coordinateError, LazyMapPicker, pointOf } from '../../../components/lazy-map-picker';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { usePickupPoints } from '../../../lib/pickup-points';
import { useUpdateShipmentSettings } from '../api/shipment-settings';
import { type ShipmentFormValues, shipmentBodyFrom, toShipmentFormValues } from '../lib/shipment-form-values';
import { SaveFooter } from './save-footer';
import { ServedProvincesField } from './served-provinces-field';
import { UnitRangesField } from './unit-ranges-field';

interface ShipmentFormProps {
  saved: ShipmentSettings;
  canSave: boolean;
}

/** The Shipment tab: where the shop delivers and what delivery costs. */
export function ShipmentForm({ saved, canSave }: ShipmentFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateShipmentSettings();
  const validate = zodValidate(shipmentSettingsBodySchema);
  const form = useForm<ShipmentFormValues>({
    initialValues: toShipmentFormValues(saved),
    validate: (values) => validate(shipmentBodyFrom(values, saved)),
  });

  // Without home delivery, an order reaches a shopper only by pickup, which needs a point of sale taking it (decision
  // 090): with neither, no shopper can place an order.
  const points = usePickupPoints();
  const noWay =
    !form.values.home_delivery && points !== undefined && !(saved.local_pickup && points.length > 0);

  const save = async (values: typeof form.values) => {
    const body = shipmentSettingsBodySchema.parse(shipmentBodyFrom(values, saved));
    const stored = await update.mutateAsync(body);
    form.setValues(toShipmentFormValues(stored));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="lg" maw={960}>
          <Fieldset legend={t('shipment.delivery')}>
            <Stack>
              <Switch
                label={t('shipment.home_delivery')}
                description={t('shipment.home_delivery_hint')}
                {...form.getInputProps('home_delivery', { type: 'checkbox' })}
              />
              {noWay && (
                <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />}>
                  {t('shipment.no_way')}
                </Alert>
              )}
              <ServedProvincesField form={form} />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('shipment.prices')}>
            <Stack>
              <Text c="dimmed" size="sm">
                {t('shipment.prices_hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MoneyInput
                  label={t('shipment.price_fixed')}
                  description={t('shipment.price_fixed_hint')}
                  {...form.getInputProps('price_fixed')}
                />
                <MoneyInput
                  label={t('shipment.price_fixed_threshold')}
                  description={t('shipment.price_fixed_threshold_hint')}
                  {...form.getInputProps('price_fixed_threshold')}
                />
              </SimpleGrid>
              <Switch
                label={t('shipment.paid_for_kilometers')}
                {...form.getInputProps('paid_for_kilometers', { type: 'checkbox' })}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MoneyInput
                  label={t('shipment.price_per_km')}
                  disabled={!form.values.paid_for_kilometers}
                  {...form.getInputProps('price_per_km')}
                />
                <Stack gap={4}>
                  <Text fw={500} size="sm" id="per-km-strategy">
                    {t('shipment.strategy')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="per-km-strategy"
                    disabled={!form.values.paid_for_kilometers}
                    data={PER_KM_STRATEGIES.map((value) => ({
                      value,
                      label: t(`shipment.strategies.${value}`),
                    }))}
                    value={form.values.per_km_strategy_calculation}
                    onChange={(value) =>
                      form.setFieldValue('per_km_strategy_calculation', value as PerKmStrategy)
                    }
                  />
                  <Text c="dimmed" size="xs">
                    {t('shipment.strategy_hint')}
                  </Text>
                </Stack>
              </SimpleGrid>
              <UnitRangesField form={form} />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('shipment.free_and_limits')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MoneyInput
                  label={t('shipment.min_import_for_free_shipping')}
                  description={t('shipment.min_import_for_free_shipping_hint')}
                  {...form.getInputProps('min_import_for_free_shipping')}
                />
                <LocaleNumberInput
                  label={t('shipment.max_quantity_for_home_shipping')}
                  description={t('shipment.max_quantity_for_home_shipping_hint')}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('max_quantity_for_home_shipping')}
                />
              </SimpleGrid>
              <Textarea
                label={t('shipment.free_shipping_message')}
                description={t('shipment.free_shipping_message_hint')}
                rows={3}
                {...form.getInputProps('free_shipping_message')}
              />
              <Switch
                label={t('shipment.count_shipment')}
                {...form.getInputProps('count_shipment', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('shipment.courier')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LocaleNumberInput
                label={t('shipment.courier_min_business_days')}
                min={0}
                max={60}
                allowDecimal={false}
                {...form.getInputProps('courier_min_business_days')}
              />
              <MoneyInput
                label={t('shipment.custom_date_gift_price')}
                {...form.getInputProps('custom_date_gift_price')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('shipment.store_location')}>
            <Stack gap="xs">
              <Text c="dimmed" size="sm">
                {t('shipment.store_location_hint')}
              </Text>
              <LazyMapPicker
                label={t('shipment.store_location_map')}
                value={pointOf(form.values.store_location.longitude, form.values.store_location.latitude)}
                onChange={(point) => form.setFieldValue('store_location', point)}
                error={coordinateError(
                  form.errors['store_location.longitude'],
                  form.errors['store_location.latitude'],
                )}
              />
              <LocaleNumberInput
                label={t('shipment.max_delivery_distance_km')}
                description={t('shipment.max_delivery_distance_km_hint')}
                min={1}
                max={1000}
                suffix=" km"
                allowDecimal={false}
                maw={320}
                {...form.getInputProps('max_delivery_distance_km')}
              />
            </Stack>
          </Fieldset>

          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
