import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2 "store": the main frame with the store's content column. */
export function Component() {
  return (
    <MainFrame>
      <Container size="xl" py="lg">
        <Outlet />
      </Container>
    </MainFrame>
  );
}
