import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardPinBodySchema, type ShoppingCard } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetPin } from '../api/cards';

/** Sets the card's first PIN, or changes it with the current one. The PIN is typed hidden and never shown back. */
export function PinForm({ card }: { card: ShoppingCard }) {
  const { t } = useTranslation('shopping-cards');
  const setPin = useSetPin(card.id);
  const form = useForm({
    initialValues: { current_pin: '', pin: '' },
    validate: (values) =>
      zodValidate(cardPinBodySchema)({ pin: values.pin, current_pin: values.current_pin || undefined }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = await setPin.mutateAsync({
        pin: values.pin,
        ...(card.has_pin ? { current_pin: values.current_pin } : {}),
      });
      notifySuccess(message);
      form.reset();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);
  // No maxLength: a fifth digit typed or pasted must be refused by the schema ("pin_digits"), not cut off and used.
  const pinProps = { inputMode: 'numeric' as const, autoComplete: 'off', w: 160 };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          {card.has_pin && (
            <PasswordInput label={t('pin.current')} {...pinProps} {...form.getInputProps('current_pin')} />
          )}
          <PasswordInput
            label={card.has_pin ? t('pin.new') : t('pin.first')}
            {...pinProps}
            {...form.getInputProps('pin')}
          />
          <Button type="submit" loading={setPin.isPending}>
            {card.has_pin ? t('pin.change') : t('pin.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
