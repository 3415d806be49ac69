import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

/** What the field holds: a whole number, or the text as typed when it is none ('' while cleared, "2,5", "-3"). */
export type QuantityInputValue = string | number;

interface QuantityInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  value: QuantityInputValue;
  onChange: (value: QuantityInputValue) => void;
  /** Where the steppers stop; what is typed may go past either end, for the owner to refuse with the reason. */
  min: number;
  max?: number;
}

/**
 * How many units: a whole number in digits, with a step down and a step up beside it (the arrow keys step too).
 * Only digits make a number: "2,5", "1.000", "-3" or "2 kg" stay the text typed, for the owner to refuse with its
 * words, never read as 25, 1, 3 or 2. Nothing typed is clamped; only a step stays within `min` and `max`.
 * Mantine's NumberInput is not used here (decision 076): it reads decimals and groups thousands, which a count of
 * units never has, and its number-formatting library weighed about 10 kB of the product page's and the cart's first loads.
 */
export function QuantityInput({
  value,
  onChange,
  min,
  max,
  disabled,
  onKeyDown,
  ...props
}: QuantityInputProps) {
  const count = typeof value === 'number' ? value : undefined;
  const step = (by: 1 | -1) => {
    const next = count === undefined ? min : count + by;
    onChange(Math.min(Math.max(next, min), max ?? Number.MAX_SAFE_INTEGER));
  };
  const stepper = (by: 1 | -1) => (
    // As NumberInput's own controls: out of the tab order and unseen by screen readers, which step with the arrow
    // keys (or type) in the field itself.
    <ActionIcon
      variant="subtle"
      color="gray"
      tabIndex={-1}
      aria-hidden
      disabled={
        disabled || (count !== undefined && (by < 0 ? count <= min : max !== undefined && count >= max))
      }
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(by)}
    >
      {by < 0 ? <IconMinus size={16} /> : <IconPlus size={16} />}
    </ActionIcon>
  );
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      disabled={disabled}
      value={String(value)}
      onChange={(event) => onChange(countOf(event.currentTarget.value))}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
        onKeyDown?.(event);
      }}
      leftSection={stepper(-1)}
      rightSection={stepper(1)}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}

/** The text as a whole number when it is only digits (spaces around allowed) and a safe one; else the text itself. */
export function countOf(text: string): QuantityInputValue {
  if (!/^\s*\d+\s*$/.test(text)) return text;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : text;
}
