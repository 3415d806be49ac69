import { Stack, Text } from '@mantine/core';
import { type OrderRecipientReply, streetLine } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { readablePhone } from '../../../lib/readable-phone';
import { DetailRow } from './detail-row';

export function RecipientDetails({ recipient }: { recipient: OrderRecipientReply }) {
  const { t } = useTranslation('admin-order');
  const street = streetLine(recipient, t);
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {recipient.name} {recipient.last_name}
      </Text>
      <DetailRow label={t('recipient.phone')}>{readablePhone(recipient.phone)}</DetailRow>
      <DetailRow label={t('recipient.ci')}>{recipient.ci}</DetailRow>
      {/* No row at all for a recipient without an e-mail: a label over nothing read as a missing value. */}
      <DetailRow label={t('recipient.email')}>
        {recipient.email && <EmailAddress email={recipient.email} />}
      </DetailRow>
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
