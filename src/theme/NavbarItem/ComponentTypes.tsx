// Swizzled (wrap) to register our own navbar item types next to the theme's.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GithubStarBadge from '@site/src/components/GithubStarBadge';

export default {
  ...ComponentTypes,
  'custom-githubStars': GithubStarBadge,
};
