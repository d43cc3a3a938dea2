// Swizzled (wrap) to register site components for every MDX file, so authors
// use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ZoomableFigure from '@site/src/components/ZoomableFigure';
import ReaderSettingsPanel from '@site/src/components/ReaderSettings';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ZoomableFigure,
  ReaderSettingsPanel,
};
