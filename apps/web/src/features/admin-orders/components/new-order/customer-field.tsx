import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffOrderCustomer } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../../components/email-address';
import { useOrderCustomers } from '../../api/new-order';
import { CustomerStaffNote } from '../customer-staff-note';

/**
 * Who the order is for: found by name, e-mail or the phone of one of their addresses as staff type it; once chosen,
 * their name and e-mail with a way to choose another.
 */
export function CustomerField({
  customer,
  onChange,
}: {
  customer: StaffOrderCustomer | null;
  onChange: (customer: StaffOrderCustomer | null) => void;
}) {
  const { t } = useTranslation('admin-order');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useOrderCustomers(debounced);

  if (customer)
    return (
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{customer.name}</Text>
            {customer.wholesaler && (
              <Badge variant="light" color="grape">
                {t('new.wholesaler')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <EmailAddress email={customer.email} />
          </Text>
          {/* What staff keep in mind about them, read while they are on the phone (decision 104). */}
          {customer.staff_note && <CustomerStaffNote note={customer.staff_note} />}
        </Stack>
        <Button variant="default" size="xs" onClick={() => onChange(null)}>
          {t('new.change_customer')}
        </Button>
      </Group>
    );

  return (
    <Select
      label={t('new.customer_find')}
      description={t('new.customer_hint')}
      placeholder={t('new.customer_search')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server found them by words the options' labels need not hold (a phone): no second filter here.
      filter={({ options }) => options}
      data={(found.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} · ${c.email}` }))}
      value={null}
      onChange={(id) => onChange(found.data?.find((c) => String(c.id) === id) ?? null)}
      nothingFoundMessage={debounced ? t('new.customer_none') : undefined}
      withAsterisk
    />
  );
}
