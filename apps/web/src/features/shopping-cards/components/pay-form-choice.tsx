import { Radio, type RadioGroupProps, Stack } from '@mantine/core';
import type { OnlineProvider, ShoppingCardInfo } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

type PayFormChoiceProps = Omit<RadioGroupProps, 'children' | 'label'> & {
  payForms: ShoppingCardInfo['pay_forms'];
  /** The providers that take this card's coin: paid now on the provider's page, credited on its word. */
  onlineProviders: OnlineProvider[];
};

/** How a card purchase or recharge will be paid: online through a provider, or a manual form with what to do. */
export function PayFormChoice({ payForms, onlineProviders, ...props }: PayFormChoiceProps) {
  const { t } = useTranslation('shopping-cards');
  return (
    <Radio.Group label={t('buy.pay_form')} {...props}>
      <Stack gap="xs" mt={6}>
        {onlineProviders.map((provider) => (
          <Radio
            key={provider}
            value={provider}
            label={t(`buy.online.${provider}`)}
            description={t('buy.online.hint')}
          />
        ))}
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

/** The providers a card in `coin` can be paid through. */
export const onlineProvidersFor = (info: ShoppingCardInfo, coin: string) =>
  info.online_coins.includes(coin) ? info.online_providers : [];
