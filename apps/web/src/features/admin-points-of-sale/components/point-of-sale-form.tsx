import { Fieldset, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PointOfSaleBody, pointOfSaleBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, ScheduleEditor } from '../../../components/admin-kit';
import { coordinateError, LazyMapPicker, pointOf } from '../../../components/lazy-map-picker';
import { LocationFields } from '../../../components/location-fields';
import { zodValidate } from '../../../lib/forms';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';
import { bodyInputOf, type PointOfSaleFormValues } from '../lib/form-values';
import { PhonesField } from './phones-field';

interface PointOfSaleFormProps {
  initialValues: PointOfSaleFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: PointOfSaleBody) => Promise<unknown>;
}

const validateBody = zodValidate(pointOfSaleBodySchema);

/** The point-of-sale fields of the create and edit screens, checked with the API's own schema. */
export function PointOfSaleForm({ initialValues, mode, onSubmit }: PointOfSaleFormProps) {
  const { t } = useTranslation(['admin-points-of-sale', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): PointOfSaleBody => pointOfSaleBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={860}>
        <TextInput label={t('fields.name')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
        <Textarea label={t('fields.address')} withAsterisk rows={2} {...form.getInputProps('address')} />
        <LocationFields form={form} namespace="admin-points-of-sale" />
        <LazyMapPicker
          label={t('fields.map')}
          required
          value={pointOf(form.values.longitude, form.values.latitude)}
          onChange={(point) => form.setValues(point)}
          error={coordinateError(form.errors.longitude, form.errors.latitude)}
        />
        <Fieldset legend={t('fields.phones')}>
          <PhonesField form={form} />
        </Fieldset>
        <Fieldset legend={t('schedule.title')}>
          <ScheduleEditor form={form} />
        </Fieldset>
        <Switch
          label={t('fields.use_for_local_pickup')}
          description={t('fields.use_for_local_pickup_hint')}
          {...form.getInputProps('use_for_local_pickup', { type: 'checkbox' })}
        />
        <Switch
          label={t('fields.main_warehouse')}
          description={t('fields.main_warehouse_hint')}
          {...form.getInputProps('main_warehouse', { type: 'checkbox' })}
        />
        <Switch
          label={t('fields.active')}
          description={t('fields.active_hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions
          backTo={POINTS_OF_SALE_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
