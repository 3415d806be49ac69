import { SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ORDER_STATUS_POSITION_MAX,
  type OrderStatus,
  type OrderStatusBody,
  orderStatusBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ColorField, FormActions, FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';
import { bodyInputOf, type OrderStatusFormValues } from '../lib/form-values';

// Mantine's palette at shade 6, the colours the seeded statuses use.
const SWATCHES = ['#f59f00', '#228be6', '#7950f2', '#15aabf', '#40c057', '#fa5252', '#e64980', '#868e96'];

interface OrderStatusFormProps {
  initialValues: OrderStatusFormValues;
  mode: 'create' | 'edit';
  /** The name this reader sees the status by elsewhere, when it is not the stored one (the shop's own, translated). */
  readAs?: string;
  /** The shop's logic needs the status of new orders to lead somewhere, and a cancelled order to be closed. */
  role?: OrderStatus['role'];
  onSubmit: (body: OrderStatusBody) => Promise<unknown>;
}

const validateBody = zodValidate(orderStatusBodySchema);

export function OrderStatusForm({
  initialValues,
  mode,
  readAs,
  role = null,
  onSubmit,
}: OrderStatusFormProps) {
  const { t } = useTranslation(['admin-order-statuses', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): OrderStatusBody => orderStatusBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fields.name')}
            description={readAs ? t('fields.name_read_as', { name: readAs }) : undefined}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <ColorField
            label={t('fields.color')}
            withAsterisk
            format="hex"
            swatches={SWATCHES}
            {...form.getInputProps('color')}
          />
          <LocaleNumberInput
            label={t('fields.position')}
            description={t(mode === 'create' ? 'fields.position_hint_create' : 'fields.position_hint_edit')}
            min={0}
            max={ORDER_STATUS_POSITION_MAX}
            allowDecimal={false}
            {...form.getInputProps('position')}
          />
        </SimpleGrid>
        {role && <RoleNote role={role} />}
        <Switch
          label={t('fields.counts_against_availability')}
          description={t('fields.counts_against_availability_hint')}
          disabled={role === 'cancelled'}
          {...form.getInputProps('counts_against_availability', { type: 'checkbox' })}
        />
        <Switch
          label={t('fields.is_final')}
          description={t('fields.is_final_hint')}
          disabled={role !== null}
          {...form.getInputProps('is_final', { type: 'checkbox' })}
        />
        <FormActions
          backTo={ORDER_STATUSES_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}

function RoleNote({ role }: { role: NonNullable<OrderStatus['role']> }) {
  const { t } = useTranslation('admin-order-statuses');
  return (
    <Text size="sm" c="dimmed">
      {t(`roles.${role}_note`)}
    </Text>
  );
}
