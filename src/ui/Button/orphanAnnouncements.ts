/**
 * react-aria's Button announces its pending state as `aria-labelledby` the button itself (a `role="img"`
 * node in the global live announcer that lives for seven seconds). When the button goes away while that
 * node stays — a login button that leads to the dashboard, a dialog that closes on success — the node
 * points at nothing: a screen reader reads an empty announcement and axe reports it. This removes the
 * announcements none of whose label elements are in the document any more.
 */
export function removeOrphanAnnouncements(): void {
  for (const node of document.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => document.getElementById(id) === null)) node.remove();
  }
}

/**
 * react-aria creates its announcer on the first announcement and adds that announcement 100 ms later
 * (Safari misses an announcement made at once); a button gone in the meantime leaves its orphan after
 * it. Removing again once that delay has passed catches it.
 */
const announcerStartDelayMs = 150;

export function removeOrphanAnnouncementsNowAndLater(): void {
  removeOrphanAnnouncements();
  window.setTimeout(removeOrphanAnnouncements, announcerStartDelayMs);
}
