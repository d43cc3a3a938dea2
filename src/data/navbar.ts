import type { Navbar } from '@docusaurus/theme-common';

/**
 * Top navigation, as the spec lists it: Docs, Pricing, a Resources dropdown,
 * the GitHub star badge, the 'Try SigNoz Cloud' button, search, the docs
 * version and language dropdowns. Custom item types are registered in
 * src/theme/NavbarItem/ComponentTypes.tsx.
 */
export const navbar: Navbar = {
  title: 'SigNoz',
  hideOnScroll: true,
  logo: {
    alt: 'SigNoz logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'introduction', label: 'Docs', position: 'left' },
    { to: '/pricing/', label: 'Pricing', position: 'left' },
    {
      type: 'dropdown',
      label: 'Resources',
      position: 'left',
      items: [
        { to: '/blog/', label: 'Blog' },
        { to: '/opentelemetry/', label: 'OpenTelemetry' },
        { to: '/comparisons/', label: 'Comparisons' },
        { to: '/case-study/', label: 'Customer Stories' },
      ],
    },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      // A second entry makes the theme render a real dropdown (it renders a
      // plain link for a single version, which never stores the preference).
      dropdownItemsAfter: [{ href: 'https://github.com/SigNoz/signoz/releases', label: 'Release notes' }],
    },
    { type: 'localeDropdown', position: 'right' },
    { type: 'custom-githubStars', position: 'right' },
    { type: 'search', position: 'right' },
    {
      to: '/teams/',
      label: 'Try SigNoz Cloud',
      position: 'right',
      className: 'navbar__cta',
    },
  ] as Navbar['items'],
} satisfies Partial<Navbar> as Navbar;
