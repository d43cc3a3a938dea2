// The Prism-highlighted code block, in a chunk of its own that pages load only
// after hydration (see src/theme/CodeBlock). The theme registers every extra
// Prism language (prism.additionalLanguages) in a client module at start-up on
// every page; src/plugins/performance/lazyPrism/ removes that module, and here each
// language is registered the first time a block needs it.
import React, { type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import { useThemeConfig } from '@docusaurus/theme-common';
import { parseLanguage } from '@docusaurus/theme-common/internal';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock/Content/String';
import { componentsToLoad } from '@site/src/lib/prism/languages';

type PrismGlobal = { Prism?: typeof Prism };

function register(components: readonly string[]): void {
  if (components.length === 0) return;
  // Prism's component files extend the Prism on globalThis (as the theme's own
  // prism-include-languages does, mount ours for the duration).
  const scope = globalThis as PrismGlobal;
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    // Synchronous require: a block registers its language during its own
    // render (as the theme's client module does), so no extra round trip.
    /* eslint-disable @typescript-eslint/no-require-imports */
    for (const component of components) {
      if (component === 'markup-templating') require('prismjs/components/prism-markup-templating.js');
      // Only the configured languages are bundled (the theme's ContextReplacementPlugin).
      else require(`prismjs/components/prism-${component}`);
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}

export default function HighlightedCode(props: Props): ReactNode {
  const { prism } = useThemeConfig();
  const language = props.language ?? parseLanguage(props.className ?? '') ?? prism.defaultLanguage;
  register(componentsToLoad(language, (name) => name in Prism.languages, prism.additionalLanguages));
  return <StringContent {...props} />;
}
