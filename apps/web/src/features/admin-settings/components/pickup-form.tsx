import { Alert, Anchor, Fieldset, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ShipmentSettings, shipmentSettingsBodySchema } from '@shop/contracts';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { usePickupPoints } from '../../../lib/pickup-points';
import { useUpdateShipmentSettings } from '../api/shipment-settings';
import { SaveFooter } from './save-footer';

interface PickupFormProps {
  saved: ShipmentSettings;
  canSave: boolean;
}

type PickupValues = Pick<ShipmentSettings, 'local_pickup' | 'pickup_address'>;

/** The Local pickup tab: two fields of the shipment document, saved on top of the rest of it. */
export function PickupForm({ saved, canSave }: PickupFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateShipmentSettings();
  const validate = zodValidate(shipmentSettingsBodySchema);
  // Shoppers are offered pickup only where a point of sale takes it (decision 090): on, with none, it is offered nowhere.
  const points = usePickupPoints();
  const form = useForm<PickupValues>({
    initialValues: { local_pickup: saved.local_pickup, pickup_address: saved.pickup_address },
    validate: (values) => validate({ ...saved, ...values }),
  });

  const nowhere = form.values.local_pickup && points?.length === 0;

  const save = async (values: typeof form.values) => {
    const stored = await update.mutateAsync(shipmentSettingsBodySchema.parse({ ...saved, ...values }));
    form.setValues({ local_pickup: stored.local_pickup, pickup_address: stored.pickup_address });
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <Switch
            label={t('pickup.local_pickup')}
            description={t('pickup.local_pickup_hint')}
            {...form.getInputProps('local_pickup', { type: 'checkbox' })}
          />
          <Textarea
            label={t('pickup.pickup_address')}
            description={t('pickup.pickup_address_hint')}
            rows={3}
            {...form.getInputProps('pickup_address')}
          />
          <Alert
            variant="light"
            color={nowhere ? 'yellow' : undefined}
            icon={nowhere ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
          >
            {t(nowhere ? 'pickup.points_none' : 'pickup.points_note')}{' '}
            <Anchor component={Link} to="/admin/point_of_sales" inherit>
              {t('pickup.points_link')}
            </Anchor>
          </Alert>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
