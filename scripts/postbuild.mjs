// Steps that run on the finished build, in order. Each lives in its own module.
import { applyContentFirst } from './content-first.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { writeDeployConfig } from './deploy-config.mjs';

applyContentFirst('build');
await buildSearchIndex({ buildDir: 'build' });
writeDeployConfig('build');
