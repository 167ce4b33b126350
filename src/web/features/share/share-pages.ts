export { SharedExperiencePage } from "./pages/shared-page";
