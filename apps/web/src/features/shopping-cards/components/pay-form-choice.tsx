import { Radio, type RadioGroupProps, Stack } from '@mantine/core';
import type { ShoppingCardInfo } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

type PayFormChoiceProps = Omit<RadioGroupProps, 'children' | 'label'> & {
  payForms: ShoppingCardInfo['pay_forms'];
};

/** How a card purchase or recharge will be paid: the pay forms cards take, each with what the shopper must do. */
export function PayFormChoice({ payForms, ...props }: PayFormChoiceProps) {
  const { t } = useTranslation('shopping-cards');
  return (
    <Radio.Group label={t('buy.pay_form')} {...props}>
      <Stack gap="xs" mt={6}>
        {payForms.map((payForm) => (
          <Radio
            key={payForm.code}
            value={payForm.code}
            label={payForm.name}
            description={payForm.instructions}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
