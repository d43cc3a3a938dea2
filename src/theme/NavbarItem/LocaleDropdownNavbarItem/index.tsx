// Swizzled (wrap): on the not-found page, each language leads to that language's home page. The
// theme's dropdown offers the current URL in each language, which there is the unknown URL (and
// `/404/` in the built HTML): a link to a page that does not exist.
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useIsNotFoundPage } from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const notFound = useIsNotFoundPage();
  const {
    i18n: { currentLocale, defaultLocale, locales, localeConfigs },
  } = useDocusaurusContext();
  if (!notFound) return <LocaleDropdownNavbarItem {...props} />;
  const { mobile, dropdownItemsBefore, dropdownItemsAfter, queryString, ...rest } = props;
  const localeItems = locales.map((locale) => ({
    label: localeConfigs[locale].label,
    lang: localeConfigs[locale].htmlLang,
    to: `${locale === defaultLocale ? '/' : `/${locale}/`}${queryString ?? ''}`,
    target: '_self',
    isActive: () => locale === currentLocale,
  }));
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      items={items}
      label={
        <>
          <IconLanguage style={{ verticalAlign: 'text-bottom', marginRight: 5 }} />
          {localeConfigs[currentLocale].label}
        </>
      }
    />
  );
}
