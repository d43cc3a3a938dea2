// Swizzled (wrap) to register site components for every MDX file, so authors
// use them without imports, and to put every Markdown table in a box of its
// own that scrolls (TableScroll), so a wide table never widens the page.
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ZoomableFigure from '@site/src/components/ZoomableFigure';
import ReaderSettingsPanel from '@site/src/components/ReaderSettings';
import TableScroll from '@site/src/components/TableScroll';
import { tableLabel } from '@site/src/lib/content/tableLabel';

/** A Markdown table gets its page-wide name from src/plugins/remarkTableLabels.ts; a JSX one, from itself. */
function MdxTable({
  'data-table-label': pageLabel,
  ...props
}: ComponentProps<'table'> & { 'data-table-label'?: string }): ReactNode {
  return (
    <TableScroll label={pageLabel ?? tableLabel(props.children)}>
      <table {...props} />
    </TableScroll>
  );
}

export default {
  ...MDXComponents,
  table: MdxTable,
  Tabs,
  TabItem,
  ZoomableFigure,
  ReaderSettingsPanel,
};
