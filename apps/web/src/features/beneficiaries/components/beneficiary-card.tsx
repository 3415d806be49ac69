import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Beneficiary, streetLine } from '@shop/contracts';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/beneficiary-form-values';
import { mapPointUrl } from '../../../lib/map-link';
import { readablePhone } from '../../../lib/readable-phone';

interface BeneficiaryCardProps {
  beneficiary: Beneficiary;
  onEdit: (beneficiary: Beneficiary) => void;
  onDelete: (beneficiary: Beneficiary) => void;
}

/** One beneficiary of the address book: who, how to call them and where, with its edit and delete actions. */
export function BeneficiaryCard({ beneficiary, onEdit, onDelete }: BeneficiaryCardProps) {
  const { t } = useTranslation(['beneficiaries', 'common']);
  const name = fullName(beneficiary);
  const street = streetLine(beneficiary, t);

  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{name}</Text>
          <Text size="sm">{readablePhone(beneficiary.phone)}</Text>
          <Text size="sm">{street}</Text>
          <Text size="sm">
            {beneficiary.municipality_name}, {beneficiary.province_name}
          </Text>
          {beneficiary.address && (
            <Text size="sm" c="dimmed">
              {beneficiary.address}
            </Text>
          )}
          {beneficiary.point_of_reference && (
            <Text size="sm" c="dimmed">
              {t('card.reference', { reference: beneficiary.point_of_reference })}
            </Text>
          )}
          {/* Where the last delivery went, which the next checkout starts from (decision 079). */}
          {beneficiary.location && (
            <Anchor
              size="sm"
              href={mapPointUrl(beneficiary.location)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('card.last_point')} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            aria-label={t('card.edit', { name })}
            onClick={() => onEdit(beneficiary)}
          >
            {t('common:edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={t('card.delete', { name })}
            onClick={() => onDelete(beneficiary)}
          >
            {t('common:delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
