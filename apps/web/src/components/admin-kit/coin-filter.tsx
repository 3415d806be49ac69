import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storefrontCoinsQuery } from '../../lib/coin';

/**
 * A list's or a report's coin filter: one of the shop's coins by its short name, or none (`placeholder` says what none
 * means there: every coin, or the base coin).
 */
export function CoinFilter({
  label,
  placeholder,
  value,
  onChange,
  w = 150,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (coin: string | undefined) => void;
  w?: number | string;
}) {
  const coins = useQuery(storefrontCoinsQuery).data?.coins ?? [];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      data={coins.map((coin) => coin.short_name)}
      value={value ?? null}
      onChange={(coin) => onChange(coin ?? undefined)}
      w={w}
    />
  );
}
