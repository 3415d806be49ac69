import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2 "main": the storefront frame with its left drawer. */
export function Component() {
  return (
    <MainFrame>
      <Outlet />
    </MainFrame>
  );
}
