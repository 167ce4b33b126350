// The photo verification screen loads apart from the other profile screens: its camera code is
// needed nowhere else (issue 38 item 4).
export { PhotoPage } from "./photo-page";
