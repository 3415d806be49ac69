import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ClearCartDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  clearing: boolean;
}

/** "¿Vaciar el carrito?": a module of its own, so that Mantine's Modal loads after the cart page, not with it. */
export function ClearCartDialog({ opened, onClose, onConfirm, clearing }: ClearCartDialogProps) {
  const { t } = useTranslation('cart');
  return (
    <Modal opened={opened} onClose={onClose} title={t('clear.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('clear.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('clear.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={clearing}>
            {t('clear.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
