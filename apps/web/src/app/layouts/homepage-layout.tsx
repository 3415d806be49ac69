import { Outlet } from 'react-router';
import { MainFrame } from './main-frame';

/** SPEC §2 "homepage": the main frame with full-width content, for edge-to-edge banners. */
export function Component() {
  return (
    <MainFrame>
      <Outlet />
    </MainFrame>
  );
}
