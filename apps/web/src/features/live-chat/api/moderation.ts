import type { ModerationActionSchema } from '@crewcast/contracts/realtime';
import { memberRequest } from '@/lib/member-api';

/** A moderator's change to the chats (Official and Creator accounts), answered with the action taken. */
const moderate = (method: 'post' | 'delete', path: string, body: unknown) =>
  memberRequest<typeof ModerationActionSchema>(method, `/v1/admin/chat/${path}`, { body });

/** Removes a chat message for everyone. */
export const deleteChatMessage = (messageId: number) => moderate('delete', `messages/${messageId}`, {});

/** Keeps a member out of every chat for some minutes. */
export const timeOutMember = (timeOut: { userId: string; minutes: number; livestreamId: string }) =>
  moderate('post', 'timeouts', timeOut);

/** Keeps a member out of every chat until the ban is undone. */
export const banMember = (userId: string) => moderate('post', 'bans', { userId });
