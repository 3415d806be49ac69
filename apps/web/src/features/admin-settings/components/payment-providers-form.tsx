import { Code, Fieldset, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PaymentProvidersView, paymentProvidersBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdatePaymentProviders } from '../api/payment-providers';
import { SaveFooter } from './save-footer';

/** Nested as the API's body is, so that its field errors (`stripe.secret_key`) land on their fields. */
interface Values {
  stripe: {
    enabled: boolean;
    sandbox: boolean;
    public_key: string;
    /** Blank keeps the stored key; the form never holds it. */
    secret_key: string;
    endpoint_secret: string;
  };
  paypal: {
    enabled: boolean;
    sandbox: boolean;
    client_id: string;
    /** Blank keeps the stored secret. */
    client_secret: string;
    webhook_id: string;
  };
}

/** Only the secrets typed in are sent: a blank one keeps what the server holds. */
const filled = <T extends Record<string, unknown>>(values: T, secrets: (keyof T)[]) =>
  Object.fromEntries(Object.entries(values).filter(([key, value]) => !secrets.includes(key) || value !== ''));

const bodyFrom = (values: Values) => ({
  stripe: filled(values.stripe, ['secret_key', 'endpoint_secret']),
  paypal: filled(values.paypal, ['client_secret']),
});
const validateBody = zodValidate(paymentProvidersBodySchema);

function WebhookAddress({ label, url }: { label: string; url: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {url}
      </Code>
    </div>
  );
}

/**
 * SPEC §3 Payment provider settings: Stripe's and PayPal's keys (secrets sealed on the server, never shown again),
 * sandbox or live, and the address each one's events must go to. With one on, shoppers pay their orders online from
 * the order page.
 */
export function PaymentProvidersForm({ saved, canSave }: { saved: PaymentProvidersView; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdatePaymentProviders();
  const form = useForm<Values>({
    initialValues: {
      stripe: {
        enabled: saved.stripe.enabled,
        sandbox: saved.stripe.sandbox,
        public_key: saved.stripe.public_key,
        secret_key: '',
        endpoint_secret: '',
      },
      paypal: {
        enabled: saved.paypal.enabled,
        sandbox: saved.paypal.sandbox,
        client_id: saved.paypal.client_id,
        client_secret: '',
        webhook_id: saved.paypal.webhook_id,
      },
    },
    validate: (values) => validateBody(bodyFrom(values)),
  });
  const save = async (values: Values) => {
    await update.mutateAsync(paymentProvidersBodySchema.parse(bodyFrom(values)));
    for (const field of ['stripe.secret_key', 'stripe.endpoint_secret', 'paypal.client_secret'] as const)
      form.setFieldValue(field, '');
    notifySuccess(t('saved'));
  };
  const secretHint = (set: boolean) => t(set ? 'providers.secret_set' : 'providers.secret_unset');
  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="xl" maw={720}>
          <Text size="sm" c="dimmed">
            {t('providers.intro')}
          </Text>
          <Stack gap="md">
            <Title order={2} size="h4">
              Stripe
            </Title>
            <Switch
              label={t('providers.enabled')}
              {...form.getInputProps('stripe.enabled', { type: 'checkbox' })}
            />
            <Switch
              label={t('providers.sandbox')}
              description={t('providers.sandbox_hint')}
              {...form.getInputProps('stripe.sandbox', { type: 'checkbox' })}
            />
            <TextInput
              label={t('providers.public_key')}
              placeholder="pk_…"
              {...form.getInputProps('stripe.public_key')}
            />
            <PasswordInput
              label={t('providers.secret_key')}
              description={secretHint(saved.stripe.secret_key_set)}
              placeholder="sk_…"
              autoComplete="new-password"
              {...form.getInputProps('stripe.secret_key')}
            />
            <PasswordInput
              label={t('providers.endpoint_secret')}
              description={secretHint(saved.stripe.endpoint_secret_set)}
              placeholder="whsec_…"
              autoComplete="new-password"
              {...form.getInputProps('stripe.endpoint_secret')}
            />
            <WebhookAddress label={t('providers.webhook_url')} url={saved.stripe_webhook_url} />
          </Stack>
          <Stack gap="md">
            <Title order={2} size="h4">
              PayPal
            </Title>
            <Switch
              label={t('providers.paypal_enabled')}
              {...form.getInputProps('paypal.enabled', { type: 'checkbox' })}
            />
            <Switch
              label={t('providers.paypal_sandbox')}
              description={t('providers.sandbox_hint')}
              {...form.getInputProps('paypal.sandbox', { type: 'checkbox' })}
            />
            <TextInput label={t('providers.client_id')} {...form.getInputProps('paypal.client_id')} />
            <PasswordInput
              label={t('providers.client_secret')}
              description={secretHint(saved.paypal.client_secret_set)}
              autoComplete="new-password"
              {...form.getInputProps('paypal.client_secret')}
            />
            <TextInput
              label={t('providers.webhook_id')}
              description={t('providers.webhook_id_hint')}
              placeholder="WH-…"
              {...form.getInputProps('paypal.webhook_id')}
            />
            <WebhookAddress label={t('providers.paypal_webhook_url')} url={saved.paypal_webhook_url} />
          </Stack>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
