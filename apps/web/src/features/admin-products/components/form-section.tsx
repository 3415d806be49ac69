import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of the product screen. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      {children}
    </Fieldset>
  );
}
