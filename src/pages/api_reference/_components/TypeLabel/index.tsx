import Link from '@docusaurus/Link';
import React, { type ReactNode } from 'react';
import { anchorForSchema } from '@site/src/lib/openapi/resolve';
import type { TypeLabel as Label } from '@site/src/lib/openapi/schemaInfo';

/** A schema's type, with named schemas linked to their section on the page. */
export default function TypeLabel({ label }: { label: Label }): ReactNode {
  switch (label.kind) {
    case 'ref':
      return (
        <Link to={`#${anchorForSchema(label.name)}`}>
          <code>{label.name}</code>
        </Link>
      );
    case 'text':
      return <code>{label.text}</code>;
    case 'array':
      return (
        <>
          array of <TypeLabel label={label.of} />
        </>
      );
    case 'map':
      return (
        <>
          map of name → <TypeLabel label={label.of} />
        </>
      );
    case 'union':
      return label.options.map((option, i) => (
        <React.Fragment key={i}>
          {i > 0 && ' or '}
          <TypeLabel label={option} />
        </React.Fragment>
      ));
  }
}
