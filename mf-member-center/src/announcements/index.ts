// The announcements' face: the frame shows the Announcement page.
export { AnnouncementPage } from './announcement-page.js';
