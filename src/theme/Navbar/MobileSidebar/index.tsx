// Swizzled (wrap): the mobile navbar drawer mounts when the reader reaches for
// its toggle (pointer down on it, or focus), not on every phone visit. Stock,
// it mounted right after hydration on any viewport under 996 px: the whole
// navbar and docs sidebar again, hidden, a few hundred elements to render and
// style while the page was still starting. Pointer down and focus come at
// least a frame before the click that opens the drawer, so it still slides in.
//
// The toggle is found by Infima's class through listeners on the document
// rather than by wrapping it: a wrapper element around the button changed its
// layout, and with `display: contents` Chromium dropped the button's name.
//
// A press on the toggle before the app started is caught by the early-input script
// (src/plugins/earlyInput), which shades the page meanwhile: the drawer opens as soon as this mounts.
import React, { useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { claimEarlyAction, endEarlyMenu } from '@site/src/lib/startup/earlyInput';

const TOGGLE = '.navbar__toggle';

function useToggleReached(): boolean {
  // Starts false on every render path, so hydration matches the server's HTML.
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setReached(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [reached]);
  return reached;
}

/** Opens the drawer if the reader pressed its toggle before the app started. */
function useEarlyMenuPress(open: () => void): void {
  useEffect(() => {
    if (claimEarlyAction('menu')) open();
    endEarlyMenu();
    // Once, on mount: the press happened before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function MobileSidebarOnIntent(): ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();
  const reached = useToggleReached();
  useEarlyMenuPress(toggle);
  return reached || shown ? <MobileSidebar /> : null;
}
