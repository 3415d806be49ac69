import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A date and time typed on the shop's clock (see `lib/local-date-time.ts`), and saying so under the field. */
export function ShopTimeInput(props: TextInputProps) {
  const { t } = useTranslation('admin-offers');
  return <TextInput type="datetime-local" description={t('fields.shop_time_hint')} withAsterisk {...props} />;
}
