import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { codeSample, SAMPLE_LANGUAGES } from '@site/src/lib/openapi/codeSamples';
import type { ResolvedOperation } from '@site/src/lib/openapi/resolve';

/** curl, Python, Go and JavaScript for one operation; the chosen language is shared by all operations. */
export default function CodeSamples({ op, baseUrl }: { op: ResolvedOperation; baseUrl: string }): ReactNode {
  return (
    <Tabs groupId="api-code-sample" queryString={false}>
      {SAMPLE_LANGUAGES.map((lang) => (
        <TabItem key={lang.id} value={lang.id} label={lang.label}>
          <CodeBlock language={lang.prism}>{codeSample(lang.id, { op, baseUrl })}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
