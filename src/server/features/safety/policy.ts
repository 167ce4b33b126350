// Who may flag or block whom (SPEC 6): one small rule per action.

export const canFlag = (reporterId: string, userId: string) => reporterId !== userId;

export const canBlock = (blockerId: string, userId: string) => blockerId !== userId;
