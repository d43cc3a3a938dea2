// Swizzled (wrap) to register site components for every MDX file, so authors
// use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ZoomableFigure from '@site/src/components/ZoomableFigure';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ZoomableFigure,
};
