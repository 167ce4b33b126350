export { ChatPage } from "./pages/chat-page";
export { DirectChatPage } from "./pages/direct-chat-page";
export { GroupChatPage } from "./pages/group-chat-page";
