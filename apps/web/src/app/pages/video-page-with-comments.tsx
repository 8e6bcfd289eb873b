import { lazy, Suspense } from 'react';
import { VideoPage } from '@/features/video/video-page';

// The comments' code (and their live connection) loads only when the page shows them, after the first frame.
const CommentsPanel = lazy(() =>
  import('@/features/comments/comments-panel').then(({ CommentsPanel }) => ({ default: CommentsPanel })),
);

const renderComments = (mediaId: number) => (
  <Suspense>
    <CommentsPanel mediaId={mediaId} />
  </Suspense>
);

/** /video/{mediaId}: the video page with its comments. */
export function VideoPageWithComments() {
  return <VideoPage renderComments={renderComments} />;
}
