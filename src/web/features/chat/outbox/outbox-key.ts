// Where the outbox lives on the device (localStorage), in a module of its own: the app checks it
// on every page to send what waits, without loading the outbox itself.
export const OUTBOX_KEY = "meetup.outbox";
