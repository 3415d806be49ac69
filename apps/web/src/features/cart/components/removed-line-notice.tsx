import { Button, Group, Text } from '@mantine/core';
import { toasts } from '../../../lib/toasts';

let shown = 0;

/** Longer than the shop's other notices: the shopper has to read it and reach its button. */
const UNDO_WINDOW_MS = 10_000;

/**
 * "Quitaste Arroz 5 kg del carrito. [Deshacer]": a tap on the bin takes a line out at once, so a slip of the finger
 * is undone from here. The button hides the notice before it calls `undo`, so it is pressed once.
 */
export async function showRemovedLine(text: string, undoText: string, undo: () => void) {
  const id = `cart-removed-${++shown}`;
  const notifications = await toasts();
  notifications.show({
    id,
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" span>
          {text}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          // The sentence wraps; the button keeps its whole word.
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          {undoText}
        </Button>
      </Group>
    ),
  });
}
