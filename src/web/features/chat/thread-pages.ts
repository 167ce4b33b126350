// The thread screens: a conversation and an event's group, a chunk apart from the chat list.
export { DirectChatPage } from "./pages/direct-chat-page";
export { GroupChatPage } from "./pages/group-chat-page";
