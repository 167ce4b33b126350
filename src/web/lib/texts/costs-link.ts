// The group chat's way to its costs (issue 28 item 7), apart from the costs screen's words so that
// only these few reach the chat's own script.
export const COSTS_LINK_TEXTS = {
  label: "Costs",
  name: (eventName: string) => `Costs of ${eventName}: expenses, balances and settling up`,
} as const;
