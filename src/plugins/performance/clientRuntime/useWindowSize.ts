// Replaces @docusaurus/theme-common/lib/hooks/useWindowSize.js. Same contract:
// 'ssr' until hydrated, then 'desktop' or 'mobile' (breakpoint 996 px, which
// Infima's CSS shares), updated on resize. One change: the updates are
// transitions. On a phone the first one removes the desktop docs sidebar and
// sets up the mobile one; as an ordinary update from an effect React rendered
// that without yielding, in one long task right after hydration. As a
// transition it is rendered in 5 ms slices.
// Wired in by src/plugins/performance/clientRuntime/index.ts. Re-check against the stock file
// when upgrading Docusaurus.
import { startTransition, useEffect, useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DesktopBreakpoint,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // A constant first value: the first client render must match the server's.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    }
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
