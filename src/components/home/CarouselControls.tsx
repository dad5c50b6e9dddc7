import { useRef, useState } from 'react';
import type { SliderHandle } from './Slick';

interface CarouselControlsProps {
  label: string;
  playing: boolean;
  onPrev: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
  className?: string;
}

/** Previous / pause-play / next buttons for an auto-rotating carousel (WCAG 2.2.2: moving content can be paused). */
export function CarouselControls({
  label,
  playing,
  onPrev,
  onNext,
  onTogglePlay,
  className = '',
}: CarouselControlsProps) {
  return (
    <div className={`cc-carousel-controls ${className}`}>
      <button type="button" className="cc-round-btn" aria-label={`Previous ${label}`} onClick={onPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="cc-round-btn"
        aria-label={playing ? `Pause ${label}s` : `Play ${label}s`}
        onClick={onTogglePlay}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button type="button" className="cc-round-btn" aria-label={`Next ${label}`} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** A slider ref, its autoplay state, and the handlers CarouselControls needs to drive it. */
export function useSliderControls() {
  const slider = useRef<SliderHandle>(null);
  const [playing, setPlaying] = useState(true);
  const controls = {
    playing,
    onPrev: () => slider.current?.slickPrev(),
    onNext: () => slider.current?.slickNext(),
    onTogglePlay: () => {
      if (playing) slider.current?.slickPause();
      else slider.current?.slickPlay();
      setPlaying(!playing);
    },
  };
  return { slider, playing, controls };
}
