// What a performance override does when it cannot apply (an upstream text it does not recognise, a file
// that moved): with SITE_STRICT=1 (the test build, through scripts/e2e-env.sh, and CI) it throws, so the
// build fails; otherwise it warns and the site builds without that override (it still works, only
// slower). Plain CommonJS: the bundler's loaders require() it, and the post-build steps import it.

const STRICT_FLAG = 'SITE_STRICT';

/** @param {Record<string, string | undefined>} [env] */
function isStrict(env = process.env) {
  return env[STRICT_FLAG] === '1';
}

/**
 * @param {string} message what could not apply, and what is left as it was
 * @param {{ warn?: (message: string) => void, env?: Record<string, string | undefined> }} [options]
 */
function cannotApply(message, { warn = (line) => console.warn(line), env = process.env } = {}) {
  if (isStrict(env)) {
    throw new Error(
      `${message} [${STRICT_FLAG}=1: an override that cannot apply fails the build; see src/plugins/performance/]`,
    );
  }
  warn(`warning: ${message}`);
}

module.exports = { STRICT_FLAG, isStrict, cannotApply };
