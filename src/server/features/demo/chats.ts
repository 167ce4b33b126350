import { reviewRequestContent, rsvpContent } from "../../../shared/chat-content";

// Demo group chats: a few lines of planning, then the host's RSVP poll for an upcoming event, or
// the host's thanks and review request for one that has happened.

type Line = { from: "host" | number; content: string };

export function groupChatLines(eventName: string, past: boolean): Line[] {
  if (past) {
    return [
      { from: "host", content: `Thank you all for coming to ${eventName}! Photos are up in the album.` },
      { from: 0, content: "That was such a good weekend. Thanks for organising!" },
      {
        from: "host",
        content: reviewRequestContent(
          `How was ${eventName}? Share your experience, it helps the next group.`,
        ),
      },
    ];
  }
  return [
    { from: "host", content: `Welcome aboard ${eventName}! I'll share the meeting point here.` },
    { from: 0, content: "Can't wait! Should we carry anything special?" },
    { from: "host", content: "Comfortable shoes, a water bottle and a light jacket.\nThat's all." },
    { from: "host", content: rsvpContent(`Are you going to ${eventName}?`) },
  ];
}

// Direct messages between demo members, oldest first (minutes before the seed ran).
export const DEMO_DIRECT_MESSAGES: { from: string; to: string; content: string; minutesAgo: number }[] = [
  {
    from: "diya@demo.meetup",
    to: "aarav@demo.meetup",
    content: "Hey! 👋 Saw your profile and would love to connect.",
    minutesAgo: 180,
  },
  {
    from: "aarav@demo.meetup",
    to: "diya@demo.meetup",
    content: "Hi Diya! Are you coming to the Coorg weekend?",
    minutesAgo: 170,
  },
  {
    from: "diya@demo.meetup",
    to: "aarav@demo.meetup",
    content: "Thinking about it! Is the homestay booked already?",
    minutesAgo: 12,
  },
  {
    from: "priya@demo.meetup",
    to: "aarav@demo.meetup",
    content: "Your compatibility score with me is 92% 😄 Up for the sunrise trek next month?",
    minutesAgo: 5,
  },
];
