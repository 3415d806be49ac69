import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type StorefrontCoin } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberSeparators } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

interface PriceRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** The coin the bounds are typed in: the shopper's coin. */
  coin: StorefrontCoin | undefined;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
/** A bound shown back as the page's language writes it, ungrouped so that it reads again as typed: "10,50" in es-ES. */
const toText = (minor: number | undefined, decimal: string) =>
  minor === undefined ? '' : minorToDecimal(minor).replace('.', decimal);
/** "10,5" or "10.50" → 1050; blank → no bound; anything else → null (refused). */
const toMinor = (value: string): number | undefined | null => {
  const text = value.trim();
  if (text === '') return undefined;
  return AMOUNT.test(text) ? decimalToMinor(text.replace(',', '.')) : null;
};

/** Lowest and highest price, typed in the chosen coin and sent in its minor units. */
export function PriceRangeFilter({ min, max, coin, onApply }: PriceRangeFilterProps) {
  const { t } = useTranslation('catalog');
  const { decimal } = numberSeparators(useLocale());
  const [low, setLow] = useState(toText(min, decimal));
  const [high, setHigh] = useState(toText(max, decimal));
  // Refused as typed, never corrected: an unreadable amount, or a highest price below the lowest.
  const [problem, setProblem] = useState<'invalid_price' | 'price_order' | null>(null);
  const [seen, setSeen] = useState({ min, max });
  // Follow the URL when it changes from outside (clearing the filters, the back button).
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setLow(toText(min, decimal));
    setHigh(toText(max, decimal));
    setProblem(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = toMinor(low);
    const to = toMinor(high);
    if (from === null || to === null) return setProblem('invalid_price');
    if (to !== undefined && (from ?? 0) > to) return setProblem('price_order');
    setProblem(null);
    onApply({ min_price: from, max_price: to });
  };

  const suffix = coin ? (
    <Text size="xs" c="dimmed">
      {coin.short_name}
    </Text>
  ) : undefined;
  return (
    <form onSubmit={submit} aria-label={t('filters.price')}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('filters.price_in', { coin: coin?.short_name ?? '' })}
        </Text>
        <Group gap="xs" grow wrap="nowrap">
          <TextInput
            aria-label={t('filters.min_price')}
            placeholder={t('filters.min')}
            value={low}
            onChange={(event) => setLow(event.currentTarget.value)}
            inputMode="decimal"
            rightSection={suffix}
            rightSectionWidth={48}
            error={problem === 'invalid_price'}
          />
          <TextInput
            aria-label={t('filters.max_price')}
            placeholder={t('filters.max')}
            value={high}
            onChange={(event) => setHigh(event.currentTarget.value)}
            inputMode="decimal"
            rightSection={suffix}
            rightSectionWidth={48}
            error={problem !== null}
          />
        </Group>
        {problem ? (
          <Text size="xs" c="red" role="alert">
            {t(`filters.${problem}`)}
          </Text>
        ) : null}
        <Button type="submit" variant="light" size="xs">
          {t('filters.apply_price')}
        </Button>
      </Stack>
    </form>
  );
}
