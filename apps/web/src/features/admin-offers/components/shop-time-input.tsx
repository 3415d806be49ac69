import { Group, Input } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';

interface ShopTimeInputProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm` on the shop's clock, or '' for none. */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * A day and a time typed on the shop's clock (see `lib/local-date-time.ts`), saying so under the field: the day and
 * the time as the page's language writes them (decisions 047 and 052).
 */
export function ShopTimeInput({ label, value = '', onChange, error }: ShopTimeInputProps) {
  const { t } = useTranslation('admin-offers');
  const id = useId();
  const day = value.slice(0, 10);
  // A time typed before its day waits for the day.
  const [pendingTime, setPendingTime] = useState('');
  const time = value.slice(11, 16) || pendingTime;
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={t('fields.shop_time_hint')}
      withAsterisk
      error={error}
    >
      {/* The time goes under the day when both do not fit: at a tablet's half column the day showed "29/11/". */}
      <Group gap="xs" wrap="wrap" align="flex-start" mt={4}>
        <DateField
          id={id}
          aria-label={t('fields.day_of', { field: label })}
          value={day}
          onChange={(next) => onChange(next ? `${next}T${time || '00:00'}` : '')}
          error={error ? true : undefined}
          clearable={false}
          flex={1}
          miw={140}
        />
        <TimeField
          aria-label={label}
          value={time}
          onChange={(next) => {
            setPendingTime(next);
            if (day) onChange(`${day}T${next || '00:00'}`);
          }}
          error={error ? true : undefined}
          w={150}
        />
      </Group>
    </Input.Wrapper>
  );
}
