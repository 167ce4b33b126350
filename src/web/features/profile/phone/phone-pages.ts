// The phone verification screen loads apart from the other profile screens: home's card opens it.
export { PhonePage } from "./phone-page";
