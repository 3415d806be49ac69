import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2: the main frame without the phone's left drawer (profile and redirect pages). */
export function Component() {
  return (
    <MainFrame drawer={false}>
      <Container size="lg" py="lg">
        <Outlet />
      </Container>
    </MainFrame>
  );
}
