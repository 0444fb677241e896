/** A presence channel member as signed into channel_data by the auth endpoint. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

/** Parses channel_data `{"user_id": ..., "user_info": ...}`; null when it is not valid. */
export function parsePresenceMember(channelData: unknown): PresenceMember | null {
  if (typeof channelData !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { user_id: userId, user_info: userInfo } = parsed as Record<string, unknown>;
  // Ids are object keys in pusher-js's member list, so numbers and strings name the same user.
  if (typeof userId === 'number' && Number.isFinite(userId)) return { userId: String(userId), userInfo };
  if (typeof userId === 'string' && userId !== '') return { userId, userInfo };
  return null;
}
