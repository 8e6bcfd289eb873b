import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** 'text' draws a line of text height; 'block' fills the size it is given. */
  shape?: 'text' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  aspectRatio?: CSSProperties['aspectRatio'];
}

/** A placeholder in the shape of content that is still loading; the loading region announces itself. */
export function Skeleton({ shape = 'block', width, height, aspectRatio }: SkeletonProps) {
  return (
    <span
      className={shape === 'text' ? 'skeleton skeleton--text' : 'skeleton'}
      style={{ width, height, aspectRatio }}
      aria-hidden="true"
    />
  );
}

export interface LoadingRegionProps {
  /** Announced once to assistive technology, e.g. "Loading…". */
  label: string;
  className?: string;
  /** The skeletons drawn in place of the content. */
  children?: ReactNode;
}

/** A region that is still loading: its skeletons, with what is loading announced once. */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}

export interface LoadingSkeletonProps {
  /** Announced once to assistive technology, e.g. "Loading…". */
  label: string;
  height?: CSSProperties['height'];
  aspectRatio?: CSSProperties['aspectRatio'];
}

/** A region that is still loading: one skeleton in its place, with what is loading announced once. */
export function LoadingSkeleton({ label, height, aspectRatio }: LoadingSkeletonProps) {
  return (
    <LoadingRegion label={label}>
      <Skeleton height={height} aspectRatio={aspectRatio} />
    </LoadingRegion>
  );
}
