import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SOCIAL_NETWORKS, type StoreContacts, storeContactsBodySchema } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateContactsSettings } from '../api/contacts-settings';
import { SaveFooter } from './save-footer';

const validateBody = zodValidate(storeContactsBodySchema);

/** A refused phone or e-mail (`phones.1`) is said on its list's field. */
function validate(values: StoreContacts) {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(validateBody(values))) {
    const field = /^(phones|emails)\.\d+$/.test(key) ? (key.split('.')[0] ?? key) : key;
    errors[field] ??= message;
  }
  return errors;
}

/**
 * The Contacts and Links partials: the shop's phones (+53 when no country code is typed), e-mails, address and social
 * links, shown in every page's footer and on the contact page.
 */
export function ContactsForm({ saved, canSave }: { saved: StoreContacts; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateContactsSettings();
  const form = useForm<StoreContacts>({ initialValues: saved, validate });

  const save = async (values: StoreContacts) => {
    const saved = await update.mutateAsync(storeContactsBodySchema.parse(values));
    form.setValues(saved);
    form.resetDirty(saved);
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <TagsInput
            label={t('contacts.phones')}
            description={t('contacts.phones_hint')}
            splitChars={[',', ';']}
            {...form.getInputProps('phones')}
          />
          <TagsInput
            label={t('contacts.emails')}
            description={t('contacts.emails_hint')}
            splitChars={[',', ';', ' ']}
            {...form.getInputProps('emails')}
          />
          <Textarea label={t('contacts.address')} autosize minRows={2} {...form.getInputProps('address')} />
          <Stack gap="xs">
            {form.values.links.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a link is known by its place in the list while typed.
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  aria-label={t('contacts.network', { n: index + 1 })}
                  data={SOCIAL_NETWORKS.map((value) => ({ value, label: t(`contacts.networks.${value}`) }))}
                  allowDeselect={false}
                  w={150}
                  {...form.getInputProps(`links.${index}.network`)}
                />
                <TextInput
                  aria-label={t('contacts.url', { n: index + 1 })}
                  placeholder="https://…"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`links.${index}.url`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={t('contacts.remove_link', { n: index + 1 })}
                  onClick={() => form.removeListItem('links', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            {form.values.links.length < 10 && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => form.insertListItem('links', { network: 'facebook', url: '' })}
              >
                {t('contacts.add_link')}
              </Button>
            )}
          </Stack>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
