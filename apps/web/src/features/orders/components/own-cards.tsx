import { Anchor, Radio, Stack, Text } from '@mantine/core';
import { cardDigits, cardEnding, type Order, type ShoppingCard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myCardsQuery } from '../../../lib/my-cards';

const OTHER = 'other';

/** A card this order takes: enabled, not locked, with a balance, in a coin the order stored a rate for. */
const takes = (order: Order, card: ShoppingCard) =>
  card.enabled &&
  card.locked_until === null &&
  card.balance > 0 &&
  order.exchange_rates[card.coin] !== undefined;

interface OwnCardsProps {
  order: Order;
  /** The number in the form: a card of theirs typed by hand reads as chosen. */
  number: string;
  /** A card picked (its number), or '' for another card, typed by hand. */
  onChoose: (number: string) => void;
}

/**
 * The shopper's own cards (owned or named beneficiary of) that can pay this order, to pick instead of typing 16
 * digits; the PIN is still asked, as for any card. A card of theirs without a PIN is named with the way to set one.
 */
export function OwnCards({ order, number, onChoose }: OwnCardsProps) {
  const { t } = useTranslation('orders');
  const [other, setOther] = useState(false);
  const cards = useQuery(myCardsQuery).data?.data ?? [];
  const payable = cards.filter((card) => takes(order, card) && card.has_pin);
  // Only the owner can set a PIN; a beneficiary without one has nothing to do here.
  const withoutPin = cards.filter((card) => takes(order, card) && !card.has_pin && card.is_owner);
  if (payable.length === 0 && withoutPin.length === 0) return null;

  const typed = cardDigits(number);
  const chosen = payable.find((card) => cardDigits(card.number) === typed);
  const value = chosen ? chosen.number : other || typed ? OTHER : null;
  return (
    <Stack gap="xs">
      {payable.length > 0 && (
        <Radio.Group
          label={t('card_payment.own_cards')}
          value={value}
          onChange={(picked) => {
            setOther(picked === OTHER);
            onChoose(picked === OTHER ? '' : picked);
          }}
        >
          <Stack gap="xs" mt={6}>
            {payable.map((card) => (
              <Radio
                key={card.id}
                value={card.number}
                label={t('card_payment.own_card', {
                  last: cardEnding(card.number),
                  balance: card.balance_formatted,
                })}
              />
            ))}
            <Radio value={OTHER} label={t('card_payment.other_card')} />
          </Stack>
        </Radio.Group>
      )}
      {withoutPin.map((card) => (
        <Text key={card.id} size="sm" c="dimmed">
          {t('card_payment.no_pin', { last: cardEnding(card.number) })}{' '}
          <Anchor component={Link} to={`/Profile/shopping_card/${card.id}`} size="sm">
            {t('card_payment.set_pin')}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
