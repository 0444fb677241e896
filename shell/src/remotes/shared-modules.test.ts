import { createRequire } from 'node:module';
import * as React from 'react';
import * as croupierShared from '@croupier/shared';
import { SHELL_SHARED_MODULES, sharedOption } from './shared-modules.js';

const require = createRequire(__filename);
const { sharedVersions } = require('../../../build/shared-singletons.cjs') as { sharedVersions(): Record<string, { version: string; requiredVersion: string }> };

describe("the shell's shared singletons in the federation share scope", () => {
  it('are exactly the ones the build says the shell provides (the remotes consume them with no copy of their own)', () => {
    expect(Object.keys(SHELL_SHARED_MODULES).sort()).toEqual(Object.keys(sharedVersions()).sort());
  });

  it("are the shell's own modules, handed over as singletons of the build's version", async () => {
    const shared = sharedOption(sharedVersions());
    const react = shared['react'] as { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } };
    expect(react.version).toBe(React.version);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: `^${React.version}`, strictVersion: false });
    // What a remote's `import { useState } from 'react'` reads.
    expect((react.lib() as typeof React).useState).toBe(React.useState);
    expect((shared['@croupier/shared'] as { lib: () => unknown }).lib()).toBe(croupierShared);
  });

  it('refuses a singleton whose version the build did not give (it would be registered as version 0)', () => {
    expect(() => sharedOption({}, { react: React })).toThrow('no version is known for the shared singleton react');
  });
});
