import { ActionIcon, Fieldset, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type HomeSettings, homeSettingsBodySchema } from '@shop/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateHomeSettings } from '../api/home-settings';
import { SaveFooter } from './save-footer';

/** The Home page tab: the front's sections after the hero, moved up and down and shown or hidden. */
export function HomeSectionsForm({ saved, canSave }: { saved: HomeSettings; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateHomeSettings();
  const form = useForm<HomeSettings>({ initialValues: saved });
  const sections = form.values.sections;

  const save = async (values: HomeSettings) => {
    await update.mutateAsync(homeSettingsBodySchema.parse(values));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="xs" maw={640}>
          <Text size="sm" c="dimmed">
            {t('home.hint')}
          </Text>
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {sections.map((section, index) => {
              const label = t(`home.sections.${section.key}`);
              return (
                <Paper component="li" key={section.key} withBorder p="xs" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Switch
                      label={label}
                      {...form.getInputProps(`sections.${index}.visible`, { type: 'checkbox' })}
                    />
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('home.up', { section: label })}
                        disabled={index === 0}
                        onClick={() => form.reorderListItem('sections', { from: index, to: index - 1 })}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('home.down', { section: label })}
                        disabled={index === sections.length - 1}
                        onClick={() => form.reorderListItem('sections', { from: index, to: index + 1 })}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
