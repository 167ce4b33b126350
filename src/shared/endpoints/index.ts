// Every endpoint of /api, one module per feature (namespaces, since names repeat across features).
export * as admin from "./admin";
export * as auth from "./auth";
export * as chat from "./chat";
export * as email from "./email";
export * from "./endpoint";
export * as events from "./events";
export * as health from "./health";
export * as inbox from "./inbox";
export * as locations from "./locations";
export * as matching from "./matching";
export * as myData from "./my-data";
export * as onboarding from "./onboarding";
export * as push from "./push";
export * as reviews from "./reviews";
export * as safety from "./safety";
export * as testClock from "./test-clock";
export * as users from "./users";
