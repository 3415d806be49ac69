import { fireEvent, screen } from '@testing-library/react';

// A `TimeField` (components/admin-kit/time-field.tsx) is typed hours and minutes apart, as a clerk types it.

const segment = (label: string, part: 'horas' | 'minutos') =>
  screen.getByRole('spinbutton', { name: `${label} (${part})` }) as HTMLInputElement;

/** Types `HH:MM` into the Spanish time field named `label`. */
export function typeTime(label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  fireEvent.change(segment(label, 'horas'), { target: { value: hours } });
  fireEvent.change(segment(label, 'minutos'), { target: { value: minutes } });
}

/** What the Spanish time field named `label` shows, as `HH:MM`. */
export function shownTime(label: string) {
  return `${segment(label, 'horas').value}:${segment(label, 'minutos').value}`;
}
