import { Button, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { useProductWords } from '../lib/product-words';
import classes from './sticky-buy-bar.module.css';

interface StickyBuyBarProps {
  /** The page's own buying controls: the bar shows while they are out of sight. */
  watched: RefObject<HTMLElement | null>;
  price: string | undefined;
  disabled: boolean;
  loading: boolean;
  onAdd: () => void;
}

/**
 * The phone's add-to-cart bar (issue 20): the price and the button at the foot of the screen whenever the page's own
 * quantity and button are scrolled out of sight, so that reading the description or the reviews never takes the
 * button away. Wider screens keep the button beside the picture and never show the bar.
 */
export function StickyBuyBar({ watched, price, disabled, loading, onAdd }: StickyBuyBarProps) {
  const { t } = useProductWords();
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = watched.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [watched]);
  if (!away) return null;
  return (
    <div className={classes.bar}>
      <Text fw={700} size="lg">
        {price}
      </Text>
      <Button
        leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
        onClick={onAdd}
        loading={loading}
        disabled={disabled}
      >
        {t('product.add_to_cart')}
      </Button>
    </div>
  );
}
