import { Button, Group, Text, TextInput } from '@mantine/core';
import { createOrderBodySchema } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '../../../lib/forms';

/** A code too long or with a space is refused here in the API's words, before it is sent or cut. */
const codeRefusal = (code: string) =>
  zodValidate(createOrderBodySchema.pick({ coupon: true }))({ coupon: code }).coupon;

interface CouponFieldProps {
  /** The code applied, or '' for none. */
  applied: string;
  onApply: (code: string) => void;
  /** Why the server refused the applied code ('Ese cupón no existe o ya no está vigente'...). */
  refusal?: string | undefined;
}

/** A coupon code typed at checkout (decision 028): applied to the quote, sent with the order. */
export function CouponField({ applied, onApply, refusal }: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState(applied);
  const [problem, setProblem] = useState<string>();
  if (applied && !refusal)
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="green" fw={600} role="status">
          {t('coupon.applied', { code: applied })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setCode('');
            onApply('');
          }}
        >
          {t('coupon.remove')}
        </Button>
      </Group>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const refused = codeRefusal(code);
        setProblem(refused);
        if (!refused) onApply(code.trim().toUpperCase());
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('coupon.label')}
          description={t('coupon.hint')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          error={problem ?? (applied ? refusal : undefined)}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(undefined);
          }}
          flex={1}
        />
        <Button type="submit" variant="light" mt={44} disabled={!code.trim()}>
          {t('coupon.apply')}
        </Button>
        {applied && (
          <Button
            variant="subtle"
            mt={44}
            onClick={() => {
              setCode('');
              onApply('');
            }}
          >
            {t('coupon.remove')}
          </Button>
        )}
      </Group>
    </form>
  );
}
