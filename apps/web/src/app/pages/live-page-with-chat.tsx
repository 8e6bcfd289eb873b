import { LivePage } from '@/features/live/live-page';
import { LiveChatPanel } from '@/features/live-chat/components/live-chat-panel';

const renderChat = (livestreamId: string) => <LiveChatPanel livestreamId={livestreamId} />;

/** /live: the livestream page with the chat panel beside the player. */
export function LivePageWithChat() {
  return <LivePage renderChat={renderChat} />;
}
