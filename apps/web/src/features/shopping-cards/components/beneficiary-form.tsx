// The segmented control's styles load with this screen, not with the storefront's first page (issue 13).
import '@mantine/core/styles/SegmentedControl.layer.css';
import '../../../components/segmented-control.css';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CardBeneficiaryBody, cardBeneficiaryBodySchema, type ShoppingCard } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetBeneficiary } from '../api/cards';

type Kind = CardBeneficiaryBody['kind'];

const bodyOf = (values: { kind: Kind; email: string; name: string }): CardBeneficiaryBody =>
  values.kind === 'user'
    ? { kind: 'user', email: values.email }
    : values.kind === 'person'
      ? { kind: 'person', name: values.name }
      : { kind: 'none' };

/** Who the card is for: another account (who may then use it), a person's name, or nobody. */
export function BeneficiaryForm({ card }: { card: ShoppingCard }) {
  const { t } = useTranslation('shopping-cards');
  const save = useSetBeneficiary(card.id);
  const form = useForm({
    initialValues: {
      kind: (card.beneficiary?.kind ?? 'none') as Kind,
      email: card.beneficiary?.email ?? '',
      name: card.beneficiary?.kind === 'person' ? card.beneficiary.name : '',
    },
    validate: (values) => zodValidate(cardBeneficiaryBodySchema)(bodyOf(values)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = await save.mutateAsync(bodyOf(values));
      notifySuccess(message);
      form.resetDirty();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('beneficiary.kind')}
          data={(['none', 'user', 'person'] as const).map((kind) => ({
            value: kind,
            label: t(`beneficiary.kinds.${kind}`),
          }))}
          {...form.getInputProps('kind')}
        />
        {form.values.kind === 'user' && (
          <TextInput
            type="email"
            label={t('beneficiary.email')}
            description={t('beneficiary.email_hint')}
            {...form.getInputProps('email')}
          />
        )}
        {form.values.kind === 'person' && (
          <TextInput label={t('beneficiary.name')} {...form.getInputProps('name')} />
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('beneficiary.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
