// What app/ composes into other features' screens (features never import each other).
export { SafetyPanel } from "./components/safety-panel";
