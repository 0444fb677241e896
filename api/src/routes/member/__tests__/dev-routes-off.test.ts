import { post, startApp } from '../../../test/helpers.js';

jest.setTimeout(30_000);

describe('the member centre’s development routes without CROUPIER_DEV_ROUTES=1', () => {
  it.each(['/api/dev/letters/send', '/api/dev/member/force-password-change', '/api/dev/announcements'])(
    '%s does not exist',
    async (path) => {
      const app = await startApp();
      try {
        const res = await post(app, path, {
          member_account: 'player01',
          title: 't',
          content: 'c',
          display_after_login: 1,
          sort: 1,
        });
        expect(res.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    },
  );
});
