import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminCreateCardBodySchema } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, MoneyInput } from '../../../components/admin-kit';
import { storefrontCoinsQuery } from '../../../lib/coin';
import { zodValidate } from '../../../lib/forms';
import { unitsToCents } from '../../../lib/money-units';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCard } from '../api/cards';

interface Values {
  owner_email: string;
  coin: string;
  amount: number | string;
  note: string;
}

const bodyOf = (values: Values) => ({ ...values, amount: unitsToCents(values.amount) ?? 0 });

/** A card sold at the counter or given by the shop: for an existing account, with an optional first balance. */
export function CreateCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-shopping-cards');
  const create = useCreateCard();
  const coins = useQuery(storefrontCoinsQuery);
  const form = useForm<Values>({
    initialValues: { owner_email: '', coin: 'USD', amount: '', note: '' },
    validate: (values) => zodValidate(adminCreateCardBodySchema)(bodyOf(values)),
  });
  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      form={form}
      submitLabel={t('create.submit')}
      onSubmit={async (values) => {
        const card = await create.mutateAsync(adminCreateCardBodySchema.parse(bodyOf(values)));
        notifySuccess(t('create.done', { number: card.number }));
      }}
    >
      <TextInput
        type="email"
        label={t('create.owner_email')}
        description={t('create.owner_email_hint')}
        required
        {...form.getInputProps('owner_email')}
      />
      <Select
        label={t('create.coin')}
        data={(coins.data?.coins ?? []).map((c) => c.short_name)}
        allowDeselect={false}
        required
        {...form.getInputProps('coin')}
      />
      <MoneyInput
        label={t('create.amount')}
        description={t('create.amount_hint')}
        {...form.getInputProps('amount')}
      />
      <Textarea label={t('create.note')} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
