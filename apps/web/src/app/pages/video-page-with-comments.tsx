import { CommentsPanel } from '@/features/comments/comments-panel';
import { VideoPage } from '@/features/video/video-page';

const renderComments = (mediaId: number) => <CommentsPanel mediaId={mediaId} />;

/** /video/{mediaId}: the video page with its comments. */
export function VideoPageWithComments() {
  return <VideoPage renderComments={renderComments} />;
}
