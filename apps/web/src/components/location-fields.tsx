import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { municipalityIn, PROVINCES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** A form holding a place: the Selects' codes, or null while none is chosen. */
export interface LocationValues {
  province: string | null;
  municipality: string | null;
}

type LocationForm = Pick<UseFormReturnType<LocationValues>, 'values' | 'getInputProps' | 'setFieldValue'>;

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

interface LocationFieldsProps {
  form: LocationForm;
  /**
   * The screen's namespace, holding `fields.province`, `fields.province_placeholder`, `fields.municipality`,
   * `fields.municipality_placeholder` and `fields.municipality_first`.
   */
  namespace: string;
}

/** Province, then one of its municipalities: changing the province clears a municipality it does not hold. */
export function LocationFields({ form, namespace }: LocationFieldsProps) {
  const { t } = useTranslation(namespace);
  const { province } = form.values;
  const municipalities = PROVINCES.find((p) => p.code === province)?.municipalities ?? [];
  const provinceProps = form.getInputProps('province');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('fields.province')}
        placeholder={t('fields.province_placeholder')}
        withAsterisk
        searchable
        nothingFoundMessage={t('common:nothing_found')}
        data={PROVINCE_OPTIONS}
        {...provinceProps}
        onChange={(code) => {
          form.setFieldValue('province', code);
          const current = form.values.municipality;
          if (current && !(code && municipalityIn(code, current))) form.setFieldValue('municipality', null);
        }}
      />
      <Select
        label={t('fields.municipality')}
        placeholder={t(province ? 'fields.municipality_placeholder' : 'fields.municipality_first')}
        withAsterisk
        searchable
        nothingFoundMessage={t('common:nothing_found')}
        disabled={!province}
        data={municipalities.map((m) => ({ value: m.code, label: m.name }))}
        {...form.getInputProps('municipality')}
      />
    </SimpleGrid>
  );
}
