import {
  CheckIcon,
  ColorSwatch,
  Fieldset,
  Group,
  Input,
  Radio,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  STORE_COLOR_SCHEMES,
  STORE_PRIMARY_COLORS,
  type StoreSettings,
  type StoreSettingsBody,
  storeSettingsBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateStoreSettings } from '../api/store-settings';
import { SaveFooter } from './save-footer';

interface CustomizationFormProps {
  saved: StoreSettings;
  canSave: boolean;
}

/** The shop's name, main colour and starting colour mode; shown on every page as soon as they are saved. */
export function CustomizationForm({ saved, canSave }: CustomizationFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateStoreSettings();
  const form = useForm<StoreSettingsBody>({
    initialValues: { name: saved.name, primary_color: saved.primary_color, color_scheme: saved.color_scheme },
    validate: zodValidate(storeSettingsBodySchema),
  });

  const save = async (values: StoreSettingsBody) => {
    await update.mutateAsync(storeSettingsBodySchema.parse(values));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <TextInput
            label={t('customization.name')}
            description={t('customization.name_hint')}
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <Radio.Group label={t('customization.primary_color')} {...form.getInputProps('primary_color')}>
            <Group gap="xs" mt="xs">
              {STORE_PRIMARY_COLORS.map((color) => (
                <Radio.Card
                  key={color}
                  value={color}
                  w="auto"
                  radius="xl"
                  aria-label={t(`customization.colors.${color}`)}
                  style={{ border: 0, background: 'none' }}
                >
                  <ColorSwatch component="span" color={`var(--mantine-color-${color}-6)`} size={32}>
                    {form.values.primary_color === color && <CheckIcon size={12} color="white" />}
                  </ColorSwatch>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
          <Input.Wrapper
            label={t('customization.color_scheme')}
            description={t('customization.color_scheme_hint')}
          >
            <SegmentedControl
              mt="xs"
              display="flex"
              aria-label={t('customization.color_scheme')}
              data={STORE_COLOR_SCHEMES.map((scheme) => ({
                value: scheme,
                label: t(`customization.schemes.${scheme}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
              {...form.getInputProps('color_scheme')}
            />
          </Input.Wrapper>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
