import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BENEFICIARY_DOOR_FIELDS,
  type BeneficiaryBody,
  beneficiaryBodySchema,
  onlyMainStreet,
  shopToday,
} from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BeneficiaryFormValues, bodyInputOf } from '../lib/beneficiary-form-values';
import { focusInvalidField } from '../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../lib/forms';
import { notifyError } from '../lib/notify';
import { DateField } from './date-field';
import { LocationFields } from './location-fields';

interface BeneficiaryFormProps {
  initialValues: BeneficiaryFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: BeneficiaryBody) => Promise<unknown>;
  onCancel: () => void;
  /** The beneficiary has the point of a past delivery on the map, which a new address forgets (decision 079). */
  hasDeliveryPoint?: boolean;
}

const validateBody = zodValidate(beneficiaryBodySchema);

/**
 * The beneficiary's fields, checked with the API's own schema; the server's 422 lands beside each field. Shared by the
 * shopper's address book and the back office's new order, where staff add an address for the customer who calls.
 */
export function BeneficiaryForm({
  initialValues,
  mode,
  onSubmit,
  onCancel,
  hasDeliveryPoint = false,
}: BeneficiaryFormProps) {
  const { t } = useTranslation(['beneficiaries', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): BeneficiaryBody => beneficiaryBodySchema.parse(bodyInputOf(values)),
  });
  const { main_street, first_street, second_street } = form.values;
  // SPEC §5: a warning, never a refusal, once a main street is typed without the streets it lies between.
  const warnMainStreetOnly =
    main_street.trim() !== '' &&
    onlyMainStreet({ first_street: first_street.trim(), second_street: second_street.trim() });

  const movesTheDoor = hasDeliveryPoint && BENEFICIARY_DOOR_FIELDS.some((field) => form.isDirty(field));

  const submit = form.onSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.last_name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
          <TextInput
            type="tel"
            label={t('fields.phone')}
            description={t('fields.phone_hint')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('fields.ci')}
            description={t('fields.ci_hint')}
            autoComplete="off"
            {...form.getInputProps('ci')}
          />
          <TextInput
            type="email"
            label={t('fields.email')}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <DateField
            label={t('fields.date_born')}
            min="1900-01-01"
            max={shopToday()}
            // A birthday is far back: the calendar opens on the decades, not on this month.
            defaultLevel="decade"
            {...form.getInputProps('date_born')}
          />
        </SimpleGrid>
        <LocationFields form={form} namespace="beneficiaries" />
        <TextInput
          label={t('fields.main_street')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('main_street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.first_street')}
            autoComplete="off"
            {...form.getInputProps('first_street')}
          />
          <TextInput
            label={t('fields.second_street')}
            autoComplete="off"
            {...form.getInputProps('second_street')}
          />
        </SimpleGrid>
        {warnMainStreetOnly && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
            {t('main_street_only')}
          </Alert>
        )}
        <TextInput
          label={t('fields.house_or_apartment')}
          autoComplete="off"
          {...form.getInputProps('house_or_apartment')}
        />
        <Textarea
          label={t('fields.address')}
          description={t('fields.address_hint')}
          rows={2}
          {...form.getInputProps('address')}
        />
        {movesTheDoor && (
          <Text size="sm" c="dimmed" role="status">
            {t('point_forgotten')}
          </Text>
        )}
        <Textarea
          label={t('fields.point_of_reference')}
          rows={2}
          {...form.getInputProps('point_of_reference')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(mode === 'create' ? 'common:create' : 'common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
