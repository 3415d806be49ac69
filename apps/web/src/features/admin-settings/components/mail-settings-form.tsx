import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MAIL_ENCRYPTIONS,
  MAILERS,
  type MailSettingsBody,
  type MailSettingsReply,
  mailSettingsBodySchema,
} from '@shop/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { errorMessage } from '../../../lib/error-message';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { wholeOr } from '../../../lib/number-input-values';
import { useSendTestMail, useUpdateMailSettings } from '../api/mail-settings';
import { SaveFooter } from './save-footer';

interface MailValues {
  mailer: MailSettingsBody['mailer'];
  host: string;
  port: number | string;
  username: string;
  /** Blank keeps the stored password; the form never holds it. */
  password: string;
  remove_password: boolean;
  encryption: MailSettingsBody['encryption'];
  from_address: string;
}

function bodyFrom({ password, remove_password, port, ...values }: MailValues) {
  return {
    ...values,
    port: wholeOr(port, undefined),
    ...(remove_password ? { password: null } : password ? { password } : {}),
  };
}

const validateBody = zodValidate(mailSettingsBodySchema);

/**
 * SPEC §3 Mail settings: the SMTP server the shop sends through. The password is write-only: the form says whether one
 * is stored and offers to replace or remove it. Saving checks the server first; a test mail goes to the person asking.
 */
export function MailSettingsForm({ saved, canSave }: { saved: MailSettingsReply; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateMailSettings();
  const test = useSendTestMail();
  const form = useForm<MailValues>({
    initialValues: {
      mailer: saved.mailer,
      host: saved.host,
      port: saved.port,
      username: saved.username,
      password: '',
      remove_password: false,
      encryption: saved.encryption,
      from_address: saved.from_address,
    },
    validate: (values) => validateBody(bodyFrom(values)),
  });
  const own = form.values.mailer === 'smtp';

  const save = async (values: MailValues) => {
    await update.mutateAsync(mailSettingsBodySchema.parse(bodyFrom(values)));
    form.setValues({ password: '', remove_password: false });
    form.resetDirty();
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <SegmentedControl
            aria-label={t('mail.mailer')}
            data={MAILERS.map((mailer) => ({ value: mailer, label: t(`mail.mailers.${mailer}`) }))}
            style={{ alignSelf: 'flex-start' }}
            {...form.getInputProps('mailer')}
          />
          {own ? (
            <>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <TextInput
                    label={t('mail.host')}
                    placeholder="smtp.ejemplo.cu"
                    withAsterisk
                    autoComplete="off"
                    {...form.getInputProps('host')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <LocaleNumberInput
                    label={t('mail.port')}
                    min={1}
                    max={65535}
                    allowDecimal={false}
                    thousandSeparator=""
                    {...form.getInputProps('port')}
                  />
                </Grid.Col>
              </Grid>
              <Select
                label={t('mail.encryption')}
                data={MAIL_ENCRYPTIONS.map((value) => ({ value, label: t(`mail.encryptions.${value}`) }))}
                allowDeselect={false}
                {...form.getInputProps('encryption')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('mail.username')}
                  autoComplete="off"
                  {...form.getInputProps('username')}
                />
                <PasswordInput
                  label={t('mail.password')}
                  description={t(saved.password_set ? 'mail.password_set' : 'mail.password_unset')}
                  autoComplete="new-password"
                  disabled={form.values.remove_password}
                  {...form.getInputProps('password')}
                />
              </SimpleGrid>
              {saved.password_set && (
                <Checkbox
                  label={t('mail.remove_password')}
                  {...form.getInputProps('remove_password', { type: 'checkbox' })}
                />
              )}
              <TextInput
                label={t('mail.from_address')}
                description={t('mail.from_address_hint')}
                type="email"
                autoComplete="off"
                {...form.getInputProps('from_address')}
              />
            </>
          ) : (
            // Without SMTP_URL the server's mail goes nowhere: said plainly, not described as if it were sent.
            <Alert color={saved.environment_server ? 'gray' : 'yellow'}>
              {t(saved.environment_server ? 'mail.environment_hint' : 'mail.environment_missing')}
            </Alert>
          )}
          <SaveFooter canSave={canSave} saving={update.isPending} />
          {canSave && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconSend size={16} />}
                loading={test.isPending}
                disabled={form.isDirty()}
                onClick={() => test.mutate()}
              >
                {t('mail.send_test')}
              </Button>
            </Group>
          )}
          {test.isSuccess && (
            <Alert color="green" role="status">
              {test.data.message}
            </Alert>
          )}
          {test.isError && (
            <Alert color="red" role="alert">
              {errorMessage(test.error)}
            </Alert>
          )}
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
