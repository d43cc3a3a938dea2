// The PWA plugin's `swRegister` client module (see docusaurus.config.ts).
// The stock module registers the service worker while main.js starts up: it
// loads workbox-window and has the browser fetch and start sw.js (about
// 140 KB) while the page is still painting and hydrating. This one runs that
// same stock module once the page has loaded and the main thread is idle;
// the worker and the offline-mode strategies are unchanged.
// Not in a frame: inside SigNoz's onboarding panel (see src/plugins/earlyInput)
// the page is a third-party frame, where browsers partition or refuse service
// workers and storage, and the panel has no use for offline mode.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function register(): void {
  void import('@docusaurus/plugin-pwa/lib/registerSw.js');
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 4000 });
  else setTimeout(register, 200);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && window.self === window.top) {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
