// The note a UPI payment carries stays English in every language: UPI apps show it in both members'
// bank statements, and many take only plain letters and digits there.
export const upiNote = (eventName: string) => `${eventName} costs`;
