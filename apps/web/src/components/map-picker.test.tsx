import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MapPicker } from './map-picker';

/** The browser's answer to "Usar mi ubicación": a position, or a refusal with its code. */
function geolocationAnswers(answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  const failure = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'code' in answer
          ? fail({ ...failure, code: answer.code, message: '' } as GeolocationPositionError)
          : ok({ coords: answer } as GeolocationPosition),
    },
  });
}

describe('the map picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads and shows the coordinates as the reader's language writes numbers, without correcting them", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <MapPicker label="Ubicación" value={{ latitude: 23.1136, longitude: -82.3666 }} onChange={onChange} />,
    );
    const latitude = screen.getByRole('textbox', { name: 'Latitud' }) as HTMLInputElement;
    expect(latitude.value).toBe('23,1136');
    const user = userEvent.setup({ delay: null });
    await user.clear(latitude);
    await user.type(latitude, '23,15');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 23.15, longitude: -82.3666 });
    // Out of range is the form's to refuse (the checkout's, a point of sale's), with its reason; the field keeps what was typed.
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 95, longitude: -82.3666 });
  });

  it("names its zoom buttons in the page's language", () => {
    renderWithProviders(<MapPicker label="Ubicación" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });

  it('says why "Usar mi ubicación" found no place, and marks the place it finds', async () => {
    const onChange = vi.fn();
    renderWithProviders(<MapPicker label="Ubicación" value={null} onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    const locate = screen.getByRole('button', { name: 'Usar mi ubicación' });

    geolocationAnswers({ code: 1 });
    await user.click(locate);
    expect(screen.getByRole('alert').textContent).toBe(
      'No tenemos permiso para ver tu ubicación. Márcala en el mapa o escribe la latitud y la longitud.',
    );
    geolocationAnswers({ code: 3 });
    await user.click(locate);
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos saber dónde estás. Márcala en el mapa o escribe la latitud y la longitud.',
    );
    expect(onChange).not.toHaveBeenCalled();

    geolocationAnswers({ latitude: 23.1234567, longitude: -82.3812346 });
    await user.click(locate);
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 23.123457, longitude: -82.381235 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
