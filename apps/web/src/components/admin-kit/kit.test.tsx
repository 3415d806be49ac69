import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { LocaleNumberInput } from '../locale-number-input';
import { AdminListPage } from './admin-list-page';
import { ColorField } from './color-field';
import { DataTable } from './data-table';
import { FormDialog } from './form-dialog';
import { RichTextInput } from './rich-text-input';
import { SlugInput } from './slug-input';

type Fruit = { id: number; name: string };
const FRUITS: Fruit[] = [
  { id: 1, name: 'Mango' },
  { id: 2, name: 'Guayaba' },
];

function Fruits({ onSort, onEdit }: { onSort: (sort: string) => void; onEdit: (fruit: Fruit) => void }) {
  return (
    <DataTable
      caption="Frutas"
      rows={FRUITS}
      rowKey={(fruit) => fruit.id}
      sort="name"
      onSort={onSort}
      empty={{ title: 'Nada', description: 'Sin frutas' }}
      columns={[{ key: 'name', header: 'Nombre', sort: 'name', render: (fruit) => fruit.name }]}
      actions={[{ label: (fruit) => `Editar ${fruit.name}`, icon: IconPencil, onClick: onEdit }]}
    />
  );
}

type Meta = { current_page: number; per_page: number; total: number; last_page: number };
/** A page of rows as TanStack Query holds it, for `AdminListPage`. */
const pageOf = (data: Fruit[], meta: Meta) =>
  ({ data: { data, meta }, isError: false }) as unknown as UseQueryResult<{ data: Fruit[]; meta: Meta }>;
const FRUIT_TABLE = {
  caption: 'Frutas',
  rowKey: (fruit: Fruit) => fruit.id,
  columns: [{ key: 'name', header: 'Nombre', render: (fruit: Fruit) => fruit.name }],
};

