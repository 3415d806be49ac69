import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_MESSAGE_MAX, type ContactBody, contactBodySchema } from '@shop/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useSendContact } from '../api/send-contact';
import classes from './contact-form.module.css';

/**
 * Name, e-mail and message (SPEC: the landing page's and /Contact-Us's form). A signed-in shopper's name and e-mail
 * are filled in. What the server refuses lands on its field; anything else (too many messages, no connection) is
 * said above the button, and what was typed stays.
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const user = useCurrentUser();
  const send = useSendContact();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: user ? `${user.name} ${user.lastname}`.trim().slice(0, 50) : '',
      email: user?.email ?? '',
      message: '',
      website: '',
    },
    validate: zodValidate(contactBodySchema),
    transformValues: (values): ContactBody => contactBodySchema.parse(values),
  });

  const submit = form.onSubmit((body) => {
    setProblem(null);
    send.mutate(body, {
      onSuccess: () => form.setFieldValue('message', ''),
      onError: (error) => {
        const onFields = applyServerErrors(form, error);
        if (!onFields || !(error instanceof ApiError)) setProblem(errorMessage(error));
      },
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.form_label')}>
      <Stack gap="md">
        {send.isSuccess && (
          <Alert color="green" icon={<IconMailCheck />} role="status">
            {send.data.message}
          </Alert>
        )}
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('contact.message')}
          description={t('contact.message_hint', { max: CONTACT_MESSAGE_MAX })}
          autosize
          minRows={4}
          maxRows={12}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <div className={classes.trap} aria-hidden="true">
          <TextInput
            label={t('contact.trap')}
            tabIndex={-1}
            autoComplete="off"
            {...form.getInputProps('website')}
          />
        </div>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
