import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { showAirPlayPicker, useAirPlayAvailable } from './airplay';

function Player() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const available = useAirPlayAvailable(videoRef);
  return (
    <>
      <video ref={videoRef} data-testid="video" />
      {available && <button type="button">AirPlay</button>}
    </>
  );
}

/** Safari's event, which jsdom does not have: an Event with its `availability`. */
function availability(value: 'available' | 'not-available') {
  return Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value });
}

describe('AirPlay', () => {
  it('is offered only while Safari says a device is around', () => {
    render(<Player />);
    const video = screen.getByTestId('video');
    expect(screen.queryByRole('button', { name: 'AirPlay' })).toBeNull();
    act(() => void video.dispatchEvent(availability('available')));
    expect(screen.getByRole('button', { name: 'AirPlay' })).toBeTruthy();
    act(() => void video.dispatchEvent(availability('not-available')));
    expect(screen.queryByRole('button', { name: 'AirPlay' })).toBeNull();
  });

  it('opens Safari’s device picker for the video', () => {
    const video = Object.assign(document.createElement('video'), { webkitShowPlaybackTargetPicker: vi.fn() });
    showAirPlayPicker(video);
    expect(video.webkitShowPlaybackTargetPicker).toHaveBeenCalledOnce();
  });
});
