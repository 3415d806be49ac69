import { Anchor, Text } from '@mantine/core';
import { toasts } from './toasts';

let shown = 0;

/**
 * "Added to the cart" with a link to it. Notifications are drawn outside the router, so the link cannot be a
 * router `Link`: it calls `openCart` (the caller's `navigate`) instead, keeping a real href for new tabs.
 */
export async function showAddedToCart(text: string, linkText: string, openCart: () => void) {
  const id = `cart-added-${++shown}`;
  const notifications = await toasts();
  notifications.show({
    id,
    color: 'green',
    message: (
      <Text size="sm" span>
        {text}{' '}
        <Anchor
          href="/Cart"
          size="sm"
          fw={600}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            openCart();
          }}
        >
          {linkText}
        </Anchor>
      </Text>
    ),
  });
}
