export { CreateListingPage } from "./pages/create-listing-page";
