import { useDebouncedCallback } from '@mantine/hooks';
import type { CartItem } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../components/locale-number-input';
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
  const [value, setValue] = useState<string | number>(item.quantity);
  const [held, setHeld] = useState(item.quantity);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (held !== item.quantity) {
    // The cart changed (this field's change, another tab, a reload): show what it now holds.
    setHeld(item.quantity);
    setValue(item.quantity);
  }

  const send = useDebouncedCallback(
    (next: string | number) => {
      // Half-typed ('' or '-') waits for more.
      if (typeof next !== 'number') return;
      // A fraction ("2,5") or a number below one is no quantity: said here, and the cart keeps what it holds.
      if (!Number.isInteger(next) || next < 1) {
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
    <LocaleNumberInput
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
      allowDecimal={false}
      allowNegative={false}
      // Out of range stays as typed and goes to the server, whose refusal says why (never corrected silently); a
      // fraction or a sign is read as typed ("2,5" is no 25) and refused here.
      error={refusal}
      w={110}
      size="sm"
    />
  );
}
