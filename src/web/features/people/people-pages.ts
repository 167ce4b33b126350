// /people: a chunk apart from a person's page (person-pages.ts), whose photos, answers and report
// dialog a first visit to the list does not need.
export { PeoplePage } from "./pages/people-page";
