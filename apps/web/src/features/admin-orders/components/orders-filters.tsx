import { Button, Checkbox, Group, Select } from '@mantine/core';
import { type AdminOrdersQuery, DELIVERY_METHODS, PAYMENT_STATUSES } from '@shop/contracts';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useOrderStatuses } from '../api/get-order-statuses';

interface OrdersFiltersProps {
  query: AdminOrdersQuery;
  onChange: (patch: Partial<AdminOrdersQuery>, options?: { replace?: boolean }) => void;
  /** The name of the customer the list is narrowed to, as its rows give it. */
  customerName?: string | null;
  /** The name of the staff member whose orders the list shows, as its rows give it. */
  placedByName?: string | null;
}

const idValue = (value: string | null) => (value ? Number(value) : undefined);

/**
 * Search, status, payment, delivery, a date range, the unpaid orders whose transfer receipt waits for staff, the
 * orders with a payment the shop owes back, and those staff took for their customers (decision 099). A
 * date is a native date field, which gives the YYYY-MM-DD the API reads (as the exchange-rate filters do).
 */
export function OrdersFilters({ query, onChange, customerName, placedByName }: OrdersFiltersProps) {
  const { t } = useTranslation('admin-orders');
  const statuses = useOrderStatuses();
  const width = { base: '100%', sm: 190 };

  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any_status')}
        data={(statuses.data ?? []).map((status) => ({ value: String(status.id), label: status.name }))}
        value={query.status_id ? String(query.status_id) : null}
        onChange={(value) => onChange({ status_id: idValue(value) })}
        clearable
        searchable
        nothingFoundMessage={t('common:nothing_found')}
        w={width}
      />
      <Select
        label={t('filters.payment_status')}
        placeholder={t('filters.any_payment_status')}
        data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payment_status.${status}`) }))}
        value={query.payment_status ?? null}
        onChange={(value) => onChange({ payment_status: PAYMENT_STATUSES.find((s) => s === value) })}
        clearable
        w={width}
      />
      <Select
        label={t('filters.delivery_method')}
        placeholder={t('filters.any_delivery_method')}
        data={DELIVERY_METHODS.map((method) => ({ value: method, label: t(`delivery_method.${method}`) }))}
        value={query.delivery_method ?? null}
        onChange={(value) => onChange({ delivery_method: DELIVERY_METHODS.find((m) => m === value) })}
        clearable
        w={width}
      />
      <DateField
        label={t('filters.date_from')}
        value={query.date_from ?? ''}
        max={query.date_to}
        onChange={(day) => onChange({ date_from: day || undefined })}
        w={{ base: '100%', sm: 170 }}
      />
      <DateField
        label={t('filters.date_to')}
        value={query.date_to ?? ''}
        min={query.date_from}
        onChange={(day) => onChange({ date_to: day || undefined })}
        w={{ base: '100%', sm: 170 }}
      />
      <Checkbox
        label={t('filters.receipt_pending')}
        checked={query.receipt === 'pending'}
        onChange={(event) => onChange({ receipt: event.currentTarget.checked ? 'pending' : undefined })}
        // Level with the bottom of the fields beside it.
        mb={8}
      />
      <Checkbox
        label={t('filters.refund_due')}
        checked={query.refund === 'due'}
        onChange={(event) => onChange({ refund: event.currentTarget.checked ? 'due' : undefined })}
        mb={8}
      />
      <Checkbox
        label={t('filters.taken_by_staff')}
        checked={query.taken === 'staff'}
        onChange={(event) => onChange({ taken: event.currentTarget.checked ? 'staff' : undefined })}
        mb={8}
      />
      <Checkbox
        label={t('filters.messages_waiting')}
        checked={query.messages === 'waiting'}
        onChange={(event) => onChange({ messages: event.currentTarget.checked ? 'waiting' : undefined })}
        mb={8}
      />
      {query.customer_id && (
        // Set by a link from a customer's page or an order's; there is no picker for it here, only a way to drop it.
        <Button
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange({ customer_id: undefined })}
        >
          {customerName
            ? t('filters.customer_named', { name: customerName })
            : t('filters.customer', { id: query.customer_id })}
        </Button>
      )}
      {query.placed_by && (
        // Set by "Tomado por …" on a row or an order's page; dropped here.
        <Button
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange({ placed_by: undefined })}
        >
          {placedByName
            ? t('filters.placed_by_named', { name: placedByName })
            : t('filters.placed_by', { id: query.placed_by })}
        </Button>
      )}
    </Group>
  );
}
