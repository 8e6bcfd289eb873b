/** Within this many pixels of the bottom the reader counts as at the bottom, following new messages. */
export const FOLLOW_SLACK_PX = 48;

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export function isNearBottom({ scrollTop, clientHeight, scrollHeight }: ScrollPosition): boolean {
  return scrollHeight - scrollTop - clientHeight <= FOLLOW_SLACK_PX;
}

/** Whether new messages scroll into view, and how many arrived while the reader was scrolled up. */
export interface ScrollFollow {
  following: boolean;
  unseen: number;
}

export const INITIAL_FOLLOW: ScrollFollow = { following: true, unseen: 0 };

export type FollowEvent =
  /** The reader scrolled; following resumes once they are back at the bottom. */
  | { type: 'scrolled'; nearBottom: boolean }
  | { type: 'arrived'; count: number }
  /** The reader asked to see the newest messages. */
  | { type: 'jumped' };

export function followReducer(state: ScrollFollow, event: FollowEvent): ScrollFollow {
  switch (event.type) {
    case 'scrolled':
      if (event.nearBottom) return INITIAL_FOLLOW;
      return state.following ? { following: false, unseen: 0 } : state;
    case 'arrived':
      return state.following || event.count === 0 ? state : { ...state, unseen: state.unseen + event.count };
    case 'jumped':
      return INITIAL_FOLLOW;
  }
}
