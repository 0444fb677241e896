import { fetchRuntimeEnv } from './env.js';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status === 200, status, json: async () => body }) as unknown as Response);

describe('env.json', () => {
  it("reads the brand's SITE_ID from its own origin", async () => {
    const fetch = answer(200, { SITE_ID: 3 });
    await expect(fetchRuntimeEnv(fetch)).resolves.toEqual({ SITE_ID: '3' });
    expect(fetch).toHaveBeenCalledWith('/env.json', { cache: 'no-store', priority: 'low' });
  });

  it('fails clearly without a file or without a SITE_ID', async () => {
    await expect(fetchRuntimeEnv(answer(404, null))).rejects.toThrow('/env.json answered HTTP 404');
    await expect(fetchRuntimeEnv(answer(200, {}))).rejects.toThrow('/env.json has no SITE_ID');
  });
});
