// What an admin may do to a member (SPEC 6): one small rule per action.

// An admin never bans themselves (they would lock themselves out)...
export const canBanSelf = (adminId: string, userId: string) => adminId !== userId;

// ...nor another admin.
export const canBan = (target: { role: "member" | "admin" }) => target.role !== "admin";

// A pair's score needs two different members.
export const canScorePair = (userA: string, userB: string) => userA !== userB;

// Only a job that failed for good runs again by hand (a pending or running one is on its way).
export const canRetryJob = (job: { state: string }) => job.state === "failed";
