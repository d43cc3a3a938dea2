import { describe, expect, it } from 'vitest';
import { patchEngineWait, scriptVersion } from '../../../scripts/lib/pagefind-script.mjs';

const WAIT =
  'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}return 1}';

describe('patching pagefind.js', () => {
  it('reads the version the script declares', () => {
    expect(scriptVersion('const pagefind_version="1.6.0";let x')).toBe('1.6.0');
    expect(scriptVersion('let x=1')).toBeNull();
  });

  it('shortens the engine wait of a checked release', () => {
    const patched = patchEngineWait(`const pagefind_version="1.6.0";${WAIT}`);
    expect(patched).toContain('await asyncSleep(4);}return 1}');
    expect(patched).not.toContain('asyncSleep(50)');
  });

  it('leaves other releases, and scripts without exactly one wait loop, alone', () => {
    expect(patchEngineWait(`const pagefind_version="1.7.0";${WAIT}`)).toBeNull();
    expect(patchEngineWait('const pagefind_version="1.6.0";let x=1')).toBeNull();
    expect(patchEngineWait(`const pagefind_version="1.6.0";${WAIT}${WAIT}`)).toBeNull();
  });
});
