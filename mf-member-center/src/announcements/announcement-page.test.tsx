// Announcement: newest first, title, date in the site's time zone, sanitised content; empty state.
import { screen, within } from '@testing-library/react';
import { mountMember, ok, type MountedMember } from '../testing/member-test-kit.js';
import { AnnouncementPage } from './announcement-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const announcement = (id: number, created_at: number, content = `<p>Text ${id}</p>`) => ({
  id,
  title: `News ${id}`,
  content,
  display_before_login: 0,
  display_after_login: 1,
  sort: 0,
  created_at,
});

describe('Announcement', () => {
  it('asks for the member announcements and shows them newest first, dated in the site time zone, sanitised', async () => {
    mounted = await mountMember(() => <AnnouncementPage />, {
      pathname: '/user/Announcement',
      settings: { TIMEZONE: 'Asia/Kolkata' },
      routes: {
        '/arks/web/announcement/member': () =>
          ok({
            web_announcement_list: [
              announcement(1, Date.UTC(2024, 0, 1, 0, 0)),
              announcement(2, Date.UTC(2024, 5, 1, 20, 0), '<p>Big news</p><img src=x onerror="alert(1)">'),
            ],
            total_count: 2,
          }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual(['News 2', 'News 1']);
    // 20:00 UTC is 01:30 the next day in Kolkata.
    expect(items[0]).toHaveTextContent('2024-06-02 01:30');
    expect(await within(items[0]!).findByText('Big news')).toBeInTheDocument();
    expect(items[0]!.innerHTML).not.toMatch(/onerror/);
    expect(mounted.bodiesTo('/arks/web/announcement/member')).toEqual([{ site_id: '1', page: 1, count: 50 }]);
  });

  it('says when there is none', async () => {
    mounted = await mountMember(() => <AnnouncementPage />, {
      pathname: '/user/Announcement',
      routes: { '/arks/web/announcement/member': () => ok({ web_announcement_list: [], total_count: 0 }) },
    });
    expect(await screen.findByText('There are no announcements.')).toBeInTheDocument();
  });
});
