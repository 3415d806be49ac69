import { Popover } from '@mantine/core';
import { cloneElement, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryLinks } from './category-links';

interface CategoryPanelProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** The desktop's category menu: a panel of every category under the header, loaded after the page. */
export function CategoryPanel({ target, defaultOpened }: CategoryPanelProps) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={720}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        {cloneElement(target as ReactElement<{ onClick?: () => void }>, {
          onClick: () => setOpened((open) => !open),
        })}
      </Popover.Target>
      <Popover.Dropdown aria-label={t('categories.title')} role="dialog">
        <CategoryLinks columns={3} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
