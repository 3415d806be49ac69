import { Alert, Anchor, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { onlyMainStreet, streetLine } from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readablePhone } from '../../../lib/readable-phone';
import { ChoiceCard } from './choice-card';

export interface RecipientOption {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  main_street: string;
  first_street: string | null;
  second_street: string | null;
  house_or_apartment: string | null;
  municipality_name: string;
  province_name: string;
}

const fullName = (r: RecipientOption) => `${r.name} ${r.last_name}`;

/** "Calle 23 entre L y M, Apto 4 · Plaza de la Revolución, La Habana". */
const address = (r: RecipientOption, t: TFunction) =>
  `${streetLine(r, t)} · ${r.municipality_name}, ${r.province_name}`;

/**
 * Who receives the order (SPEC §5: a beneficiary with province, municipality and address is required for a delivery),
 * and optionally a second person if the first is away. Warns, without refusing, when only the main street is known.
 */
export function RecipientChoice({
  beneficiaries,
  value,
  onChange,
  alternative,
  onAlternativeChange,
  error,
}: {
  beneficiaries: readonly RecipientOption[];
  value: number | null;
  onChange: (id: number) => void;
  alternative: number | null;
  onAlternativeChange: (id: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const chosen = beneficiaries.find((b) => b.id === value);
  // Who can be named second: anyone but the first. A shopper with one beneficiary is asked nothing.
  const others = beneficiaries.filter((b) => b.id !== value);
  const manage = (
    <Anchor component={Link} to="/Profile/Beneficiaries?return=/checkout" size="sm">
      {beneficiaries.length ? t('recipient.manage') : t('recipient.add_first')}
    </Anchor>
  );
  if (!beneficiaries.length)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('recipient.none')}</Text>
        {manage}
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Radio.Group
        value={value === null ? '' : String(value)}
        onChange={(id) => onChange(Number(id))}
        aria-label={t('recipient.title')}
        error={error}
      >
        <Stack gap="sm">
          {beneficiaries.map((b) => (
            <ChoiceCard
              key={b.id}
              value={String(b.id)}
              label={fullName(b)}
              description={
                <>
                  {readablePhone(b.phone)}
                  <br />
                  {address(b, t)}
                </>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && onlyMainStreet(chosen) && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
          {t('recipient.main_street_only')}
        </Alert>
      )}
      {beneficiaries.length > 1 && (
        // The phone's own picker: Mantine's Select would bring its popover and floating-ui (about 38 kB gzip) to the
        // checkout's first load for this one optional choice.
        <NativeSelect
          label={t('recipient.alternative')}
          description={t('recipient.alternative_hint')}
          data={[
            { value: '', label: t('recipient.alternative_none') },
            ...others.map((b) => ({ value: String(b.id), label: fullName(b) })),
          ]}
          value={alternative === null ? '' : String(alternative)}
          onChange={(event) =>
            onAlternativeChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
          }
        />
      )}
      {manage}
    </Stack>
  );
}
