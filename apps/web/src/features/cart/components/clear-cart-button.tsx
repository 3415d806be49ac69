import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred } from '../../../lib/deferred';
import { notifyError } from '../../../lib/notify';
import { useClearCart } from '../api/clear-cart';

// Mantine's Modal (with its scroll lock and scroll area) is no part of the cart's first paint: it loads just after.
const ClearCartDialog = deferred(async () => (await import('./clear-cart-dialog')).ClearCartDialog);

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
      <Suspense fallback={null}>
        <ClearCartDialog opened={opened} onClose={close} onConfirm={confirm} clearing={clear.isPending} />
      </Suspense>
    </>
  );
}
