// Words of the Follow button on a member's profile (issue 27 item 7).
export const FOLLOW_TEXTS = {
  follow: "Follow",
  following: "Following",
  followers: (n: number) => (n === 1 ? "1 follower" : `${n.toLocaleString("en-IN")} followers`),
  // Under the button while the viewer follows: what following does.
  told: (name: string) => `You'll hear when ${name} lists a new experience.`,
} as const;
