// Shared test set-up for the shell's component tests.

/**
 * single-spa mounts parcels on its own promise chain; under React's act() environment
 * awaiting that chain deadlocks (toolchain.md). Parcel tests turn it off and use findBy*.
 */
export function allowParcelsOutsideAct(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
}

/** Keeps the expected error logs of failure tests out of the output, and lets a test read them. */
export function captureConsoleErrors(): jest.SpyInstance {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => spy.mockClear());
  afterAll(() => spy.mockRestore());
  return spy;
}

export function clearStorageAfterEach(): void {
  afterEach(() => localStorage.clear());
}