describe('the back-office kit', { timeout: 20_000 }, () => {
  it('names the table, says how it is sorted, sorts the other way on a click and names row actions', async () => {
    const onSort = vi.fn();
    const onEdit = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Fruits onSort={onSort} onEdit={onEdit} />);

    const table = screen.getByRole('table', { name: 'Frutas' });
    const header = within(table).getByRole('columnheader', { name: 'Nombre' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button', { name: 'Nombre' }));
    expect(onSort).toHaveBeenCalledWith('-name');
    await user.click(screen.getByRole('button', { name: 'Editar Guayaba' }));
    expect(onEdit).toHaveBeenCalledWith(FRUITS[1]);
  });

  it('names each cell after its column, for the cards a phone shows instead of the table', () => {
    renderWithProviders(<Fruits onSort={vi.fn()} onEdit={vi.fn()} />);
    const cell = screen.getByRole('cell', { name: 'Mango' });
    expect(cell.getAttribute('data-label')).toBe('Nombre');
  });

  it('titles the screen with its one h1 and folds the filters under a button that says how many are set', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <AdminListPage
        title="Frutas"
        list={[{ page: 1, season: 'verano', color: 'verde' } as { page: number }, vi.fn()]}
        result={pageOf(FRUITS, { current_page: 1, per_page: 20, total: 2, last_page: 1 })}
        filters={<TextInput label="Temporada" />}
        table={FRUIT_TABLE}
        empty={{ title: 'Nada', none: 'Sin frutas', filtered: 'Ninguna coincide' }}
        totalLabel={(total) => `${total} frutas`}
      />,
    );
    // Shown on phones only: the test's document applies Mantine's wide-screen rule that hides it, and a hidden
    // button has no accessible name, so it is found by its words.
    // The screen's title is its one top-level heading, for those who move through a page by its headings.
    expect(screen.getByRole('heading', { level: 1, name: 'Frutas' })).toBeTruthy();
    const toggle = screen.getByText('Filtros (2)').closest('button') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(folded?.contains(screen.getByRole('textbox', { name: 'Temporada', hidden: true }))).toBe(true);
    expect(folded?.hasAttribute('data-open')).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(folded?.hasAttribute('data-open')).toBe(true);
  });

  it('says "none yet" until a search or a filter stands in the address, then "nothing matches"', () => {
    const empty = (route: string) =>
      renderWithProviders(
        <AdminListPage
          title="Frutas"
          list={[{ page: 1, per_page: 20, sort: 'name' } as { page: number }, vi.fn()]}
          result={pageOf([], { current_page: 1, per_page: 20, total: 0, last_page: 1 })}
          table={FRUIT_TABLE}
          empty={{ title: 'Nada', none: 'Todavía no hay frutas', filtered: 'Ninguna coincide' }}
          totalLabel={(total) => `${total} frutas`}
        />,
        { route },
      );
    for (const route of ['/admin/frutas', '/admin/frutas?sort=-name&per_page=50&page=1']) {
      empty(route);
      expect(screen.getByText('Todavía no hay frutas')).toBeTruthy();
      cleanup();
    }
    empty('/admin/frutas?search=kiwi');
    expect(screen.getByText('Ninguna coincide')).toBeTruthy();
  });

  it('says a page past the last does not exist and offers the first, rather than "none yet"', async () => {
    const user = userEvent.setup({ delay: null });
    const update = vi.fn();
    renderWithProviders(
      <AdminListPage
        title="Frutas"
        list={[{ page: 9 }, update]}
        result={pageOf([], { current_page: 9, per_page: 20, total: 45, last_page: 3 })}
        table={FRUIT_TABLE}
        empty={{ title: 'Nada', none: 'Todavía no hay frutas', filtered: 'Ninguna coincide' }}
        totalLabel={(total) => `${total} frutas`}
      />,
    );
    expect(screen.getByText('No existe la página 9')).toBeTruthy();
    expect(screen.getByText('La lista tiene 3 páginas.')).toBeTruthy();
    expect(screen.queryByText('Todavía no hay frutas')).toBeNull();
    // No page button claims to be the current one.
    expect(screen.queryByRole('button', { name: '3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
    expect(update).toHaveBeenCalledWith({ page: 1 });
  });

  it('shows an empty state when there are no rows, and placeholder rows while loading', () => {
    const { unmount } = renderWithProviders(
      <DataTable
        caption="Frutas"
        rows={[]}
        rowKey={(fruit: Fruit) => fruit.id}
        empty={{ title: 'Nada', description: 'Sin frutas' }}
        columns={[{ key: 'name', header: 'Nombre', render: (fruit) => fruit.name }]}
      />,
    );
    expect(screen.getByText('Sin frutas')).toBeTruthy();
    unmount();
    renderWithProviders(
      <DataTable
        caption="Frutas"
        rows={undefined}
        rowKey={(fruit: Fruit) => fruit.id}
        empty={{ title: 'Nada', description: 'Sin frutas' }}
        columns={[{ key: 'name', header: 'Nombre', render: (fruit) => fruit.name }]}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it.each([
    ['es-ES', '12,50', 12.5],
    ['es-ES', '1.234,5', 1234.5],
    ['es-ES', '1.234.567,8', 1234567.8],
    // A point is the decimal comma until a comma or another point after three digits says it grouped thousands.
    ['es-ES', '12.50', 12.5],
    ['en-US', '12.50', 12.5],
    ['en-US', '1,234.5', 1234.5],
    ['en-US', '1,234,567.8', 1234567.8],
    // A comma is the decimal point until three digits and a separator say it grouped thousands: never 108.
    ['en-US', '1,08', 1.08],
    ['en-US', '12,5', 12.5],
  ])('reads a number as %s writes it: %s', async (language, typed, expected) => {
    await i18n.changeLanguage(language);
    const seen = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocaleNumberInput label="Precio" onChange={seen} />);
    await user.type(screen.getByRole('textbox', { name: 'Precio' }), typed);
    // Mantine hands over a number, or its JavaScript text while trailing zeros matter ("12.50").
    expect(Number(seen.mock.lastCall?.[0])).toBe(expected);
    await i18n.changeLanguage('es-ES');
  });

  it("names a record's address the same way in every area and shows the one a blank field gets", async () => {
    renderWithProviders(<SlugInput source="Café cubano en casa" from="title" />);
    const field = screen.getByRole('textbox', { name: 'Dirección' });
    expect(field.getAttribute('placeholder')).toBe('cafe-cubano-en-casa');
    expect(
      screen.getByText('Aparece en el enlace. Si la dejas vacía, se crea a partir del título.'),
    ).toBeTruthy();
    await i18n.changeLanguage('en-US');
    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeTruthy();
    await i18n.changeLanguage('es-ES');
  });

  it('keeps a negative number as typed, for the form to refuse it', async () => {
    const seen = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocaleNumberInput label="Prioridad" min={0} onChange={seen} />);
    const input = screen.getByRole('textbox', { name: 'Prioridad' });
    await user.type(input, '-5');
    await user.tab();
    expect(input).toHaveProperty('value', '-5');
    expect(seen).toHaveBeenLastCalledWith(-5);
  });

  it('asks before a dialog with unsaved changes closes, and puts the server field errors on their fields', async () => {
    const onClose = vi.fn();
    function Dialog() {
      const form = useForm({ initialValues: { name: '' } });
      const [, setSaved] = useState(false);
      return (
        <FormDialog
          opened
          title="Nueva fruta"
          onClose={onClose}
          form={form}
          onSubmit={async () => {
            setSaved(true);
            throw Object.assign(
              new (await import('../../lib/api-client')).ApiError(422, {
                message: 'Hay campos vacíos o no válidos',
                errors: { name: ['Ya existe esta fruta'] },
              }),
            );
          }}
        >
          <TextInput label="Nombre" {...form.getInputProps('name')} />
        </FormDialog>
      );
    }
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva fruta' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Mango');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe esta fruta')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Nombre' })),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Hay cambios sin guardar')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(onClose).toHaveBeenCalled();
  });

  // A page mounts its dialog when a button opens it and unmounts it on close (a fresh form each time): Mantine's Modal
  // then left the focus on the page's body.
  it('gives the focus back to the button that opened it once it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const form = useForm({ initialValues: { name: '' } });
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Nueva fruta
          </button>
          {open && (
            <FormDialog
              opened
              title="Nueva fruta"
              onClose={() => setOpen(false)}
              form={form}
              onSubmit={async () => {}}
            >
              <TextInput label="Nombre" {...form.getInputProps('name')} />
            </FormDialog>
          )}
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Nueva fruta' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nueva fruta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    // Left with changes unsaved, through the question that asks first: the same.
    opener.focus();
    await user.keyboard('{Enter}');
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Nueva fruta' })).getByRole('textbox', {
        name: 'Nombre',
      }),
      'Mango',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("names a colour field's picker: its shade and its hue (Mantine leaves both sliders unnamed)", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ColorField label="Color del botón" format="hex" defaultValue="#1971c2" />);
    await user.click(screen.getByRole('textbox', { name: 'Color del botón' }));
    expect(await screen.findByRole('slider', { name: 'Saturación y brillo' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Tono' })).toBeTruthy();
  });

  it("names the link editor's switch between this tab and another (Mantine names it by its tooltip only)", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RichTextInput label="Texto" value="<p>Hola</p>" onChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Enlace' }));
    expect(await screen.findByRole('button', { name: 'Abrir en otra pestaña o en la misma' })).toBeTruthy();
  });
});
