// Swizzled (wrap) so a page that crashes inside the layout also gets the
// spec's title 'Page Error' (the theme only sets it for crashes outside it).
import React, { type ReactNode } from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title="Page Error" />
      <ErrorPageContent {...props} />
    </>
  );
}
