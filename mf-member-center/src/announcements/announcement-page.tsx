// Announcement (spec 02 §2): not built yet — replaced by the page itself.
export function AnnouncementPage() {
  return <p>Announcement</p>;
}
