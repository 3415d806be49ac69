import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BANNER_BORDER_WIDTH_MAX,
  BANNER_BUTTON_POSITIONS,
  BANNER_PRIORITY_MAX,
  BANNER_SECTIONS,
  type Banner,
  type BannerBody,
  bannerBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ColorField, FormActions, FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { wholeOr } from '../../../lib/number-input-values';
import { BANNERS_SCREEN } from '../api/banners';

/** NumberInput gives '' while blank. */
type Values = Omit<BannerBody, 'border_width' | 'priority'> & {
  border_width: number | string;
  priority: number | string;
};

export const EMPTY_BANNER: Values = bannerBodySchema.parse({ section_url: '/store' });

export function valuesOf(banner: Banner): Values {
  const { id: _id, desktop_image: _d, mobile_image: _m, updated_at: _u, ...values } = banner;
  return values;
}

const bodyInputOf = (values: Values) => ({
  ...values,
  border_width: wholeOr(values.border_width, 0),
  priority: wholeOr(values.priority, 0),
});
const validateBody = zodValidate(bannerBodySchema);

interface BannerFormProps {
  initialValues: Values;
  mode: 'create' | 'edit';
  onSubmit: (body: BannerBody) => Promise<unknown>;
}

/** SPEC §3 Banner: where it shows, its words and link, the button's look and place, the border and priority. */
export function BannerForm({ initialValues, mode, onSubmit }: BannerFormProps) {
  const { t } = useTranslation(['admin-banners', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): BannerBody => bannerBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.section_url')}
            data={BANNER_SECTIONS.map((value) => ({ value, label: t(`sections.${value}`) }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('section_url')}
          />
          <LocaleNumberInput
            label={t('fields.priority')}
            description={t('fields.priority_hint')}
            min={0}
            max={BANNER_PRIORITY_MAX}
            allowDecimal={false}
            {...form.getInputProps('priority')}
          />
          <TextInput label={t('fields.title')} autoComplete="off" {...form.getInputProps('title')} />
          <TextInput
            label={t('fields.button_text')}
            autoComplete="off"
            {...form.getInputProps('button_text')}
          />
          <TextInput
            label={t('fields.url')}
            description={t('fields.url_hint')}
            placeholder="/Offers"
            autoComplete="off"
            {...form.getInputProps('url')}
          />
          <Select
            label={t('fields.button_position')}
            data={BANNER_BUTTON_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('button_position')}
          />
          <ColorField label={t('fields.button_color')} format="hex" {...form.getInputProps('button_color')} />
          <ColorField label={t('fields.text_color')} format="hex" {...form.getInputProps('text_color')} />
          <ColorField
            label={t('fields.border_color')}
            description={t('fields.border_color_hint')}
            format="hex"
            {...form.getInputProps('border_color')}
          />
          <LocaleNumberInput
            label={t('fields.border_width')}
            suffix=" px"
            min={0}
            max={BANNER_BORDER_WIDTH_MAX}
            allowDecimal={false}
            {...form.getInputProps('border_width')}
          />
        </SimpleGrid>
        <Switch label={t('fields.active_web')} {...form.getInputProps('active_web', { type: 'checkbox' })} />
        <Switch
          label={t('fields.active_movile')}
          {...form.getInputProps('active_movile', { type: 'checkbox' })}
        />
        <FormActions
          backTo={BANNERS_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
