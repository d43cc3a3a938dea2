// Replaces @docusaurus/core/lib/client/clientEntry.js, the browser bundle's
// entry. It does the same work (mount window.docusaurus, load the current
// route's components, hydrate the server-rendered page) but in several tasks
// instead of one. Stock, everything ran in the task that evaluated main.js:
// react-dom, the route table, every module of the app, route matching and the
// start of hydration, about 330 ms on a docs page at Lighthouse's 4x CPU
// slowdown, all of it blocking input.
//
// Here evaluating main.js runs only this module and React. Everything else is
// pulled in by `import(/* webpackMode: "eager" */ ...)`, which keeps the module
// in main.js (no extra request) but runs it when the promise is awaited, so
// each group below evaluates in a task of its own (src/lib/startup/nextTask).
// Most of a group's cost is the browser compiling its functions the first time
// they run, which is why react-dom and the route table each get their own.
// Hydration itself is split by React (it yields every 5 ms inside
// startTransition). Re-check against the stock file when upgrading Docusaurus.
import React, { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import { runInTasks } from '@site/src/lib/startup/nextTask';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

declare const module: { hot?: { accept(): void } };

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start(container: HTMLElement): Promise<void> {
  let ReactDOM: typeof import('react-dom/client') | undefined;
  let preload: ((pathname: string) => Promise<unknown>) | undefined;
  let app: React.ReactElement | undefined;

  await runInTasks([
    async () => {
      ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
    },
    // window.docusaurus (route prefetch for links) with the route table it reads.
    async () => {
      const [runtime, preloadModule] = await Promise.all([
        import(/* webpackMode: "eager" */ './docusaurus'),
        import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
      ]);
      window.docusaurus = runtime.default;
      preload = preloadModule.default;
    },
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
    () => preload!(window.location.pathname),
    // The first String#localeCompare builds V8's default collator (about 15 ms
    // here). The theme's first effects sort keys with it, inside a render React
    // cannot split; building it now keeps that cost out of that render.
    () => 'a'.localeCompare('b'),
    () => {
      const dom = ReactDOM!;
      startTransition(() => {
        if (window.docusaurusRoot) {
          window.docusaurusRoot.render(app);
        } else if (hydrate) {
          window.docusaurusRoot = dom.hydrateRoot(container, app, { onRecoverableError });
        } else {
          const root = dom.createRoot(container, { onRecoverableError });
          root.render(app);
          window.docusaurusRoot = root;
        }
      });
    },
  ]);
}

if (ExecutionEnvironment.canUseDOM) {
  void start(document.getElementById('__docusaurus')!);
  // Webpack Hot Module Replacement: the entry accepts itself, as the stock one does.
  if (module.hot) module.hot.accept();
}
