export const presentRegisteredMember = (user: { id: string; name: string }) => ({
  _id: user.id,
  name: user.name,
});
