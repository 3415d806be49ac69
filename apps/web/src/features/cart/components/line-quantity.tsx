import { useDebouncedCallback } from '@mantine/hooks';
import type { CartItem } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityInput, type QuantityInputValue } from '../../../components/quantity-input';
import { useUpdateCartLine } from '../api/update-cart-line';
import { refusalOf } from '../lib/refusal';

/** Quiet time after the last keystroke or step before the change is sent. */
const SEND_AFTER_MS = 600;

/**
 * A line's quantity. A change is sent once the shopper pauses or leaves the field; a refusal (above what is
 * available, below the minimum) is shown under it in the server's words, and the field goes back to what the cart
 * holds.
 */
export function LineQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const update = useUpdateCartLine();
  const [value, setValue] = useState<QuantityInputValue>(item.quantity);
  const [held, setHeld] = useState(item.quantity);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (held !== item.quantity) {
    // The cart changed (this field's change, another tab, a reload): show what it now holds.
    setHeld(item.quantity);
    setValue(item.quantity);
  }

  const send = useDebouncedCallback(
    (next: QuantityInputValue) => {
      // A cleared field waits for more.
      if (next === '') return;
      // What is not digits ("2,5", "-3") or is below one is no quantity: said here, and the cart keeps what it holds.
      if (typeof next !== 'number' || next < 1) {
        setRefusal(t('line.invalid'));
        return;
      }
      // What the cart holds already needs no call (and is no longer refused).
      if (next === item.quantity) {
        setRefusal(null);
        return;
      }
      update.mutate(
        { id: item.id, quantity: next },
        {
          onSuccess: () => setRefusal(null),
          onError: (error) => {
            setRefusal(refusalOf(error));
            setValue(item.quantity);
          },
        },
      );
    },
    // Leaving the screen right after typing still sends the change.
    { delay: SEND_AFTER_MS, flushOnUnmount: true },
  );

  return (
    <QuantityInput
      label={t('line.quantity')}
      value={value}
      onChange={(next) => {
        setValue(next);
        send(next);
      }}
      // A cleared field left as is goes back to what the cart holds: nothing was asked for.
      onBlur={() => (value === '' ? setValue(item.quantity) : send.flush())}
      min={item.min_quantity}
      max={item.max_quantity ?? undefined}
      // Out of range stays as typed and goes to the server, whose refusal says why (never corrected silently); a
      // fraction or a sign stays as typed ("2,5" is no 25) and is refused here.
      error={refusal}
      w={120}
      size="sm"
    />
  );
}
