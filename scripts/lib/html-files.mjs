// Every .html file under a build folder (post-build steps walk the whole site).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}
