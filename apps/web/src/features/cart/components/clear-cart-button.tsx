import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useClearCart } from '../api/clear-cart';

/** "Vaciar carrito", after asking: it gives back every unit the cart holds. */
export function ClearCartButton() {
  const { t } = useTranslation('cart');
  const [opened, { open, close }] = useDisclosure(false);
  const clear = useClearCart();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: close,
      onError: (error) => {
        close();
        notifyError(error);
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={open}>
        {t('clear.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('clear.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('clear.message')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clear.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={clear.isPending}>
              {t('clear.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
