import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { useBackInStock } from '../api/back-in-stock';
import { useProductWords } from '../lib/product-words';

/**
 * On a sold-out product: the shopper leaves an e-mail and is mailed once when it can be bought again (SPEC §3
 * availability_notification). Loaded only on sold-out products (product-purchase.tsx).
 */
export function BackInStock({ slug }: { slug: string }) {
  const { t } = useProductWords();
  const user = useCurrentUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const request = useBackInStock(slug);
  const fieldError =
    request.error instanceof ApiError ? (request.error.body.errors?.email?.[0] ?? null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <Alert color="green" icon={<IconBell size={18} />} role="status">
        {request.data.message}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('back_in_stock.label')}>
      <Text size="sm" mb={6}>
        {t('back_in_stock.text')}
      </Text>
      <Group gap="sm" align="flex-start">
        <TextInput
          aria-label={t('back_in_stock.email')}
          placeholder={t('back_in_stock.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError}
          // The button goes under a field that would be narrower than an address ("mayorista@demo.shop.loca").
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconBell size={18} />}
          loading={request.isPending}
        >
          {t('back_in_stock.submit')}
        </Button>
      </Group>
      {request.isError && !fieldError ? (
        <Text size="sm" c="red" mt={6} role="alert">
          {errorMessage(request.error)}
        </Text>
      ) : null}
    </form>
  );
}
