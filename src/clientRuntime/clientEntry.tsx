// Replaces @docusaurus/core/lib/client/clientEntry.js, the browser bundle's
// entry. It does the same work (mount window.docusaurus, load the current
// route's components, hydrate the server-rendered page) but in several tasks
// instead of one. Stock, everything ran in the task that evaluated main.js:
// every module of the app, route matching (which compiles a path regexp for
// each route ahead of the match) and the start of hydration, about 330 ms on
// a docs page at Lighthouse's 4x CPU slowdown, all of it blocking input.
//
// Here main.js evaluates only React and this module. The app's modules are
// pulled in by `import(/* webpackMode: "eager" */ ...)`, which keeps them in
// main.js (no extra request) but runs them when the promise is awaited, so
// each group below evaluates in a task of its own (src/lib/startup/nextTask).
// Hydration itself is already split by React (it yields every 5 ms inside
// startTransition). Re-check against the stock file when upgrading Docusaurus.
import React, { startTransition } from 'react';
import ReactDOM from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import preload from '@docusaurus/core/lib/client/preload';
import { runInTasks } from '@site/src/lib/startup/nextTask';
import docusaurus from './docusaurus';

declare global {
  interface Window {
    docusaurusRoot?: ReactDOM.Root;
  }
}

declare const module: { hot?: { accept(): void } };

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start(container: HTMLElement): Promise<void> {
  let app: React.ReactElement | undefined;

  await runInTasks([
    // The app shell: providers, client modules, the site's theme components.
    async () => {
      const [{ HelmetProvider }, { BrowserRouter, HashRouter }, { default: App }] = await Promise.all([
        import(/* webpackMode: "eager" */ 'react-helmet-async'),
        import(/* webpackMode: "eager" */ 'react-router-dom'),
        import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
      ]);
      app = (
        <HelmetProvider>
          {siteConfig.future.experimental_router === 'hash' ? (
            <HashRouter>
              <App />
            </HashRouter>
          ) : (
            <BrowserRouter>
              <App />
            </BrowserRouter>
          )}
        </HelmetProvider>
      );
    },
    // Matching the URL against the route table and loading its components.
    () => preload(window.location.pathname),
    // The first String#localeCompare builds V8's default collator (about 15 ms
    // here). The theme's first effects sort keys with it, inside a render React
    // cannot split; building it now keeps that cost out of that render.
    () => 'a'.localeCompare('b'),
    () => {
      startTransition(() => {
        if (window.docusaurusRoot) {
          window.docusaurusRoot.render(app);
        } else if (hydrate) {
          window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
        } else {
          const root = ReactDOM.createRoot(container, { onRecoverableError });
          root.render(app);
          window.docusaurusRoot = root;
        }
      });
    },
  ]);
}

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  void start(document.getElementById('__docusaurus')!);
  // Webpack Hot Module Replacement: the entry accepts itself, as the stock one does.
  if (module.hot) module.hot.accept();
}
