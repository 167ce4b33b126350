export * from "./community";
export * from "./enums";
export * from "./events";
export * from "./inbox";
export * from "./jobs";
export * from "./preferences";
export * from "./push";
export * from "./users";
