import { Stack, Text } from '@mantine/core';
import type { OrderRecipientReply } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRow } from './detail-row';

/** The street line as a courier reads it: "Calle 23 entre L y M, apto 4". */
function useStreetLine(recipient: OrderRecipientReply): string {
  const { t } = useTranslation('admin-orders');
  const { main_street, first_street, second_street, house_or_apartment } = recipient;
  let line = main_street;
  if (first_street && second_street)
    line = t('recipient.between', { street: line, first: first_street, second: second_street });
  else if (first_street || second_street)
    line = t('recipient.corner', { street: line, other: first_street ?? second_street });
  return house_or_apartment ? `${line}, ${house_or_apartment}` : line;
}

export function RecipientDetails({ recipient }: { recipient: OrderRecipientReply }) {
  const { t } = useTranslation('admin-orders');
  const street = useStreetLine(recipient);
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {recipient.name} {recipient.last_name}
      </Text>
      <DetailRow label={t('recipient.phone')}>{recipient.phone}</DetailRow>
      <DetailRow label={t('recipient.ci')}>{recipient.ci}</DetailRow>
      <DetailRow label={t('recipient.email')}>{recipient.email}</DetailRow>
      <DetailRow label={t('recipient.address')}>
        {street}
        {recipient.address ? ` (${recipient.address})` : ''}
      </DetailRow>
      <DetailRow label={t('recipient.municipality')}>
        {recipient.municipality_name ?? recipient.municipality}
      </DetailRow>
      <DetailRow label={t('recipient.province')}>{recipient.province_name ?? recipient.province}</DetailRow>
      <DetailRow label={t('recipient.point_of_reference')}>{recipient.point_of_reference}</DetailRow>
    </Stack>
  );
}
