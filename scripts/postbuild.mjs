// Steps that run on the finished build, in order. Each lives in its own module.
import { buildSearchIndex } from './search-index.mjs';
import { writeDeployConfig } from './deploy-config.mjs';

await buildSearchIndex({ buildDir: 'build' });
writeDeployConfig('build');
