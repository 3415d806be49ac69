import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { searchRefusal } from '../lib/search-words';
import classes from './search-field.module.css';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  /** The most characters the list's query reads: longer words are refused under the box, never cut or dropped. */
  max: number;
}

/** A search box that asks the server only once the user pauses typing. */
export function SearchField({ value, onSearch, label, placeholder, max }: SearchFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  // A link clicked while the search still waits (a row of the list, another page): the page stays on screen until
  // the next one has loaded, and the search must not fire then and pull the user back to the list.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const send = useDebouncedCallback((next: string) => {
    if (leaving.current) return;
    setSent(next);
    onSearch(next.trim());
  }, DEBOUNCE_MS);

  // Follow the URL when it changes from outside (back button, a link), but not when it echoes what was typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.trim()) {
      setSent(value);
      setText(value);
    }
  }

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} />}
      value={text}
      error={searchRefusal(text, max, t)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        // Words the list cannot read are not sent: the list stays as it was, and the box says why.
        if (searchRefusal(next, max, t)) send.cancel();
        else send(next);
      }}
      className={classes.root}
    />
  );
}
