// The costs of a group (issue 28 item 7): a chunk of its own, so the chat's first visit loads none of it.
export { CostsPage } from "./pages/costs-page";
