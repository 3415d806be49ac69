import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_MAX } from '@shop/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deferred } from '../../lib/deferred';
import classes from './header-search.module.css';
import { type Suggestion, searchHref } from './search-href';

const DEBOUNCE_MS = 250;

const SearchSuggestions = deferred(async () => (await import('./search-suggestions')).SearchSuggestions);

/**
 * The header's search (issue 20): a plain GET form to the catalogue, so it works before the code arrives and
 * without JavaScript, and, once the box is focused, a combobox (WAI-ARIA pattern) suggesting categories and
 * products as the shopper types; arrows move, Enter opens, Escape closes. Hand-written rather than Mantine's
 * Combobox, whose Popover and floating-ui would join the first load of every storefront page; the list and its
 * queries load the first time the box is focused.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [used, setUsed] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const [items, setItems] = useState<Suggestion[]>([]);
  const ask = useDebouncedCallback((next: string) => setQuery(next.trim()), DEBOUNCE_MS);
  const onItems = useCallback((next: Suggestion[]) => {
    setItems(next);
    setActive(-1);
  }, []);
  const open = focused && !closed && items.length > 0;
  const current = open ? items[active] : undefined;

  function go(href: string) {
    setClosed(true);
    setActive(-1);
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      go(current.href);
    } else if (event.key === 'Escape') {
      if (open) setClosed(true);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <search className={classes.form}>
      <form
        action="/store"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          go(searchHref(text.trim()));
        }}
      >
        <TextInput
          name="search"
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current ? `${listId}-${current.key}` : undefined}
          autoComplete="off"
          // The one field that may stop at its length (decision 050): a query is read, never kept, and the form
          // also works without JavaScript, where only the browser can hold it to what the listing reads.
          maxLength={SEARCH_MAX}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            ask(event.currentTarget.value);
            setClosed(false);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setUsed(true);
          }}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {used ? (
          <Suspense fallback={null}>
            <SearchSuggestions
              query={query}
              listId={listId}
              open={open}
              activeKey={current?.key}
              onItems={onItems}
              onPick={(item) => go(item.href)}
            />
          </Suspense>
        ) : null}
      </form>
    </search>
  );
}
