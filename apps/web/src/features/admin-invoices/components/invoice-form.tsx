import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InvoiceBody, invoiceBodySchema, priceInvoiceLine, shopToday } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { storefrontCoinsQuery } from '../../../lib/coin';
import { zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { unitsToCents } from '../../../lib/money-units';
import { wholeOr } from '../../../lib/number-input-values';
import { randomKey } from '../../../lib/random-key';
import { INVOICES_SCREEN } from '../api/invoices';
import { invoiceMoney } from './invoice-money';

interface LineValues {
  key: string;
  description: string;
  quantity: number | string;
  unit_price: number | string;
  tax_rate: number | string;
}
export interface InvoiceFormValues {
  client: string;
  contract: string;
  reference_client: string;
  date: string;
  coin: string;
  note: string;
  lines: LineValues[];
}

const newLine = (): LineValues => ({
  key: randomKey(),
  description: '',
  quantity: 1,
  unit_price: '',
  tax_rate: 0,
});

export const emptyInvoice = (): InvoiceFormValues => ({
  client: '',
  contract: '',
  reference_client: '',
  date: shopToday(),
  coin: 'USD',
  note: '',
  lines: [newLine()],
});

/** Unit prices are typed in units and sent as cents; totals are the server's, the preview uses the same rule. */
const bodyInputOf = (values: InvoiceFormValues) => ({
  ...values,
  lines: values.lines.map(({ key: _key, ...line }) => ({
    ...line,
    quantity: wholeOr(line.quantity, undefined),
    unit_price: unitsToCents(line.unit_price),
    tax_rate: wholeOr(line.tax_rate, 0),
  })),
});
const validateBody = zodValidate(invoiceBodySchema);

/** /admin/invoices/Create: a sale outside the shop, with its accounting lines. */
export function InvoiceForm({ onSubmit }: { onSubmit: (body: InvoiceBody) => Promise<unknown> }) {
  const { t } = useTranslation(['admin-invoices', 'common']);
  const locale = useLocale();
  const coins = useQuery(storefrontCoinsQuery).data?.coins ?? [];
  const form = useForm({
    initialValues: emptyInvoice(),
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): InvoiceBody => invoiceBodySchema.parse(bodyInputOf(values)),
  });
  const symbol = coins.find((c) => c.short_name === form.values.coin)?.symbol ?? form.values.coin;
  const money = invoiceMoney({ symbol }, locale);
  const preview = bodyInputOf(form.values).lines.map((line) =>
    Number.isInteger(line.quantity) && Number.isInteger(line.unit_price) && Number.isInteger(line.tax_rate)
      ? priceInvoiceLine(line as { quantity: number; unit_price: number; tax_rate: number })
      : null,
  );
  const total = preview.reduce((sum, line) => sum + (line?.total ?? 0), 0);

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.client')} withAsterisk {...form.getInputProps('client')} />
          <TextInput label={t('fields.contract')} {...form.getInputProps('contract')} />
          <TextInput label={t('fields.reference_client')} {...form.getInputProps('reference_client')} />
          <DateField label={t('fields.date')} withAsterisk {...form.getInputProps('date')} />
          <Select
            label={t('fields.coin')}
            description={t('fields.coin_hint')}
            data={(coins.length ? coins.map((c) => c.short_name) : ['USD']).map((value) => ({
              value,
              label: value,
            }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('coin')}
          />
        </SimpleGrid>
        <Textarea label={t('fields.note')} autosize minRows={2} {...form.getInputProps('note')} />

        <Text fw={600}>{t('lines.caption')}</Text>
        {typeof form.errors.lines === 'string' && (
          <Text c="red" size="sm" role="alert">
            {form.errors.lines}
          </Text>
        )}
        {form.values.lines.map((line, index) => (
          <Paper
            key={line.key}
            withBorder
            p="sm"
            component="fieldset"
            aria-label={t('lines.line', { n: index + 1 })}
          >
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label={t('lines.description')}
                withAsterisk
                flex="1 1 240px"
                {...form.getInputProps(`lines.${index}.description`)}
              />
              <LocaleNumberInput
                label={t('lines.quantity')}
                withAsterisk
                allowDecimal={false}
                min={1}
                w={100}
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              <MoneyInput
                label={t('lines.unit_price_before_tax')}
                withAsterisk
                min={0}
                w={150}
                {...form.getInputProps(`lines.${index}.unit_price`)}
              />
              <LocaleNumberInput
                label={t('lines.tax')}
                suffix=" %"
                allowDecimal={false}
                min={0}
                max={100}
                w={100}
                {...form.getInputProps(`lines.${index}.tax_rate`)}
              />
              <Stack gap={4} miw={110}>
                <Text size="sm" fw={500}>
                  {t('lines.total')}
                </Text>
                <Text size="sm" py={6}>
                  {preview[index] ? money(preview[index].total) : '—'}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t('lines.remove', { n: index + 1 })}
                disabled={form.values.lines.length === 1}
                onClick={() => form.removeListItem('lines', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('lines', newLine())}
            disabled={form.values.lines.length >= 100}
          >
            {t('lines.add')}
          </Button>
          <Text fw={700}>{t('lines.preview_total', { total: money(total) })}</Text>
        </Group>
        <FormActions
          backTo={INVOICES_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t('issue')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
