import { Code, Fieldset, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PaymentProvidersView, paymentProvidersBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdatePaymentProviders } from '../api/payment-providers';
import { SaveFooter } from './save-footer';

interface StripeValues {
  enabled: boolean;
  sandbox: boolean;
  public_key: string;
  /** Blank keeps the stored key; the form never holds it. */
  secret_key: string;
  endpoint_secret: string;
}

/** Nested as the API's body is, so that its field errors (`stripe.secret_key`) land on their fields. */
interface Values {
  stripe: StripeValues;
}

const bodyFrom = ({ stripe: { secret_key, endpoint_secret, ...rest } }: Values) => ({
  stripe: {
    ...rest,
    ...(secret_key ? { secret_key } : {}),
    ...(endpoint_secret ? { endpoint_secret } : {}),
  },
});
const validateBody = zodValidate(paymentProvidersBodySchema);

/**
 * SPEC §3 Payment provider settings: Stripe's keys (sealed on the server, never shown again), sandbox or live, and the
 * address its events must go to. With it on, shoppers pay their orders online from the order page.
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
    },
    validate: (values) => validateBody(bodyFrom(values)),
  });
  const save = async (values: Values) => {
    await update.mutateAsync(paymentProvidersBodySchema.parse(bodyFrom(values)));
    form.setFieldValue('stripe.secret_key', '');
    form.setFieldValue('stripe.endpoint_secret', '');
    notifySuccess(t('saved'));
  };
  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <Text size="sm" c="dimmed">
            {t('providers.intro')}
          </Text>
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
            description={t(saved.stripe.secret_key_set ? 'providers.secret_set' : 'providers.secret_unset')}
            placeholder="sk_…"
            autoComplete="new-password"
            {...form.getInputProps('stripe.secret_key')}
          />
          <PasswordInput
            label={t('providers.endpoint_secret')}
            description={t(
              saved.stripe.endpoint_secret_set ? 'providers.secret_set' : 'providers.secret_unset',
            )}
            placeholder="whsec_…"
            autoComplete="new-password"
            {...form.getInputProps('stripe.endpoint_secret')}
          />
          <div>
            <Text size="sm" fw={500}>
              {t('providers.webhook_url')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {saved.stripe_webhook_url}
            </Code>
          </div>
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
