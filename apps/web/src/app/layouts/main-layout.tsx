import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2 "main": the storefront frame. */
export function Component() {
  return (
    <MainFrame>
      <Outlet />
    </MainFrame>
  );
}
