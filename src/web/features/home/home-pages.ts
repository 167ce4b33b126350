export { CheckPage } from "./pages/check-page";
export { HomePage } from "./pages/home-page";
export { NotFoundPage } from "./pages/not-found-page";
