// The trusted contact's screen loads apart from the other profile screens (issue 38 item 7).
export { TrustedContactPage } from "./trusted-contact-page";
