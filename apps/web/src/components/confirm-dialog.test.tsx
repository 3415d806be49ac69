import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ConfirmDialog } from './confirm-dialog';
import { skipTarget } from './skip-link';

/** An answer whose dialog lives in its row, as the review criteria's do; `listed` reads the list again once deleted. */
function Answer({ text, listed }: { text: string; listed: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <li>
      <button type="button" onClick={() => setOpened(true)}>{`Borrar ${text}`}</button>
      <ConfirmDialog
        opened={opened}
        title="Eliminar respuesta"
        message={`¿Eliminar la respuesta «${text}»?`}
        onConfirm={async () => listed()}
        onDone={() => setOpened(false)}
        onClose={() => setOpened(false)}
      />
    </li>
  );
}

/** The list arrives again `after` ms after a delete, without the deleted answer. */
function Answers({ after }: { after: number }) {
  const [answers, setAnswers] = useState(['Muy fresco', 'Aceptable']);
  return (
    <main {...skipTarget}>
      <ul>
        {answers.map((text) => (
          <Answer
            key={text}
            text={text}
            listed={() =>
              setTimeout(() => setAnswers((list) => list.filter((other) => other !== text)), after)
            }
          />
        ))}
      </ul>
    </main>
  );
}

describe('a confirmed delete whose row goes with its button (WCAG 2.4.3)', () => {
  // With its transitions on (no `env="test"`): the list may come back while the dialog is still leaving.
  it.each([
    ['while the dialog is leaving', 20],
    ['after the dialog has gone', 600],
  ])('puts the focus on the page’s content when the list comes back %s', async (_when, after) => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <Answers after={after} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Borrar Aceptable' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Borrar Aceptable' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById(skipTarget.id)), {
      timeout: 2000,
    });
  });
});
