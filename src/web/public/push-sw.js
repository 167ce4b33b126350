// Web push in the service worker (ADR 0017, "Web push"). The generated sw.js imports this file
// (vite.config.ts, workbox.importScripts); it is served no-cache like sw.js, so an update is seen.
// The server's payload is JSON: { title, body, url, tag } (src/shared/contracts/push.ts).

// Only paths of this app are opened: a payload can never send the member elsewhere.
function screenUrl(url) {
  const path = typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
  return new URL(path, self.location.origin).href;
}

// Each button's screen, by its action name.
function actionUrls(actions) {
  const urls = {};
  if (Array.isArray(actions))
    for (const a of actions) if (a && typeof a.action === "string") urls[a.action] = screenUrl(a.url);
  return urls;
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // Not ours to read: still show something, since a push must always show a notification.
  }
  const title = typeof data.title === "string" && data.title ? data.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      // One notification per tag: a newer one for the same screen replaces the older.
      tag: typeof data.tag === "string" ? data.tag : undefined,
      data: { url: screenUrl(data.url), actions: actionUrls(data.actions) },
      // Buttons (the weekly digest's other listings), each opening its own screen of this app.
      actions: Array.isArray(data.actions)
        ? data.actions
            .filter((a) => a && typeof a.action === "string" && typeof a.title === "string")
            .map((a) => ({ action: a.action, title: a.title }))
        : [],
    }),
  );
});

// A tap opens the notification's screen: in a window of the app already open (focused, then
// navigated), or in a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // A button opens its own screen; a tap anywhere else the notification's.
  const url = event.notification.data?.actions?.[event.action] ?? screenUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works for windows this worker controls; any other gets a new window.
        if (focused.url === url) return;
        const navigated = await focused.navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// The image cache of earlier versions ("images") kept chat photos with avatars and covers, for 30
// days; chat photos are private now and never cached here (issue 41 item 6), so that cache goes when
// this worker takes over. Public images are kept in "public-images" (src/shared/offline-caches.ts).
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.delete("images").catch(() => false));
});
