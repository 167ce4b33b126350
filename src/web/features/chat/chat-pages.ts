// The chat list. The thread screens load apart (thread-pages.ts), so /chat's first visit carries
// none of a thread's code: photos, reactions, who has read it, the pinned bar, the outbox (issue 28).
export { ChatPage } from "./pages/chat-page";
