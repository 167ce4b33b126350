export { SignInPage } from "./pages/signin-page";
