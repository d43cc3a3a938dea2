// Steps that run on the finished build, in order. Each lives in its own module.
import { writeDeployConfig } from './deploy-config.mjs';

writeDeployConfig('build');
