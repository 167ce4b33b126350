// Who may follow whom (issue 27 item 7): one small rule per question.

/** Anyone but oneself: following is to be told of someone else's listings. */
export const canFollow = (followerId: string, hostId: string) => followerId !== hostId;
