import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareCart } from '../api/share-cart';

/** "Compartir carrito": asks the server for a link holding the lines, then shows it whole with a copy button. */
export function ShareCart() {
  const { t } = useTranslation('cart');
  const share = useShareCart();
  const [url, setUrl] = useState<string | null>(null);
  if (!url) {
    return (
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        loading={share.isPending}
        onClick={() =>
          share.mutate(undefined, { onSuccess: (reply) => setUrl(`${window.location.origin}${reply.path}`) })
        }
      >
        {t('share.button')}
      </Button>
    );
  }
  return (
    <Stack gap={6}>
      <TextInput
        label={t('share.link')}
        description={t('share.hint')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="flex-end">
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
