import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2 "store": the main frame with the store's content column. */
export function Component() {
  return (
    <MainFrame>
      <Container size="xl" py="lg">
        <Outlet />
        <HydrationSignal />
      </Container>
    </MainFrame>
  );
}

/**
 * Marks the page alive once the app has taken over the server's page (`data-hydrated` on `<html>`) and tells
 * `/app-boot.js` (decision 033), which then replays what the shopper typed or clicked while the code was on its way
 * (it listens once: a second signal is harmless). Beside the page, inside the frame's boundary for the page, which
 * hydrates after the frame's header: every server-rendered page is a child of this layout.
 */
function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    dispatchEvent(new Event('shop:hydrated'));
  }, []);
  return null;
}
