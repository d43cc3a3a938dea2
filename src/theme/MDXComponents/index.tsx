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

function MdxTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <TableScroll label={tableLabel(props.children)}>
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
